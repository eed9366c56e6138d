/**
 * Users (employees) of BEHAVIOUR §3: create and update (createUser), the hospital's user list (getUsers), an
 * employee's record and the caller's own profile update (hospitalemployee).
 *
 * Who may manage users: a role holding the privilege on the user-management menu ('/management', "User Data
 * Management") or on '/Outrich Clinic', the menu the UI gates the User Management buttons on (SPEC §6) —
 * CREATE to create, EDIT to update, VIEW to list or read another user. Anyone signed in may read and update
 * their own profile, and nobody else's.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Employee, GetUsersRequest, ListedUser, Privilege } from '@screening/shared/types';
import { USER_ROLE_MESSAGE } from '@screening/shared/validation';
import { hashPassword } from '../auth/passwords.js';
import { employee, hospitalEmployeeMap } from '../db/schema.js';
import { authorize, hospitalScope, requireUser, type AccessRule } from '../http/access.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { idParams } from '../http/schemas.js';
import { inTransaction } from '../http/transaction.js';
import {
  readProfileFields,
  readUserFields,
  profilePayloadSchema,
  userPayloadSchema,
  type ProfilePayloadBody,
  type UserPayloadBody,
} from './user-payload.js';
import { duplicateConflict, findDuplicate, findHospitalEmployee, listUsers, roleExists, uniqueViolationField } from './user-records.js';

const USER_MANAGEMENT_MENUS = ['/management', '/Outrich Clinic'];
const userManagement = (...privileges: Privilege[]): AccessRule[] =>
  privileges.flatMap((privilege) => USER_MANAGEMENT_MENUS.map((url) => ({ url, privilege })));

const NO_SUCH_USER = 'No user with this id exists in your hospital.';

/** Runs a save; a unique-index violation (two saves racing past the duplicate check) becomes the same 409. */
async function guardUnique<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const field = uniqueViolationField(error);
    throw field ? duplicateConflict(field) : error;
  }
}

async function mustFind(app: FastifyInstance, hospitalId: number, id: number): Promise<Employee> {
  const found = await findHospitalEmployee(app.db, hospitalId, id);
  if (!found) throw notFound(NO_SUCH_USER);
  return found;
}

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: UserPayloadBody }>(
    '/createUser',
    {
      // The route admits either privilege; the handler then asks for the one the body needs.
      config: { access: { anyOf: userManagement('CREATE', 'EDIT') } },
      schema: { body: userPayloadSchema },
    },
    async (req, reply: FastifyReply) => {
      const hospitalId = hospitalScope(req);
      const caller = requireUser(req);
      const id = req.body.id ?? null;
      const creating = id === null;
      await authorize(req, userManagement(creating ? 'CREATE' : 'EDIT'));

      const fields = readUserFields(req.body, creating);
      if (!(await roleExists(app.db, fields.roleId))) throw badRequest(USER_ROLE_MESSAGE, 'employeeRoleMasterId');

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
        return reply.code(201).send(await mustFind(app, hospitalId, newId));
      }

      const existing = await mustFind(app, hospitalId, id);
      const isRecordDeleted = req.body.isRecordDeleted ?? existing.isRecordDeleted;
      if (id === caller.userId && isRecordDeleted) {
        throw badRequest('You cannot set your own account Inactive.', 'isRecordDeleted');
      }
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
          audit.entityId = id;
          audit.details = { roleId: fields.roleId, isRecordDeleted, wasRecordDeleted: existing.isRecordDeleted };
        }),
      );
      return mustFind(app, hospitalId, id);
    },
  );

  app.post<{ Body: Partial<GetUsersRequest> }>(
    '/getUsers',
    {
      config: { access: { anyOf: userManagement('VIEW') } },
      // hospitalId is accepted for the wire but the caller's hospital is used.
      schema: { body: { type: 'object', properties: { search: { type: ['null', 'string'], maxLength: 200 } } } },
    },
    async (req): Promise<ListedUser[]> => listUsers(app.db, hospitalScope(req), req.body.search ?? ''),
  );

  app.get<{ Params: { userId: number } }>(
    '/hospitalemployee/:userId',
    { config: { access: 'authenticated' }, schema: { params: idParams('userId') } },
    async (req): Promise<Employee> => {
      const hospitalId = hospitalScope(req);
      // One's own record is always readable (the profile); another user's needs the user-management privilege.
      if (req.params.userId !== requireUser(req).userId) await authorize(req, userManagement('VIEW'));
      return mustFind(app, hospitalId, req.params.userId);
    },
  );

  app.post<{ Body: ProfilePayloadBody }>(
    '/hospitalemployee',
    { config: { access: 'authenticated' }, schema: { body: profilePayloadSchema } },
    async (req): Promise<Employee> => {
      const caller = requireUser(req);
      const hospitalId = hospitalScope(req);
      if (req.body.id === null) throw badRequest('id is required.', 'id');
      if (req.body.id !== caller.userId) throw forbidden('You may only update your own profile.');
      const fields = readProfileFields(req.body);
      // A new password takes effect at the next sign-in; the current session (token) keeps working.
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
          audit.entityId = caller.userId;
          audit.details = { passwordChanged: passwordHash !== null };
        }),
      );
      return mustFind(app, hospitalId, caller.userId);
    },
  );
}
