import { api, type MedicalHistoryRequest } from '@screening/shared';

/** POST /curable/createMedicalHistory: inserts, or updates the record `id` names (BEHAVIOUR §5.6). */
export async function saveMedicalHistory(record: MedicalHistoryRequest): Promise<void> {
  await api.post('/curable/createMedicalHistory', record);
}
