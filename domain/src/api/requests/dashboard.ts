/** The programme dashboard's indicators (docs/dashboard.md): which participants they count. */
import { Type, type Static } from '@sinclair/typebox';
import { id, optional, text } from './common';

/** An inclusive calendar day of India, 'yyyy-mm-dd' (whether it exists is checked by the server). */
const day = Type.String({ minLength: 10, maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A place's name as the master data spell it (compared without case). */
const place = text(100);

export { DASHBOARD_MAX_DAYS } from '../dashboard-terms';

/**
 * POST /curable/dashboard/indicators: every filter optional. from/to are inclusive days (either may be left out: no
 * bound on that side; both: at most DASHBOARD_MAX_DAYS apart); campId one of the caller's clinics; panchayat, taluk
 * and district the clinic's place. Who is asking, and which clinics she sees, come from the token.
 */
export const DashboardBody = Type.Object(
  optional({ from: day, to: day, campId: id, panchayat: place, taluk: place, district: place }),
  { additionalProperties: false },
);
export type DashboardBody = Static<typeof DashboardBody>;
