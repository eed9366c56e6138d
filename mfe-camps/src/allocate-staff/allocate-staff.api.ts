import { api, type StaffByRole } from '@screening/shared';

const groups = (data: unknown): StaffByRole => (data && typeof data === 'object' ? (data as StaffByRole) : {});

/** GET /curable/hospitalstaffdetails: the hospital's active staff by role. */
export async function fetchHospitalStaff(hospitalId: number): Promise<StaffByRole> {
  return groups((await api.get<StaffByRole>(`/curable/hospitalstaffdetails/${hospitalId}`)).data);
}

/** GET /curable/campstaffdetails: the staff already allocated to a clinic, by role. */
export async function fetchCampStaff(campId: number): Promise<StaffByRole> {
  return groups((await api.get<StaffByRole>(`/curable/campstaffdetails/${campId}`)).data);
}
