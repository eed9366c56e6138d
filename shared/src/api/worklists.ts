/**
 * The body of a worklist read (POST /curable/getCandidatesList, docs/api.md §5.4), one for every screen that reads a
 * worklist and for the copy the device keeps (offline/warm-reads.ts): the same read makes the same body, so what the
 * device keeps answers the screen's own request. The server scopes by the caller's token; hospitalId, roleId and
 * userId are sent as the original client did.
 */
import { useAuthStore } from '../auth/auth.store';
import type { GetCandidatesRequest } from '../types';
import { SEARCH_PAGE_SIZE } from './paged';

export interface WorklistPage {
  /** A page (from 0) of SEARCH_PAGE_SIZE rows; without it, the whole list (the original client's call). */
  page?: number;
  /** One clinic's participants; without it (or null), those of all the user's clinics. */
  campId?: number | null;
}

export function worklistRequest(
  stage: GetCandidatesRequest['stage'],
  search: string,
  { page, campId }: WorklistPage = {},
): GetCandidatesRequest {
  const { hospitalId, roleId, userId } = useAuthStore.getState();
  return {
    search,
    stage,
    ...(hospitalId !== null ? { hospitalId } : {}),
    ...(roleId !== null ? { roleId } : {}),
    ...(userId !== null ? { userId } : {}),
    ...(page === undefined ? {} : { page, size: SEARCH_PAGE_SIZE }),
    // Only when one is chosen: without it the call is the original client's.
    ...(campId == null ? {} : { campId }),
  };
}
