/** The calls of the screening and clinical forms (docs/api.md §6, §7). */
export { loadDefinition } from '../test-definition';
import {
  call,
  isQueuedAnswer,
  PREFILL_TYPE,
  routes,
  type CandidateHistoryRequest,
  type CandidateTestRow,
} from '@screening/shared';

export interface SavedResult {
  params: unknown[];
  /** The result was finished: it is shown, never changed (the server refuses to change it). */
  finished: boolean;
}

/**
 * The answers saved earlier for this test (the test-result prefill → testResult.params). A failed prefill leaves the
 * form empty rather than blocking it (docs/screens.md §8).
 */
export async function loadSavedResult(candidateId: number, diseaseTestId: number): Promise<SavedResult> {
  try {
    const { data: answer } = await call(routes.prefill, {
      candidateId,
      type: PREFILL_TYPE.testResult,
      diseaseTypeId: diseaseTestId,
      diseaseTestId,
    });
    const data = answer as CandidateTestRow | '';
    const params = data ? data.testResult?.params : undefined;
    return { params: Array.isArray(params) ? params : [], finished: data ? data.completed === 1 : false };
  } catch {
    return { params: [], finished: false };
  }
}

/** Saves (completed 0) or finishes (completed 1) a screening or clinical result; true when the device kept it (offline). */
export async function saveResult(record: CandidateHistoryRequest): Promise<{ queued: boolean }> {
  return { queued: isQueuedAnswer(await call(routes.history, record)) };
}
