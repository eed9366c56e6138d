/**
 * Oral screening (adults, one row per gender) and the oral clinical evaluation.
 *
 * The screening follows the Screening report's Oral block (docs/api.md §8.3); each column maps to a testName:
 *   ORAL SCREENING ← Oral Examination · ORAL SYMPTOMS ← Symptoms · DENTAL HYGIENE ← Dental Hygiene ·
 *   CLINICAL FINDINGS ← Findings on oral examination · BENIGN LESION SUBTYPE ← Benign Lesion Subtype ·
 *   ORAL SELECT SUBTYPE ← Select Subtype · LEUKOPLAKIA TYPE, LESION SITE/SIZE/SUBTYPE, MULTIPLE LESION
 *   SITE/SIZE/SUBTYPE, ERYTHROPLAKIA SITE, ORAL SUBMUCOUS FIBROSIS TYPE, NON HEALING ULCER SITE/SIZE,
 *   LICHEN PLANUS SITE, ORAL LICHENOID REACTION SITE, LESION INVASIVE SITE/SIZE/APPEARANCE ← the params of
 *   those names · OTHER LESIONS TEXT ← Other Lesions · ORAL REFERRAL ← Referral.
 * Flag columns are YES/NO by membership, like the referral flags: ORAL MALIGNANT LEUKOPLAKIA, ORAL MALIGNANT
 * ERYTHROPLAKIA, ORAL SUBMUCOUS FIBROSIS, NON HEALING ULCER, SMOKERS PALATE, LICHEN PLANUS, ORAL LICHENOID
 * REACTION, OTHER LESIONS FLAG ← options of "Select Subtype"; TOBACCO CESSATION COUNSELING, ORAL MALIGNANT
 * POTENTIAL DISEASE, CANCEROUS OR INVASIVE LESION, OTHERS ← options of "Referred for".
 */
import { dateField, group, input, multi, single, TREATMENT, YES_NO, YES_NO_NOT_NOW } from './params.js';
import { CANCER, type FormDefinition } from './types.js';

export const ORAL_STAGE = 'Oral Screening';

const SITES = [
  'Right buccal mucosa',
  'Left buccal mucosa',
  'Tongue',
  'Floor of mouth',
  'Upper gingiva',
  'Lower gingiva',
  'Hard palate',
  'Soft palate',
  'Upper lip',
  'Lower lip',
  'Retromolar trigone',
];
const SIZES = ['Less than 2 cm', '2 to 4 cm', 'More than 4 cm'];
const LEUKOPLAKIA_TYPES = ['Homogeneous', 'Non-homogeneous', 'Verrucous', 'Proliferative verrucous'];

const BENIGN = 'Benign Lesion';
const OPMD = 'Oral Potentially Malignant Disorder';
const INVASIVE = 'Cancerous or Invasive Lesion';

