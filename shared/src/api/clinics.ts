/**
 * The body of a clinic search (POST /curable/activecamp, docs/api.md §4.2), one for Outreach Clinic's and Patient
 * Registration's searches and for the copy of her whole list the device keeps (offline/warm-reads.ts): the device's
 * kept reads are found by the body's text, so every search must build it the same way. The server scopes by the
 * caller's token; userId, roleId and hospitalId are sent as the original client did.
 */
import { useAuthStore } from '../auth/auth.store';
import type { ActiveCampRequest } from '../types';

export function clinicSearchRequest(search: string): ActiveCampRequest {
  const { userId, roleId, hospitalId } = useAuthStore.getState();
  return {
    search,
    userId: userId ?? undefined,
    roleId: roleId ?? undefined,
    hospitalId: hospitalId ?? undefined,
    stage: 1,
  };
}
