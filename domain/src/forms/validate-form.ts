/** Everything that blocks submitting a metric form: missing required answers, then bad dates and overlong answers. */
import type { MetricParam } from '../types/metrics';
import type { DateInput } from '../validation/dates';
import { lengthErrors } from './answer-length';
import { dateErrors } from './metric-dates';
import { requiredErrors } from './required';
import type { Answers } from './types';

export interface MetricFormOptions {
  allRequired?: boolean;
  today?: DateInput;
}

/** What blocks even a Save, which may leave answers out: a bad date, an answer longer than its question takes. */
export function answerFormatErrors(
  params: readonly MetricParam[],
  answers: Answers,
  today: DateInput = new Date(),
): Record<string, string> {
  return { ...dateErrors(params, answers, today), ...lengthErrors(params, answers) };
}

export function metricFormErrors(
  params: readonly MetricParam[],
  answers: Answers,
  options: MetricFormOptions = {},
): Record<string, string> {
  return { ...answerFormatErrors(params, answers, options.today), ...requiredErrors(params, answers, options) };
}
