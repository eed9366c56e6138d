/**
 * The days the follow-up dialogs offer and send ('yyyy-mm-dd'). Today is the browser's calendar day: the server
 * judges every date against India's and refuses one out of range with its own message.
 */
import dayjs from 'dayjs';
import type { Day } from '@screening/domain/follow-up';

export const today = (): Day => dayjs().format('YYYY-MM-DD');

/** A day as the date field holds it (local midnight as an ISO instant). */
export const dayAsInstant = (day: Day | null): string | null => (day ? dayjs(day).toDate().toISOString() : null);

/** The day of what the date field gives. */
export const instantAsDay = (instant: string | null): Day | null => (instant ? dayjs(instant).format('YYYY-MM-DD') : null);
