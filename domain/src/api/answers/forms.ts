/** Form definitions and what a form shows when opened again (prefill). */
import { Type, type Static } from '@sinclair/typebox';
import type { MetricGroup } from '../../types/metrics';
import { AlwaysNull, Bool, Int, IntegerLiteral, Nullable, NullBool, NullGender, NullInt, NullText, Text } from './common';
import { candidateProperties } from './participants';

const metricParam = Type.Object(
  {
    testName: Type.Optional(Text),
    subtestName: Type.Optional(Text),
    valueType: Type.Optional(Text),
    values: Type.Optional(Type.Array(Text)),
    selectedValues: Type.Optional(Type.Array(Text)),
    isMandatory: Type.Optional(NullBool),
    condition: Type.Optional(
      Nullable(Type.Array(Type.Object({ enabledField: Type.Optional(Text), triggerValue: Type.Optional(Text) }))),
    ),
    labels: Type.Optional(
      Nullable(
        Type.Record(
          Type.String(),
          Type.Object(
            { testName: Type.Optional(Text), options: Type.Optional(Type.Record(Type.String(), Text)) },
            { additionalProperties: true },
          ),
          {
            description:
              'The question and its options in other languages, by language code: `{ta: {testName, options: {<English value>: <Tamil>}}}`. Shown only; answers keep the English values.',
          },
        ),
      ),
    ),
  },
  { additionalProperties: true },
);
/**
 * A group of questions as the wire carries it: loose, as the forms keep keys the server passes through. Its type
 * is the form engine's MetricGroup, which the engine's own reading of a group relies on.
 */
const MetricGroupAnswer = Type.Unsafe<MetricGroup | null>(
  Nullable(
    Type.Object(
      {
        params: Type.Optional(Type.Array(metricParam)),
        repeat: Type.Optional(NullBool),
        repeatlabel: Type.Optional(NullText),
        id: Type.Optional(NullInt),
      },
      { additionalProperties: true },
    ),
    {
      description:
        'A group of questions and answers: `params` are `{testName, subtestName?, valueType, values?, selectedValues?, isMandatory?, condition?, labels?}`; other keys pass through.',
    },
  ),
);

export const DiseaseTestMaster = Type.Object(
  {
    id: Int,
    name: Type.String({ description: '"ELIGIBILE", "SCREENING", "CLINICAL", … (the wire\'s spellings).' }),
    description: Text,
    diseaseTestId: NullInt,
    defalutTest: Bool,
    hospitalId: Int,
    stage: NullText,
    gender: NullGender,
    testMetrics: MetricGroupAnswer,
    eligibilityMetrics: MetricGroupAnswer,
    medicalMetrics: MetricGroupAnswer,
    familyMetrics: MetricGroupAnswer,
    familyMedicalMetrics: MetricGroupAnswer,
    diseaseMasterId: NullInt,
    condition: Nullable(Type.String(), { description: 'The age rule (e.g. "30-65").' }),
  },
  { description: 'A form definition (disease test master).' },
);
export type DiseaseTestMaster = Static<typeof DiseaseTestMaster>;

/** GET /curable/getScreeningTests: what the screening rule (screeningTestsDue) reads of each live definition. */
export const ScreeningTest = Type.Object({
  diseaseTestId: Int,
  stage: Type.String({ description: "The test's label, as a worklist lists it." }),
  gender: NullGender,
  ageRule: Nullable(Type.String({ description: 'Due by age: >=N, <=N, >N, <N, =N, !=N or N-M.' })),
  defaultTest: Bool,
});
export type ScreeningTest = Static<typeof ScreeningTest>;
export const ScreeningTests = Type.Array(ScreeningTest, {
  description: "The hospital's live screening tests, oldest first: who is due each is decided as at enrolment.",
});

/** Prefill types 1, 4 and 5: the saved history object (type 4: the family members as form cards). */
export const CandidateHistoryRecord = Type.Object(
  {
    id: NullInt,
    historyDate: NullText,
    candidateId: Int,
    eligibilityMetrics: MetricGroupAnswer,
    medicalMetrics: MetricGroupAnswer,
    familyMetrics: Type.Unsafe<MetricGroup[] | null>(Nullable(Type.Array(MetricGroupAnswer))),
    familyMedicalMetrics: Type.Unsafe<MetricGroup[] | null>(Nullable(Type.Array(MetricGroupAnswer))),
    testMetrics: AlwaysNull,
    diseaseTestMasterId: NullInt,
    type: Int,
    eligibleTests: AlwaysNull,
    candidateTestId: AlwaysNull,
    completed: Int,
    stage: NullText,
  },
  { description: 'Types 1, 4 and 5: the saved history (type 4: the family members as form cards).' },
);
export type CandidateHistoryRecord = Static<typeof CandidateHistoryRecord>;

const countOrText = Type.Union([Type.Integer(), Type.String(), Type.Null()]);
const amount = Type.Union([Type.Number(), Type.String(), Type.Null()]);
/** Prefill type 3: the newest medical record as stored. */
export const MedicalHistoryPrefill = Type.Object(
  {
    id: Int,
    candidateId: Int,
    medicalhistory: NullText,
    bloodPressure: NullText,
    pulseRate: NullText,
    weight: amount,
    height: amount,
    spo2: amount,
    allergy: NullText,
    otherComplaints: NullText,
    historyOfSurgery: NullBool,
    ageAtMenarche: countOrText,
    whenWasLastMentrution: NullText,
    abnormalBleedingVaginum: NullText,
    ageAtMarriage: countOrText,
    totalPregnancies: countOrText,
    ageAtFirstChild: countOrText,
    ageAtLastChild: countOrText,
    currentlyPregant: NullBool,
    methodOfContraceptionUsed: NullText,
    noOfBreastFedMonths: NullText,
    cervicalBreastScrening: NullText,
    undergoneCervicalBreastScrening: NullText,
  },
  { description: 'Type 3: the newest medical record.' },
);
export type MedicalHistoryPrefill = Static<typeof MedicalHistoryPrefill>;

/** Prefill type 7: the saved screening or clinical answers of one test. */
export const CandidateTestRow = Type.Object(
  {
    id: Int,
    candidateId: Int,
    diseaseTestMasterId: Int,
    testResult: MetricGroupAnswer,
    testDate: NullText,
    resultDate: NullText,
    result: NullText,
    referral: NullBool,
    completed: Type.Union([IntegerLiteral(0), IntegerLiteral(1)]),
    dCreatedDate: NullText,
    dCreatedBy: NullText,
  },
  { description: 'Type 7: the saved screening or clinical answers of one test.' },
);
export type CandidateTestRow = Static<typeof CandidateTestRow>;

export const PrefillAnswer = Type.Union(
  [
    CandidateHistoryRecord,
    Type.Object(candidateProperties, { description: 'Types 2 and 6: the participant with her habits.' }),
    MedicalHistoryPrefill,
    CandidateTestRow,
  ],
  { description: 'By `type`: 1, 4, 5 a history record; 2 and 6 the participant; 3 the medical record; 7 a test row.' },
);
export type PrefillAnswer = Static<typeof PrefillAnswer>;
