/** Participants (docs/api.md §5): enrol, tag, general details, medical details, habit types and the lists. */
import { Type, type Static, type StaticDecode } from '@sinclair/typebox';
import {
  formValue,
  id,
  INT4_MAX,
  nullableFlag,
  nullableId,
  nullableInt,
  nullableText,
  optional,
  orNull,
  text,
  textId,
} from './common';

/** A count or an age typed in the form (the original client sends the age as text). */
const formInt = formValue({ minimum: 0, maximum: INT4_MAX });
/** A habit's duration or "how long": the original client sends a number (parseFloat), our forms text. */
const habitSpan = formValue({ minimum: 0, maximum: 1e6, integer: false, maxLength: 50 });

export const CandidateHabitBody = Type.Object(
  optional({
    habits: nullableText(100),
    type: nullableText(100),
    frequency: formValue({ minimum: 0, maximum: INT4_MAX, maxLength: 20 }),
    duration: habitSpan,
    howLong: habitSpan,
    // Stored as text: true/false from the original client, "Yes"/"No" from a form.
    quit: Type.Unsafe<boolean | string | null>({ type: ['boolean', 'string', 'null'], maxLength: 10 }),
  }),
);
export type CandidateHabitBody = Static<typeof CandidateHabitBody>;

/**
 * POST /curable/candidate and /curable/saveCandidate: enrol (screenId 1), tag (2) or general details (3),
 * checked further by the same rules as those screens; every other key is ignored.
 */
export const CandidateBody = Type.Object({
  screenId: Type.Unsafe<1 | 2 | 3>({ type: 'integer', enum: [1, 2, 3] }),
  ...optional({
    // The original client sends the participant id as text on the general-details page ("12", or "").
    id: textId,
    campId: nullableId,
    name: nullableText(200),
    mobileNo: nullableText(20),
    gender: nullableText(10),
    age: formInt,
    address: nullableText(500),
    // 7 on the wire means "007", while the text "7" is not a street ID: the enrolment rules read it raw.
    streetId: formInt,
    reason: nullableText(100),
    fatherName: nullableText(200),
    spouseName: nullableText(200),
    alternateMobileNo: nullableText(20),
    monthlyIncome: formInt,
    houseType: nullableText(50),
    occupation: nullableText(100),
    education: nullableText(100),
    aadhar: nullableText(20),
    voterId: nullableText(20),
    rationCard: nullableText(20),
    tobaccoUser: nullableFlag,
    candidateHabitDTOs: orNull(Type.Array(CandidateHabitBody, { maxItems: 50 }), true),
  }),
});
export type CandidateBody = Static<typeof CandidateBody>;
/** The body as the route reads it (the id sent as text is a number by then). */
export type CandidateInput = StaticDecode<typeof CandidateBody>;

/**
 * The newest this many matches of a worklist search are served, in pages or (to a caller that asks for no page,
 * the original client) at once: a longer list is narrowed by searching.
 */
export const WORKLIST_MAX_ROWS = 1000;

/**
 * A paged search by text counts its matches only up to this many (the count travels in X-Total-Count-Limit beside
 * it): counting is what costs, since a few letters can match thousands, and a person narrows such a search by typing
 * more rather than reading past the first pages. A list without a search counts up to WORKLIST_MAX_ROWS.
 */
export const WORKLIST_SEARCH_COUNT_LIMIT = 200;

/**
 * The worklists: 1 screening, 2 clinical evaluation, 3 Modify Patient Information (the original's three), and
 * 4 referral to hospital (referred, no clinical evaluation recorded yet: a part of list 2).
 */
export const WORKLIST_STAGES = [1, 2, 3, 4] as const;
export type WorklistStage = (typeof WORKLIST_STAGES)[number];
const worklistStage = Type.Unsafe<WorklistStage>({ type: 'integer', enum: [...WORKLIST_STAGES] });

