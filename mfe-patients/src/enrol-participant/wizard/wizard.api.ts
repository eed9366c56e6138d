/** Calls every enrolment step makes: prefill (docs/api.md §7.2) and the candidate-history save (§7.1). */
import { call, routes, errorMessage, type CandidateHistoryRequest, type PrefillType } from '@screening/shared';

/**
 * The saved answers of a step, or null when there are none (the server answers 200 with an empty body). Throws
 * on a failed call; metric pages ignore that (docs/screens.md §8), the others show their message.
 */
export async function fetchPrefill<T>(candidateId: number, type: PrefillType): Promise<T | null> {
  const data = (await call(routes.prefill, { candidateId, type })).data as T | '' | null | undefined;
  return data === '' || data === null || data === undefined ? null : (data as T);
}

export async function saveHistory(request: CandidateHistoryRequest): Promise<void> {
  await call(routes.history, request);
}

export const PREFILL_FAILED = 'Failed to fetch prefill data. Please try again.';
export const PREFILL_NETWORK = 'Network error fetching prefill data. Please try again.';

/** docs/screens.md §8: a refused prefill call and an unreachable server read differently. */
export function prefillError(failure: unknown): string {
  return errorMessage(failure, { fallback: PREFILL_FAILED, network: PREFILL_NETWORK, explained: [] });
}
