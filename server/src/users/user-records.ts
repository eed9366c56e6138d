/**
 * Employee reads and duplicate checks of the users area (docs/api.md §3). Every read is scoped to one hospital:
 * the caller's, taken from the token, never from the request body.
 */
import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Employee, ListedUser } from '@screening/domain/types';
import type { ApiErrorCode } from '@screening/domain/api';
import { employee, employeeRoleMaster, hospitalEmployeeMap } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { conflict, type HttpError } from '../http/errors.js';

/** The employee has a live mapping to the hospital (an employee may be mapped to several). */
function mappedTo(hospitalId: number): SQL {
  return sql`exists (select 1 from ${hospitalEmployeeMap}
    where ${hospitalEmployeeMap.employeeId} = ${employee.id}
      and ${hospitalEmployeeMap.hospitalId} = ${hospitalId}
      and ${hospitalEmployeeMap.isRecordDeleted} = false)`;
}

/** A case-insensitive substring pattern; the user's %, _ and \ match themselves. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** POST /getUsers: active and inactive users of the hospital whose name or e-mail contains `search`. */
export async function listUsers(db: DbOrTx, hospitalId: number, search: string): Promise<ListedUser[]> {
  const text = search.trim();
  const matches = text
    ? or(ilike(employee.name, containsPattern(text)), ilike(employee.email, containsPattern(text)))
    : undefined;
  const rows = await db
    .select({
      userId: employee.id,
      userName: employee.name,
      email: employee.email,
      roleName: employeeRoleMaster.name,
      roleId: employeeRoleMaster.id,
      isRecordDeleted: employee.isRecordDeleted,
      gender: employee.gender,
      phoneNo: employee.phoneNo,
      keycloakUserId: employee.keycloakUserId,
    })
    .from(employee)
    .innerJoin(employeeRoleMaster, eq(employeeRoleMaster.id, employee.employeeRoleMasterId))
    .where(and(mappedTo(hospitalId), matches))
    .orderBy(sql`lower(${employee.name})`, asc(employee.id));
  return rows.map((row) => ({ ...row, customMenuDTOs: null, message: null, hospitalId: null, tenantName: null }));
}

/** GET /hospitalemployee/{id}: the employee if mapped to the hospital, else null. The password is never returned. */
export async function findHospitalEmployee(db: DbOrTx, hospitalId: number, id: number): Promise<Employee | null> {
  const [row] = await db
    .select({
      id: employee.id,
      employeeRoleMasterId: employee.employeeRoleMasterId,
      name: employee.name,
      yearsExp: employee.yearsExp,
      phoneNo: employee.phoneNo,
      gender: employee.gender,
      email: employee.email,
      role: employeeRoleMaster.name,
      keycloakUserId: employee.keycloakUserId,
      isRecordDeleted: employee.isRecordDeleted,
    })
    .from(employee)
    .innerJoin(employeeRoleMaster, eq(employeeRoleMaster.id, employee.employeeRoleMasterId))
    .where(and(eq(employee.id, id), mappedTo(hospitalId)))
    .limit(1);
  return row ? { ...row, hospitalId: null, password: null } : null;
}

export type UniqueField = 'email' | 'phoneNo';

const DUPLICATE_CODES = { email: 'EMAIL_TAKEN', phoneNo: 'MOBILE_TAKEN' } as const satisfies Record<UniqueField, ApiErrorCode>;

/** 409 whose message names the field, as the UI expects (/email/i, /phone|mobile/i). */
export const duplicateConflict = (field: UniqueField): HttpError => conflict(DUPLICATE_CODES[field], undefined, field);

/**
 * The first of e-mail and mobile number that another account (of any hospital: logins are global) already uses.
 * E-mails compare case-insensitively, as logins do.
 */
export async function findDuplicate(
  db: DbOrTx,
  values: { email?: string; phoneNo?: string },
  exceptId: number | null,
): Promise<UniqueField | null> {
  const others = exceptId === null ? undefined : ne(employee.id, exceptId);
  const taken = async (where: SQL) =>
    (await db.select({ id: employee.id }).from(employee).where(and(where, others)).limit(1)).length > 0;
  if (values.email !== undefined && (await taken(sql`lower(${employee.email}) = ${values.email.toLowerCase()}`))) return 'email';
  if (values.phoneNo !== undefined && (await taken(eq(employee.phoneNo, values.phoneNo)))) return 'phoneNo';
  return null;
}

const UNIQUE_INDEXES: Record<string, UniqueField> = { employee_email_lower_uq: 'email', employee_phone_no_uq: 'phoneNo' };

/** The field of a unique-index violation on employee (two saves racing past findDuplicate), else null. */
export function uniqueViolationField(error: unknown): UniqueField | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    const name =
      typeof constraint === 'string' ? constraint : Object.keys(UNIQUE_INDEXES).find((n) => String(message).includes(n));
    if (name && UNIQUE_INDEXES[name]) return UNIQUE_INDEXES[name];
  }
  return null;
}

/** The rank of a role (employee_role_master.rank), or null for an unknown or deleted role. */
export async function roleRank(db: DbOrTx, roleId: number): Promise<number | null> {
  const [row] = await db
    .select({ rank: employeeRoleMaster.rank })
    .from(employeeRoleMaster)
    .where(and(eq(employeeRoleMaster.id, roleId), eq(employeeRoleMaster.isRecordDeleted, false)))
    .limit(1);
  return row?.rank ?? null;
}

/** The rank of an employee's current role. */
export async function employeeRank(db: DbOrTx, employeeId: number): Promise<number | null> {
  const [row] = await db
    .select({ rank: employeeRoleMaster.rank })
    .from(employee)
    .innerJoin(employeeRoleMaster, eq(employeeRoleMaster.id, employee.employeeRoleMasterId))
    .where(eq(employee.id, employeeId))
    .limit(1);
  return row?.rank ?? null;
}
