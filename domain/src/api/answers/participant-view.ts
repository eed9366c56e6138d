/** One participant's view (docs/follow-up.md): who she is, her tests, her follow-ups, and who did what and when. */
import { Type, type Static } from '@sinclair/typebox';
import { CALL_OUTCOMES } from '../../follow-up/follow-up';
import { FollowUp } from './follow-up';
import { Int, Nullable, NullGender, oneOf, NullInt, NullText, Text } from './common';

/** A test's state: nothing saved yet, saved, finished, or finished with a referral (her screening was positive). */
export const TEST_STATES = ['DUE', 'SAVED', 'FINISHED', 'REFERRED'] as const;
export type TestState = (typeof TEST_STATES)[number];

/** What a row of her timeline says happened (from the audit log). */
export const TIMELINE_WHATS = [
  'ENROLLED',
  'TAGGED',
  'DETAILS_CHANGED',
  'ELIGIBILITY',
  'MEDICAL_DETAILS',
  'FAMILY_PERSONAL',
  'FAMILY_MEDICAL',
  'SCREENING_SAVED',
  'SCREENING_FINISHED',
  'SCREENING_REFERRED',
  'CLINICAL_SAVED',
  'CLINICAL_FINISHED',
  'CALL',
  'ATTENDED',
  'OUTCOME',
  'LOST',
] as const;
export type TimelineWhat = (typeof TIMELINE_WHATS)[number];

/** The disease a test is about (its stage), or null for a form of none. */
const TestDisease = Nullable(oneOf(['breast', 'oral', 'cervical', 'symptoms'] as const));

export const ParticipantTest = Type.Object({
  candidateTestId: Int,
  diseaseTestMasterId: Int,
  kind: oneOf(['SCREENING', 'CLINICAL'] as const),
  disease: TestDisease,
  /** The form's name as the hospital defines it (e.g. 'Breast Screening'). */
  name: NullText,
  state: oneOf(TEST_STATES),
  /** When it was first recorded (ISO 8601), or null while due. */
  date: NullText,
});
export type ParticipantTest = Static<typeof ParticipantTest>;

export const TimelineEntry = Type.Object({
  at: Type.String({ description: 'When (ISO 8601).' }),
  /** Who: the user's name (null for the system's own rows). */
  by: NullText,
  what: oneOf(TIMELINE_WHATS),
  disease: TestDisease,
  /** A call's outcome. */
  outcome: Nullable(oneOf(CALL_OUTCOMES)),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

export const ParticipantView = Type.Object({
  id: Int,
  registrationId: Text,
  name: NullText,
  gender: NullGender,
  age: NullInt,
  mobileNo: NullText,
  address: NullText,
  campId: NullInt,
  campName: NullText,
  /** When she was enrolled or tagged (ISO 8601). */
  registeredAt: Text,
  /**
   * Taken out of screening by her medical details (cancer in her history or a current pregnancy): her screening
   * worklist no longer lists her, and her view offers no screening form.
   */
  excludedFromScreening: Type.Boolean(),
  /** Where her slip sends her (the hospital's follow-up settings, else the hospital itself). */
  referTo: Type.Object({ name: Text, address: NullText, phone: NullText }),
  tests: Type.Array(ParticipantTest),
  /** Her referrals' follow-ups, newest first, each with every call. */
  followUps: Type.Array(FollowUp),
  /** Newest first; the newest TIMELINE_MAX. */
  timeline: Type.Array(TimelineEntry),
});
export type ParticipantView = Static<typeof ParticipantView>;

export const TIMELINE_MAX = 200;
