/**
 * How many wait on the worklist a home tile opens: one page of one row of that worklist, whose X-Total-Count says
 * how many match (the answer's one participant is not shown). Read through the shared API client, after the tiles
 * show; no remote's code is loaded for it.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  call,
  routes,
  canView,
  pagedAnswer,
  stripWhitespace,
  type GetCandidatesRequest,
  type MenuEntry,
  type WorklistStage,
} from '@screening/shared';

/** The prefix of every count home reads, so that they can be read again together (home.page.tsx). */
export const HOME_COUNTS_KEY = ['host', 'home-counts'] as const;

/**
 * How long home stays shown before counts read on an earlier visit are read again. Whoever comes back home and opens
 * the next tile at once is passing through: four calls then would only land while her next screen renders (on a
 * field tablet, tens of milliseconds of its first render). The counts read before show meanwhile.
 */
export const COUNTS_READ_AGAIN_AFTER_MS = 1500;

/** The worklist (getCandidatesList stage) each menu's tile opens. */
const STAGE_OF_MENU: Record<string, WorklistStage> = { '/screening': 1, '/clinical': 2, '/reftohospital': 4 };

/** The worklist a tile opens, when the user may read it; undefined for every other tile. */
export function waitingStage(entry: MenuEntry): WorklistStage | undefined {
  const stage = STAGE_OF_MENU[stripWhitespace(entry.url).toLowerCase()];
  return stage !== undefined && canView([entry], entry.url) ? stage : undefined;
}

export interface WaitingCount {
  count: number;
  /** More than `count` wait (the server counts up to its limit). */
  more: boolean;
}

export const waitingCountQuery = (stage: WorklistStage) =>
  queryOptions({
    queryKey: [...HOME_COUNTS_KEY, 'waiting', stage],
    // Leaving home before the count comes cancels the call.
    queryFn: async ({ signal }): Promise<WaitingCount | null> => {
      const body: GetCandidatesRequest = { stage, search: '', page: 0, size: 1 };
      const { data, headers } = await call(routes.worklist, body, { signal });
      const answer = pagedAnswer(Array.isArray(data) ? data : [], headers as Record<string, unknown>);
      // A server that does not count (the original) gives no number rather than a wrong one.
      return Array.isArray(answer) ? null : { count: answer.total, more: answer.moreThanTotal === true };
    },
    // A count is a hint: a failure shows none, and is not asked again behind the user's back.
    retry: false,
    // Read on home's first showing; on a later one, once home has stayed (useCountsReadAgain).
    refetchOnMount: false,
  });

/** The follow-up tile's counts: the caller's open follow-ups overdue, and due within the week. */
export const followUpCountQuery = () =>
  queryOptions({
    queryKey: [...HOME_COUNTS_KEY, 'followUp'],
    queryFn: async ({ signal }) => (await call(routes.followUpCounts, undefined, { signal })).data,
    retry: false,
    refetchOnMount: false,
  });
