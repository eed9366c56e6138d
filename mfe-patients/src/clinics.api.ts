/**
 * routes.activeClinics (docs/api.md §4.2): the active clinics the signed-in user may register into, as Patient
 * Registration searches them and a refused enrolment's clinic chooser offers them.
 */
import { call, clinicSearchRequest, routes, type Camp } from '@screening/shared';

export async function searchClinics(search: string): Promise<Camp[]> {
  const { data } = await call(routes.activeClinics, clinicSearchRequest(search));
  return Array.isArray(data) ? data : [];
}
