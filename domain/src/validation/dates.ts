/**
 * Calendar-date handling for the validators. Rules of the SPEC compare days, never instants, so every input
 * (a Date, an ISO string, a camp timestamp, a dd-mm-yyyy answer) is reduced to a year/month/day first.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateInput = Date | string | null | undefined;

function valid(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(year, month, 0).getDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

function fromDate(date: Date): CalendarDate | null {
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * Reads a calendar date. Accepted: a Date (its local day); 'yyyy-mm-dd' (taken literally); an ISO instant
 * such as '2025-10-21T04:30:00Z' (its local day, as the user sees it); a server timestamp 'yyyy-mm-dd hh:mm:ss'
 * (UTC, as docs/screens.md §3 says); 'dd-mm-yyyy', 'dd/mm/yyyy' and 'dd/mm/yy' (the formats the screens show).
 * Returns null for anything else, including impossible days such as 31-02-2025.
 */
export function toCalendarDate(value: DateInput): CalendarDate | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return fromDate(value);
  const text = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/.exec(text);
  if (m) return fromDate(new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}Z`));
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return fromDate(new Date(text));
  m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4}|\d{2})$/.exec(text);
  if (m) {
    const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return valid(year, Number(m[2]), Number(m[1]));
  }
  return null;
}

function key(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

/** Negative when a is before b, 0 on the same day, positive after; null when either is not a date. */
export function compareCalendarDates(a: DateInput, b: DateInput): number | null {
  const left = toCalendarDate(a);
  const right = toCalendarDate(b);
  if (!left || !right) return null;
  return key(left) - key(right);
}

/** True only when both are dates and a falls on an earlier day than b. */
export function isBeforeDay(a: DateInput, b: DateInput): boolean {
  const order = compareCalendarDates(a, b);
  return order !== null && order < 0;
}

/** True only when both are dates and a falls on a later day than b. */
export function isAfterDay(a: DateInput, b: DateInput): boolean {
  const order = compareCalendarDates(a, b);
  return order !== null && order > 0;
}

/** 'yyyy-mm-dd' of a calendar date, the form the report call sends. */
export function toIsoDay(value: DateInput): string | null {
  const date = toCalendarDate(value);
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
