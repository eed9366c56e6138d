/** POST /curable/getCandidatesList stage 3 (BEHAVIOUR §5.4): participants whose details may be modified. */
import { api, useAuthStore, type Candidate, type GetCandidatesRequest } from '@screening/shared';

export async function searchCandidates(search: string): Promise<Candidate[]> {
  const { userId, roleId, hospitalId } = useAuthStore.getState();
  const request: GetCandidatesRequest = {
    hospitalId: hospitalId ?? undefined,
    search,
    stage: 3,
    roleId: roleId ?? undefined,
    userId: userId ?? undefined,
  };
  const { data } = await api.post<Candidate[]>('/curable/getCandidatesList', request);
  return Array.isArray(data) ? data : [];
}
