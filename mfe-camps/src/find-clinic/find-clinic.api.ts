import { call, clinicSearchRequest, routes, type Camp } from '@screening/shared';

/** routes.activeClinics: the signed-in user's active clinics whose name or clinic ID contains the text. */
export async function searchClinics(search: string): Promise<Camp[]> {
  const { data } = await call(routes.activeClinics, clinicSearchRequest(search));
  return Array.isArray(data) ? data : [];
}
