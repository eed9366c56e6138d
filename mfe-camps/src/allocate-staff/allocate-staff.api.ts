import { call, routes, type StaffByRole } from '@screening/shared';

const groups = (data: unknown): StaffByRole => (data && typeof data === 'object' ? (data as StaffByRole) : {});

/** routes.hospitalStaff: the hospital's active staff by role. */
export async function fetchHospitalStaff(hospitalId: number): Promise<StaffByRole> {
  return groups((await call(routes.hospitalStaff, { hospitalId })).data);
}

/** routes.clinicStaff: the staff already allocated to a clinic, by role. */
export async function fetchCampStaff(campId: number): Promise<StaffByRole> {
  return groups((await call(routes.clinicStaff, { campId })).data);
}
