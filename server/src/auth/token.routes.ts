/**
 * Gateway endpoints under /token (no bearer needed but for refresh and logout): sign-in, password reset by the
 * holder of the e-mailed link, a password change with the current password, token refresh and sign-out (docs/api.md §1, with the
 * safe behaviour of the account-security decisions in docs/security.md).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_REQUIRED, routes, USER_INACTIVE } from '@screening/domain/api';
import { PASSWORD_CHANGE_REQUIRED, type AuthenticateResponse, type ForgotPasswordResponse } from '@screening/domain/types';
import { passwordError } from '@screening/domain/validation';
import { employee } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { serve } from '../http/contract-route.js';
import { badRequest, forbidden, HttpError, ruleRefusal, unauthorized } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { checkCredentials } from './credentials.js';
import { findEmployeeById, normaliseLogin, type EmployeeAccount } from './employees.js';
import { cancelPendingResets, confirmPasswordReset, RESET_CONFIRMED, requestPasswordReset } from './password-reset.js';
import { hashPassword } from './passwords.js';
import { passSecondFactor } from './second-factor.js';
import { createSession, findActiveSession, revokeSession, revokeSessions, type ActiveSession } from './sessions.js';
import { reserveResetRequest } from './throttle.js';
import { bearerToken } from './tokens.js';

export const INACTIVE = () => unauthorized(USER_INACTIVE, 'Your login access is inactive. Please contact the admin.');
export const MUST_CHANGE = () =>
  new HttpError(403, PASSWORD_CHANGE_REQUIRED, 'Your password was reset by a user manager. Choose a new password to continue.');
/** The password was right, but her role requires a second factor she has not set up: /token/secondFactor/setup. */
const ENROLMENT_REQUIRED = () => forbidden('SECOND_FACTOR_ENROLMENT_REQUIRED');
const SESSION_ENDED = () => unauthorized(AUTH_REQUIRED, 'The session has ended. Please sign in again.');

/** A token of the session, with the account's ids as the database knows them now. */
function signFor(req: FastifyRequest, account: EmployeeAccount, session: ActiveSession): Promise<string> {
  const login = account.email.toLowerCase();
  return req.server.tokens.sign(
    { sub: login, userName: login, userId: account.id, roleId: account.roleId, hospitalId: account.hospitalId, sid: session.id },
    session.expiresAt,
  );
}

/** Opens a session (inside the caller's transaction) and signs its first token. */
export async function startSession(req: FastifyRequest, tx: Tx, account: EmployeeAccount): Promise<AuthenticateResponse> {
  const login = account.email.toLowerCase();
  const session = await createSession(tx, account.id, req.server.appConfig.sessionMaxSeconds, login);
  return { token: await signFor(req, account, session), userName: login };
}

export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.authenticate, async (req) => {
    const { login, account } = await checkCredentials(req, req.body.userName, req.body.password, 'SIGN_IN');
    const first = account.isRecordDeleted ? INACTIVE() : account.mustChangePassword ? MUST_CHANGE() : null;
    const secondFactor = first ? 'none' : await passSecondFactor(req, account, req.body.code, 'SIGN_IN');
    const refusal = first ?? (secondFactor === 'enrolment required' ? ENROLMENT_REQUIRED() : null);
    const response = await inTransaction(req, 'SIGN_IN', 'employee', async (tx, audit) => {
      Object.assign(audit, {
        userId: account.id,
        login,
        entityId: account.id,
        details: { outcome: refusal ? refusal.error : 'success', ...(secondFactor === 'none' ? {} : { secondFactor }) },
      });
      return refusal ? null : startSession(req, tx, account);
    });
    if (!response) throw refusal;
    return response;
  });

  serve(app, routes.changePassword, async (req) => {
    const { userName, password, newPassword } = req.body;
    if (newPassword === password) throw badRequest('PASSWORD_UNCHANGED', undefined, 'newPassword');
    // The current password first: an unknown e-mail and a wrong password are refused alike, and counted.
    const { login, account } = await checkCredentials(req, userName, password, 'CHANGE_PASSWORD', () =>
      badRequest('CURRENT_PASSWORD_WRONG', undefined, 'password'),
    );
    if (account.isRecordDeleted) throw INACTIVE();
    const weak = passwordError(newPassword, login);
    if (weak) throw ruleRefusal(weak, 'newPassword');
    // A factor is proven before the change (after the policy, so a weak password spends no code); one her role
    // requires but she lacks is set up with the new password.
    const secondFactor = await passSecondFactor(req, account, req.body.code, 'CHANGE_PASSWORD');
    const passwordHash = await hashPassword(newPassword);
    const response = await inTransaction(req, 'CHANGE_PASSWORD', 'employee', async (tx, audit) => {
      await tx
        .update(employee)
        .set({ passwordHash, mustChangePassword: false, lastModifiedBy: login, lastModifiedDate: new Date() })
        .where(eq(employee.id, account.id));
      await cancelPendingResets(tx, account.id);
      const revoked = await revokeSessions(tx, account.id, 'password-changed', login);
      Object.assign(audit, {
        userId: account.id,
        login,
        entityId: account.id,
        details: { sessionsRevoked: revoked, secondFactor },
      });
      return secondFactor === 'enrolment required' ? null : startSession(req, tx, account);
    });
    if (!response) throw ENROLMENT_REQUIRED();
    return response;
  });

  serve(app, routes.forgotPassword, async (req) => {
    const login = normaliseLogin(req.body.userName);
    if (!login) throw badRequest('FIELD_REQUIRED', { field: 'userName' }, 'userName');
    await reserveResetRequest(
      { db: req.server.db, login, address: req.ip, at: req.server.clock() },
      req.server.appConfig.throttle,
    );
    // A password sent with the request (the original client's) is ignored: the link's holder chooses one.
    await requestPasswordReset(req, login, req.body.language);
    // The original client reads a truthy body as success; the same answer whether or not the account exists.
    const response: ForgotPasswordResponse = { message: '', status: 2 };
    return response;
  });

  serve(app, routes.confirmReset, async (req) => {
    await confirmPasswordReset(req, req.body.token, req.body.newPassword);
    return { message: RESET_CONFIRMED };
  });

  serve(app, routes.refresh, async (req) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized(AUTH_REQUIRED, 'A bearer token is required.');
    const claims = await req.server.tokens.verify(token);
    if (!claims) throw unauthorized(AUTH_REQUIRED, 'The token is invalid or has expired. Please sign in again.');
    // The session keeps its sign-in time: a refresh never carries it past its absolute end.
    const session = await findActiveSession(req.server.db, claims.sid, claims.userId);
    if (!session) throw SESSION_ENDED();
    // Re-read the account so a deactivated user, or a changed role or hospital, is reflected at once.
    const account = await findEmployeeById(req.server.db, claims.userId);
    if (!account) throw SESSION_ENDED();
    if (account.isRecordDeleted) throw INACTIVE();
    return { token: await signFor(req, account, session) };
  });

  /** Sign-out ends the session server-side; idempotent, and silent about tokens that are already invalid. */
  serve(app, routes.logout, async (req, reply) => {
    const token = bearerToken(req.headers.authorization);
    const claims = token ? await req.server.tokens.verify(token) : null;
    if (claims) {
      await inTransaction(req, 'SIGN_OUT', 'employee', async (tx, audit) => {
        const ended = await revokeSession(tx, claims.sid, claims.userId, claims.sub);
        Object.assign(audit, { userId: claims.userId, login: claims.sub, entityId: claims.userId, details: { ended } });
      });
    }
    return reply.code(204).send();
  });
}
