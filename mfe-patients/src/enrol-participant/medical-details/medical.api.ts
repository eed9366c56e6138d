import { api, type MedicalHistoryRecord } from '@screening/shared';

/** POST /curable/createMedicalHistory: inserts, or updates the record `id` names (BEHAVIOUR §5.6). */
export async function saveMedicalHistory(record: MedicalHistoryRecord): Promise<void> {
  await api.post('/curable/createMedicalHistory', record);
}
