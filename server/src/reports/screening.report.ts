/**
 * Screening (docs/api.md §8.3), 97 columns. Each column reads the param of the same meaning from the project's
 * screening forms (server/src/seed/forms: breast.ts, cervical.ts, oral.ts, symptoms.ts). Flag columns are YES/NO
 * by membership of their label in a multi-select answer (see flagCells).
 */
import { flagCells } from './answers.js';
import { answer, answers, resultReport, type Column, type ResultBlock } from './result-report.js';

const flags =
  (parent: string, trigger: string, list: string, labels: readonly string[]): Column =>
  (a) =>
    flagCells(a, parent, trigger, list, labels);

const referralFlags = (labels: readonly string[]) => flags('Referral', 'Yes', 'Referred for', labels);

/** One flag of the oral "Select Subtype" list (shown when the findings include a potentially malignant disorder). */
const oralSubtype = (label: string) =>
  flags('Findings on oral examination', 'Oral Potentially Malignant Disorder', 'Select Subtype', [label]);

const breast: ResultBlock = {
  disease: 'breast',
  header: [
    'BREASTCREATEDDATE',
    'CREATED BY',
    'MODIFIED BY',
    'BREASTSCREENING',
    'BREASTSYMPTOMS',
    'RIGHTBREASTONPALPATION',
    'LEFTBREASTONPALPATION',
    'NIPPLEDISCHARGE',
    'BREASTREFERRAL',
    'BREAST/PATHOLOGY AXILLARY',
    'BASELINE MAMMOGRAM',
    'USG BREAST',
    'STATUS',
  ],
  columns: [
    ...answers(
      'Breast Examination',
      'Symptoms',
      'Right Breast on palpation',
      'Left Breast on palpation',
      'Nipple Discharge',
      'Referral',
    ),
    referralFlags(['Breast/Pathology axillary', 'Baseline mammogram', 'USG breast']),
  ],
  status: true,
};

const cervical: ResultBlock = {
  disease: 'cervical',
  header: [
    'CERVICALCREATEDDATE',
    'CREATED BY',
    'MODIFIED BY',
    'CERVICALSCREENING',
    'CERVICALREASON',
    'CERVICALSYMPTOMS',
    'CERVICALABNORMALBLEEDING',
    'CERVICALVISUALINSPECTION',
    'CERVICALFINDINGSONVISUALINSPECTION',
    'HR-HPV DNA',
    'HR-HPV DNA SAMPLE COLLECTION DATE',
    'HR-HPV SAMPLE TYPE',
    'HR-HPV DNA REPORT DATE',
    'HR-HPV DNA REPORT',
    'GENOTYPE',
    'CYTOLOGY',
    'CYTOLOGY SAMPLE COLLECTION DATE',
    'CYTOLOGY REPORT DATE',
    'CYTOLOGY REPORT',
    'VISUAL TEST',
    'VISUAL TEST REPORT',
    'VISUAL TEST REPORT DATE',
    'CERVICALREFERRAL',
    'COLPOSCOPY',
    'COLPO GUIDED BIOPSY',
    'OTHERS',
    'STATUS',
  ],
  columns: [
    ...answers(
      'Cervical Screening',
      'Reason',
      'Symptoms',
      'Abnormal bleeding per vaginum',
      'Visual Inspection',
      'Findings on Visual Inspection',
      'HR-HPV DNA',
      'HR-HPV DNA Sample Collection Date',
      'HR-HPV Sample Type',
      'HR-HPV DNA Report Date',
      'HR-HPV DNA Report',
      'Genotype',
      'Cytology',
      'Cytology Sample Collection Date',
      'Cytology Report Date',
      'Cytology Report',
      'Visual Test',
      'Visual Test Report',
      'Visual Test Report Date',
      'Referral',
    ),
    referralFlags(['Colposcopy', 'Colpo Guided Biopsy', 'Others']),
  ],
  status: true,
};

