/** Screening and clinical stages: which disease, form headings and display labels (docs/screens.md §2, docs/api.md §5.4). */
import type { MetricParam } from '../types/metrics';

export type StageDisease = 'breast' | 'oral' | 'cervical' | 'symptoms';

/** A stage label lower-cased with single spaces. */
export const stageKey = (stage: unknown): string =>
  typeof stage === 'string' ? stage.replace(/\s+/g, ' ').trim().toLowerCase() : '';

/** Which disease a stage label is about. 'symptoms' wins: a symptoms-based referral may also name an organ. */
export function stageDisease(stage: unknown): StageDisease | null {
  const label = stageKey(stage);
  if (label.includes('symptoms')) return 'symptoms';
  if (/\bbreast\b/.test(label)) return 'breast';
  if (/\boral\b/.test(label)) return 'oral';
  if (/\bcervical\b/.test(label)) return 'cervical';
  return null;
}

/** Heading of the disease-specific screening form. */
export function screeningTitle(stage: unknown): string {
  const label = stageKey(stage);
  if (label.includes('symptoms')) return 'Symptoms based referral screening';
  if (label.includes('breast screening')) return 'Breast Screening';
  if (label.includes('oral screening')) return 'Oral Screening';
  if (label.includes('cervical screening')) return 'Cervical Screening';
  return 'Disease Specific Details';
}

/** Heading of the clinical evaluation form. */
export function clinicalTitle(stage: unknown): string {
  switch (stageDisease(stage)) {
    case 'breast':
      return 'Breast Clinical Evaluation';
    case 'oral':
      return 'Oral Clinical Evaluation';
    case 'cervical':
      return 'Cervical Clinical Evaluation';
    default:
      return 'Clinical Evaluation';
  }
}

/**
 * Display label of a screening test description (docs/api.md §5.4): first word capitalised, 'screening' →
 * 'Screening', the word 'test' dropped. "BREAST screening test" → "Breast Screening".
 */
export function normaliseStageLabel(description: unknown): string {
  const words =
    typeof description === 'string'
      ? description
          .trim()
          .split(/\s+/)
          .filter((w) => w !== '' && w.toLowerCase() !== 'test')
      : [];
  return words
    .map((word, index) => {
      if (word.toLowerCase() === 'screening') return 'Screening';
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word;
    })
    .join(' ');
}

/** The clinical form leaves out the 'Referred for' param (it belongs to the screening referral). */
export function dropReferredFor<T extends MetricParam>(params: readonly T[]): T[] {
  return params.filter((param) => param.testName.trim().toLowerCase() !== 'referred for');
}
