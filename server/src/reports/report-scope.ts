/**
 * Which camps a caller may report on: the role scoping of activecamp (BEHAVIOUR §4.2) without its end-date
 * filter (§4.6), always inside the caller's hospital (Decision 3). Program Coordinators see every camp of the
 * hospital; Camp Coordinators the camps they created or staff; everyone else the camps they staff.
 */
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { camp, campStaff } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import type { AuthUser } from '../http/access.js';

const PROGRAM_COORDINATOR = 2;
const CAMP_COORDINATOR = 3;

/** A condition on `camp` rows: not deleted, in the caller's hospital, within the caller's role scope. */
export function reportableCampCondition(user: AuthUser, hospitalId: number): SQL {
  const staffed = exists(
    sql`(select 1 from ${campStaff} where ${campStaff.campId} = ${camp.id} and ${campStaff.employeeId} = ${user.userId} and ${campStaff.isRecordDeleted} = false)`,
  );
  const byRole =
    user.roleId === PROGRAM_COORDINATOR
      ? undefined
      : user.roleId === CAMP_COORDINATOR
        ? or(sql`lower(${camp.createdBy}) = ${user.login}`, staffed)
        : staffed;
  return and(eq(camp.hospitalId, hospitalId), eq(camp.isRecordDeleted, false), byRole)!;
}

/** The requested camp ids the caller may see; ids of other hospitals or outside the role scope drop out. */
export async function permittedCampIds(db: DbOrTx, user: AuthUser, hospitalId: number, requested: readonly number[]): Promise<number[]> {
  if (requested.length === 0) return [];
  const rows = await db
    .select({ id: camp.id })
    .from(camp)
    .where(and(inArray(camp.id, [...requested]), reportableCampCondition(user, hospitalId)))
    .orderBy(camp.id);
  return rows.map((r) => r.id);
}
