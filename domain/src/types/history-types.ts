/**
 * The page types of the metric pages' save and prefill (docs/api.md §7). The wire carries the numbers; the code says
 * which page it means.
 */

/** `type` of POST /curable/candidatehistory (§7.1). The answers sent, not the type, choose the registration branches. */
export const HISTORY_TYPE = {
  /** A screening form's result (with `testMetrics`). */
  screeningResult: 1,
  /** What the registration pages send with their answers: Disease Specific Details, Family Personal and Medical. */
  registration: 1,
  /** A clinical form's result (`/DynamicScreen`, `/ClinicalDetails`). */
  clinicalResult: 3,
} as const;
export type HistoryType = (typeof HISTORY_TYPE)[keyof typeof HISTORY_TYPE];

/** `type` of POST /curable/candidatehistoryForPrefil (§7.2): the page whose saved answers are read. */
export const PREFILL_TYPE = {
  /** Disease Specific Details (`/DiseaseSpecificDetails`): the newest eligibility answers. */
  eligibility: 1,
  /** General Details (`/ParticipantDetails`): her general fields and habits. */
  generalDetails: 2,
  /** Medical Details (`/MedicalomenHealthDetails`): her newest medical record. */
  medicalDetails: 3,
  /** Family Personal Details (`/FamilyPersonalDetails`): her family members as form cards. */
  familyPersonal: 4,
  /** Family Medical Details (`/FamilyMedicalDetails`): the newest family medical answers. */
  familyMedical: 5,
  /** The enrolment form reopened to edit her (`/NewScreeningEnrollment`): the whole participant. */
  enrolment: 6,
  /** The screening and clinical forms: her saved result of one test. */
  testResult: 7,
} as const;
export type PrefillType = (typeof PREFILL_TYPE)[keyof typeof PREFILL_TYPE];

/** What a history write saves: one of the result forms' results, or one registration page's answers. */
export type HistoryWriteKind = 'screening' | 'clinical' | 'eligibility' | 'familyPersonal' | 'familyMedical';

/** The parts of a history write that say what it saves. */
export interface HistoryWriteShape {
  type?: unknown;
  testMetrics?: unknown;
  eligibilityMetrics?: unknown;
  familyMetrics?: unknown;
  familyMedicalMetrics?: unknown;
}

/**
 * What a history write saves, by its type and the answers it carries (the type alone does not tell a screening
 * result from a registration page's answers); null when it carries nothing to save. The server's dispatch
 * (server/src/history/candidate-history.ts) and the device's outbox (shared/src/offline/outbox.ts) both go by it.
 */
export function historyWriteKind(body: HistoryWriteShape): HistoryWriteKind | null {
  if (body.type === HISTORY_TYPE.screeningResult && body.testMetrics) return 'screening';
  if (body.type === HISTORY_TYPE.clinicalResult) return 'clinical';
  if (body.eligibilityMetrics) return 'eligibility';
  if (Array.isArray(body.familyMetrics)) return 'familyPersonal';
  if (Array.isArray(body.familyMedicalMetrics)) return 'familyMedical';
  return null;
}
