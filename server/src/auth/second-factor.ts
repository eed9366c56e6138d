/**
 * The TOTP second factor (RFC 6238: SHA-1, 6 digits, 30-second steps, ±1 step of drift) and its one-time recovery
 * codes. A set-up keeps a new secret waiting until its first code confirms it; a confirmed factor accepts each
 * time-step once (the step is recorded in one statement, so a code replayed, even in parallel, is refused). A
 * wrong code is audited and counted by the sign-in throttle as a failed sign-in of the account. Which roles must
 * use a second factor is reference data beside the roles (employee_role_master.second_factor_required).
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { ApiErrorCode } from '@screening/domain/api';
import type { SecondFactorSetup, SecondFactorStatus } from '@screening/domain/types';
import {
  formatRecoveryCode,
  readSecondFactorCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@screening/domain/validation';
import { employeeRoleMaster, secondFactor, secondFactorRecoveryCode } from '../db/schema.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { conflict, refusal } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import type { EmployeeAccount } from './employees.js';
import { checkPassword, hashPassword, verifyPassword } from './passwords.js';
import { openSecret, sealSecret } from './second-factor-secret.js';
import { reserveSignIn } from './throttle.js';

/** The name authenticator apps list the account under. */
export const SECOND_FACTOR_ISSUER = 'Screening App';

/** The account whose second factor is at stake: what the sign-in and the profile both know of her. */
export type FactorOwner = Pick<EmployeeAccount, 'id' | 'email' | 'roleId' | 'passwordHash'>;

/** How a code was refused: 401 at sign-in (no session yet); 400 behind a token, where a 401 would end the session. */
export type RefusalStatus = 400 | 401;

export type SecondFactorPass = 'totp' | 'recovery code' | 'none' | 'enrolment required';

const loginOf = (owner: FactorOwner) => owner.email.toLowerCase();

const totpFor = (secret: string, owner: FactorOwner) =>
  new TOTP({
    issuer: SECOND_FACTOR_ISSUER,
    label: loginOf(owner),
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

async function findFactor(db: DbOrTx, employeeId: number) {
  const [row] = await db.select().from(secondFactor).where(eq(secondFactor.employeeId, employeeId)).limit(1);
  return row ?? null;
}

/** Whether the role's users must sign in with a second factor. */
export async function roleRequiresSecondFactor(db: DbOrTx, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: employeeRoleMaster.secondFactorRequired })
    .from(employeeRoleMaster)
    .where(eq(employeeRoleMaster.id, roleId))
    .limit(1);
  return row?.required ?? false;
}

export async function secondFactorStatus(db: DbOrTx, employeeId: number, roleId: number): Promise<SecondFactorStatus> {
  const factor = await findFactor(db, employeeId);
  const [left] = await db
    .select({ n: count() })
    .from(secondFactorRecoveryCode)
    .where(and(eq(secondFactorRecoveryCode.employeeId, employeeId), isNull(secondFactorRecoveryCode.usedAt)));
  return {
    userId: employeeId,
    enrolled: Boolean(factor?.confirmedAt),
    enrolledAt: factor?.confirmedAt?.toISOString() ?? null,
    required: await roleRequiresSecondFactor(db, roleId),
    recoveryCodesLeft: factor?.confirmedAt ? (left?.n ?? 0) : 0,
  };
}

/** Audits a refused attempt in its own transaction (the refusal itself writes nothing else). */
function auditRefusal(req: FastifyRequest, action: string, owner: FactorOwner, outcome: ApiErrorCode): Promise<void> {
  return inTransaction(req, action, 'employee', async (_tx, audit) => {
    Object.assign(audit, { userId: owner.id, login: loginOf(owner), entityId: owner.id, details: { outcome } });
  });
}

/**
 * A refused password or code counts as a failed sign-in of the account: the throttle's slot is taken and kept
 * (never given back), exactly as for a wrong password at sign-in; past the limit this throws its 429.
 */
async function countFailure(req: FastifyRequest, owner: FactorOwner): Promise<void> {
  await reserveSignIn(
    { db: req.server.db, login: loginOf(owner), address: req.ip, at: req.server.clock() },
    req.server.appConfig.throttle,
  );
}

async function refuseAttempt(
  req: FastifyRequest,
  action: string,
  owner: FactorOwner,
  code: ApiErrorCode,
  status: RefusalStatus,
  field: string,
): Promise<never> {
  await auditRefusal(req, action, owner, code);
  await countFailure(req, owner);
  throw refusal(status, code, undefined, field);
}

/**
 * The caller's own password, asked again before her second factor changes (behind a token). Checked behind the
 * sign-in throttle like a sign-in; a wrong one is a 400 naming `password`.
 */
