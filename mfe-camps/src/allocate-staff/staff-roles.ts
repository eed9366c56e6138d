import type { AllocationRole, ResourceCountKey, StaffByRole, StaffChoice, StaffRole } from '@screening/shared';

/**
 * The five lists of Resource Allocation (docs/screens.md §2): the role (its label is the catalogue's `role.<role>`), the
 * server's role group, the planned count.
 */
export const STAFF_ROLES: { role: AllocationRole; group: StaffRole; count: ResourceCountKey }[] = [
  { role: 'programCoordinators', group: 'Program Coordinator', count: 'noProgramcordinators' },
  { role: 'campCoordinators', group: 'Camp Coordinator', count: 'noCampcordinators' },
  { role: 'socialWorkers', group: 'Social Worker', count: 'noSocialworkers' },
  { role: 'nurses', group: 'Nurse', count: 'noNurses' },
  { role: 'doctors', group: 'Doctor', count: 'noDoctors' },
];

/**
 * The ids per allocation role of staff grouped by role name (campstaffdetails → preselection); the clinic's creating
 * Camp Coordinator is not a choice (clinicCreatorOf).
 */
export function choiceFromGroups(groups: StaffByRole): StaffChoice {
  return Object.fromEntries(
    STAFF_ROLES.map(({ role, group }) => [
      role,
      (groups[group] ?? []).filter((member) => !member.clinicCreator).map((member) => member.id),
    ]),
  );
}

/** The Camp Coordinator who created the clinic, on its staff apart from its plan (the server keeps her). */
export function clinicCreatorOf(groups: StaffByRole): { id: number; name: string } | null {
  const creator = (groups['Camp Coordinator'] ?? []).find((member) => member.clinicCreator);
  return creator ? { id: creator.id, name: creator.name } : null;
}

/** The role id of a Camp Coordinator (the original's fixed role ids): she stays on the staff of a clinic she creates. */
export const CAMP_COORDINATOR_ROLE_ID = 3;
