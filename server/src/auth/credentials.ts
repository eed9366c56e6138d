/** The password check of a sign-in, a password change and a profile's password change, behind the sign-in throttle. */
import type { FastifyRequest } from 'fastify';
import { INVALID_CREDENTIALS } from '@screening/domain/types';
import { unauthorized, type HttpError } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { findEmployeeByLogin, normaliseLogin } from './employees.js';
import { checkPassword } from './passwords.js';
import { reserveSignIn } from './throttle.js';

export const INVALID = () => unauthorized(INVALID_CREDENTIALS, 'The e-mail or the password is not correct.');

/**
 * Checks a login and password behind the sign-in throttle: a failure counts as a failed sign-in, is audited under
 * `action` and throws `refusal`. Unknown e-mail and wrong password fail alike, after the same work; an inactive
 * account or a temporary password is only revealed (by the caller) to whoever knows the password.
 */
export async function checkCredentials(
  req: FastifyRequest,
  userName: string,
  password: string,
  action: string,
  refusal: () => HttpError = INVALID,
) {
  const login = normaliseLogin(userName);
  const reservation = await reserveSignIn(
    { db: req.server.db, login, address: req.ip, at: req.server.clock() },
    req.server.appConfig.throttle,
  );
  // Password checking (slow by design) stays outside any transaction: with PGlite an open transaction holds the whole database.
  const account = await findEmployeeByLogin(req.server.db, login);
  const passwordOk = await checkPassword(password, account?.passwordHash);
  if (!account || !passwordOk) {
    await inTransaction(req, action, 'employee', async (_tx, audit) => {
      Object.assign(audit, {
        userId: account?.id ?? null,
        login,
        entityId: account?.id ?? null,
        details: { outcome: 'invalid credentials' },
      });
    });
    throw refusal();
  }
  await reservation.succeeded();
  return { login, account };
}
