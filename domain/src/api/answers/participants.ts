/** Participants: enrolment, the worklists and their habits. */
import { Type, type Static } from '@sinclair/typebox';
import { Int, Nullable, NullBool, NullGender, NullInt, NullText, Text } from './common';

export const CandidateHabit = Type.Object({
  // Optional in the type because a new habit is sent without one; every answer carries it.
  id: Type.Optional(Int),
  candidateId: Type.Union([Type.Integer(), Type.String(), Type.Null()]),
  habits: Text,
  type: Text,
  frequency: Type.Union([Type.String(), Type.Integer(), Type.Null()]),
  duration: NullText,
  howLong: NullText,
  quit: Type.Union([Type.String(), Type.Boolean(), Type.Null()]),
});
export type CandidateHabit = Static<typeof CandidateHabit>;

export const EligibleDisease = Type.Object({
  candidateId: Int,
  stage: Type.String({ description: "The test's label." }),
  name: Type.Union([Type.Literal('SCREENING'), Type.Literal('CLINICAL')]),
  diseaseTestId: Int,
  candidateTestId: Int,
});
export type EligibleDisease = Static<typeof EligibleDisease>;

/** Every key of the original's CandidateDTO (docs/api.md §9), unset ones null. */
export const candidateProperties = {
  id: Int,
  registraionId: Type.String({ description: "The registration ID (the wire's spelling)." }),
  registrationId: Type.String({ description: 'The same value, correctly spelt.' }),
  campId: NullInt,
  optionalId: NullInt,
  name: NullText,
  gender: NullGender,
  age: NullInt,
  maritalStatus: NullText,
  socialHabits: NullText,
  spouseName: NullText,
  mobileNo: NullText,
  aadhar: NullText,
  address: NullText,
  email: NullText,
  tobaccoUser: NullBool,
  parentCandidateId: NullInt,
  surveyStatus: NullText,
  consentDate: NullText,
  consentSign: NullText,
  dob: NullText,
  streetId: NullInt,
  fatherName: NullText,
  alternateMobileNo: NullText,
  occupation: NullText,
  monthlyIncome: Nullable(Type.Number()),
  houseType: NullText,
  voterId: NullText,
  education: NullText,
  rationCard: NullText,
  hospitalId: NullInt,
  reason: NullText,
  eligibleDiseases: Nullable(Type.Array(EligibleDisease)),
  candidateHabitDTOs: Nullable(Type.Array(CandidateHabit)),
  screenId: Int,
  enrolled: NullBool,
  tobaccoHabbits: NullText,
  relation: NullText,
  campName: Type.Optional(
    Nullable(Type.String({ description: "The clinic's name; in the lists' answers (not a key of the original's DTO)." })),
  ),
};
export const Candidate = Type.Object(candidateProperties, {
  description: "A participant (every key of the original's CandidateDTO, unset ones null).",
});
export type Candidate = Static<typeof Candidate>;
export const Candidates = Type.Array(Candidate, {
  description: 'Newest first; `eligibleDiseases` lists the open tests of the worklist (stages 1 and 2).',
});

export const HabitTypes = Type.Array(Text, {
  description: 'The kinds of a habit (Tobacco, Smoking, Alcohol); [] for any other.',
});

export const PossibleDuplicate = Type.Object({
  id: Int,
  name: NullText,
  age: NullInt,
  gender: NullGender,
  registrationId: Text,
  clinic: Type.Object({
    id: Int,
    outreachClinicId: Type.String({ description: 'The human clinic ID.' }),
    name: Text,
  }),
  registrationDate: Type.String({ description: 'When she was registered (ISO 8601).' }),
});
export type PossibleDuplicate = Static<typeof PossibleDuplicate>;
export const PossibleDuplicates = Type.Array(PossibleDuplicate, {
  description:
    "Participants of the caller's clinics with the same mobile number, or the same name and an age within 2 years in the clinic's panchayat; newest first, at most 10.",
});
export const WorklistClinic = Type.Object({
  campId: Int,
  campIdPrefix: Type.String({ description: 'The clinic ID people read.' }),
  campName: Text,
  waiting: Type.Integer({ description: 'Participants of this clinic on the worklist.' }),
});
export type WorklistClinic = Static<typeof WorklistClinic>;
export const WorklistClinics = Type.Array(WorklistClinic, {
  description: "The clinics of the caller's worklist with someone waiting, by name.",
});
