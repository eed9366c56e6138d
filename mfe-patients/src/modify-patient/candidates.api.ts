/** routes.worklist stage 3 (docs/api.md §5.4): participants whose details may be modified. */
import { call, pagedAnswer, routes, worklistRequest, type Candidate, type Paged } from '@screening/shared';

/** One page (from 0) of participants and the number of all matches (the whole list from a server that does not page). */
export async function searchCandidates(search: string, page = 0): Promise<Candidate[] | Paged<Candidate>> {
  const request = worklistRequest(3, search, { page });
  const { data, headers } = await call(routes.worklist, request);
  return pagedAnswer(Array.isArray(data) ? data : [], headers as Record<string, unknown>);
}
