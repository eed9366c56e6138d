/**
 * Follow-up of a referral (docs/follow-up.md): the words of its states and moves, the rule that dates it, and which
 * move may follow which. Pure, so the server applies exactly what the screens offer.
 *
 *   DUE ──call: will visit──▶ CONTACTED ──attended──▶ ATTENDED ──outcome──▶ CLOSED
 *    │  ╲ call: not reached / wrong number (stays; after N unanswered calls ▶ LOST)
 *    └───── call: refused / moved, or marked lost ──▶ LOST ──attended (she came after all)──▶ ATTENDED
 */
import { optionLabel } from '../forms/labels';
import { looseName, type ResultParam } from '../forms/referral';
import { savedValues } from '../forms/prefill';
import type { StageDisease } from '../forms/stage';
import type { SavedParam } from '../forms/types';
import type { MetricParam } from '../types/metrics';

export const FOLLOW_UP_STATES = ['DUE', 'CONTACTED', 'ATTENDED', 'CLOSED', 'LOST'] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

/** What a call found: reached (will visit on a date, or refused), not reached, a wrong number, moved away. */
export const CALL_OUTCOMES = ['WILL_VISIT', 'REFUSED', 'NOT_REACHED', 'WRONG_NUMBER', 'MOVED'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Why she was lost to follow-up; NOT_REACHED is set by the server after the configured unanswered calls. */
export const LOST_REASONS = ['REFUSED', 'MOVED', 'WRONG_NUMBER', 'DIED', 'NOT_REACHED', 'OTHER'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** What the hospital found. */
export const FINDINGS = ['BENIGN', 'PRE_CANCEROUS', 'CANCER', 'NOT_KNOWN'] as const;
export type Finding = (typeof FINDINGS)[number];

export const URGENCIES = ['URGENT', 'ROUTINE'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** The tests a referral comes from (symptoms-based screening never refers). */
export const FOLLOW_UP_DISEASES = ['breast', 'oral', 'cervical'] as const satisfies readonly StageDisease[];
export type FollowUpDisease = (typeof FOLLOW_UP_DISEASES)[number];

/** Which follow-ups a list shows: overdue and due within the week (the default), every open one, or the closed. */
export const FOLLOW_UP_WINDOWS = ['DUE_SOON', 'OPEN', 'CLOSED', 'LOST'] as const;
export type FollowUpWindow = (typeof FOLLOW_UP_WINDOWS)[number];

/** A day as 'yyyy-mm-dd' (India's calendar day on the server). */
export type Day = string;

/** The reference data of the rule (per hospital, changed by admin without a release). */
export interface FollowUpSettings {
  /** Days from the referral to the date she should have reached the hospital, by test and urgency. */
  dueDays: Record<FollowUpDisease, Record<Urgency, number>>;
  /** The "Referred for" answers that make a referral routine; any other reason is urgent. */
  routineReasons: Record<FollowUpDisease, string[]>;
  /** Unanswered calls (not reached, wrong number) after which she is lost to follow-up. */
  lostAfterCalls: number;
  /** Days from her hospital visit to the date its outcome should be known. */
  outcomeDueDays: number;
  /** Where her slip sends her; a blank field is the hospital's own (its name and address as registered). */
  referralHospital: ReferralHospital;
}

export interface ReferralHospital {
  name: string;
  address: string;
  phone: string;
}

export const DEFAULT_FOLLOW_UP_SETTINGS: FollowUpSettings = {
  dueDays: {
    breast: { URGENT: 14, ROUTINE: 28 },
    oral: { URGENT: 14, ROUTINE: 28 },
    cervical: { URGENT: 14, ROUTINE: 28 },
  },
  routineReasons: { breast: ['Baseline mammogram'], oral: ['Tobacco Counseling'], cervical: [] },
  lostAfterCalls: 3,
  outcomeDueDays: 28,
  referralHospital: { name: '', address: '', phone: '' },
};

/**
 * The bounds of the rule as its request schema sets them (api/requests/follow-up.ts), which its admin screen checks
 * before it sends: whole days from 1 to 365, unanswered calls from 1 to 20, the referral hospital's lengths.
 */
export const FOLLOW_UP_SETTINGS_LIMITS = {
  days: { min: 1, max: 365 },
  lostAfterCalls: { min: 1, max: 20 },
  referralHospital: { name: 200, address: 500, phone: 40 },
} as const;

/** The furthest a visit or next call may be set ahead, in days. */
export const FURTHEST_DAYS_AHEAD = 180;

/* ---------- days ---------- */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day in India of an instant. Due dates, days overdue and the dialogs' limits all count on it, on the
 * server and on a device whose clock is set to another zone alike (a laptop on UTC said "due in 29 days" where the
 * server counted 28 after 18:30 UTC).
 */
export const indiaDay = (instant: Date = new Date()): Day => INDIA_DAY.format(instant);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** Days past the due date, 0 when not yet due. */
export const daysOverdue = (dueDate: Day, today: Day): number => Math.max(0, daysBetween(dueDate, today));

/* ---------- the due-date rule ---------- */

const sameReason = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Routine when every reason given is one of the test's routine reasons; urgent otherwise (no reason given: urgent). */
export function referralUrgency(disease: FollowUpDisease, reasons: readonly string[], settings: FollowUpSettings): Urgency {
  const routine = settings.routineReasons[disease] ?? [];
  if (reasons.length === 0) return 'URGENT';
  return reasons.every((reason) => routine.some((r) => sameReason(r, reason))) ? 'ROUTINE' : 'URGENT';
}

export function referralDueDate(referredOn: Day, disease: FollowUpDisease, urgency: Urgency, settings: FollowUpSettings): Day {
  return addDays(referredOn, settings.dueDays[disease][urgency]);
}

/* ---------- moves ---------- */

export type FollowUpMove =
  | { kind: 'call'; outcome: CallOutcome; nextCallDate?: Day | null; visitDate?: Day | null; note?: string | null }
  | { kind: 'attended'; date: Day; hospital: string; note?: string | null }
  | { kind: 'outcome'; finding: Finding; treatmentStarted?: Day | null; note?: string | null }
  | { kind: 'lost'; reason: LostReason; note?: string | null };
export type FollowUpMoveKind = FollowUpMove['kind'];

/** Which states each move may start from. */
export const ALLOWED_FROM: Record<FollowUpMoveKind, readonly FollowUpState[]> = {
  call: ['DUE', 'CONTACTED'],
  attended: ['DUE', 'CONTACTED', 'LOST'],
  outcome: ['ATTENDED'],
  lost: ['DUE', 'CONTACTED', 'ATTENDED'],
};

/** What a follow-up holds that a move reads and changes. */
export interface FollowUpFacts {
  state: FollowUpState;
  dueDate: Day;
  unansweredCalls: number;
  attendedDate: Day | null;
  hospital: string | null;
  finding: Finding | null;
  treatmentDate: Day | null;
  lostReason: LostReason | null;
}

/** Why a move is refused: the error code the server answers with, and the field at fault. */
export interface MoveRefusal {
  refused: 'FOLLOW_UP_MOVE_NOT_ALLOWED' | 'FOLLOW_UP_DATE_REQUIRED' | 'FOLLOW_UP_DATE_OUT_OF_RANGE' | 'FIELD_REQUIRED';
  field: string;
}

const inRange = (day: Day, earliest: Day, latest: Day) => daysBetween(earliest, day) >= 0 && daysBetween(day, latest) >= 0;

/**
 * The days a move's date field may take: a visit or next call from today up to FURTHEST_DAYS_AHEAD; her visit from
 * the referral to today; treatment from her visit (else the referral) to today. The refusal names the same range.
 */
export function moveDateRange(
  field: string,
  facts: Pick<FollowUpFacts, 'attendedDate'>,
  context: { today: Day; referredOn: Day },
): { earliest: Day; latest: Day } {
  const { today, referredOn } = context;
  if (field === 'visitDate' || field === 'nextCallDate') return { earliest: today, latest: addDays(today, FURTHEST_DAYS_AHEAD) };
  return { earliest: field === 'treatmentStarted' ? (facts.attendedDate ?? referredOn) : referredOn, latest: today };
}

/** A date ahead: today up to FURTHEST_DAYS_AHEAD. */
function ahead(day: Day | null | undefined, today: Day, field: string): MoveRefusal | null {
  if (!day) return { refused: 'FOLLOW_UP_DATE_REQUIRED', field };
  const { earliest, latest } = moveDateRange(field, { attendedDate: null }, { today, referredOn: today });
  if (!isDay(day) || !inRange(day, earliest, latest)) return { refused: 'FOLLOW_UP_DATE_OUT_OF_RANGE', field };
  return null;
}

/** A date past: from `earliest` up to today. */
function past(day: Day | null | undefined, earliest: Day, today: Day, field: string): MoveRefusal | null {
  if (!day) return { refused: 'FOLLOW_UP_DATE_REQUIRED', field };
  if (!isDay(day) || !inRange(day, earliest, today)) return { refused: 'FOLLOW_UP_DATE_OUT_OF_RANGE', field };
  return null;
}

/**
 * The follow-up after a move, or why the move is refused. `referredOn` bounds the past dates (she cannot have reached
 * the hospital before she was referred); `today` is India's calendar day.
 */
export function applyFollowUpMove(
  facts: FollowUpFacts,
  move: FollowUpMove,
  context: { today: Day; referredOn: Day; settings: FollowUpSettings },
): FollowUpFacts | MoveRefusal {
  const { today, referredOn, settings } = context;
  if (!ALLOWED_FROM[move.kind].includes(facts.state)) return { refused: 'FOLLOW_UP_MOVE_NOT_ALLOWED', field: 'kind' };
  switch (move.kind) {
    case 'call':
      switch (move.outcome) {
        case 'WILL_VISIT': {
          const wrong = ahead(move.visitDate, today, 'visitDate');
          return wrong ?? { ...facts, state: 'CONTACTED', dueDate: move.visitDate as Day, unansweredCalls: 0 };
        }
        case 'REFUSED':
        case 'MOVED':
          return { ...facts, state: 'LOST', lostReason: move.outcome };
        default: {
          const unansweredCalls = facts.unansweredCalls + 1;
          if (unansweredCalls >= settings.lostAfterCalls) {
            return {
              ...facts,
              unansweredCalls,
              state: 'LOST',
              lostReason: move.outcome === 'WRONG_NUMBER' ? 'WRONG_NUMBER' : 'NOT_REACHED',
            };
          }
          const wrong = ahead(move.nextCallDate, today, 'nextCallDate');
          return wrong ?? { ...facts, unansweredCalls, dueDate: move.nextCallDate as Day };
        }
      }
    case 'attended': {
      const wrong = past(move.date, referredOn, today, 'date');
      if (wrong) return wrong;
      if (move.hospital.trim() === '') return { refused: 'FIELD_REQUIRED', field: 'hospital' };
      return {
        ...facts,
        state: 'ATTENDED',
        attendedDate: move.date,
        hospital: move.hospital.trim(),
        lostReason: null,
        dueDate: addDays(move.date, settings.outcomeDueDays),
      };
    }
    case 'outcome': {
      if (move.treatmentStarted) {
        const wrong = past(move.treatmentStarted, facts.attendedDate ?? referredOn, today, 'treatmentStarted');
        if (wrong) return wrong;
      }
      return { ...facts, state: 'CLOSED', finding: move.finding, treatmentDate: move.treatmentStarted ?? null };
    }
    case 'lost':
      return { ...facts, state: 'LOST', lostReason: move.reason };
  }
}

export const isMoveRefusal = (value: FollowUpFacts | MoveRefusal): value is MoveRefusal => 'refused' in value;

/** A state in which she still needs someone's action. */
export const isOpenFollowUp = (state: FollowUpState): boolean => state === 'DUE' || state === 'CONTACTED' || state === 'ATTENDED';

/** The "Referred for" question of a screening form or result. */
export const referralQuestion = <P extends { testName?: unknown }>(params: readonly P[]): P | undefined =>
  params.find((p) => looseName(p.testName) === 'referred for');

/** The "Referred for" answers of a screening result: the reasons printed on her slip and read by the rule. */
export function referralReasons(params: readonly ResultParam[]): string[] {
  const param = referralQuestion(params);
  if (!param) return [];
  return savedValues(param as SavedParam).filter((value) => value.trim() !== '');
}

/**
 * A reason as stored (the form's English answer) in `language`: the text of that option of a "Referred for" question
 * (the hospital's forms of her test, each may say it), else as stored.
 */
export function referralReasonLabel(questions: readonly MetricParam[], reason: string, language: string): string {
  for (const question of questions) {
    const shown = optionLabel(question, reason, language);
    if (shown !== reason.trim()) return shown;
  }
  return reason;
}
