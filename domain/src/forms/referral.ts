/**
 * How a saved screening result is read (docs/api.md §7.1); the server applies these when it stores a result and
 * the UI uses the same names to gate Finish.
 */
import type { MetricParam } from '../types/metrics';
import { savedValues } from './prefill';
import { stageDisease } from './stage';
import type { SavedParam } from './types';

export const NOT_NOW = 'Not now';

/** Gate questions whose 'Not now' keeps the screening test pending. */
export const NOT_NOW_FIELDS: readonly string[] = [
  'Oral Examination',
  'Cervical Screening',
  'Breast Examination',
  'Symptoms Based Referral',
  'Is patient willing for Breast  Screening',
  'Is patient willing for Cervical Screening',
  'Is patient willing for Prostate Screening',
];

/** Names compared case- and spacing-insensitively (one definition spells a name with two spaces). */
export function looseName(name: unknown): string {
  return typeof name === 'string' ? name.replace(/\s+/g, ' ').trim().toLowerCase() : '';
}

export function isNotNowValue(value: unknown): boolean {
  return looseName(value) === 'not now';
}

/** A result param as the UI serialises it or the server receives it. */
export type ResultParam = SavedParam | MetricParam;

function answered(param: ResultParam, wanted: (value: string) => boolean): boolean {
  return savedValues(param as SavedParam).some(wanted);
}

/** Some gate question (NOT_NOW_FIELDS) is answered 'Not now'. */
export function isNotNow(params: readonly ResultParam[]): boolean {
  const gates = new Set(NOT_NOW_FIELDS.map(looseName));
  return params.some((param) => gates.has(looseName(param.testName)) && answered(param, isNotNowValue));
}

/** Some param named 'Referral' has 'Yes'. Symptoms-based screening never refers. */
export function hasReferral(params: readonly ResultParam[], stage?: string | null): boolean {
  if (stageDisease(stage) === 'symptoms') return false;
  return params.some((param) => looseName(param.testName) === 'referral' && answered(param, (v) => looseName(v) === 'yes'));
}

export interface ScreeningOutcome {
  notNow: boolean;
  /** null when the participant was not screened now. */
  referral: boolean | null;
  /** What the test row stores: 'Not now' keeps it pending whatever was submitted. */
  completed: 0 | 1;
  /** Referral Yes on Finish creates the pending clinical test. */
  createsClinicalTest: boolean;
}

export function screeningOutcome(
  params: readonly ResultParam[],
  options: { stage?: string | null; completed: 0 | 1 },
): ScreeningOutcome {
  const notNow = isNotNow(params);
  const referral = notNow ? null : hasReferral(params, options.stage);
  const completed = notNow ? 0 : options.completed;
  return { notNow, referral, completed, createsClinicalTest: referral === true && completed === 1 };
}

/** Eligibility 'Hysterectomy Done' = Yes removes the cervical screening test. */
export function isHysterectomyDone(params: readonly ResultParam[]): boolean {
  return params.some(
    (param) => looseName(param.testName) === 'hysterectomy done' && answered(param, (v) => looseName(v) === 'yes'),
  );
}
