/** Disease Specific Details (eligibility): every visible question is required (docs/screens.md §5 "Eligibility"). */
import { ALL_MANDATORY_MESSAGE, requiredCodes, requiredErrors } from '../forms/required';
import type { Answers } from '../forms/types';
import type { MetricParam } from '../types/metrics';

/** Per-question refusals: REQUIRED for each unanswered visible question. */
export function eligibilityCodes(params: readonly MetricParam[], answers: Answers): Record<string, 'REQUIRED'> {
  return requiredCodes(params, answers, { allRequired: true });
}

/** The page-level refusal for Finish or Next with a question unanswered (ALL_MANDATORY), or null when complete. */
export function eligibilityCode(params: readonly MetricParam[], answers: Answers): 'ALL_MANDATORY' | null {
  return Object.keys(eligibilityCodes(params, answers)).length > 0 ? 'ALL_MANDATORY' : null;
}

/** Per-question errors ('This field is required') for the unanswered visible questions. */
export function validateEligibility(params: readonly MetricParam[], answers: Answers): Record<string, string> {
  return requiredErrors(params, answers, { allRequired: true });
}

/** The page-level alert for Finish or Next with a question unanswered, or null when complete. */
export function eligibilityError(params: readonly MetricParam[], answers: Answers): string | null {
  return eligibilityCode(params, answers) && ALL_MANDATORY_MESSAGE;
}
