import { call, routes, useAuthStore, type ActiveCampRequest, type Camp } from '@screening/shared';

/** routes.activeClinics: the signed-in user's active clinics whose name or clinic ID contains the text. */
export async function searchClinics(search: string): Promise<Camp[]> {
  const { userId, roleId, hospitalId } = useAuthStore.getState();
  const body: ActiveCampRequest = {
    search,
    userId: userId ?? undefined,
    roleId: roleId ?? undefined,
    hospitalId: hospitalId ?? undefined,
    stage: 1,
  };
  const { data } = await call(routes.activeClinics, body);
  return Array.isArray(data) ? data : [];
}
