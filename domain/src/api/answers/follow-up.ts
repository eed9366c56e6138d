/** Follow-up of referrals (docs/follow-up.md). */
import { Type, type Static } from '@sinclair/typebox';
import {
  CALL_OUTCOMES,
  FINDINGS,
  FOLLOW_UP_DISEASES,
  FOLLOW_UP_STATES,
  LOST_REASONS,
  URGENCIES,
} from '../../follow-up/follow-up';
import { FollowUpSettingsBody } from '../requests/follow-up';
import { Int, Nullable, oneOf, NullInt, NullText, Text } from './common';

const Day = Type.String({ description: "A calendar day in India, 'yyyy-mm-dd'." });
const NullDay = Nullable(Day);

/** A call or a move, as the list and her view show it. */
export const FollowUpEvent = Type.Object({
  kind: oneOf(['opened', 'call', 'attended', 'outcome', 'lost'] as const),
  outcome: Nullable(oneOf(CALL_OUTCOMES)),
  /** The date she said she would visit, or of the next call, or of her visit. */
  date: NullDay,
  note: NullText,
  at: Type.String({ description: 'When it was recorded (ISO 8601).' }),
  by: NullText,
});
export type FollowUpEvent = Static<typeof FollowUpEvent>;

export const FollowUp = Type.Object({
  id: Int,
  candidateId: Int,
  registrationId: Text,
  name: NullText,
  mobileNo: NullText,
  campId: NullInt,
  campName: NullText,
  disease: oneOf(FOLLOW_UP_DISEASES),
  urgency: oneOf(URGENCIES),
  reasons: Type.Array(Text),
  referredOn: Day,
  dueDate: Day,
  daysOverdue: Int,
  state: oneOf(FOLLOW_UP_STATES),
  unansweredCalls: Int,
  attendedDate: NullDay,
  hospital: NullText,
  finding: Nullable(oneOf(FINDINGS)),
  treatmentDate: NullDay,
  lostReason: Nullable(oneOf(LOST_REASONS)),
  /** The newest call or move, first. */
  events: Type.Array(FollowUpEvent),
});
export type FollowUp = Static<typeof FollowUp>;

export const FollowUpList = Type.Object({
  items: Type.Array(FollowUp),
  total: Int,
  page: Int,
  size: Int,
});
export type FollowUpList = Static<typeof FollowUpList>;

/** The home tile's counts, over the caller's clinics. */
export const FollowUpCounts = Type.Object({ overdue: Int, dueThisWeek: Int });
export type FollowUpCounts = Static<typeof FollowUpCounts>;

export const FollowUpSettings = FollowUpSettingsBody;
export type FollowUpSettings = Static<typeof FollowUpSettings>;
