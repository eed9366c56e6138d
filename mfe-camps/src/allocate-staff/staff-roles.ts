import type { AllocationRole, ResourceCountKey, StaffByRole, StaffChoice, StaffRole } from '@screening/shared';

/**
 * The five lists of Resource Allocation (SPEC §2): the role (its label is the catalogue's `role.<role>`), the
 * server's role group, the planned count.
 */
export const STAFF_ROLES: { role: AllocationRole; group: StaffRole; count: ResourceCountKey }[] = [
  { role: 'programCoordinators', group: 'Program Coordinator', count: 'noProgramcordinators' },
  { role: 'campCoordinators', group: 'Camp Coordinator', count: 'noCampcordinators' },
  { role: 'socialWorkers', group: 'Social Worker', count: 'noSocialworkers' },
  { role: 'nurses', group: 'Nurse', count: 'noNurses' },
  { role: 'doctors', group: 'Doctor', count: 'noDoctors' },
];

/** The ids per allocation role of staff grouped by role name (campstaffdetails → preselection). */
export function choiceFromGroups(groups: StaffByRole): StaffChoice {
  return Object.fromEntries(STAFF_ROLES.map(({ role, group }) => [role, (groups[group] ?? []).map((member) => member.id)]));
}
