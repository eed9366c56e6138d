/** Small form definitions shaped like the served ones (docs/api.md §6, §10), for the component tests. */
import type { DiseaseTestMaster, MetricParam } from '@screening/shared';

const param = (testName: string, valueType: string, values: string[], extra: Partial<MetricParam> = {}): MetricParam => ({
  testName,
  subtestName: 'NONE',
  valueType,
  values,
  selectedValues: [],
  ...extra,
});
const shows = (triggerValue: string, ...fields: string[]) => fields.map((enabledField) => ({ enabledField, triggerValue }));

export const BREAST_SCREENING_ID = 5;
export const CERVICAL_SCREENING_ID = 6;
export const ORAL_SCREENING_ID = 8;
export const BREAST_CLINICAL_ID = 11;
export const CERVICAL_CLINICAL_ID = 12;

export const breastScreening: MetricParam[] = [
  param('Breast Examination', 'SingleSelect', ['Yes', 'No', 'Not now'], {
    isMandatory: true,
    condition: shows('Yes', 'Symptoms', 'Referral'),
  }),
  param('Symptoms', 'Button', ['Yes', 'No'], { isMandatory: true }),
  param('Referral', 'Button', ['Yes', 'No'], { isMandatory: true, condition: shows('Yes', 'Referred for') }),
  param('Referred for', 'Multi Select', ['Baseline mammogram', 'USG breast'], { isMandatory: true, subtestName: 'Referred for' }),
];

export const cervicalScreening: MetricParam[] = [
  param('Cervical Screening', 'Button', ['Yes', 'No', 'Not now'], {
    isMandatory: true,
    condition: shows('Yes', 'HR-HPV DNA', 'Cytology'),
  }),
  param('HR-HPV DNA', 'Button', ['Yes', 'No', 'Not now'], { isMandatory: true }),
  param('Cytology', 'Button', ['Yes', 'No', 'Not now']),
];

export const oralScreening: MetricParam[] = [
  param('Oral Examination', 'Button', ['Yes', 'No', 'Not now'], { isMandatory: true, condition: shows('Yes', 'Referral') }),
  param('Referral', 'Button', ['Yes', 'No'], { isMandatory: true }),
  param('Needs clinical evaluation', 'Button', ['Yes', 'No']),
];

export const breastClinical: MetricParam[] = [
  param('Breast Clinical Examination', 'SingleSelectButton', ['Yes', 'No'], {
    isMandatory: true,
    condition: shows('Yes', 'UHID', 'Mammogram', 'Mammogram Report Date', 'Followup Advice'),
  }),
  param('UHID', 'Input', []),
  param('Mammogram', 'Input', [], { isMandatory: true }),
  param('Mammogram Report Date', 'Date', [], { isMandatory: true, subtestName: 'Report Date' }),
  param('Followup Advice', 'SingleSelectButton', ['Nill', '3 months']),
  param('Referred for', 'Multi Select', ['Baseline mammogram'], { subtestName: 'Referred for' }),
];

export const cervicalClinical: MetricParam[] = [
  param('Cervical Clinical Examination', 'Button', ['Yes', 'No'], { isMandatory: true }),
];

const master = (
  id: number,
  name: 'SCREENING' | 'CLINICAL',
  description: string,
  stage: string,
  params: MetricParam[],
): DiseaseTestMaster => ({
  id,
  name,
  description,
  diseaseTestId: null,
  defalutTest: false,
  hospitalId: 1,
  stage,
  gender: 'FEMALE',
  testMetrics: { params, repeat: null, repeatlabel: null },
  eligibilityMetrics: null,
  medicalMetrics: null,
  familyMetrics: null,
  familyMedicalMetrics: null,
  diseaseMasterId: 1,
  condition: null,
});

export const DEFINITIONS: DiseaseTestMaster[] = [
  master(BREAST_SCREENING_ID, 'SCREENING', 'Breast screening Test', 'Breast Screening', breastScreening),
  master(CERVICAL_SCREENING_ID, 'SCREENING', 'Cervical screening Test', 'Cervical Screening', cervicalScreening),
  master(ORAL_SCREENING_ID, 'SCREENING', 'Oral screening Test', 'Oral Screening', oralScreening),
  master(BREAST_CLINICAL_ID, 'CLINICAL', 'Breast Clinical Evaluation', 'Breast Screening', breastClinical),
  master(CERVICAL_CLINICAL_ID, 'CLINICAL', 'Cervical Clinical Evaluation', 'Cervical Screening', cervicalClinical),
];
