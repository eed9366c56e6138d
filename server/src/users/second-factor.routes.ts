/**
 * A signed-in user's second factor: where she stands (her own, or a colleague's for a user manager), setting one up
 * from her profile and turning it off (her password asked again each time), and a user manager's reset of a
 * colleague's (a lost phone), following rank as every other user-management write does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@screening/domain/api';
import type { SecondFactorEnrolled, SecondFactorSetup, SecondFactorStatus } from '@screening/domain/types';
import { findEmployeeById } from '../auth/employees.js';
import {
  checkOwnPassword,
  confirmSecondFactor,
  disableSecondFactor,
  removeSecondFactor,
  roleRequiresSecondFactor,
  secondFactorStatus,
  startSecondFactorSetup,
} from '../auth/second-factor.js';
import { hospitalScope, requireUser } from '../http/access.js';
import { serve } from '../http/contract-route.js';
import { forbidden, notFound } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { assertOutranks, mustFind, readableEmployee } from './users.routes.js';

/** Its answers are secrets (a TOTP secret, recovery codes): never kept as an idempotent answer to replay. */
const OWN = { config: { idempotent: false } } as const;

/** The caller's own account, read fresh (her role and password hash as they are now). */
async function ownAccount(req: FastifyRequest) {
  const account = await findEmployeeById(req.server.db, requireUser(req).userId);
  if (!account) throw notFound('USER_NOT_FOUND');
  return account;
}

export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.secondFactorStatus, async (req): Promise<SecondFactorStatus> => {
    const user = await readableEmployee(req, req.params.userId);
    return secondFactorStatus(app.db, user.id, user.employeeRoleMasterId);
  });

  serve(app, routes.secondFactorSetup, OWN, async (req): Promise<SecondFactorSetup> => {
    hospitalScope(req);
    return startSecondFactorSetup(req, await ownAccount(req));
  });

  serve(app, routes.secondFactorEnrol, OWN, async (req): Promise<SecondFactorEnrolled> => {
    hospitalScope(req);
    const account = await ownAccount(req);
    await checkOwnPassword(req, account, req.body.password, 'SECOND_FACTOR_ENROL');
    const { recoveryCodes } = await confirmSecondFactor(req, account, req.body.code, 400, async () => undefined);
    return { recoveryCodes };
  });

  serve(app, routes.secondFactorDisable, OWN, async (req): Promise<SecondFactorStatus> => {
    const hospitalId = hospitalScope(req);
    const account = await ownAccount(req);
    if (await roleRequiresSecondFactor(app.db, account.roleId)) throw forbidden('SECOND_FACTOR_REQUIRED_BY_ROLE');
    await checkOwnPassword(req, account, req.body.password, 'SECOND_FACTOR_DISABLE');
    await disableSecondFactor(req, account, req.body.code);
    const user = await mustFind(app, hospitalId, account.id);
    return secondFactorStatus(app.db, user.id, user.employeeRoleMasterId);
  });

  serve(app, routes.resetSecondFactor, async (req): Promise<SecondFactorStatus> => {
    const target = await mustFind(app, hospitalScope(req), req.body.userId);
    await assertOutranks(req, { targetId: target.id });
    await inTransaction(req, 'SECOND_FACTOR_RESET', 'employee', async (tx, audit) => {
      audit.entityId = target.id;
      audit.details = { hadSecondFactor: await removeSecondFactor(tx, target.id) };
    });
    return secondFactorStatus(app.db, target.id, target.employeeRoleMasterId);
  });
}
