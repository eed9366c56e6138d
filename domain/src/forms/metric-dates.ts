/** Date fields of metric forms: answers are stored as dd-mm-yyyy and may not lie in the future (docs/screens.md §2, §5). */
import type { MetricParam } from '../types/metrics';
import { type CalendarDate, type DateInput, compareCalendarDates, toCalendarDate } from '../validation/dates';
import { wordedErrors } from '../validation/errors';
import type { Answers } from './types';
import { isDate } from './value-types';
import { visibleParams } from './visibility';

export const METRIC_DATE_FORMAT = 'DD-MM-YYYY';
export const FUTURE_DATE_MESSAGE = 'Date cannot be in the future.';
export const METRIC_DATE_FORMAT_MESSAGE = 'Please enter the date as dd-mm-yyyy.';

/** A Date answer's refusals (FUTURE_DATE for FUTURE_DATE_MESSAGE); the `…Error(s)` forms give their English. */
export type MetricDateCode = 'FUTURE_DATE' | 'METRIC_DATE_FORMAT';

/** The English of each date code. */
export const METRIC_DATE_RULES: Readonly<Record<MetricDateCode, string>> = {
  FUTURE_DATE: FUTURE_DATE_MESSAGE,
  METRIC_DATE_FORMAT: METRIC_DATE_FORMAT_MESSAGE,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd-mm-yyyy' of any date input, or null when it is not a date. */
export function formatMetricDate(value: DateInput): string | null {
  const date = toCalendarDate(value);
  return date ? `${pad(date.day)}-${pad(date.month)}-${date.year}` : null;
}

/** Strict reading of a stored answer: exactly dd-mm-yyyy and a real day. */
export function parseMetricDate(text: string): CalendarDate | null {
  return /^\d{2}-\d{2}-\d{4}$/.test(text.trim()) ? toCalendarDate(text) : null;
}

/** True when the value is a date on a day after `today` (calendar days, not instants). */
export function isFutureDate(value: DateInput, today: DateInput = new Date()): boolean {
  const order = compareCalendarDates(value, today);
  return order !== null && order > 0;
}

/** One Date answer: blank passes (the required check handles it), else dd-mm-yyyy and not in the future. */
export function metricDateCode(value: string | null | undefined, today: DateInput = new Date()): MetricDateCode | null {
  if (!value || value.trim() === '') return null;
  if (!parseMetricDate(value)) return 'METRIC_DATE_FORMAT';
  return isFutureDate(value.trim(), today) ? 'FUTURE_DATE' : null;
}

/** metricDateCode in English. */
export function metricDateError(value: string | null | undefined, today: DateInput = new Date()): string | null {
  const code = metricDateCode(value, today);
  return code && METRIC_DATE_RULES[code];
}

/** Codes of the visible Date fields. */
export function dateCodes(
  params: readonly MetricParam[],
  answers: Answers,
  today: DateInput = new Date(),
): Record<string, MetricDateCode> {
  const codes: Record<string, MetricDateCode> = {};
  for (const param of visibleParams(params, answers)) {
    if (!isDate(param.valueType)) continue;
    const code = metricDateCode(answers[param.testName]?.[0], today);
    if (code) codes[param.testName] = code;
  }
  return codes;
}

/** dateCodes in English (the server's checks). */
export const dateErrors = (
  params: readonly MetricParam[],
  answers: Answers,
  today: DateInput = new Date(),
): Record<string, string> => wordedErrors(dateCodes(params, answers, today), METRIC_DATE_RULES) as Record<string, string>;
