/**
 * Editing a clinic that may already have started: its saved dates stay valid, but a date the user changes may
 * not lie in the past (the creation rule 'minimum today' applied to the change only). The edit screen and the
 * server (POST /curable/newcamp with an id) share this.
 */
import { compareCalendarDates, isBeforeDay, type DateInput } from './dates';
import { clinicRulesInEnglish } from './clinic-form.validation';
import { collectErrors, type FieldErrors } from './errors';

export interface ClinicDates {
  startDate: DateInput;
  endDate?: DateInput;
}

function changedIntoPast(value: DateInput, saved: DateInput, today: DateInput): boolean {
  if (value === null || value === undefined || value === '') return false;
  const unchanged = saved !== null && saved !== undefined && saved !== '' && compareCalendarDates(value, saved) === 0;
  return !unchanged && isBeforeDay(value, today);
}

/** A changed date in the past: field → code. */
export function changedDateCodes(
  dates: ClinicDates,
  saved: ClinicDates,
  today: DateInput = new Date(),
): FieldErrors<'startDate' | 'endDate', 'START_DATE_PAST' | 'END_DATE_PAST'> {
  return collectErrors<'startDate' | 'endDate', 'START_DATE_PAST' | 'END_DATE_PAST'>([
    ['startDate', changedIntoPast(dates.startDate, saved.startDate, today) ? 'START_DATE_PAST' : null],
    ['endDate', changedIntoPast(dates.endDate, saved.endDate, today) ? 'END_DATE_PAST' : null],
  ]);
}

/** The same in English, for the server. */
export const changedDateErrors = (
  dates: ClinicDates,
  saved: ClinicDates,
  today: DateInput = new Date(),
): FieldErrors<'startDate' | 'endDate'> => clinicRulesInEnglish(changedDateCodes(dates, saved, today));
