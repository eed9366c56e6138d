/**
 * Cervical screening (women 30–65) and the cervical clinical evaluation. Beyond the original questions this
 * definition carries what the Screening report expects (docs/api.md §8.3 Cervical block): sample collection
 * dates, the HR-HPV sample type, and "Referred for" options equal to the report's flag columns (COLPOSCOPY,
 * COLPO GUIDED BIOPSY, OTHERS); the original referral reasons move to "Reason for Referral".
 */
import { dateField, group, input, multi, single, TREATMENT, YES_NO, YES_NO_NOT_NOW } from './params.js';
import { CANCER, type FormDefinition } from './types.js';

export const CERVICAL_STAGE = 'Cervical Screening';

export const cervicalScreening: FormDefinition = {
  name: 'SCREENING',
  description: 'Cervical screening Test',
  stage: CERVICAL_STAGE,
  gender: 'FEMALE',
  rule: '30-65',
  diseaseMasterId: CANCER,
  testMetrics: group([
    single('Cervical Screening', YES_NO_NOT_NOW, {
      mandatory: true,
      shows: {
        'Not now': ['Reason'],
        Yes: [
          'Symptoms',
          'Abnormal bleeding per vaginum',
          'Visual Inspection',
          'HR-HPV DNA',
          'Cytology',
          'Visual Test',
          'Referral',
        ],
      },
    }),
    single('Reason', ['Pt. in periods', 'Not willing', 'Post Hysterectomy', 'Not Eligible', 'Others'], {
      mandatory: true,
      subtestName: 'Reason',
    }),
    single('Symptoms', YES_NO, { mandatory: true, subtestName: 'Symptoms' }),
    single(
      'Abnormal bleeding per vaginum',
      ['None', 'Post Menopausal bleeding', 'Post coital bleeding', 'Inter menstrual bleeding', 'DUB', 'Others'],
      { mandatory: true },
    ),
    single('Visual Inspection', YES_NO_NOT_NOW, { mandatory: true, shows: { Yes: ['Findings on Visual Inspection'] } }),
    multi(
      'Findings on Visual Inspection',
      [
        'Healthy cervix',
        'Cervix polyp',
        'Cervicitis',
        'Nab.Follicles',
        'Erosion',
        'Leukoplakia',
        'Condyloma',
        'Growth / Invasive cancer',
        'Others',
      ],
      { mandatory: true },
    ),
    single('HR-HPV DNA', YES_NO_NOT_NOW, {
      mandatory: true,
      subtestName: 'HR-HPV DNA',
      shows: {
        Yes: ['HR-HPV DNA Sample Collection Date', 'HR-HPV Sample Type', 'HR-HPV DNA Report Date', 'HR-HPV DNA Report'],
      },
    }),
    dateField('HR-HPV DNA Sample Collection Date', { mandatory: true, subtestName: 'Sample Collection Date' }),
    // PS: provider-collected sample, SS: self-collected sample.
    multi('HR-HPV Sample Type', ['PS', 'SS', 'Others'], { mandatory: true }),
    dateField('HR-HPV DNA Report Date'),
    single('HR-HPV DNA Report', ['Positive', 'Negative', 'Invalid', 'Others'], { shows: { Positive: ['Genotype'] } }),
    single('Genotype', ['Group 1', 'Group 2', 'Group 3', 'Group 4', 'Group 5', 'Group 6', 'Group 7', 'Group 8', 'Group 9']),
    single('Cytology', YES_NO_NOT_NOW, {
      mandatory: true,
      subtestName: 'Cytology',
      shows: { Yes: ['Cytology Sample Collection Date', 'Cytology Report Date', 'Cytology Report'] },
    }),
    dateField('Cytology Sample Collection Date', { mandatory: true, subtestName: 'Sample Collection Date' }),
    dateField('Cytology Report Date'),
    single('Cytology Report', [
      'Normal/Inflammatory',
      'Not Satisfactory',
      'LSIL',
      'ASC US',
      'ASC (H)',
      'HSIL',
      'Atypical glandular cell specified/unspecified',
      'Invasive',
    ]),
    single('Visual Test', YES_NO_NOT_NOW, { mandatory: true, shows: { Yes: ['Visual Test Report', 'Visual Test Report Date'] } }),
    single('Visual Test Report', ['Positive', 'Negative', 'Inconclusive'], { mandatory: true }),
    dateField('Visual Test Report Date', { mandatory: true }),
    single('Referral', YES_NO, { mandatory: true, shows: { Yes: ['Reason for Referral', 'Referred for'] } }),
    multi('Reason for Referral', [
      'VIA positive',
      'Major erosion',
      'Polyps',
      'Bleeding on touch',
      'Post Menopausal bleeding',
      'Suspicious vaginal/vault lesion',
      'Others',
    ]),
    multi('Referred for', ['Colposcopy', 'Colpo Guided Biopsy', 'Others'], { mandatory: true, subtestName: 'Referred for' }),
  ]),
};

const CERVICAL_HISTOLOGY = ['Normal/Squamous metaplasia/Inflammatory', 'CIN I', 'CIN II', 'CIN III/Ca in situ'];

export const cervicalClinical: FormDefinition = {
  name: 'CLINICAL',
  description: 'Cervical Clinical Evaluation',
  stage: CERVICAL_STAGE,
  gender: 'FEMALE',
  diseaseMasterId: CANCER,
  testMetrics: group([
    single('Cervical Clinical Examination', YES_NO, {
      mandatory: true,
      shows: {
        Yes: [
          'UHID',
          'SCR OPD Number',
          'Colposcopy',
          'Colpo Guided Biopsy',
          'Additional Comments',
          'Treatment Plan',
          'Treatment',
          'Followup Advice',
        ],
      },
    }),
    input('UHID', { subtestName: 'none' }),
    input('SCR OPD Number', { subtestName: 'none' }),
    single('Colposcopy', YES_NO, { shows: { Yes: ['Image', 'Colposcopy Report Date'] } }),
    single('Image', ['Satisfactory', 'Unsatisfactory'], { shows: { Satisfactory: ['Colposcopy Report'] } }),
    multi('Colposcopy Report', [...CERVICAL_HISTOLOGY, 'Invasive cancer', 'Others'], { subtestName: 'Image' }),
    dateField('Colposcopy Report Date', { mandatory: true }),
    single('Colpo Guided Biopsy', YES_NO, { shows: { Yes: ['Colpo Guided Biopsy Image', 'Colpo Guided Biopsy Report Date'] } }),
    dateField('Colpo Guided Biopsy Report Date'),
    multi(
      'Colpo Guided Biopsy Image',
      [...CERVICAL_HISTOLOGY, 'Glandular dysplasia', 'Squamous cell carcinoma', 'Adenocarcinoma', 'Inconclusive'],
      { subtestName: 'Image' },
    ),
    input('Additional Comments', { subtestName: 'Additional Comments' }),
    multi('Treatment Plan', [
      'Observation & Follow up',
      'Cone Biopsy',
      'Hysterectomy',
      'Cryotherapy',
      'Leep',
      'Cancer management',
      'Thermocoagulation',
      'Others',
    ]),
    single('Treatment', TREATMENT),
    single('Followup Advice', ['4 weeks', '6 weeks', '12 weeks', '6 months', '12 months', 'Once in 3 years', 'Others'], {
      mandatory: true,
    }),
  ]),
};
