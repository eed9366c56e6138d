/** Creating an administrator outside the app (the first one of a production database): one audited transaction. */
import { employee, hospitalEmployeeMap } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { runAudited } from '../http/transaction.js';
import { HOSPITAL_ID, ROLE } from '../seed/ids.js';
import { Refusal } from '../storage/refusal.js';
import { findDuplicate, uniqueViolationField } from '../users/user-records.js';

/** created_by and the audit row's login: not a person's account. */
export const ADMIN_CLI_LOGIN = 'admin-cli';

export interface NewAdministrator {
  email: string;
  name: string;
  passwordHash: string;
}

const alreadyExists = (email: string) => new Refusal(`An account with the e-mail ${email} already exists; nothing was changed.`);

/** Inserts the employee with role admin, mapped to the hospital; a Refusal if the e-mail is taken (any case). */
export async function createAdministrator(db: Db, admin: NewAdministrator): Promise<number> {
  try {
    return await runAudited(db, { userId: null, login: ADMIN_CLI_LOGIN }, 'CREATE', 'employee', async (tx, audit) => {
      if ((await findDuplicate(tx, { email: admin.email }, null)) === 'email') throw alreadyExists(admin.email);
      const [row] = await tx
        .insert(employee)
        .values({
          employeeRoleMasterId: ROLE.admin,
          name: admin.name,
          email: admin.email,
          passwordHash: admin.passwordHash,
          createdBy: ADMIN_CLI_LOGIN,
        })
        .returning({ id: employee.id });
      await tx.insert(hospitalEmployeeMap).values({ employeeId: row.id, hospitalId: HOSPITAL_ID, createdBy: ADMIN_CLI_LOGIN });
      audit.entityId = row.id;
      audit.details = { email: admin.email, roleId: ROLE.admin, hospitalId: HOSPITAL_ID, via: 'admin create' };
      return row.id;
    });
  } catch (err) {
    // Another process created the same e-mail between the check and the insert.
    if (uniqueViolationField(err) === 'email') throw alreadyExists(admin.email);
    throw err;
  }
}