const oral: ResultBlock = {
  disease: 'oral',
  header: [
    'ORAL CREATED DATE',
    'CREATED BY',
    'MODIFIED BY',
    'ORAL SCREENING',
    'ORAL SYMPTOMS',
    'BENIGN LESION SUBTYPE',
    'DENTAL HYGIENE',
    'CLINICAL FINDINGS',
    'ORAL SELECT SUBTYPE',
    'ORAL MALIGNANT LEUKOPLAKIA',
    'LEUKOPLAKIA TYPE',
    'LESION SITE',
    'LESION SIZE',
    'LESION SUBTYPE',
    'MULTIPLE LESION SITE',
    'MULTIPLE LESION SIZE',
    'MULTIPLE LESION SUBTYPE',
    'ORAL MALIGNANT ERYTHROPLAKIA',
    'ERYTHROPLAKIA SITE',
    'ORAL SUBMUCOUS FIBROSIS',
    'ORAL SUBMUCOUS FIBROSIS TYPE',
    'NON HEALING ULCER',
    'NON HEALING ULCER SITE',
    'NON HEALING ULCER SIZE',
    'SMOKERS PALATE',
    'LICHEN PLANUS',
    'LICHEN PLANUS SITE',
    'ORAL LICHENOID REACTION',
    'ORAL LICHENOID REACTION SITE',
    'OTHER LESIONS FLAG',
    'OTHER LESIONS TEXT',
    'LESION INVASIVE SITE',
    'LESION INVASIVE SIZE',
    'LESION INVASIVE APPEARANCE',
    'ORAL REFERRAL',
    'TOBACCO CESSATION COUNSELING',
    'ORAL MALIGNANT POTENTIAL DISEASE',
    'CANCEROUS OR INVASIVE LESION',
    'OTHERS',
    'STATUS',
  ],
  columns: [
    ...answers(
      'Oral Examination',
      'Symptoms',
      'Benign Lesion Subtype',
      'Dental Hygiene',
      'Findings on oral examination',
      'Select Subtype',
    ),
    oralSubtype('Leukoplakia'),
    ...answers(
      'Leukoplakia Type',
      'Lesion Site',
      'Lesion Size',
      'Lesion Subtype',
      'Multiple Lesion Site',
      'Multiple Lesion Size',
      'Multiple Lesion Subtype',
    ),
    oralSubtype('Erythroplakia'),
    answer('Erythroplakia Site'),
    oralSubtype('Oral Submucous Fibrosis'),
    answer('Oral Submucous Fibrosis Type'),
    oralSubtype('Non Healing Ulcer'),
    ...answers('Non Healing Ulcer Site', 'Non Healing Ulcer Size'),
    oralSubtype('Smokers Palate'),
    oralSubtype('Lichen Planus'),
    answer('Lichen Planus Site'),
    oralSubtype('Oral Lichenoid Reaction'),
    answer('Oral Lichenoid Reaction Site'),
    oralSubtype('Other Lesions'),
    ...answers('Other Lesions', 'Lesion Invasive Site', 'Lesion Invasive Size', 'Lesion Invasive Appearance', 'Referral'),
    referralFlags(['Tobacco Cessation Counseling', 'Oral Malignant Potential Disease', 'Cancerous or Invasive Lesion', 'Others']),
  ],
  status: true,
};

const symptoms: ResultBlock = {
  disease: 'symptoms',
  header: [
    'SYMPCREATEDDATE',
    'CREATED BY',
    'MODIFIED BY',
    'SYMPTOMSBASEDREFERRAL',
    'SYMPTOMS',
    'DURATIONOFSYMPTOMS',
    'KNOWNCANCERPATIENT',
    'CANCERSITE',
    'DETAILSOFTREATMENT',
    'REFERRAL',
    'INVESTIGATIONS',
    'REPORTS',
    'REPORTFINDINGS',
    'FINALDIAGNOSIS',
    'STATUS',
  ],
  columns: [
    ...answers('Symptoms Based Referral', 'Symptoms'),
    answer('Duration of symptoms'),
    ...answers(
      'Known cancer patient',
      'Cancer site',
      'Details of treatment',
      'Referral',
      'Investigations',
      'Reports',
      'Report findings',
      'Final diagnosis',
    ),
  ],
  status: true,
};

export const screeningReport = resultReport('screening', ['REGISTRATIONID', 'CANDIDATENAME'], [breast, cervical, oral, symptoms]);
