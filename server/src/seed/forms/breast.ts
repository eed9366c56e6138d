/**
 * Breast screening (women 30–65) and the breast clinical evaluation that follows a referral. testNames line up
 * with the report columns (docs/api.md §8.3 Breast block, §8.4 Breast block); the "Referred for" options are the
 * report's referral flag columns (BREAST/PATHOLOGY AXILLARY, BASELINE MAMMOGRAM, USG BREAST).
 */
import { dateField, group, input, multi, single, TREATMENT, YES_NO, YES_NO_NOT_NOW } from './params.js';
import { CANCER, type FormDefinition } from './types.js';

export const BREAST_STAGE = 'Breast Screening';

const PALPATION = [
  'Normal/Fibro glandular',
  'Nodularity',
  'FCC changes',
  'Thickening',
  'Freely mobile lump',
  'Suspicious lumps',
  'Others',
];

export const breastScreening: FormDefinition = {
  name: 'SCREENING',
  description: 'Breast screening Test',
  stage: BREAST_STAGE,
  gender: 'FEMALE',
  rule: '30-65',
  diseaseMasterId: CANCER,
  testMetrics: group([
    single('Breast Examination', YES_NO_NOT_NOW, {
      mandatory: true,
      shows: { Yes: ['Symptoms', 'Right Breast on palpation', 'Left Breast on palpation', 'Nipple Discharge', 'Referral'] },
    }),
    single('Symptoms', YES_NO, { mandatory: true }),
    multi('Right Breast on palpation', PALPATION, { mandatory: true }),
    multi('Left Breast on palpation', PALPATION, { mandatory: true }),
    single('Nipple Discharge', ['Yes for right breast', 'Yes for left breast', 'Yes for both breasts', 'No for both breasts'], {
      mandatory: true,
    }),
    single('Referral', YES_NO, { mandatory: true, shows: { Yes: ['Referred for'] } }),
    multi('Referred for', ['Breast/Pathology axillary', 'Baseline mammogram', 'USG breast'], {
      mandatory: true,
      subtestName: 'Referred for',
    }),
  ]),
};

/** An imaging question whose "Yes" asks for both breasts' findings and the report date. */
const imaging = (question: string, prefix: string) => [
  single(question, YES_NO, {
    mandatory: true,
    shows: { Yes: [`${prefix} – Right Breasts`, `${prefix} – Left Breasts`, `${prefix} Report Date`] },
  }),
  input(`${prefix} – Right Breasts`, { mandatory: true }),
  input(`${prefix} – Left Breasts`, { mandatory: true }),
  dateField(`${prefix} Report Date`, { mandatory: true }),
];

export const breastClinical: FormDefinition = {
  name: 'CLINICAL',
  description: 'Breast Clinical Evaluation',
  stage: BREAST_STAGE,
  gender: 'FEMALE',
  diseaseMasterId: CANCER,
  testMetrics: group([
    single('Breast Clinical Examination', YES_NO, {
      mandatory: true,
      shows: {
        Yes: [
          'UHID',
          'SCR OPD Number',
          'Mammogram',
          'Ultrasound Breast',
          'Cytology',
          'Biopsy',
          'Additional Comments',
          'Final diagnosis',
          'Treatment',
          'Followup Advice',
        ],
      },
    }),
    input('UHID', { subtestName: 'none' }),
    input('SCR OPD Number', { subtestName: 'none' }),
    ...imaging('Mammogram', 'Mammogram'),
    ...imaging('Ultrasound Breast', 'Ultrasound'),
    single('Cytology', YES_NO, { mandatory: true, shows: { Yes: ['Cytology Image', 'Cytology Report Date', 'Other findings'] } }),
    single('Cytology Image', ['Positive for Atypical cells', 'Negative for Atypical cells', 'Others'], { subtestName: 'Image' }),
    dateField('Cytology Report Date'),
    input('Other findings', { subtestName: 'none' }),
    single('Biopsy', YES_NO, { shows: { Yes: ['Biopsy Report Date', 'Biopsy Report'] } }),
    dateField('Biopsy Report Date'),
    input('Biopsy Report'),
    input('Additional Comments', { subtestName: 'Additional Comments' }),
    single('Final diagnosis', ['Benign', 'Malignant', 'Others']),
    single('Treatment', TREATMENT),
    single('Followup Advice', ['Nill', '3 months', '6 months', '12 months'], { mandatory: true }),
  ]),
};
