/**
 * One builder per read's body (the screens and the offline core both build it here, so what the device keeps answers
 * the screen's own request: the read cache keys on the body's text). A file of its own: the sign-in path carries it,
 * not the declarations of reads (index.ts), which only the warm-up reads.
 */
import type { CampSearchBody, CandidatesListBody, WorklistStage } from '../api/requests';

/** Rows a search screen asks for at a time. */
export const SEARCH_PAGE_SIZE = 50;

/** The signed-in user as the original client named her in a read's body (the server scopes by the token). */
export interface Caller {
  userId: number | null;
  roleId: number | null;
  hospitalId: number | null;
}

/** The body of a clinic search (POST /curable/activecamp, docs/api.md §4.2). */
export function clinicSearchRequest(search: string, { userId, roleId, hospitalId }: Caller): NonNullable<CampSearchBody> {
  return {
    search,
    userId: userId ?? undefined,
    roleId: roleId ?? undefined,
    hospitalId: hospitalId ?? undefined,
    stage: 1,
  };
}

export interface WorklistPage {
  /** A page (from 0) of SEARCH_PAGE_SIZE rows; without it, the whole list (the original client's call). */
  page?: number;
  /** One clinic's participants; without it (or null), those of all the user's clinics. */
  campId?: number | null;
}

/** The body of a worklist read (POST /curable/getCandidatesList, docs/api.md §5.4). */
export function worklistRequest(
  stage: WorklistStage,
  search: string,
  { page, campId }: WorklistPage,
  { hospitalId, roleId, userId }: Caller,
): CandidatesListBody & { hospitalId?: number; roleId?: number; userId?: number } {
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
