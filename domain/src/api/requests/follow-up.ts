/** Follow-up of referrals (docs/follow-up.md): the list, a recorded call or move, the hospital's rule. */
import { Type, type Static } from '@sinclair/typebox';
import {
  CALL_OUTCOMES,
  FINDINGS,
  FOLLOW_UP_DISEASES,
  FOLLOW_UP_SETTINGS_LIMITS,
  FOLLOW_UP_WINDOWS,
  LOST_REASONS,
  type CallOutcome,
  type Finding,
  type FollowUpWindow,
  type LostReason,
} from '../../follow-up/follow-up';
import { id, int, nullableId, nullableText, optional, text } from './common';

const oneOf = <const T extends string>(words: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...words] });
/** A calendar day, 'yyyy-mm-dd'; whether it is possible is the move's rule. */
const day = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const note = nullableText(500);

/** POST /curable/followUp/list: a page of the caller's follow-ups, most overdue first. */
export const FollowUpListBody = Type.Object(
  optional({
    window: oneOf<FollowUpWindow>(FOLLOW_UP_WINDOWS),
    campId: nullableId,
    /** A name, Registration ID or mobile number, as in the worklists. */
    search: text(100),
    page: int(0, 10_000),
    size: int(1, 100),
  }),
);
export type FollowUpListBody = Static<typeof FollowUpListBody>;

/**
 * POST /curable/followUp/record: one move of one follow-up. `kind` says which fields it reads:
 *   call      outcome; visitDate (WILL_VISIT) or nextCallDate (NOT_REACHED, WRONG_NUMBER)
 *   attended  date, hospital
 *   outcome   finding, treatmentStarted (optional)
 *   lost      reason
 * and each may carry a note.
 */
export const FollowUpRecordBody = Type.Object({
  followUpId: id,
  /** Whose follow-up it is: read by the device only (its outbox keeps a participant's writes in order); the server ignores it. */
  candidateId: Type.Optional(nullableId),
  kind: oneOf(['call', 'attended', 'outcome', 'lost'] as const),
  ...optional({
    outcome: oneOf<CallOutcome>(CALL_OUTCOMES),
    visitDate: day,
    nextCallDate: day,
    date: day,
    hospital: text(200),
    finding: oneOf<Finding>(FINDINGS),
    treatmentStarted: day,
    reason: oneOf<LostReason>(LOST_REASONS),
    note,
  }),
});
export type FollowUpRecordBody = Static<typeof FollowUpRecordBody>;

const { days, lostAfterCalls, referralHospital } = FOLLOW_UP_SETTINGS_LIMITS;
const daysBy = Type.Object({ URGENT: int(days.min, days.max), ROUTINE: int(days.min, days.max) });
const reasons = Type.Array(text(200), { maxItems: 50 });

/** POST /curable/followUp/settings: the hospital's due-date rule (admin). */
export const FollowUpSettingsBody = Type.Object({
  dueDays: Type.Object(
    Object.fromEntries(FOLLOW_UP_DISEASES.map((d) => [d, daysBy])) as Record<(typeof FOLLOW_UP_DISEASES)[number], typeof daysBy>,
  ),
  routineReasons: Type.Object(
    Object.fromEntries(FOLLOW_UP_DISEASES.map((d) => [d, reasons])) as Record<
      (typeof FOLLOW_UP_DISEASES)[number],
      typeof reasons
    >,
  ),
  lostAfterCalls: int(lostAfterCalls.min, lostAfterCalls.max),
  outcomeDueDays: int(days.min, days.max),
  /** Absent: as stored (a client of an earlier release does not know it). */
  referralHospital: Type.Optional(
    Type.Object({
      name: text(referralHospital.name),
      address: text(referralHospital.address),
      phone: text(referralHospital.phone),
    }),
  ),
});
export type FollowUpSettingsBody = Static<typeof FollowUpSettingsBody>;
