/** Everything that blocks submitting a metric form: missing required answers, then bad dates and overlong answers. */
import type { MetricParam } from '../types/metrics';
import type { DateInput } from '../validation/dates';
import { wordedErrors } from '../validation/errors';
import { type LengthRuleCode, LENGTH_RULES, lengthCodes } from './answer-length';
import { type MetricDateCode, METRIC_DATE_RULES, dateCodes } from './metric-dates';
import { REQUIRED_MESSAGE, requiredCodes } from './required';
import type { Answers } from './types';

export interface MetricFormOptions {
  allRequired?: boolean;
  today?: DateInput;
}

/**
 * A metric form's refusals by code (REQUIRED for REQUIRED_MESSAGE, codes of the refusal catalogue): the screens word
 * them in the user's language, the `…Errors` forms give their English for the server's checks.
 */
export type MetricRuleCode = 'REQUIRED' | MetricDateCode | LengthRuleCode;

/** The English of each code of the metric forms. */
export const METRIC_FORM_RULES: Readonly<Record<MetricRuleCode, string>> = {
  REQUIRED: REQUIRED_MESSAGE,
  ...METRIC_DATE_RULES,
  ...LENGTH_RULES,
};

const english = (codes: Record<string, MetricRuleCode>): Record<string, string> =>
  wordedErrors(codes, METRIC_FORM_RULES) as Record<string, string>;

/** What blocks even a Save, which may leave answers out: a bad date, an answer longer than its question takes. */
export function answerFormatCodes(
  params: readonly MetricParam[],
  answers: Answers,
  today: DateInput = new Date(),
): Record<string, MetricDateCode | LengthRuleCode> {
  return { ...dateCodes(params, answers, today), ...lengthCodes(params, answers) };
}

/** answerFormatCodes in English. */
export const answerFormatErrors = (
  params: readonly MetricParam[],
  answers: Answers,
  today: DateInput = new Date(),
): Record<string, string> => english(answerFormatCodes(params, answers, today));

/** What blocks a Finish: the answer formats, then the required answers (a missing answer wins for its field). */
export function metricFormCodes(
  params: readonly MetricParam[],
  answers: Answers,
  options: MetricFormOptions = {},
): Record<string, MetricRuleCode> {
  return { ...answerFormatCodes(params, answers, options.today), ...requiredCodes(params, answers, options) };
}

/** metricFormCodes in English. */
export const metricFormErrors = (
  params: readonly MetricParam[],
  answers: Answers,
  options: MetricFormOptions = {},
): Record<string, string> => english(metricFormCodes(params, answers, options));
