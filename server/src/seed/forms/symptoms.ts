/**
 * Symptoms-based referral screening: assigned to every participant (default test) of either gender. testNames
 * follow the Screening report's Symptoms block (docs/api.md §8.3): SYMPTOMSBASEDREFERRAL ← Symptoms Based
 * Referral · SYMPTOMS · DURATIONOFSYMPTOMS ← Duration of symptoms · KNOWNCANCERPATIENT ← Known cancer patient ·
 * CANCERSITE ← Cancer site · DETAILSOFTREATMENT ← Details of treatment · REFERRAL · INVESTIGATIONS · REPORTS ·
 * REPORTFINDINGS ← Report findings · FINALDIAGNOSIS ← Final diagnosis. This test never creates a clinical
 * evaluation (docs/api.md §7.1): "Referral" here means referral to the hospital.
 */
import { group, input, multi, single, YES_NO, YES_NO_NOT_NOW } from './params.js';
import { CANCER, type FormDefinition } from './types.js';

export const SYMPTOMS_STAGE = 'Symptoms Based Referral';

const symptomsParams = () =>
  group([
    single('Symptoms Based Referral', YES_NO_NOT_NOW, {
      mandatory: true,
      shows: { Yes: ['Symptoms', 'Duration of symptoms', 'Known cancer patient', 'Referral'] },
    }),
    multi(
      'Symptoms',
      [
        'Lump in breast',
        'Lump or swelling elsewhere in the body',
        'Non-healing ulcer',
        'Persistent cough or hoarseness of voice',
        'Difficulty in swallowing',
        'Unexplained weight loss',
        'Abnormal bleeding',
        'Change in bowel or bladder habits',
        'Persistent indigestion',
        'Change in a wart or mole',
        'Others',
      ],
      { mandatory: true },
    ),
    single(
      'Duration of symptoms',
      ['Less than 2 weeks', '2 to 4 weeks', '1 to 3 months', '3 to 6 months', 'More than 6 months'],
      {
        mandatory: true,
      },
    ),
    single('Known cancer patient', YES_NO, { mandatory: true, shows: { Yes: ['Cancer site', 'Details of treatment'] } }),
    single(
      'Cancer site',
      [
        'Breast',
        'Cervix',
        'Oral cavity',
        'Head and Neck',
        'Lung',
        'Oesophagus or Stomach',
        'Colon or Rectum',
        'Ovary',
        'Prostate',
        'Blood or Lymph nodes',
        'Others',
      ],
      { mandatory: true },
    ),
    multi('Details of treatment', [
      'Surgery',
      'Chemotherapy',
      'Radiotherapy',
      'Hormone therapy',
      'Under follow-up',
      'Not treated',
      'Others',
    ]),
    single('Referral', YES_NO, { mandatory: true, shows: { Yes: ['Investigations', 'Reports'] } }),
    multi('Investigations', [
      'Mammogram',
      'Ultrasound',
      'FNAC or Biopsy',
      'Pap smear or HPV test',
      'Endoscopy',
      'X-ray or CT scan',
      'Blood tests',
      'Others',
    ]),
    single('Reports', ['Available', 'Awaited', 'Not done'], { shows: { Available: ['Report findings', 'Final diagnosis'] } }),
    input('Report findings'),
    single('Final diagnosis', ['No evidence of cancer', 'Benign', 'Pre-cancerous', 'Malignant', 'Others']),
  ]);

const symptomsFor = (gender: 'MALE' | 'FEMALE'): FormDefinition => ({
  name: 'SCREENING',
  description: 'Symptoms based referral screening Test',
  stage: SYMPTOMS_STAGE,
  gender,
  defalutTest: true,
  diseaseMasterId: CANCER,
  testMetrics: symptomsParams(),
});

export const symptomsScreenings: FormDefinition[] = [symptomsFor('MALE'), symptomsFor('FEMALE')];