export async function checkOwnPassword(req: FastifyRequest, owner: FactorOwner, password: string, action: string): Promise<void> {
  const reservation = await reserveSignIn(
    { db: req.server.db, login: loginOf(owner), address: req.ip, at: req.server.clock() },
    req.server.appConfig.throttle,
  );
  if (!(await checkPassword(password, owner.passwordHash))) {
    await auditRefusal(req, action, owner, 'CURRENT_PASSWORD_WRONG');
    throw refusal(400, 'CURRENT_PASSWORD_WRONG', undefined, 'password');
  }
  await reservation.succeeded();
}

/** The time-step a 6-digit code belongs to at the server's time (±1 step), or null. */
function matchingStep(req: FastifyRequest, secret: string, owner: FactorOwner, code: string): number | null {
  const now = req.server.clock().getTime();
  const delta = totpFor(secret, owner).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Records the step as used, only if it is later than the last one: false for a replay. */
async function takeStep(db: DbOrTx, employeeId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(secondFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(secondFactor.employeeId, employeeId),
        sql`${secondFactor.confirmedAt} is not null`,
        or(isNull(secondFactor.lastUsedStep), lt(secondFactor.lastUsedStep, step)),
      ),
    )
    .returning({ employeeId: secondFactor.employeeId });
  return taken.length > 0;
}

/** Uses up the recovery code `typed` matches, in one audited transaction; false when none does. */
async function spendRecoveryCode(req: FastifyRequest, owner: FactorOwner, typed: string): Promise<boolean> {
  const unused = await req.server.db
    .select({ id: secondFactorRecoveryCode.id, codeHash: secondFactorRecoveryCode.codeHash })
    .from(secondFactorRecoveryCode)
    .where(and(eq(secondFactorRecoveryCode.employeeId, owner.id), isNull(secondFactorRecoveryCode.usedAt)))
    .orderBy(secondFactorRecoveryCode.id);
  // Hashing is slow by design and stays outside the transaction (with PGlite an open transaction holds the database).
  let match: number | null = null;
  for (const row of unused) {
    if (await verifyPassword(typed, row.codeHash)) {
      match = row.id;
      break;
    }
  }
  if (match === null) return false;
  const id = match;
  return inTransaction(req, 'SECOND_FACTOR_RECOVERY_CODE', 'employee', async (tx, audit) => {
    const used = await tx
      .update(secondFactorRecoveryCode)
      .set({ usedAt: new Date(), lastModifiedBy: loginOf(owner), lastModifiedDate: new Date() })
      .where(and(eq(secondFactorRecoveryCode.id, id), isNull(secondFactorRecoveryCode.usedAt)))
      .returning({ id: secondFactorRecoveryCode.id });
    Object.assign(audit, {
      userId: owner.id,
      login: loginOf(owner),
      entityId: owner.id,
      details: { recoveryCodesLeft: unused.length - 1, used: used.length > 0 },
    });
    return used.length > 0;
  });
}

/**
 * Checks a code of the account's confirmed factor and uses it up: a current TOTP code (its step not used before)
 * or an unused recovery code. Anything else is audited under `action`, counted by the throttle and refused.
 */
async function spendCode(
  req: FastifyRequest,
  owner: FactorOwner,
  sealed: string,
  typed: string,
  action: string,
  status: RefusalStatus,
): Promise<'totp' | 'recovery code'> {
  const code = readSecondFactorCode(typed);
  if (code?.kind === 'totp') {
    const secret = openSecret(req.server.appConfig.jwtSecret, owner.id, sealed);
    // Only a changed JWT_SECRET (or an edited row) does this: her recovery codes still work, and a reset clears it.
    if (secret === null) req.log.warn({ employeeId: owner.id }, 'second-factor secret does not open: was JWT_SECRET changed?');
    const step = secret === null ? null : matchingStep(req, secret, owner, code.value);
    if (step !== null && (await takeStep(req.server.db, owner.id, step))) return 'totp';
  } else if (code?.kind === 'recovery' && (await spendRecoveryCode(req, owner, code.value))) {
    return 'recovery code';
  }
  return refuseAttempt(req, action, owner, 'SECOND_FACTOR_INVALID', status, 'code');
}

/**
 * The second factor of a sign-in whose password was right: 'none' for an account without one whose role does not
 * require it, 'enrolment required' for one whose role does, else the code's kind once it is accepted. A missing
 * code is refused with 401 SECOND_FACTOR_REQUIRED (not a failure: the password was right), a wrong one with 401
 * SECOND_FACTOR_INVALID.
 */
export async function passSecondFactor(
  req: FastifyRequest,
  owner: FactorOwner,
  typed: string | undefined,
  action: string,
): Promise<SecondFactorPass> {
  const factor = await findFactor(req.server.db, owner.id);
  if (!factor?.confirmedAt) {
    return (await roleRequiresSecondFactor(req.server.db, owner.roleId)) ? 'enrolment required' : 'none';
  }
  if (!typed?.trim()) {
    await auditRefusal(req, action, owner, 'SECOND_FACTOR_REQUIRED');
    throw refusal(401, 'SECOND_FACTOR_REQUIRED');
  }
  return spendCode(req, owner, factor.secret, typed, action, 401);
}

