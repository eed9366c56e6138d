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

/**
 * The answers saved earlier for this test (prefill type 7 → testResult.params). A failed prefill leaves the
 * form empty rather than blocking it (SPEC §8).
 */
export async function loadSavedParams(candidateId: number, diseaseTestId: number): Promise<unknown[]> {
  try {
    const { data } = await api.post<CandidateTestRow | ''>('/curable/candidatehistoryForPrefil', {
      candidateId,
      type: 7,
      diseaseTypeId: diseaseTestId,
      diseaseTestId,
    });
    const params = data ? data.testResult?.params : undefined;
    return Array.isArray(params) ? params : [];
  } catch {
    return [];
  }
}

/** Saves (completed 0) or finishes (completed 1) a screening or clinical result. */
export async function saveResult(record: CandidateHistoryRequest): Promise<void> {
  await api.post('/curable/candidatehistory', record);
}
