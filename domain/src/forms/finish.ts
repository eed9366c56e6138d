/** When the screening form's Finish is disabled (docs/screens.md §5 "Clinical and screening forms"). */
import type { MetricParam } from '../types/metrics';
import { isNotNowValue } from './referral';
import { requiredCodes } from './required';
import { stageKey } from './stage';
import type { Answers } from './types';
import { visibleParams } from './visibility';

/** Cervical screening sub-tests whose 'Not now' disables Finish. */
export const CERVICAL_NOT_NOW_FIELDS: readonly string[] = ['HR-HPV DNA', 'Cytology', 'Visual Test'];

export type FinishBlocker = 'required' | 'clinical-evaluation-no' | 'cervical-not-now';

const isNo = (value: string) => value.trim().toLowerCase() === 'no';

/** Why Finish is disabled, or null when it is enabled. */
export function finishBlocker(stage: unknown, params: readonly MetricParam[], answers: Answers): FinishBlocker | null {
  if (Object.keys(requiredCodes(params, answers)).length > 0) return 'required';
  const visible = visibleParams(params, answers);
  const answer = (testName: string) => answers[testName] ?? [];
  if (visible.some((p) => /clinical evaluation/i.test(p.testName) && answer(p.testName).some(isNo)))
    return 'clinical-evaluation-no';
  if (/\bcervical screening\b/.test(stageKey(stage))) {
    const gated = visible.filter((p) =>
      CERVICAL_NOT_NOW_FIELDS.some((name) => name.toLowerCase() === p.testName.trim().toLowerCase()),
    );
    if (gated.some((p) => answer(p.testName).some(isNotNowValue))) return 'cervical-not-now';
  }
  return null;
}

/** Finish is disabled when a visible mandatory field is empty, a 'clinical evaluation' field is 'No', or (cervical screening) HR-HPV DNA, Cytology or Visual Test is 'Not now'. */
export function finishDisabled(stage: unknown, params: readonly MetricParam[], answers: Answers): boolean {
  return finishBlocker(stage, params, answers) !== null;
}
