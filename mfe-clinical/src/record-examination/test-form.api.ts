/** The calls of the screening and clinical forms (BEHAVIOUR §6, §7). */
import {
  api,
  type CandidateHistoryRequest,
  type CandidateTestRow,
  type DiseaseTestMaster,
  type MetricParam,
} from '@screening/shared';

/** The test's questions (GET /curable/getMetricsById/{id} → testMetrics.params). */
export async function loadDefinition(diseaseTestId: number): Promise<MetricParam[]> {
  const { data } = await api.get<DiseaseTestMaster | ''>(`/curable/getMetricsById/${diseaseTestId}`);
  const params = data ? data.testMetrics?.params : undefined;
  if (!Array.isArray(params)) throw new Error(`Test ${diseaseTestId} has no questions.`);
  return params;
}

export interface SavedResult {
  params: unknown[];
  /** The result was finished: it is shown, never changed (the server refuses to change it). */
  finished: boolean;
}

/**
 * The answers saved earlier for this test (prefill type 7 → testResult.params). A failed prefill leaves the
 * form empty rather than blocking it (SPEC §8).
 */
export async function loadSavedResult(candidateId: number, diseaseTestId: number): Promise<SavedResult> {
  try {
    const { data } = await api.post<CandidateTestRow | ''>('/curable/candidatehistoryForPrefil', {
      candidateId,
      type: 7,
      diseaseTypeId: diseaseTestId,
      diseaseTestId,
    });
    const params = data ? data.testResult?.params : undefined;
    return { params: Array.isArray(params) ? params : [], finished: data ? data.completed === 1 : false };
  } catch {
    return { params: [], finished: false };
  }
}

/** Saves (completed 0) or finishes (completed 1) a screening or clinical result. */
export async function saveResult(record: CandidateHistoryRequest): Promise<void> {
  await api.post('/curable/candidatehistory', record);
}
