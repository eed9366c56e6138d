/**
 * The days the follow-up dialogs offer and send ('yyyy-mm-dd'). Today is India's calendar day, as the server counts
 * it, whatever zone the device's clock is set to; the server refuses a date out of range with its own message.
 */
import dayjs from 'dayjs';
import { indiaDay, type Day } from '@screening/domain/follow-up';

export const today = (): Day => indiaDay();

/** A day as the date field holds it (local midnight as an ISO instant). */
export const dayAsInstant = (day: Day | null): string | null => (day ? dayjs(day).toDate().toISOString() : null);

/** The day of what the date field gives. */
export const instantAsDay = (instant: string | null): Day | null => (instant ? dayjs(instant).format('YYYY-MM-DD') : null);
