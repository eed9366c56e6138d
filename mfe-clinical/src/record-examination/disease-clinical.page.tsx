import { useSearchParams } from 'react-router-dom';
import type { StageDisease } from '@screening/shared';
import { DISEASE_PARAM } from '../paths';
import { ExaminationFormPage } from './examination-form.page';

const DISEASES: readonly StageDisease[] = ['breast', 'oral', 'cervical', 'symptoms'];

/** The disease sub-state of the URL, or null (then the stored stage decides). */
export function diseaseParam(value: string | null): StageDisease | null {
  const wanted = value?.trim().toLowerCase() ?? '';
  return DISEASES.find((d) => d === wanted) ?? null;
}

/**
 * /DiseaseSpecificDetailsClinical: the disease-specific clinical details of the participant in progress.
 * `?disease=cervical` is the cervical examination form; without it, the clinical stage in progress.
 */
export default function DiseaseClinicalPage() {
  const [params] = useSearchParams();
  return <ExaminationFormPage kind="clinical" disease={diseaseParam(params.get(DISEASE_PARAM))} />;
}
