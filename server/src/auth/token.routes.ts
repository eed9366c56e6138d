/**
 * Gateway endpoints under /token (no bearer needed): sign-in, password reset, token refresh (BEHAVIOUR §1).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AuthenticateRequest,
  AuthenticateResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  RefreshResponse,
} from '@screening/shared/types';
import { employee } from '../db/schema.js';
import { AUTH_REQUIRED, badRequest, unauthorized, type HttpError } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { findEmployeeById, findEmployeeByLogin, normaliseLogin, type EmployeeAccount } from './employees.js';
import { passwordError } from '@screening/shared/validation';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertWithinLimit, recordAttempt } from './rate-limit.js';
import { bearerToken } from './tokens.js';

const credentialsSchema = {
  type: 'object',
  required: ['userName', 'password'],
  properties: {
    userName: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 256 },
  },
} as const;

const INVALID_USERNAME = () => unauthorized('Invalid username.', 'No account exists for this e-mail address.');
const INACTIVE = () => unauthorized('User inactive.', 'Your login access is inactive. Please contact the admin.');

function signFor(req: FastifyRequest, account: EmployeeAccount): Promise<string> {
  const login = account.email.toLowerCase();
  return req.server.tokens.sign({
    sub: login,
    userName: login,
    userId: account.id,
    roleId: account.roleId,
    hospitalId: account.hospitalId,
  });
}

export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AuthenticateRequest }>('/authenticate', { schema: { body: credentialsSchema } }, async (req) => {
    const login = normaliseLogin(req.body.userName);
    const { authenticateLimit } = req.server.appConfig;
    await assertWithinLimit(req.server.db, login, 'authenticate', authenticateLimit, { failuresOnly: true });

    // Password checking (slow by design) stays outside the transaction: with PGlite an open transaction holds the whole database.
    const account = await findEmployeeByLogin(req.server.db, login);
    let failure: HttpError | null = null;
    if (!account) failure = INVALID_USERNAME();
    else if (account.isRecordDeleted) failure = INACTIVE();
    else if (!(await verifyPassword(req.body.password, account.passwordHash))) {
      failure = unauthorized('Invalid password.', 'The password is not correct.');
    }

    // The attempt and its audit row are committed whatever the outcome; a failure is thrown afterwards.
    await inTransaction(req, 'SIGN_IN', 'employee', async (tx, audit) => {
      await recordAttempt(tx, login, 'authenticate', failure === null);
      Object.assign(audit, {
        userId: account?.id ?? null,
        login,
        entityId: account?.id ?? null,
        details: { outcome: failure ? failure.error : 'success' },
      });
    });
    if (failure || !account) throw failure ?? INVALID_USERNAME();

    const response: AuthenticateResponse = { token: await signFor(req, account), userName: login };
    return response;
  });

  app.post<{ Body: ForgotPasswordRequest }>('/forgotPassword', { schema: { body: credentialsSchema } }, async (req) => {
    const login = normaliseLogin(req.body.userName);
    if (!login) throw badRequest('userName is required.', 'userName');
    const weak = passwordError(req.body.password);
    if (weak) throw badRequest(weak, 'password');
    await assertWithinLimit(req.server.db, login, 'forgotPassword', req.server.appConfig.forgotPasswordLimit, {
      failuresOnly: false,
    });
    const passwordHash = await hashPassword(req.body.password);

    const found = await inTransaction(req, 'RESET_PASSWORD', 'employee', async (tx, audit) => {
      // Exact (case-insensitive) e-mail match, never the original's fuzzy search (Decision 3).
      const account = await findEmployeeByLogin(tx, login);
      await recordAttempt(tx, login, 'forgotPassword', account !== null);
      if (account) {
        await tx
          .update(employee)
          .set({ passwordHash, lastModifiedBy: login, lastModifiedDate: new Date() })
          .where(eq(employee.id, account.id));
      }
      Object.assign(audit, {
        userId: account?.id ?? null,
        login,
        entityId: account?.id ?? null,
        details: { outcome: account ? 'success' : 'Invalid username.' },
      });
      return account !== null;
    });

    if (!found) throw INVALID_USERNAME();
    const response: ForgotPasswordResponse = { message: '', status: 2 };
    return response;
  });

  app.post('/refresh', async (req) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized(AUTH_REQUIRED, 'A bearer token is required.');
    const claims = await req.server.tokens.verify(token);
    if (!claims) throw unauthorized(AUTH_REQUIRED, 'The token is invalid or has expired. Please sign in again.');
    // Re-read the account so a deactivated user, or a changed role or hospital, is reflected at once.
    const account = await findEmployeeById(req.server.db, claims.userId);
    if (!account) throw INVALID_USERNAME();
    if (account.isRecordDeleted) throw INACTIVE();
    const response: RefreshResponse = { token: await signFor(req, account) };
    return response;
  });
}
