/** Form definitions of the metric steps (docs/api.md §6): eligibility by gender, the family groups by stage. */
import { call, routes, type DiseaseTestMaster, type Gender } from '@screening/shared';

export const LOAD_FAILED = 'Failed to load data. Please try again.';
export const loadFailed = () => LOAD_FAILED;

function definitionOf(data: DiseaseTestMaster | '' | null | undefined): DiseaseTestMaster {
  if (!data || typeof data !== 'object') throw new Error('No form definition');
  return data;
}

export async function fetchEligibilityDefinition(gender: Gender): Promise<DiseaseTestMaster> {
  const { data } = await call(routes.metricsByGender, { type: 'ELIGIBILE', gender });
  return definitionOf(data);
}

export async function fetchStageDefinition(stage: 'FAMILY_PERSONAL' | 'FAMILY_MEDICAL'): Promise<DiseaseTestMaster> {
  const { data } = await call(routes.metrics, { stage });
  return definitionOf(data);
}
