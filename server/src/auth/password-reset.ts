/**
 * Password reset with proof of the mailbox (ASVS V2.5). A request keeps the wire of the original client
 * (`forgotPassword {userName, password}`) but changes nothing yet: it stores the new password hashed beside a
 * random single-use token (kept as its SHA-256) and e-mails a link carrying the token. Opening the link
 * (`confirmReset`) sets the password and ends every session of the account. The answer to a request is the same
 * whether or not the e-mail has an account, and costs the same work.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { employee, passwordReset } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { findEmployeeByLogin } from './employees.js';
import { hashPassword } from './passwords.js';
import { revokeSessions } from './sessions.js';

export const RESET_CONFIRMED = 'Your new password is now active. Please sign in with it.';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Any pending reset of the account stops being usable (a newer request, a confirmation, a manager's reset). */
export async function cancelPendingResets(tx: Tx, employeeId: number): Promise<void> {
  await tx
    .update(passwordReset)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordReset.employeeId, employeeId), isNull(passwordReset.usedAt)));
}

function resetMail(appUrl: string, token: string, minutes: number) {
  const link = `${appUrl}/#/reset-password?token=${token}`;
  const text = [
    'Someone (we hope you) asked to change the password of your Screening App account.',
    '',
    `To make the new password active, open this link within ${minutes} minutes:`,
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  return { link, subject: 'Confirm your new Screening App password', text };
}

/** Stores the pending reset and sends its link; resolves the same way whether or not the account exists. */
export async function requestPasswordReset(req: FastifyRequest, login: string, newPassword: string): Promise<void> {
  const { appConfig, mailer } = req.server;
  // Hashing happens for every request, known e-mail or not: the same work, the same time.
  const passwordHash = await hashPassword(newPassword);
  const token = randomBytes(32).toString('base64url');

  const to = await inTransaction(req, 'RESET_REQUEST', 'employee', async (tx, audit) => {
    const account = await findEmployeeByLogin(tx, login);
    const eligible = account !== null && !account.isRecordDeleted;
    Object.assign(audit, {
      userId: account?.id ?? null,
      login,
      entityId: account?.id ?? null,
      details: { outcome: eligible ? 'link sent' : 'no active account' },
    });
    if (!eligible) return null;
    await cancelPendingResets(tx, account.id);
    await tx.insert(passwordReset).values({
      employeeId: account.id,
      tokenHash: tokenHash(token),
      passwordHash,
      expiresAt: sql`now() + make_interval(mins => ${appConfig.resetLinkMinutes})`,
      createdBy: login,
    });
    return account.email;
  });
  if (!to) return;

  const mail = resetMail(appConfig.appUrl, token, appConfig.resetLinkMinutes);
  // Not awaited: the answer must not wait for (or reveal) the mail server. Failures are logged without the address.
  void mailer
    .send({ to, subject: mail.subject, text: mail.text })
    .then(({ file }) => {
      if (mailer.kind === 'outbox')
        req.log.warn({ file }, `No SMTP_URL: the password-reset mail was written to a file. Link: ${mail.link}`);
    })
    .catch((error: NodeJS.ErrnoException) =>
      req.log.error({ code: error.code ?? error.name }, 'The password-reset mail could not be sent'),
    );
}

/** Confirms a reset by its link's token: the pending password becomes the password; every session ends. */
export async function confirmPasswordReset(req: FastifyRequest, token: string): Promise<void> {
  await inTransaction(req, 'RESET_CONFIRM', 'employee', async (tx, audit) => {
    const [pending] = await tx
      .select({ id: passwordReset.id, employeeId: passwordReset.employeeId, passwordHash: passwordReset.passwordHash })
      .from(passwordReset)
      .innerJoin(employee, eq(employee.id, passwordReset.employeeId))
      .where(
        and(
          eq(passwordReset.tokenHash, tokenHash(token)),
          isNull(passwordReset.usedAt),
          gt(passwordReset.expiresAt, sql`now()`),
          eq(employee.isRecordDeleted, false),
        ),
      )
      .for('update', { of: passwordReset })
      .limit(1);
    if (!pending) throw badRequest('RESET_LINK_INVALID', undefined, 'token');
    await tx
      .update(passwordReset)
      .set({ usedAt: sql`now()` })
      .where(eq(passwordReset.id, pending.id));
    await tx
      .update(employee)
      .set({
        passwordHash: pending.passwordHash,
        mustChangePassword: false,
        lastModifiedBy: 'password-reset',
        lastModifiedDate: new Date(),
      })
      .where(eq(employee.id, pending.employeeId));
    const revoked = await revokeSessions(tx, pending.employeeId, 'password-reset', 'password-reset');
    Object.assign(audit, { userId: pending.employeeId, entityId: pending.employeeId, details: { sessionsRevoked: revoked } });
  });
}
