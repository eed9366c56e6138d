/** Server answers shaped like BEHAVIOUR's, for the page tests. */
import type { Candidate, CandidateHistoryRecord, MedicalHistoryPrefill } from '@screening/shared';
import { candidate } from '@screening/shared/testing';

export { camp, candidate, formDefinition } from '@screening/shared/testing';

/**
 * The participant as the server answers a save of `body`: every key of the DTO, the sent ones as saved (a key the
 * request carries and the DTO has not, such as `type`, is not echoed).
 */
export function savedCandidate(body: Record<string, unknown>, overrides: Partial<Candidate> = {}): Candidate {
  const stored = candidate();
  const sent = Object.fromEntries(Object.entries(body).filter(([key]) => key in stored));
  return { ...stored, ...sent, ...overrides } as Candidate;
}

/** A saved medical record (prefill type 3): every column, unset ones null. */
export function medicalRecord(overrides: Partial<MedicalHistoryPrefill> = {}): MedicalHistoryPrefill {
  return {
    id: 9,
    candidateId: 501,
    medicalhistory: null,
    bloodPressure: null,
    pulseRate: null,
    weight: null,
    height: null,
    spo2: null,
    allergy: null,
    otherComplaints: null,
    historyOfSurgery: null,
    ageAtMenarche: null,
    whenWasLastMentrution: null,
    abnormalBleedingVaginum: null,
    ageAtMarriage: null,
    totalPregnancies: null,
    ageAtFirstChild: null,
    ageAtLastChild: null,
    currentlyPregant: null,
    methodOfContraceptionUsed: null,
    noOfBreastFedMonths: null,
    cervicalBreastScrening: null,
    undergoneCervicalBreastScrening: null,
    ...overrides,
  };
}

/** Saved answers as prefill types 1, 4 and 5 give them (the server's history object, every key present). */
export function historyRecord(overrides: Partial<CandidateHistoryRecord> = {}): CandidateHistoryRecord {
  return {
    id: null,
    historyDate: null,
    candidateId: 501,
    eligibilityMetrics: null,
    medicalMetrics: null,
    familyMetrics: null,
    familyMedicalMetrics: null,
    testMetrics: null,
    diseaseTestMasterId: null,
    type: 0,
    eligibleTests: null,
    candidateTestId: null,
    completed: 0,
    stage: null,
    ...overrides,
  };
}
