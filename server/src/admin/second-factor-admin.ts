/**
 * `pnpm admin second-factor …`: which roles must sign in with a second factor (reference data beside the roles),
 * and IT's reset of an account's second factor (the highest rank has nobody above it to reset hers in the app).
 * Each change is one audited transaction.
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { normaliseLogin } from '../auth/employees.js';
import { removeSecondFactor } from '../auth/second-factor.js';
import { employee, employeeRoleMaster, secondFactor } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { runAudited } from '../http/transaction.js';
import { Refusal } from '../storage/refusal.js';
import { ADMIN_CLI_LOGIN } from './create-admin.js';

export interface RoleRequirement {
  role: string;
  required: boolean;
  /** Active users of the role, and how many of them have a second factor. */
  users: number;
  enrolled: number;
}

export async function listSecondFactorRoles(db: Db): Promise<RoleRequirement[]> {
  const rows = await db
    .select({
      role: employeeRoleMaster.name,
      required: employeeRoleMaster.secondFactorRequired,
      users: count(employee.id),
      enrolled: count(secondFactor.employeeId),
    })
    .from(employeeRoleMaster)
    .leftJoin(employee, and(eq(employee.employeeRoleMasterId, employeeRoleMaster.id), eq(employee.isRecordDeleted, false)))
    .leftJoin(secondFactor, and(eq(secondFactor.employeeId, employee.id), isNotNull(secondFactor.confirmedAt)))
    .where(eq(employeeRoleMaster.isRecordDeleted, false))
    .groupBy(employeeRoleMaster.id)
    .orderBy(sql`${employeeRoleMaster.rank} desc`, employeeRoleMaster.id);
  return rows;
}

/** Requires (or no longer requires) a second factor of a role, named as the app names it (any case). */
export async function setSecondFactorRequired(db: Db, roleName: string, required: boolean): Promise<RoleRequirement> {
  const roles = await listSecondFactorRoles(db);
  const role = roles.find((r) => r.role.toLowerCase() === roleName.trim().toLowerCase());
  if (!role) {
    throw new Refusal(`No role is named "${roleName}"; the roles are: ${roles.map((r) => `"${r.role}"`).join(', ')}.`);
  }
  await runAudited(
    db,
    { userId: null, login: ADMIN_CLI_LOGIN },
    'SECOND_FACTOR_POLICY',
    'employee_role_master',
    async (tx, audit) => {
      const [row] = await tx
        .update(employeeRoleMaster)
        .set({ secondFactorRequired: required, lastModifiedBy: ADMIN_CLI_LOGIN, lastModifiedDate: new Date() })
        .where(sql`lower(${employeeRoleMaster.name}) = ${role.role.toLowerCase()}`)
        .returning({ id: employeeRoleMaster.id });
      audit.entityId = row.id;
      audit.details = { role: role.role, required, was: role.required };
    },
  );
  return { ...role, required };
}

/** Removes an account's second factor (and recovery codes); false when it had none. */
export async function resetSecondFactorOf(db: Db, email: string): Promise<boolean> {
  const [account] = await db
    .select({ id: employee.id })
    .from(employee)
    .where(sql`lower(${employee.email}) = ${normaliseLogin(email)}`);
  if (!account) throw new Refusal(`No account has the e-mail ${email}; nothing was changed.`);
  return runAudited(db, { userId: null, login: ADMIN_CLI_LOGIN }, 'SECOND_FACTOR_RESET', 'employee', async (tx, audit) => {
    const had = await removeSecondFactor(tx, account.id);
    audit.entityId = account.id;
    audit.details = { hadSecondFactor: had, via: 'admin second-factor reset' };
    return had;
  });
}