/** POST /curable/getCandidatesList: a page of one worklist; who asks is read from the token. */
export const CandidatesListBody = Type.Object({
  stage: worklistStage,
  ...optional({
    search: orNull(text(100), true),
    page: orNull(Type.Integer({ minimum: 0, maximum: 100_000 }), true),
    size: orNull(Type.Integer({ minimum: 1, maximum: WORKLIST_MAX_ROWS }), true),
    /** Only this clinic's participants; a clinic outside the caller's worklist gives an empty list. */
    campId: nullableId,
  }),
});
export type CandidatesListBody = Static<typeof CandidatesListBody>;

/** At most this many possible duplicates are answered, the newest first: enough to recognise her, short to read. */
export const POSSIBLE_DUPLICATES_MAX = 10;

/**
 * POST /curable/findPossibleDuplicates: who of the caller's participants the person about to be enrolled into
 * `campId` may already be (the same mobile number, or the same name and about the same age in the clinic's
 * panchayat). Blank fields match nothing.
 */
export const PossibleDuplicatesBody = Type.Object({
  campId: id,
  ...optional({
    name: nullableText(200),
    mobileNo: nullableText(20),
    age: nullableInt(0, 200),
  }),
});
export type PossibleDuplicatesBody = Static<typeof PossibleDuplicatesBody>;
/** POST /curable/getWorklistClinics: the clinics of one worklist that someone is waiting in. */
export const WorklistClinicsBody = Type.Object({ stage: worklistStage });
export type WorklistClinicsBody = Static<typeof WorklistClinicsBody>;

/** GET /curable/getHabitTypes/:habit. */
export const HabitParams = Type.Object({ habit: text(64) });
export type HabitParams = Static<typeof HabitParams>;

/** Measures typed in the form: a number, or the form's text (the original client sends "" for a blank height
 * and the pregnancies as text), checked by the Medical Details rules. */
const loose = formValue({ minimum: 0, maximum: INT4_MAX });
const decimal = formValue({ minimum: 0, maximum: 1e6, integer: false, maxLength: 20 });

/** POST /curable/createMedicalHistory (docs/api.md §5.6), checked further by the Medical Details rules. */
export const MedicalHistoryBody = Type.Object({
  // The original client sends the participant id as text.
  candidateId: textId,
  ...optional({
    id: nullableId,
    medicalhistory: nullableText(1000),
    bloodPressure: nullableText(20),
    pulseRate: nullableText(10),
    weight: decimal,
    height: loose,
    spo2: decimal,
    historyOfSurgery: nullableFlag,
    currentlyPregant: nullableFlag,
    allergy: nullableText(500),
    otherComplaints: nullableText(1000),
    ageAtMenarche: loose,
    whenWasLastMentrution: nullableText(100),
    abnormalBleedingVaginum: nullableText(200),
    ageAtMarriage: loose,
    totalPregnancies: loose,
    ageAtFirstChild: loose,
    ageAtLastChild: loose,
    methodOfContraceptionUsed: nullableText(200),
    noOfBreastFedMonths: nullableText(100),
    cervicalBreastScrening: nullableText(200),
    undergoneCervicalBreastScrening: nullableText(200),
  }),
});
export type MedicalHistoryBody = Static<typeof MedicalHistoryBody>;
export type MedicalHistoryInput = StaticDecode<typeof MedicalHistoryBody>;

/**
 * POST /curable/discardQueuedWrite: a person discarded writes her device had queued while offline and the server
 * refused. Nothing is written but the audit trail: which writes (their Idempotency-Keys and steps), about whom.
 */
export const DiscardQueuedWriteBody = Type.Object({
  idempotencyKeys: Type.Array(orNull(text(100)), { minItems: 1, maxItems: 200 }),
  steps: Type.Array(text(30), { minItems: 1, maxItems: 200 }),
  ...optional({
    candidateId: nullableId,
    refusalStatus: Type.Union([Type.Integer({ minimum: 400, maximum: 499 }), Type.Null()]),
  }),
});
export type DiscardQueuedWriteBody = Static<typeof DiscardQueuedWriteBody>;
