/** Date fields of metric forms: answers are stored as dd-mm-yyyy and may not lie in the future (docs/screens.md §2, §5). */
import type { MetricParam } from '../types/metrics';
import { type CalendarDate, type DateInput, compareCalendarDates, toCalendarDate } from '../validation/dates';
import type { Answers } from './types';
import { isDate } from './value-types';
import { visibleParams } from './visibility';

export const METRIC_DATE_FORMAT = 'DD-MM-YYYY';
export const FUTURE_DATE_MESSAGE = 'Date cannot be in the future.';
export const METRIC_DATE_FORMAT_MESSAGE = 'Please enter the date as dd-mm-yyyy.';

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
export function metricDateError(value: string | null | undefined, today: DateInput = new Date()): string | null {
  if (!value || value.trim() === '') return null;
  if (!parseMetricDate(value)) return METRIC_DATE_FORMAT_MESSAGE;
  return isFutureDate(value.trim(), today) ? FUTURE_DATE_MESSAGE : null;
}

/** Errors of the visible Date fields. */
export function dateErrors(
  params: readonly MetricParam[],
  answers: Answers,
  today: DateInput = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const param of visibleParams(params, answers)) {
    if (!isDate(param.valueType)) continue;
    const message = metricDateError(answers[param.testName]?.[0], today);
    if (message) errors[param.testName] = message;
  }
  return errors;
}