const oralScreeningParams = () =>
  group([
    single('Oral Examination', YES_NO_NOT_NOW, {
      mandatory: true,
      shows: { Yes: ['Symptoms', 'Dental Hygiene', 'Findings on oral examination', 'Referral'] },
    }),
    single('Symptoms', YES_NO, { mandatory: true }),
    single('Dental Hygiene', ['Good', 'Fair', 'Poor']),
    multi('Findings on oral examination', ['Normal', BENIGN, OPMD, INVASIVE], {
      mandatory: true,
      shows: {
        [BENIGN]: ['Benign Lesion Subtype'],
        [OPMD]: ['Select Subtype'],
        [INVASIVE]: ['Lesion Invasive Site', 'Lesion Invasive Size', 'Lesion Invasive Appearance'],
      },
    }),
    multi('Benign Lesion Subtype', [
      'Frictional keratosis',
      'Aphthous ulcer',
      'Traumatic ulcer',
      'Fibroma',
      'Mucocele',
      'Candidiasis',
      'Melanoplakia',
      'Others',
    ]),
    multi(
      'Select Subtype',
      [
        'Leukoplakia',
        'Erythroplakia',
        'Oral Submucous Fibrosis',
        'Non Healing Ulcer',
        'Smokers Palate',
        'Lichen Planus',
        'Oral Lichenoid Reaction',
        'Other Lesions',
      ],
      {
        mandatory: true,
        shows: {
          Leukoplakia: ['Leukoplakia Type', 'Lesion Site', 'Lesion Size', 'Lesion Subtype'],
          Erythroplakia: ['Erythroplakia Site'],
          'Oral Submucous Fibrosis': ['Oral Submucous Fibrosis Type'],
          'Non Healing Ulcer': ['Non Healing Ulcer Site', 'Non Healing Ulcer Size'],
          'Lichen Planus': ['Lichen Planus Site'],
          'Oral Lichenoid Reaction': ['Oral Lichenoid Reaction Site'],
          'Other Lesions': ['Other Lesions'],
        },
      },
    ),
    single('Leukoplakia Type', LEUKOPLAKIA_TYPES),
    multi('Lesion Site', SITES),
    single('Lesion Size', SIZES),
    single('Lesion Subtype', ['Single', 'Multiple'], {
      shows: { Multiple: ['Multiple Lesion Site', 'Multiple Lesion Size', 'Multiple Lesion Subtype'] },
    }),
    multi('Multiple Lesion Site', SITES),
    single('Multiple Lesion Size', SIZES),
    single('Multiple Lesion Subtype', LEUKOPLAKIA_TYPES),
    multi('Erythroplakia Site', SITES),
    single('Oral Submucous Fibrosis Type', [
      'Grade I (mouth opening above 35 mm)',
      'Grade II (25 to 35 mm)',
      'Grade III (15 to 25 mm)',
      'Grade IV (below 15 mm)',
    ]),
    multi('Non Healing Ulcer Site', SITES),
    single('Non Healing Ulcer Size', SIZES),
    multi('Lichen Planus Site', SITES),
    multi('Oral Lichenoid Reaction Site', SITES),
    input('Other Lesions'),
    multi('Lesion Invasive Site', SITES),
    single('Lesion Invasive Size', SIZES),
    single('Lesion Invasive Appearance', ['Ulcerative', 'Proliferative', 'Ulcero-proliferative', 'Infiltrative']),
    single('Referral', YES_NO, { mandatory: true, shows: { Yes: ['Referred for'] } }),
    multi('Referred for', ['Tobacco Cessation Counseling', 'Oral Malignant Potential Disease', INVASIVE, 'Others'], {
      mandatory: true,
      subtestName: 'Referred for',
    }),
  ]);

const oralScreeningFor = (gender: 'MALE' | 'FEMALE'): FormDefinition => ({
  name: 'SCREENING',
  description: 'Oral screening Test',
  stage: ORAL_STAGE,
  gender,
  rule: '>=18',
  diseaseMasterId: CANCER,
  testMetrics: oralScreeningParams(),
});

export const oralScreenings: FormDefinition[] = [oralScreeningFor('MALE'), oralScreeningFor('FEMALE')];

/** A clinical sub-test whose "Yes" asks for its outcome and report date. */
const followUp = (question: string, outcome: ReturnType<typeof input>, reportDate: string) => [
  single(question, YES_NO, { mandatory: true, shows: { Yes: [outcome.testName, reportDate] } }),
  outcome,
  dateField(reportDate, { mandatory: true }),
];

export const oralClinical: FormDefinition = {
  name: 'CLINICAL',
  description: 'Oral Clinical Evaluation',
  stage: ORAL_STAGE,
  gender: null,
  diseaseMasterId: CANCER,
  testMetrics: group([
    single('Oral Clinical Evaluation', YES_NO, {
      mandatory: true,
      shows: {
        Yes: [
          'UHID',
          'SCR OPD Number',
          'Tobacco Counselling',
          'Head & Neck OPD',
          'Oral Cytology',
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
    ...followUp('Tobacco Counselling', single('Tobacco Outcome of Visit', YES_NO, { mandatory: true }), 'Tobacco Report Date'),
    ...followUp(
      'Head & Neck OPD',
      input('Outcome of Visit: Head & Neck OPD', { mandatory: true, subtestName: 'Outcome of Visit: Head & Neck OPD' }),
      'Report Date',
    ),
    ...followUp(
      'Oral Cytology',
      input('Oral Cytology Report', { subtestName: 'Oral Cytology Report' }),
      'Oral Cytology Report Date',
    ),
    ...followUp('Biopsy', input('Biopsy Report', { mandatory: true, subtestName: 'Biopsy Report' }), 'Biopsy Report Date'),
    input('Additional Comments', { subtestName: 'Additional Comments' }),
    single('Final diagnosis', ['Benign', 'Malignant', 'Others'], { mandatory: true }),
    single('Treatment', TREATMENT, { mandatory: true }),
    single('Followup Advice', ['Nill', '3 months', '6 months', '12 months'], { mandatory: true }),
  ]),
};
