import { call, routes, type MedicalHistoryRequest } from '@screening/shared';

/** routes.medicalHistory: inserts, or updates the record `id` names (docs/api.md §5.6). */
export async function saveMedicalHistory(record: MedicalHistoryRequest): Promise<void> {
  await call(routes.medicalHistory, record);
}
