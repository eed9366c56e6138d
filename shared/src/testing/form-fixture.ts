import type { DiseaseTestMaster } from '../types';

/** A form definition as GET /curable/getMetrics… answers: every key, the groups it does not use null. */
export function formDefinition(overrides: Partial<DiseaseTestMaster> = {}): DiseaseTestMaster {
  return {
    id: 5,
    name: 'FAMILY_PERSONAL',
    description: 'Family details',
    diseaseTestId: null,
    defalutTest: false,
    hospitalId: 1,
    stage: null,
    gender: null,
    testMetrics: null,
    eligibilityMetrics: null,
    medicalMetrics: null,
    familyMetrics: null,
    familyMedicalMetrics: null,
    diseaseMasterId: null,
    condition: null,
    ...overrides,
  };
}
