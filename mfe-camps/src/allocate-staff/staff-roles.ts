import type { AllocationRole, ResourceCountKey, StaffByRole, StaffChoice, StaffRole } from '@screening/shared';

/** The five lists of Resource Allocation (SPEC §2): label, the server's role group, the planned count. */
export const STAFF_ROLES: { role: AllocationRole; label: string; group: StaffRole; count: ResourceCountKey }[] = [
  { role: 'programCoordinators', label: 'Program Co-ordinator', group: 'Program Coordinator', count: 'noProgramcordinators' },
  { role: 'campCoordinators', label: 'Outreach Clinic Co-ordinator', group: 'Camp Coordinator', count: 'noCampcordinators' },
  { role: 'socialWorkers', label: 'Social Workers', group: 'Social Worker', count: 'noSocialworkers' },
  { role: 'nurses', label: 'Nurses', group: 'Nurse', count: 'noNurses' },
  { role: 'doctors', label: 'Doctors', group: 'Doctor', count: 'noDoctors' },
];

/** The ids per allocation role of staff grouped by role name (campstaffdetails → preselection). */
export function choiceFromGroups(groups: StaffByRole): StaffChoice {
  return Object.fromEntries(STAFF_ROLES.map(({ role, group }) => [role, (groups[group] ?? []).map((member) => member.id)]));
}
