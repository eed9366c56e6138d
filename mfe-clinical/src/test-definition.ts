/** A screening or clinical form's questions, for its form and for the follow-up's reasons in other languages. */
import { call, routes, type DiseaseTestMaster, type MetricParam } from '@screening/shared';

/** The test's questions (routes.metricsById → testMetrics.params). */
export async function loadDefinition(diseaseTestId: number, signal?: AbortSignal): Promise<MetricParam[]> {
  const data = (await call(routes.metricsById, { id: diseaseTestId }, { signal })).data as DiseaseTestMaster | '';
  const params = data ? data.testMetrics?.params : undefined;
  if (!Array.isArray(params)) throw new Error(`Test ${diseaseTestId} has no questions.`);
  return params;
}
