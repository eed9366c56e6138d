/**
 * The rules of the follow-up dialogs (Record call, Update follow-up): what must be chosen before a call or a move is
 * sent. Each returns a refusal's code (FOLLOW_UP_HOSPITAL for FOLLOW_UP_HOSPITAL_MESSAGE, a code of the refusal
 * catalogue) or null; the screens word it in the user's language. The server's own checks of a move stay in
 * `applyFollowUpMove`, with the server's codes.
 */
import { wordedErrors, type FieldErrors } from '../validation/errors';
import { CALL_OUTCOMES, FINDINGS, LOST_REASONS, isDay, type CallOutcome } from './follow-up';

export const FOLLOW_UP_CALL_OUTCOME_MESSAGE = 'Please choose what happened on the call.';
export const FOLLOW_UP_VISIT_DAY_MESSAGE = 'Please choose the day she will visit.';
export const FOLLOW_UP_NEXT_CALL_MESSAGE = 'Please choose the day of the next call.';
export const FOLLOW_UP_MOVE_MESSAGE = 'Please choose what happened.';
export const FOLLOW_UP_VISITED_ON_MESSAGE = 'Please choose the day of the visit.';
export const FOLLOW_UP_HOSPITAL_MESSAGE = 'Please enter the hospital.';
export const FOLLOW_UP_FINDING_MESSAGE = 'Please choose the finding.';
export const FOLLOW_UP_LOST_REASON_MESSAGE = 'Please choose a reason.';

export type FollowUpRuleCode =
  | 'FOLLOW_UP_CALL_OUTCOME'
  | 'FOLLOW_UP_VISIT_DAY'
  | 'FOLLOW_UP_NEXT_CALL'
  | 'FOLLOW_UP_MOVE'
  | 'FOLLOW_UP_VISITED_ON'
  | 'FOLLOW_UP_HOSPITAL'
  | 'FOLLOW_UP_FINDING'
  | 'FOLLOW_UP_LOST_REASON';

/** The English of each code the follow-up dialogs refuse with. */
export const FOLLOW_UP_RULES: Readonly<Record<FollowUpRuleCode, string>> = {
  FOLLOW_UP_CALL_OUTCOME: FOLLOW_UP_CALL_OUTCOME_MESSAGE,
  FOLLOW_UP_VISIT_DAY: FOLLOW_UP_VISIT_DAY_MESSAGE,
  FOLLOW_UP_NEXT_CALL: FOLLOW_UP_NEXT_CALL_MESSAGE,
  FOLLOW_UP_MOVE: FOLLOW_UP_MOVE_MESSAGE,
  FOLLOW_UP_VISITED_ON: FOLLOW_UP_VISITED_ON_MESSAGE,
  FOLLOW_UP_HOSPITAL: FOLLOW_UP_HOSPITAL_MESSAGE,
  FOLLOW_UP_FINDING: FOLLOW_UP_FINDING_MESSAGE,
  FOLLOW_UP_LOST_REASON: FOLLOW_UP_LOST_REASON_MESSAGE,
};

/** The moves of Update follow-up (a call has its own dialog). */
export const UPDATE_MOVES = ['attended', 'outcome', 'lost'] as const;
export type UpdateMove = (typeof UPDATE_MOVES)[number];

/** The calls that leave her waiting for another: not reached, a wrong number. */
export const UNANSWERED_OUTCOMES: readonly CallOutcome[] = ['NOT_REACHED', 'WRONG_NUMBER'];

const oneOf = (choices: readonly string[], value: unknown) => typeof value === 'string' && choices.includes(value);

export const callOutcomeCode = (outcome: unknown): 'FOLLOW_UP_CALL_OUTCOME' | null =>
  oneOf(CALL_OUTCOMES, outcome) ? null : 'FOLLOW_UP_CALL_OUTCOME';

/** The day of a call: the visit's when she will visit, the next call's when she was not reached; none otherwise. */
export function callDayCode(day: unknown, outcome: unknown): 'FOLLOW_UP_VISIT_DAY' | 'FOLLOW_UP_NEXT_CALL' | null {
  if (isDay(day)) return null;
  if (outcome === 'WILL_VISIT') return 'FOLLOW_UP_VISIT_DAY';
  return oneOf(UNANSWERED_OUTCOMES, outcome) ? 'FOLLOW_UP_NEXT_CALL' : null;
}

export const updateMoveCode = (move: unknown): 'FOLLOW_UP_MOVE' | null => (oneOf(UPDATE_MOVES, move) ? null : 'FOLLOW_UP_MOVE');

export const visitedOnCode = (day: unknown): 'FOLLOW_UP_VISITED_ON' | null => (isDay(day) ? null : 'FOLLOW_UP_VISITED_ON');

export const hospitalCode = (hospital: unknown): 'FOLLOW_UP_HOSPITAL' | null =>
  typeof hospital === 'string' && hospital.trim() !== '' ? null : 'FOLLOW_UP_HOSPITAL';

export const findingCode = (finding: unknown): 'FOLLOW_UP_FINDING' | null =>
  oneOf(FINDINGS, finding) ? null : 'FOLLOW_UP_FINDING';

export const lostReasonCode = (reason: unknown): 'FOLLOW_UP_LOST_REASON' | null =>
  oneOf(LOST_REASONS, reason) ? null : 'FOLLOW_UP_LOST_REASON';

export interface CallValues {
  outcome?: unknown;
  /** The visit's day or the next call's ('yyyy-mm-dd'), as the outcome asks. */
  day?: unknown;
}

/** Record call's refusals by field, as codes. */
export function callCodes(values: CallValues): FieldErrors<keyof CallValues, FollowUpRuleCode> {
  const outcome = callOutcomeCode(values.outcome);
  if (outcome) return { outcome };
  const day = callDayCode(values.day, values.outcome);
  return day ? { day } : {};
}

export interface MoveValues {
  move?: unknown;
  /** The day she reached the hospital ('yyyy-mm-dd'). */
  date?: unknown;
  hospital?: unknown;
  finding?: unknown;
  reason?: unknown;
}

/** Update follow-up's refusals by field, as codes: only the fields of the chosen move are asked for. */
export function moveCodes(values: MoveValues): FieldErrors<keyof MoveValues, FollowUpRuleCode> {
  const move = updateMoveCode(values.move);
  if (move) return { move };
  const codes: FieldErrors<keyof MoveValues, FollowUpRuleCode> = {};
  const put = (field: keyof MoveValues, code: FollowUpRuleCode | null) => {
    if (code) codes[field] = code;
  };
  if (values.move === 'attended') {
    put('date', visitedOnCode(values.date));
    put('hospital', hospitalCode(values.hospital));
  } else if (values.move === 'outcome') put('finding', findingCode(values.finding));
  else put('reason', lostReasonCode(values.reason));
  return codes;
}

/** A dialog's refusals in English: field → message. */
export const followUpRulesInEnglish = <K extends string>(codes: FieldErrors<K, FollowUpRuleCode>): FieldErrors<K> =>
  wordedErrors(codes, FOLLOW_UP_RULES);
