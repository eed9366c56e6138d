/**
 * Free-text answers that have a length. The SPEC sets none; a UHID is a hospital's short patient number, so one
 * longer than any hospital issues is a slip (a paste of a note, a name) that reports would carry as the UHID.
 */
import type { MetricParam } from '../types/metrics';
import type { Answers } from './types';
import { visibleParams } from './visibility';

export const UHID_MAX_LENGTH = 20;
export const UHID_LENGTH_MESSAGE = `UHID must be at most ${UHID_MAX_LENGTH} characters.`;

/** Limits by question (its testName, trimmed). */
const LIMITS: Readonly<Record<string, { max: number; message: string }>> = {
  UHID: { max: UHID_MAX_LENGTH, message: UHID_LENGTH_MESSAGE },
};

/** The most characters a question's answer may have, or null when it has no limit. */
export function answerMaxLength(param: Pick<MetricParam, 'testName'>): number | null {
  return LIMITS[param.testName.trim()]?.max ?? null;
}

/** Errors of the visible answers longer than their question allows (characters, spaces around them aside). */
export function lengthErrors(params: readonly MetricParam[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const param of visibleParams(params, answers)) {
    const limit = LIMITS[param.testName.trim()];
    const value = answers[param.testName]?.[0];
    if (limit && value && [...value.trim()].length > limit.max) errors[param.testName] = limit.message;
  }
  return errors;
}
