/**
 * The one way a person types and reads a day in the suite: dd/mm/yyyy (SPEC screens mixed dd/mm/yy, dd/mm/yyyy and
 * dd-mm-yyyy). What goes over the wire keeps its own format (yyyy-mm-dd, ISO instants, dd-mm-yyyy answers).
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { i18n } from '../i18n/i18n';

dayjs.extend(customParseFormat);

export const DAY_FORMAT = 'DD/MM/YYYY';
export const DAY_FORMAT_MESSAGE = 'Please enter the date as dd/mm/yyyy.';

const INDIA_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * A day as dd/mm/yyyy: 'yyyy-mm-dd' as it is, an ISO 8601 instant as its day in India (where the camps are);
 * anything else as it is.
 */
export function shownDay(day: string | null | undefined): string | null {
  if (!day) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return day.split('-').reverse().join('/');
  const time = /^\d{4}-\d{2}-\d{2}T/.test(day) ? Date.parse(day) : NaN;
  return Number.isNaN(time) ? day : INDIA_DAY.format(time);
}

/** The days a date field takes, and what it says about a typed day outside them. */
export interface DayLimits {
  min?: Dayjs | null;
  max?: Dayjs | null;
  minMessage?: string;
  maxMessage?: string;
}

/**
 * Why a date field did not take the text typed into it, or null when it did (or the field was emptied). antd
 * drops such text without a word when the field loses focus; the field shows this message instead.
 */
export function typedDayRefusal(text: string, { min, max, minMessage, maxMessage }: DayLimits): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  const day = dayjs(typed, DAY_FORMAT, true);
  if (!day.isValid()) return i18n.t('messages.dayFormat', { ns: 'shared' });
  if (min && day.isBefore(min, 'day'))
    return minMessage ?? i18n.t('day.notBefore', { ns: 'shared', day: min.format(DAY_FORMAT) });
  if (max && day.isAfter(max, 'day')) return maxMessage ?? i18n.t('day.notAfter', { ns: 'shared', day: max.format(DAY_FORMAT) });
  return null;
}
