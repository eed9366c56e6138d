/** Required checks of metric forms (docs/screens.md §5 "Clinical and screening forms", "Eligibility"). */
import type { MetricParam } from '../types/metrics';
import { wordedErrors } from '../validation/errors';
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

/** `{ testName: 'REQUIRED' }` for each visible mandatory field without an answer. */
export function requiredCodes(
  params: readonly MetricParam[],
  answers: Answers,
  options: RequiredOptions = {},
): Record<string, 'REQUIRED'> {
  const codes: Record<string, 'REQUIRED'> = {};
  for (const param of visibleParams(params, answers)) {
    if ((options.allRequired || isMandatory(param)) && isEmptyAnswer(answers[param.testName])) {
      codes[param.testName] = 'REQUIRED';
    }
  }
  return codes;
}

/** `{ testName: 'This field is required' }` for each visible mandatory field without an answer. */
export const requiredErrors = (
  params: readonly MetricParam[],
  answers: Answers,
  options: RequiredOptions = {},
): Record<string, string> =>
  wordedErrors(requiredCodes(params, answers, options), { REQUIRED: REQUIRED_MESSAGE }) as Record<string, string>;

/** Changing an answer clears that field's error (a message or a code). */
export function withoutError<M extends string>(errors: Record<string, M>, testName: string): Record<string, M> {
  if (!(testName in errors)) return errors;
  const next = { ...errors };
  delete next[testName];
  return next;
}
