/** Reads of the signed-in employee: by login for sign-in, by id for every authenticated call. */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Gender } from '@screening/domain/types';
import { authSession, employee, employeeRoleMaster, hospital, hospitalEmployeeMap } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export interface EmployeeAccount {
  id: number;
  email: string;
  name: string;
  gender: Gender | null;
  phoneNo: string | null;
  keycloakUserId: string | null;
  passwordHash: string | null;
  /** A temporary password (set by a user manager) must be replaced before a session starts. */
  mustChangePassword: boolean;
  isRecordDeleted: boolean;
  roleId: number;
  roleName: string;
  /** The employee's first hospital mapping ("the" hospital, docs/api.md §1.4), null when unmapped. */
  hospitalId: number | null;
  tenantName: string | null;
  language: string | null;
}

/** Logins are e-mails compared case-insensitively (the unique index is on lower(email)). */
export const normaliseLogin = (login: string): string => login.trim().toLowerCase();

/** The read of one account by `where`, with whether `sessionId`'s session is live (false when none is given). */
function selectAccount(db: DbOrTx, where: SQL, sessionId?: string | Placeholder) {
  const firstHospitalId = sql`(
    select ${hospitalEmployeeMap.hospitalId} from ${hospitalEmployeeMap}
    where ${hospitalEmployeeMap.employeeId} = ${employee.id} and ${hospitalEmployeeMap.isRecordDeleted} = false
    order by ${hospitalEmployeeMap.id} limit 1)`;
  return db
    .select({
      id: employee.id,
      email: employee.email,
      name: employee.name,
      gender: employee.gender,
      phoneNo: employee.phoneNo,
      keycloakUserId: employee.keycloakUserId,
      passwordHash: employee.passwordHash,
      mustChangePassword: employee.mustChangePassword,
      isRecordDeleted: employee.isRecordDeleted,
      roleId: employeeRoleMaster.id,
      roleName: employeeRoleMaster.name,
      hospitalId: hospital.id,
      tenantName: hospital.name,
      language: employee.language,
      sessionLive: sessionId === undefined ? sql<boolean>`false` : liveSession(sessionId),
    })
    .from(employee)
    .innerJoin(employeeRoleMaster, eq(employeeRoleMaster.id, employee.employeeRoleMasterId))
    .leftJoin(hospital, and(eq(hospital.id, firstHospitalId), eq(hospital.isRecordDeleted, false)))
    .where(where)
    .limit(1);
}

type AccountRead = EmployeeAccount & { sessionLive: boolean };

async function findOne(db: DbOrTx, where: SQL): Promise<AccountRead | null> {
  const rows = await selectAccount(db, where);
  return rows[0] ?? null;
}

export const findEmployeeByLogin = (db: DbOrTx, login: string) =>
  findOne(db, sql`lower(${employee.email}) = ${normaliseLogin(login)}`);

export const findEmployeeById = (db: DbOrTx, id: number) => findOne(db, eq(employee.id, id));

/** Whether the session belongs to the employee, is not revoked and has not reached its absolute end. */
const liveSession = (sessionId: string | Placeholder) => sql<boolean>`exists (
    select 1 from ${authSession} where ${authSession.id} = ${sessionId} and ${authSession.employeeId} = ${employee.id}
    and ${authSession.revokedAt} is null and ${authSession.expiresAt} > now())`;

/**
 * The caller's read, prepared once per database handle: every authenticated call runs it, so each pooled connection
 * parses it once, and PostgreSQL plans it once it has seen it a few times (a lookup by key, one plan for all), rather
 * than on every call.
 */
const prepareCaller = (db: DbOrTx) =>
  selectAccount(db, eq(employee.id, sql.placeholder('employeeId')), sql.placeholder('sessionId')).prepare('caller');
const callerReads = new WeakMap<DbOrTx, ReturnType<typeof prepareCaller>>();

/**
 * The caller of an authenticated call and whether the token's session is still live, in one query: every /api call
 * reads both, fresh (a sign-out, password change or deactivation takes effect on the next call).
 */
export async function findCaller(db: DbOrTx, employeeId: number, sessionId: string): Promise<AccountRead | null> {
  let read = callerReads.get(db);
  if (read === undefined) callerReads.set(db, (read = prepareCaller(db)));
  const rows = await read.execute({ employeeId, sessionId });
  return rows[0] ?? null;
}
