/** Everything that blocks submitting a metric form: missing required answers, then bad dates. */
import type { MetricParam } from '../types';
import type { DateInput } from '../validation/dates';
import { dateErrors } from './metric-dates';
import { requiredErrors } from './required';
import type { Answers } from './types';

export interface MetricFormOptions {
  allRequired?: boolean;
  today?: DateInput;
}

export function metricFormErrors(
  params: readonly MetricParam[],
  answers: Answers,
  options: MetricFormOptions = {},
): Record<string, string> {
  return { ...dateErrors(params, answers, options.today ?? new Date()), ...requiredErrors(params, answers, options) };
}
