/**
 * Users (employees) of docs/api.md §3: create and update (createUser), the hospital's user list (getUsers), an
 * employee's record and the caller's own profile update (hospitalemployee).
 *
 * Who may manage users: a role holding the privilege on the user-management menu ('/management', "User Data
 * Management") or on '/Outrich Clinic', the menu the UI gates the User Management buttons on (docs/screens.md §6) —
 * CREATE to create, EDIT to update, VIEW to list or read another user. Anyone signed in may read and update
 * their own profile, and nobody else's.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes, userManagement } from '@screening/domain/api';
import type { Employee, ListedUser, ResetUserPasswordResponse } from '@screening/domain/types';
import { passwordError, USER_ROLE_MESSAGE } from '@screening/domain/validation';
import { checkCredentials } from '../auth/credentials.js';
import { cancelPendingResets } from '../auth/password-reset.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeSessions } from '../auth/sessions.js';
import { employee, hospitalEmployeeMap } from '../db/schema.js';
import { authorize, hospitalScope, requireUser } from '../http/access.js';
import { serve } from '../http/contract-route.js';
import { badRequest, forbidden, notFound, ruleRefusal } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { readProfileFields, readUserFields } from './user-payload.js';
import {
  duplicateConflict,
  employeeRank,
  findDuplicate,
  findHospitalEmployee,
  listUsers,
  roleRank,
  uniqueViolationField,
} from './user-records.js';

/** Runs a save; a unique-index violation (two saves racing past the duplicate check) becomes the same 409. */
async function guardUnique<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const field = uniqueViolationField(error);
    throw field ? duplicateConflict(field) : error;
  }
}

/**
 * Role hierarchy of user management: a user manages only users whose role ranks below her own, and assigns only
 * such roles. Oneself is never among them (same rank), so nobody changes their own role or status here.
 */
export async function assertOutranks(req: FastifyRequest, what: { targetId?: number; roleId?: number }): Promise<void> {
  const caller = requireUser(req);
  const own = (await employeeRank(req.server.db, caller.userId)) ?? 0;
  if (what.targetId !== undefined) {
    if (what.targetId === caller.userId) throw forbidden('OWN_ACCOUNT');
    const target = await employeeRank(req.server.db, what.targetId);
    if (target !== null && target >= own) throw forbidden('USER_RANKS_TOO_HIGH');
  }
  if (what.roleId !== undefined) {
    const rank = await roleRank(req.server.db, what.roleId);
    if (rank === null) throw ruleRefusal(USER_ROLE_MESSAGE, 'employeeRoleMasterId');
    if (rank >= own) throw forbidden('ROLE_RANKS_TOO_HIGH');
  }
}

/** A temporary password a person can read out and type: 3 groups of 4 from an alphabet without look-alikes. */
function temporaryPassword(email: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (;;) {
    const groups = Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
    );
    const candidate = groups.join('-');
    if (passwordError(candidate, email) === null) return candidate;
  }
}

export async function mustFind(app: FastifyInstance, hospitalId: number, id: number): Promise<Employee> {
  const found = await findHospitalEmployee(app.db, hospitalId, id);
  if (!found) throw notFound('USER_NOT_FOUND');
  return found;
}

