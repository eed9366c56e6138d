/**
 * Answers of the demo participants' forms, written as the screens save them: the definition's params with
 * `selectedValues` filled for the answered (visible) questions and [] for the rest (domain/src/forms/serialise.ts).
 */
import type { MetricGroup } from '@screening/domain/types';

export type FormAnswers = Record<string, string | string[]>;

/** The definition with these answers; names not answered keep an empty selection. */
export function answered(definition: MetricGroup, answers: FormAnswers, id?: number | null): MetricGroup {
  const known = new Set(definition.params.map((p) => p.testName));
  for (const name of Object.keys(answers)) {
    if (!known.has(name)) throw new Error(`Demo answer for "${name}" matches no question of the form`);
  }
  // The screens save no texts of other languages (labels), only the English values.
  const params = definition.params.map(({ labels: _labels, ...param }) => {
    const value = answers[param.testName];
    return { ...param, selectedValues: value === undefined ? [] : [value].flat() };
  });
  return id === undefined ? { ...definition, params } : { ...definition, params, id };
}

/** A dd-mm-yyyy answer (the format of Date questions) `daysBefore` days before `at`, in India. */
export function answerDate(at: Date, daysBefore = 0): string {
  const t = new Date(at.getTime() + 330 * 60_000 - daysBefore * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(t.getUTCDate())}-${pad(t.getUTCMonth() + 1)}-${t.getUTCFullYear()}`;
}

/* ---------- screening (server/src/seed/forms) ---------- */

export type ScreeningOutcome = 'normal' | 'referred' | 'notNow';

export const breastScreeningAnswers: Record<ScreeningOutcome, FormAnswers> = {
  normal: {
    'Breast Examination': 'Yes',
    Symptoms: 'No',
    'Right Breast on palpation': ['Normal/Fibro glandular'],
    'Left Breast on palpation': ['Normal/Fibro glandular'],
    'Nipple Discharge': 'No for both breasts',
    Referral: 'No',
  },
  referred: {
    'Breast Examination': 'Yes',
    Symptoms: 'Yes',
    'Right Breast on palpation': ['Freely mobile lump'],
    'Left Breast on palpation': ['Normal/Fibro glandular'],
    'Nipple Discharge': 'No for both breasts',
    Referral: 'Yes',
    'Referred for': ['Baseline mammogram', 'USG breast'],
  },
  notNow: { 'Breast Examination': 'Not now' },
};

export function cervicalScreeningAnswers(outcome: ScreeningOutcome, at: Date): FormAnswers {
  if (outcome === 'notNow') return { 'Cervical Screening': 'Not now', Reason: 'Pt. in periods' };
  const common = {
    'Cervical Screening': 'Yes',
    Symptoms: 'No',
    'Abnormal bleeding per vaginum': 'None',
    'Visual Inspection': 'Yes',
    'HR-HPV DNA': 'Yes',
    'HR-HPV DNA Sample Collection Date': answerDate(at),
    'HR-HPV Sample Type': ['SS'],
    'Visual Test': 'Yes',
    'Visual Test Report Date': answerDate(at),
  };
  if (outcome === 'normal') {
    return {
      ...common,
      'Findings on Visual Inspection': ['Healthy cervix'],
      'HR-HPV DNA Report': 'Negative',
      Cytology: 'No',
      'Visual Test Report': 'Negative',
      Referral: 'No',
    };
  }
  return {
    ...common,
    'Findings on Visual Inspection': ['Erosion'],
    'HR-HPV DNA Report': 'Positive',
    Genotype: 'Group 1',
    Cytology: 'Yes',
    'Cytology Sample Collection Date': answerDate(at),
    'Cytology Report': 'LSIL',
    'Visual Test Report': 'Positive',
    Referral: 'Yes',
    'Reason for Referral': ['VIA positive'],
    'Referred for': ['Colposcopy'],
  };
}

export const oralScreeningAnswers: Record<ScreeningOutcome, FormAnswers> = {
  normal: {
    'Oral Examination': 'Yes',
    Symptoms: 'No',
    'Dental Hygiene': 'Good',
    'Findings on oral examination': ['Normal'],
    Referral: 'No',
  },
  referred: {
    'Oral Examination': 'Yes',
    Symptoms: 'Yes',
    'Dental Hygiene': 'Fair',
    'Findings on oral examination': ['Oral Potentially Malignant Disorder'],
    'Select Subtype': ['Leukoplakia'],
    'Leukoplakia Type': 'Homogeneous',
    'Lesion Site': ['Left buccal mucosa'],
    'Lesion Size': 'Less than 2 cm',
    'Lesion Subtype': 'Single',
    Referral: 'Yes',
    'Referred for': ['Tobacco Cessation Counseling', 'Oral Malignant Potential Disease'],
  },
  notNow: { 'Oral Examination': 'Not now' },
};

export const symptomsScreeningAnswers = {
  none: { 'Symptoms Based Referral': 'No' },
  present: {
    'Symptoms Based Referral': 'Yes',
    Symptoms: ['Persistent cough or hoarseness of voice'],
    'Duration of symptoms': '1 to 3 months',
    'Known cancer patient': 'No',
    Referral: 'Yes',
    Investigations: ['X-ray or CT scan'],
    Reports: 'Awaited',
  },
} satisfies Record<string, FormAnswers>;

/* ---------- clinical evaluation ---------- */

export function breastClinicalAnswers(at: Date, uhid: string): FormAnswers {
  return {
    'Breast Clinical Examination': 'Yes',
    UHID: uhid,
    'SCR OPD Number': `SCR-${uhid.slice(-4)}`,
    Mammogram: 'Yes',
    'Mammogram – Right Breasts': 'BI-RADS 2, benign-appearing mass',
    'Mammogram – Left Breasts': 'BI-RADS 1',
    'Mammogram Report Date': answerDate(at, 2),
    'Ultrasound Breast': 'Yes',
    'Ultrasound – Right Breasts': 'Simple cyst 8 mm',
    'Ultrasound – Left Breasts': 'Normal',
    'Ultrasound Report Date': answerDate(at, 2),
    Cytology: 'No',
    Biopsy: 'No',
    'Additional Comments': 'Benign cyst; reassured',
    'Final diagnosis': 'Benign',
    Treatment: 'Completed',
    'Followup Advice': '6 months',
  };
}

export function cervicalClinicalAnswers(at: Date, uhid: string): FormAnswers {
  return {
    'Cervical Clinical Examination': 'Yes',
    UHID: uhid,
    'SCR OPD Number': `SCR-${uhid.slice(-4)}`,
    Colposcopy: 'Yes',
    Image: 'Satisfactory',
    'Colposcopy Report': ['CIN I'],
    'Colposcopy Report Date': answerDate(at, 1),
    'Colpo Guided Biopsy': 'Yes',
    'Colpo Guided Biopsy Image': ['CIN I'],
    'Colpo Guided Biopsy Report Date': answerDate(at),
    'Additional Comments': 'Low-grade lesion',
    'Treatment Plan': ['Cryotherapy'],
    Treatment: 'Completed',
    'Followup Advice': '6 months',
  };
}

export function oralClinicalAnswers(at: Date, uhid: string): FormAnswers {
  return {
    'Oral Clinical Evaluation': 'Yes',
    UHID: uhid,
    'SCR OPD Number': `SCR-${uhid.slice(-4)}`,
    'Tobacco Counselling': 'Yes',
    'Tobacco Outcome of Visit': 'Yes',
    'Tobacco Report Date': answerDate(at, 3),
    'Head & Neck OPD': 'Yes',
    'Outcome of Visit: Head & Neck OPD': 'Reviewed; biopsy advised',
    'Report Date': answerDate(at, 3),
    'Oral Cytology': 'No',
    Biopsy: 'Yes',
    'Biopsy Report': 'Mild dysplasia',
    'Biopsy Report Date': answerDate(at),
    'Additional Comments': 'Quit tobacco; review in 3 months',
    'Final diagnosis': 'Benign',
    Treatment: 'Partially done',
    'Followup Advice': '3 months',
  };
}
