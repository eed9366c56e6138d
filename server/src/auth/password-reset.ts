/**
 * Password reset with proof of the mailbox (ASVS V2.5): whoever holds the e-mailed link chooses the new password.
 * A request (`forgotPassword`, the original client's wire `{userName, password}`) never carries one: a password sent
 * with it is ignored. It stores a random single-use token (kept as its SHA-256; one pending per account, 30 minutes)
 * and mails a link carrying it. The link's page sends the token with the new password (`confirmReset`), which sets
 * it and ends every session of the account. The answer to a request is the same whether or not the e-mail has an
 * account.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LANGUAGE_CODES } from '@screening/domain/api';
import { passwordError } from '@screening/domain/validation';
import { employee, passwordReset } from '../db/schema.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { badRequest, ruleRefusal } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { mailText } from '../mail/catalogue.js';
import { findEmployeeByLogin } from './employees.js';
import { hashPassword } from './passwords.js';
import { revokeSessions } from './sessions.js';

export const RESET_CONFIRMED = 'Your new password is now active. Please sign in with it.';

export type MailLanguage = (typeof LANGUAGE_CODES)[number];

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Any pending reset of the account stops being usable (a newer request, a confirmation, a manager's reset). */
export async function cancelPendingResets(tx: Tx, employeeId: number): Promise<void> {
  await tx
    .update(passwordReset)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordReset.employeeId, employeeId), isNull(passwordReset.usedAt)));
}

/** The link names the account's e-mail too: its page checks the new password against it as she types. */
function resetMail(appUrl: string, email: string, token: string, minutes: number, language: MailLanguage) {
  const link = `${appUrl}/#/reset-password?email=${encodeURIComponent(email)}&token=${token}`;
  const text = [
    mailText(language, 'reset.intro'),
    '',
    mailText(language, 'reset.action', { minutes }),
    link,
    '',
    mailText(language, 'reset.ignore'),
  ].join('\n');
  return { link, subject: mailText(language, 'reset.subject'), text };
}

/**
 * Stores a pending reset and mails its link, in the language asked for (the screen's), else the account's; resolves
 * the same way whether or not the account exists.
 */
export async function requestPasswordReset(req: FastifyRequest, login: string, language?: MailLanguage): Promise<void> {
  const { appConfig, mailer } = req.server;
  const token = randomBytes(32).toString('base64url');

  const account = await inTransaction(req, 'RESET_REQUEST', 'employee', async (tx, audit) => {
    const found = await findEmployeeByLogin(tx, login);
    const eligible = found !== null && !found.isRecordDeleted;
    Object.assign(audit, {
      userId: found?.id ?? null,
      login,
      entityId: found?.id ?? null,
      details: { outcome: eligible ? 'link sent' : 'no active account' },
    });
    if (!eligible) return null;
    await cancelPendingResets(tx, found.id);
    await tx.insert(passwordReset).values({
      employeeId: found.id,
      tokenHash: tokenHash(token),
      expiresAt: sql`now() + make_interval(mins => ${appConfig.resetLinkMinutes})`,
      createdBy: login,
    });
    return found;
  });
  if (!account) return;

  const mail = resetMail(
    appConfig.appUrl,
    account.email,
    token,
    appConfig.resetLinkMinutes,
    language ?? (account.language === 'ta' ? 'ta' : 'en'),
  );
  // Not awaited: the answer must not wait for (or reveal) the mail server. Failures are logged without the address.
  void mailer
    .send({ to: account.email, subject: mail.subject, text: mail.text })
    .then(({ file }) => {
      if (mailer.kind === 'outbox')
        req.log.warn({ file }, `No SMTP_URL: the password-reset mail was written to a file. Link: ${mail.link}`);
    })
    .catch((error: NodeJS.ErrnoException) =>
      req.log.error({ code: error.code ?? error.name }, 'The password-reset mail could not be sent'),
    );
}

/** The pending reset of a link's token, with its account's e-mail; null when the link is unknown, used or expired. */
async function pendingReset(db: DbOrTx, token: string, lock: boolean) {
  const query = db
    .select({ id: passwordReset.id, employeeId: passwordReset.employeeId, email: employee.email })
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
    .limit(1);
  const [pending] = lock ? await query.for('update', { of: passwordReset }) : await query;
  return pending ?? null;
}

/**
 * Sets the password chosen on the link's page: the link is used up and every session of the account ends. A
 * password the policy refuses leaves the link usable.
 */
export async function confirmPasswordReset(req: FastifyRequest, token: string, newPassword: string): Promise<void> {
  const found = await pendingReset(req.server.db, token, false);
  if (!found) throw badRequest('RESET_LINK_INVALID', undefined, 'token');
  const weak = passwordError(newPassword, found.email);
  if (weak) throw ruleRefusal(weak, 'newPassword');
  // Hashing (slow by design) stays outside the transaction: with PGlite an open transaction holds the whole database.
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(req, 'RESET_CONFIRM', 'employee', async (tx, audit) => {
    // Again, locked: a second use of the link in parallel finds it used.
    const pending = await pendingReset(tx, token, true);
    if (!pending) throw badRequest('RESET_LINK_INVALID', undefined, 'token');
    await tx
      .update(passwordReset)
      .set({ usedAt: sql`now()` })
      .where(eq(passwordReset.id, pending.id));
    await tx
      .update(employee)
      .set({ passwordHash, mustChangePassword: false, lastModifiedBy: 'password-reset', lastModifiedDate: new Date() })
      .where(eq(employee.id, pending.employeeId));
    const revoked = await revokeSessions(tx, pending.employeeId, 'password-reset', 'password-reset');
    Object.assign(audit, { userId: pending.employeeId, entityId: pending.employeeId, details: { sessionsRevoked: revoked } });
  });
}
