/**
 * The body of a worklist read (POST /curable/getCandidatesList, docs/api.md §5.4) for the signed-in user, one for
 * every screen that reads a worklist and for the copy the device keeps (offline/warm-reads.ts): the domain's one
 * builder makes it, so what the device keeps answers the screen's own request. The server scopes by the caller's
 * token; hospitalId, roleId and userId are sent as the original client did.
 */
import { worklistRequest as build, type WorklistPage } from '@screening/domain/reads/bodies';
import { useAuthStore } from '../auth/auth.store';
import type { GetCandidatesRequest } from '../types';

export type { WorklistPage };

export function worklistRequest(
  stage: GetCandidatesRequest['stage'],
  search: string,
  page: WorklistPage = {},
): GetCandidatesRequest {
  return build(stage, search, page, useAuthStore.getState());
}
