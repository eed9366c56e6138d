/**
 * Camp dates are calendar days in India (docs/api.md §4.2 REC, docs/discrepancies.md §45): the UI sends the instant of
 * local midnight (IST midnight = the previous day 18:30 UTC), so every day is read, compared and shown in
 * Asia/Kolkata — never as the UTC date, which would show the day before.
 */

import { indiaDay } from '@screening/domain/follow-up';

export const CAMP_TIME_ZONE = 'Asia/Kolkata';
/** India has had one offset, without daylight saving, since 1945. */
const IST_OFFSET = '+05:30';

/** 'yyyy-mm-dd' of an instant in Asia/Kolkata (the domain's one definition of India's day). */
export const istDay = (instant: Date): string => indiaDay(instant);

export const istToday = (now: Date = new Date()): string => istDay(now);

/**
 * The IST calendar day of a date as the wire carries it: an ISO instant ('2025-10-21T18:30:00.000Z' → '2025-10-22'),
 * a plain day ('2025-10-22'), or the original's UTC timestamp ('2025-10-21 18:30:00(.0)'). Anything else is
 * returned unchanged, so the shared validator reports it as not a date.
 */
export function toIstDay(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const timestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/.exec(text);
  const iso = timestamp ? `${timestamp[1]}T${timestamp[2]}Z` : /^\d{4}-\d{2}-\d{2}T/.test(text) ? text : null;
  if (!iso) return text;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? text : istDay(instant);
}

/** What is stored for a day: its IST midnight, the same instant the UI sends. */
export function istMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${IST_OFFSET}`);
}
