/**
 * Free-text answers that have a length. The SPEC sets none; a UHID is a hospital's short patient number, so one
 * longer than any hospital issues is a slip (a paste of a note, a name) that reports would carry as the UHID.
 */
import type { MetricParam } from '../types/metrics';
import { wordedErrors } from '../validation/errors';
import type { Answers } from './types';
import { visibleParams } from './visibility';

export const UHID_MAX_LENGTH = 20;
export const UHID_LENGTH_MESSAGE = `UHID must be at most ${UHID_MAX_LENGTH} characters.`;

/** The refusal of an answer too long for its question (UHID_LENGTH for UHID_LENGTH_MESSAGE). */
export type LengthRuleCode = 'UHID_LENGTH';

/** The English of each length code. */
export const LENGTH_RULES: Readonly<Record<LengthRuleCode, string>> = { UHID_LENGTH: UHID_LENGTH_MESSAGE };

/** Limits by question (its testName, trimmed). */
const LIMITS: Readonly<Record<string, { max: number; code: LengthRuleCode }>> = {
  UHID: { max: UHID_MAX_LENGTH, code: 'UHID_LENGTH' },
};

/** The most characters a question's answer may have, or null when it has no limit. */
export function answerMaxLength(param: Pick<MetricParam, 'testName'>): number | null {
  return LIMITS[param.testName.trim()]?.max ?? null;
}

/** Codes of the visible answers longer than their question allows (characters, spaces around them aside). */
export function lengthCodes(params: readonly MetricParam[], answers: Answers): Record<string, LengthRuleCode> {
  const codes: Record<string, LengthRuleCode> = {};
  for (const param of visibleParams(params, answers)) {
    const limit = LIMITS[param.testName.trim()];
    const value = answers[param.testName]?.[0];
    if (limit && value && [...value.trim()].length > limit.max) codes[param.testName] = limit.code;
  }
  return codes;
}

/** lengthCodes in English (the server's checks). */
export const lengthErrors = (params: readonly MetricParam[], answers: Answers): Record<string, string> =>
  wordedErrors(lengthCodes(params, answers), LENGTH_RULES) as Record<string, string>;
