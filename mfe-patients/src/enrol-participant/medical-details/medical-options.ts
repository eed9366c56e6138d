/** Option lists of the Medical Details page (docs/screens.md §9). */
export const MEDICAL_HISTORY_OPTIONS = [
  'Nil',
  'Diabetes',
  'Hypertension',
  'Asthma',
  'Tuberculosis',
  'Stroke/Myocardial Infarction',
  'Settled Thyroid',
  'Cancer',
  'Epilepsy',
  'Others',
] as const;
export const LAST_MENSTRUATION_OPTIONS = ['Less than 12 months ago', 'More than 12 months ago', 'Surgical menopause'] as const;
export const ABNORMAL_BLEEDING_OPTIONS = [
  'None',
  'Post Menoposal Bleeding',
  'Post Coital Bleeding',
  'Inter Menstrual Bleeding',
  'DUB',
  'Others',
] as const;
export const CONTRACEPTION_OPTIONS = ['Nil', 'Condom', 'Pill', 'IUCD', 'Tubectomy', 'Others'] as const;
export const BREAST_FED_OPTIONS = ['Nil', '< 6 Months', '6-12 Months', '> 12 Months', 'Others'] as const;
export const PRIOR_SCREENING_OPTIONS = [
  'Yes, for Breast Screening only',
  'Yes, for Cervical Screening only',
  'Yes, for Both Breast and Cervical Screening',
  'No, I have not undergone either',
] as const;
