import { api } from '@screening/shared';

/** GET /curable/isDuplicateClinic: true when a live clinic of the hospital already has this clinic ID. */
export async function isDuplicateClinic(hospitalId: number, clinicId: string): Promise<boolean> {
  const { data } = await api.get<boolean | string>(
    `/curable/isDuplicateClinic/hospitalId/${hospitalId}/outreachClinicId/${encodeURIComponent(clinicId)}`,
  );
  return data === true || data === 'true';
}
