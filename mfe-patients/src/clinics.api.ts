/**
 * routes.activeClinics (docs/api.md §4.2): the active clinics the signed-in user may register into, as Patient
 * Registration searches them and a refused enrolment's clinic chooser offers them.
 */
import { call, routes, useAuthStore, type ActiveCampRequest, type Camp } from '@screening/shared';

export async function searchClinics(search: string): Promise<Camp[]> {
  const { userId, roleId, hospitalId } = useAuthStore.getState();
  const request: ActiveCampRequest = {
    search,
    userId: userId ?? undefined,
    roleId: roleId ?? undefined,
    hospitalId: hospitalId ?? undefined,
    stage: 1,
  };
  const { data } = await call(routes.activeClinics, request);
  return Array.isArray(data) ? data : [];
}
