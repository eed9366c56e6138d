/**
 * Staff lists of docs/api.md §4.3/§4.4: grouped by role description, each group sorted by trimmed, lower-cased
 * name. Only active employees of the hospital (REC: the original listed inactive ones too), so a deactivated
 * employee is neither offered nor preselected, and cannot be allocated (the save checks the same).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StaffMember } from '@screening/domain/types';
import { camp, campStaff, employee, employeeRoleMaster, hospitalEmployeeMap } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { ROLE } from '../seed/ids.js';

export interface StaffRow {
  id: number;
  name: string;
  roleId: number;
  role: string;
}

const staffColumns = {
  id: employee.id,
  name: employee.name,
  roleId: employeeRoleMaster.id,
  role: employeeRoleMaster.description,
};

/** Active employees mapped to the hospital, optionally narrowed (to a camp's staff, to given ids). */
function activeStaffOf(db: DbOrTx, hospitalId: number, narrow?: SQL) {
  return db
    .select(staffColumns)
    .from(employee)
    .innerJoin(employeeRoleMaster, eq(employeeRoleMaster.id, employee.employeeRoleMasterId))
    .innerJoin(
      hospitalEmployeeMap,
      and(
        eq(hospitalEmployeeMap.employeeId, employee.id),
        eq(hospitalEmployeeMap.hospitalId, hospitalId),
        eq(hospitalEmployeeMap.isRecordDeleted, false),
      ),
    )
    .where(and(eq(employee.isRecordDeleted, false), narrow))
    .orderBy(asc(sql`lower(trim(${employee.name}))`), asc(employee.id));
}

/** Staff grouped by role name; `creatorId` (a clinic's creating Camp Coordinator) is marked as such. */
export function groupByRole(rows: readonly StaffRow[], creatorId: number | null = null): Record<string, StaffMember[]> {
  const groups: Record<string, StaffMember[]> = {};
  for (const row of rows) {
    (groups[row.role] ??= []).push({
      id: row.id,
      name: row.name,
      role: row.role,
      employeeRoleMasterId: row.roleId,
      yearsExp: null,
      phoneNo: null,
      gender: null,
      email: null,
      keycloakUserId: null,
      hospitalId: null,
      password: null,
      isRecordDeleted: null,
      ...(row.id === creatorId ? { clinicCreator: true as const } : {}),
    });
  }
  return groups;
}

export const hospitalStaff = (db: DbOrTx, hospitalId: number): Promise<StaffRow[]> => activeStaffOf(db, hospitalId);

export const campStaffOf = (db: DbOrTx, hospitalId: number, campId: number): Promise<StaffRow[]> =>
  activeStaffOf(
    db,
    hospitalId,
    sql`exists (select 1 from ${campStaff} where ${campStaff.campId} = ${campId} and ${campStaff.employeeId} = ${employee.id} and ${campStaff.isRecordDeleted} = false)`,
  );

/** The given employees that may be allocated: active and of the hospital. */
export const allocatableStaff = (db: DbOrTx, hospitalId: number, ids: readonly number[]): Promise<StaffRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : activeStaffOf(db, hospitalId, inArray(employee.id, [...ids]));

/**
 * The Camp Coordinator who created the clinic, while she is an active Camp Coordinator of the hospital (the clinic
 * keeps its creator's login): she stays on its staff whatever an edit sends, outside its plan (docs/api.md §4.1).
 */
export async function clinicCreatorId(db: DbOrTx, hospitalId: number, campId: number): Promise<number | null> {
  const [creator] = await activeStaffOf(
    db,
    hospitalId,
    and(
      eq(employee.employeeRoleMasterId, ROLE.campCoordinator),
      sql`lower(${employee.email}) = (select lower(${camp.createdBy}) from ${camp} where ${camp.id} = ${campId})`,
    ),
  );
  return creator?.id ?? null;
}