/** A new secret waiting for its first code (replacing one that waited); 409 when a confirmed factor exists. */
export async function startSecondFactorSetup(req: FastifyRequest, owner: FactorOwner): Promise<SecondFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealSecret(req.server.appConfig.jwtSecret, owner.id, secret);
  const login = loginOf(owner);
  await inTransaction(req, 'SECOND_FACTOR_SETUP', 'employee', async (tx, audit) => {
    const rows = await tx
      .insert(secondFactor)
      .values({ employeeId: owner.id, secret: sealed, createdBy: login })
      .onConflictDoUpdate({
        target: secondFactor.employeeId,
        set: { secret: sealed, lastUsedStep: null, lastModifiedBy: login, lastModifiedDate: new Date() },
        setWhere: isNull(secondFactor.confirmedAt),
      })
      .returning({ employeeId: secondFactor.employeeId });
    if (rows.length === 0) throw conflict('SECOND_FACTOR_ENROLLED');
    Object.assign(audit, { userId: owner.id, login, entityId: owner.id });
  });
  return { secret, uri: totpFor(secret, owner).toString() };
}

function newRecoveryCode(): string {
  return Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join('');
}

/** Removes the account's factor and recovery codes (turned off, reset, or replaced by an enrolment). */
export async function removeSecondFactor(tx: Tx, employeeId: number): Promise<boolean> {
  await tx.delete(secondFactorRecoveryCode).where(eq(secondFactorRecoveryCode.employeeId, employeeId));
  const removed = await tx
    .delete(secondFactor)
    .where(eq(secondFactor.employeeId, employeeId))
    .returning({ confirmedAt: secondFactor.confirmedAt });
  return removed.some((row) => row.confirmedAt !== null);
}

/**
 * Confirms the waiting set-up with its first code and gives the recovery codes (shown once, kept hashed). `inside`
 * runs in the same transaction (the sign-in that follows an enrolment at sign-in), so the codes are never lost to
 * a later failure.
 */
export async function confirmSecondFactor<T>(
  req: FastifyRequest,
  owner: FactorOwner,
  typed: string,
  status: RefusalStatus,
  inside: (tx: Tx) => Promise<T>,
): Promise<{ recoveryCodes: string[]; then: T }> {
  const factor = await findFactor(req.server.db, owner.id);
  if (factor?.confirmedAt) throw conflict('SECOND_FACTOR_ENROLLED');
  const secret = factor ? openSecret(req.server.appConfig.jwtSecret, owner.id, factor.secret) : null;
  if (!factor || secret === null) throw conflict('SECOND_FACTOR_NOT_SET_UP');
  const code = readSecondFactorCode(typed);
  const step = code?.kind === 'totp' ? matchingStep(req, secret, owner, code.value) : null;
  if (step === null) return refuseAttempt(req, 'SECOND_FACTOR_ENROL', owner, 'SECOND_FACTOR_INVALID', status, 'code');

  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes: string[] = [];
  for (const one of codes) hashes.push(await hashPassword(one));
  const login = loginOf(owner);
  const then = await inTransaction(req, 'SECOND_FACTOR_ENROL', 'employee', async (tx, audit) => {
    const confirmed = await tx
      .update(secondFactor)
      .set({ confirmedAt: new Date(), lastUsedStep: step, lastModifiedBy: login, lastModifiedDate: new Date() })
      .where(and(eq(secondFactor.employeeId, owner.id), isNull(secondFactor.confirmedAt), eq(secondFactor.secret, factor.secret)))
      .returning({ employeeId: secondFactor.employeeId });
    // Another set-up or enrolment came in between: this code belongs to a secret that no longer waits.
    if (confirmed.length === 0) throw conflict('SECOND_FACTOR_NOT_SET_UP');
    await tx.delete(secondFactorRecoveryCode).where(eq(secondFactorRecoveryCode.employeeId, owner.id));
    await tx
      .insert(secondFactorRecoveryCode)
      .values(hashes.map((codeHash) => ({ employeeId: owner.id, codeHash, createdBy: login })));
    Object.assign(audit, { userId: owner.id, login, entityId: owner.id, details: { recoveryCodes: codes.length } });
    return inside(tx);
  });
  return { recoveryCodes: codes.map(formatRecoveryCode), then };
}

/** Turns the caller's own factor off with a code of it (her password was checked first); 403 where her role requires one. */
export async function disableSecondFactor(req: FastifyRequest, owner: FactorOwner, typed: string): Promise<void> {
  const factor = await findFactor(req.server.db, owner.id);
  if (!factor?.confirmedAt) throw conflict('SECOND_FACTOR_NOT_ENROLLED');
  await spendCode(req, owner, factor.secret, typed, 'SECOND_FACTOR_DISABLE', 400);
  await inTransaction(req, 'SECOND_FACTOR_DISABLE', 'employee', async (tx, audit) => {
    await removeSecondFactor(tx, owner.id);
    Object.assign(audit, { entityId: owner.id });
  });
}
