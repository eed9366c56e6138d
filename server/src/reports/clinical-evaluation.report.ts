/**
 * Clinical_Evaluation (BEHAVIOUR §8.4), 66 columns mapped 1:1 onto the clinical forms' params
 * (server/src/seed/forms: breast.ts, cervical.ts, oral.ts). No STATUS column.
 */
import { answers, resultReport, type ResultBlock } from './result-report.js';

const breast: ResultBlock = {
  disease: 'breast',
  header: [
    'BREAST CREATED DATE', 'CREATED BY', 'MODIFIED BY', 'BREAST CLINICAL EXAMINATION', 'UHID', 'SCR OPD NUMBER',
    'MAMMOGRAM', 'MAMMOGRAM RIGHT BREASTS', 'MAMMOGRAM LEFT BREASTS', 'MAMMOGRAM REPORT DATE', 'ULTRASOUND',
    'ULTRASOUND RIGHT BREASTS', 'ULTRASOUND LEFT BREASTS', 'ULTRASOUND REPORT DATE', 'BREAST CYTOLOGY',
    'BREAST CYTOLOGY REPORT DATE', 'BREAST CYTOLOGY IMAGE', 'OTHER FINDINGS', 'BREAST BIOPSY', 'BREAST BIOPSY REPORT DATE',
    'BREAST BIOPSY REPORT', 'ADDITIONAL COMMENTS', 'FINAL DIAGNOSIS', 'TREATMENT', 'FOLLOWUP ADVICE',
  ],
  columns: answers(
    'Breast Clinical Examination', 'UHID', 'SCR OPD Number', 'Mammogram', 'Mammogram – Right Breasts',
    'Mammogram – Left Breasts', 'Mammogram Report Date', 'Ultrasound Breast', 'Ultrasound – Right Breasts',
    'Ultrasound – Left Breasts', 'Ultrasound Report Date', 'Cytology', 'Cytology Report Date', 'Cytology Image',
    'Other findings', 'Biopsy', 'Biopsy Report Date', 'Biopsy Report', 'Additional Comments', 'Final diagnosis',
    'Treatment', 'Followup Advice',
  ),
  status: false,
};

const cervical: ResultBlock = {
  disease: 'cervical',
  header: [
    'CERVICAL CREATED DATE', 'CREATED BY', 'MODIFIED BY', 'CERVICAL CLINICAL EXAMINATION', 'UHID', 'OPD NUMBER',
    'COLPOSCOPY', 'COLPOSCOPY IMAGE', 'COLPOSCOPY REPORT', 'COLPOSCOPY REPORT DATE', 'COLPO GUIDED BIOPSY',
    'COLPO BIOPSY REPORT DATE', 'COLPO BIOPSY IMAGE', 'ADDITIONAL COMMENTS', 'TREATMENT PLAN', 'TREATMENT',
    'FOLLOWUP ADVICE',
  ],
  columns: answers(
    'Cervical Clinical Examination', 'UHID', 'SCR OPD Number', 'Colposcopy', 'Image', 'Colposcopy Report',
    'Colposcopy Report Date', 'Colpo Guided Biopsy', 'Colpo Guided Biopsy Report Date',
    'Colpo Guided Biopsy Image', 'Additional Comments', 'Treatment Plan', 'Treatment', 'Followup Advice',
  ),
  status: false,
};

const oral: ResultBlock = {
  disease: 'oral',
  header: [
    'ORAL CREATED DATE', 'CREATED BY', 'MODIFIED BY', 'ORAL CLINICAL EXAMINATION', 'UHID', 'SCR OPD NUMBER',
    'TOBACCO COUNSELLING', 'TOBACCO COUNSELLING OUTCOME', 'TOBACCO COUNSELLING REPORT DATE', 'HEAD & NECK OPD',
    'HEAD & NECK REPORT DATE', 'HEAD & NECK OUTCOME', 'ORAL CYTOLOGY', 'ORAL CYTOLOGY REPORT', 'ORAL CYTOLOGY REPORT DATE',
    'ORAL BIOPSY', 'ORAL BIOPSY REPORT', 'ORAL BIOPSY REPORT DATE', 'ADDITIONAL COMMENTS', 'FINAL DIAGNOSIS', 'TREATMENT',
    'FOLLOWUP ADVICE',
  ],
  columns: answers(
    'Oral Clinical Evaluation', 'UHID', 'SCR OPD Number', 'Tobacco Counselling', 'Tobacco Outcome of Visit',
    'Tobacco Report Date', 'Head & Neck OPD', 'Report Date', 'Outcome of Visit: Head & Neck OPD', 'Oral Cytology',
    'Oral Cytology Report', 'Oral Cytology Report Date', 'Biopsy', 'Biopsy Report', 'Biopsy Report Date',
    'Additional Comments', 'Final diagnosis', 'Treatment', 'Followup Advice',
  ),
  status: false,
};

export const clinicalEvaluationReport = resultReport('clinical', ['REGISTRATIONID', 'CANDIDATE NAME'], [breast, cervical, oral]);
