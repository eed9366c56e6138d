/** Required checks of metric forms (docs/screens.md §5 "Clinical and screening forms", "Eligibility"). */
import type { MetricParam } from '../types/metrics';
import { isEmptyAnswer } from './answers';
import type { Answers } from './types';
import { visibleParams } from './visibility';

export const REQUIRED_MESSAGE = 'This field is required';
/** Page-level message of the eligibility form, whose every question is required. */
export const ALL_MANDATORY_MESSAGE = 'Please fill in all mandatory fields.';

/** `isMandatory: true` marks a required field; absent, null or false is optional. */
export function isMandatory(param: Pick<MetricParam, 'isMandatory'>): boolean {
  return param.isMandatory === true;
}

export interface RequiredOptions {
  /** Treat every visible field as mandatory (the eligibility form). */
  allRequired?: boolean;
}

/** `{ testName: 'This field is required' }` for each visible mandatory field without an answer. */
export function requiredErrors(
  params: readonly MetricParam[],
  answers: Answers,
  options: RequiredOptions = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const param of visibleParams(params, answers)) {
    if ((options.allRequired || isMandatory(param)) && isEmptyAnswer(answers[param.testName])) {
      errors[param.testName] = REQUIRED_MESSAGE;
    }
  }
  return errors;
}

/** Changing an answer clears that field's error. */
export function withoutError(errors: Record<string, string>, testName: string): Record<string, string> {
  if (!(testName in errors)) return errors;
  const next = { ...errors };
  delete next[testName];
  return next;
}