/** A user's record: one's own always (the profile); another user's with the user-management privilege to read it. */
export async function readableEmployee(req: FastifyRequest, userId: number): Promise<Employee> {
  const hospitalId = hospitalScope(req);
  if (userId !== requireUser(req).userId) await authorize(req, userManagement('VIEW'));
  return mustFind(req.server, hospitalId, userId);
}

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.createUser, async (req, reply) => {
    const hospitalId = hospitalScope(req);
    const caller = requireUser(req);
    const id = req.body.id ?? null;
    const creating = id === null;
    await authorize(req, userManagement(creating ? 'CREATE' : 'EDIT'));

    const fields = readUserFields(req.body, creating);
    if (!creating) await mustFind(app, hospitalId, id);
    await assertOutranks(req, { roleId: fields.roleId, ...(creating ? {} : { targetId: id }) });

    if (creating) {
      // Hashing is slow and stays outside the transaction (with PGlite an open transaction holds the database).
      const passwordHash = await hashPassword(req.body.password ?? '');
      const newId = await guardUnique(() =>
        inTransaction(req, 'CREATE', 'employee', async (tx, audit) => {
          const duplicate = await findDuplicate(tx, fields, null);
          if (duplicate) throw duplicateConflict(duplicate);
          const [row] = await tx
            .insert(employee)
            .values({
              employeeRoleMasterId: fields.roleId,
              name: fields.name,
              email: fields.email,
              phoneNo: fields.phoneNo,
              gender: fields.gender,
              yearsExp: req.body.yearsExp ?? null,
              passwordHash,
              createdBy: caller.login,
            })
            .returning({ id: employee.id });
          // The new user belongs to the caller's hospital, whatever hospitalId list the body carried.
          await tx.insert(hospitalEmployeeMap).values({ employeeId: row.id, hospitalId, createdBy: caller.login });
          audit.entityId = row.id;
          audit.details = { email: fields.email, roleId: fields.roleId, hospitalId };
          return row.id;
        }),
      );
      reply.code(201);
      return mustFind(app, hospitalId, newId);
    }

    const existing = await mustFind(app, hospitalId, id);
    const isRecordDeleted = req.body.isRecordDeleted ?? existing.isRecordDeleted;
    await guardUnique(() =>
      inTransaction(req, 'UPDATE', 'employee', async (tx, audit) => {
        const duplicate = await findDuplicate(tx, fields, id);
        if (duplicate) throw duplicateConflict(duplicate);
        await tx
          .update(employee)
          .set({
            employeeRoleMasterId: fields.roleId,
            name: fields.name,
            email: fields.email,
            phoneNo: fields.phoneNo,
            gender: fields.gender,
            isRecordDeleted,
            lastModifiedBy: caller.login,
            lastModifiedDate: new Date(),
          })
          .where(eq(employee.id, id));
        // A deactivated account's sessions end now; reactivating it must not bring old tokens back.
        const sessionsRevoked = isRecordDeleted ? await revokeSessions(tx, id, 'deactivated', caller.login) : 0;
        audit.entityId = id;
        audit.details = { roleId: fields.roleId, isRecordDeleted, wasRecordDeleted: existing.isRecordDeleted, sessionsRevoked };
      }),
    );
    return mustFind(app, hospitalId, id);
  });

  serve(app, routes.users, async (req): Promise<ListedUser[]> => listUsers(app.db, hospitalScope(req), req.body.search ?? ''));

  serve(app, routes.employee, async (req): Promise<Employee> => readableEmployee(req, req.params.userId));

  serve(app, routes.saveProfile, async (req): Promise<Employee> => {
    const caller = requireUser(req);
    const hospitalId = hospitalScope(req);
    if (req.body.id === null) throw badRequest('FIELD_REQUIRED', { field: 'id' }, 'id');
    if (req.body.id !== caller.userId) throw forbidden('OWN_PROFILE_ONLY');
    // A new password needs the current one (ASVS V2.1.5): a session alone, an unlocked tablet, is not enough. The
    // original client sends none and is told where to change it.
    if (req.body.password) {
      if (!req.body.currentPassword) throw badRequest('CURRENT_PASSWORD_REQUIRED', undefined, 'currentPassword');
      await checkCredentials(req, caller.login, req.body.currentPassword, 'UPDATE_PROFILE', () =>
        badRequest('CURRENT_PASSWORD_WRONG', undefined, 'currentPassword'),
      );
    }
    const fields = readProfileFields(req.body, caller.login);
    // A new password ends every other session of the account (ASVS V3.3.3); the caller's own keeps working.
    const passwordHash = fields.password === null ? null : await hashPassword(fields.password);
    await guardUnique(() =>
      inTransaction(req, 'UPDATE_PROFILE', 'employee', async (tx, audit) => {
        if (await findDuplicate(tx, { phoneNo: fields.phoneNo }, caller.userId)) throw duplicateConflict('phoneNo');
        await tx
          .update(employee)
          .set({
            name: fields.name,
            phoneNo: fields.phoneNo,
            gender: fields.gender,
            ...(passwordHash === null ? {} : { passwordHash }),
            lastModifiedBy: caller.login,
            lastModifiedDate: new Date(),
          })
          .where(eq(employee.id, caller.userId));
        const sessionsRevoked =
          passwordHash === null ? 0 : await revokeSessions(tx, caller.userId, 'password-changed', caller.login, caller.sessionId);
        audit.entityId = caller.userId;
        audit.details = { passwordChanged: passwordHash !== null, sessionsRevoked };
      }),
    );
    return mustFind(app, hospitalId, caller.userId);
  });

  serve(app, routes.userLanguage, async (req) => {
    const caller = requireUser(req);
    const { language } = req.body;
    await inTransaction(req, 'UPDATE_LANGUAGE', 'employee', async (tx, audit) => {
      await tx
        .update(employee)
        .set({ language, lastModifiedBy: caller.login, lastModifiedDate: new Date() })
        .where(eq(employee.id, caller.userId));
      audit.entityId = caller.userId;
      audit.details = { language };
    });
    return { language };
  });

  serve(
    app,
    routes.resetUserPassword,
    // Its answer is a password: never stored as an idempotent answer; a retry sets another one.
    { config: { idempotent: false } },
    async (req): Promise<ResetUserPasswordResponse> => {
      const caller = requireUser(req);
      const target = await mustFind(app, hospitalScope(req), req.body.userId);
      await assertOutranks(req, { targetId: target.id });
      const password = temporaryPassword(target.email);
      const passwordHash = await hashPassword(password);
      await inTransaction(req, 'RESET_BY_MANAGER', 'employee', async (tx, audit) => {
        await tx
          .update(employee)
          .set({ passwordHash, mustChangePassword: true, lastModifiedBy: caller.login, lastModifiedDate: new Date() })
          .where(eq(employee.id, target.id));
        await cancelPendingResets(tx, target.id);
        const sessionsRevoked = await revokeSessions(tx, target.id, 'temporary-password', caller.login);
        audit.entityId = target.id;
        audit.details = { sessionsRevoked };
      });
      return { temporaryPassword: password };
    },
  );
}
