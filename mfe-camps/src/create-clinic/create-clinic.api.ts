import { call, routes } from '@screening/shared';

/** routes.duplicateClinic: true when a live clinic of the hospital already has this clinic ID. */
export async function isDuplicateClinic(hospitalId: number, clinicId: string): Promise<boolean> {
  // The original backend may answer the word as text.
  const data = (await call(routes.duplicateClinic, { hospitalId, code: clinicId })).data as boolean | string;
  return data === true || data === 'true';
}
