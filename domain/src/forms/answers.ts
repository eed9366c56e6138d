/** The answers model: every field holds a list of strings (one for single-valued fields). */
import type { MetricParam } from '../types/metrics';
import { normaliseParams, sameName } from './normalise';
import type { Answers } from './types';
import { isMulti } from './value-types';
import { pruneHidden } from './visibility';

export type AnswerInput = string | readonly string[] | null | undefined;

/** A field's new value as a list: blanks dropped, text kept verbatim (option texts may end in a space). */
export function toAnswerValues(value: AnswerInput): string[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return list.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** Missing, [] and lists of blanks are all "no answer". */
export function isEmptyAnswer(values: readonly string[] | null | undefined): boolean {
  return !values || values.every((v) => typeof v !== 'string' || v.trim() === '');
}

/** The first answer of a field, or ''. */
export function answerOf(answers: Answers, testName: string): string {
  return answers[testName]?.[0] ?? '';
}

/**
 * Sets one field and returns new answers; answers of fields that this change hides are dropped, and so on down
 * the chain. A single-valued field keeps only its first value.
 */
export function setAnswer(params: readonly MetricParam[], answers: Answers, testName: string, value: AnswerInput): Answers {
  const param = normaliseParams(params).find((p) => sameName(p.testName, testName));
  const key = param?.testName ?? testName;
  const values = toAnswerValues(value);
  const next: Answers = { ...answers, [key]: param && !isMulti(param.valueType) ? values.slice(0, 1) : values };
  return pruneHidden(params, next);
}

/** True when any field of a member or form holds an answer (used by "Add Member"). */
export function hasAnyAnswer(answers: Answers): boolean {
  return Object.values(answers).some((values) => !isEmptyAnswer(values));
}
