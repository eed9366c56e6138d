/**
 * Sign-in and reset throttles (ASVS V2.2.1). Each attempt first takes a slot in every counter that applies, in
 * one upsert per counter (so parallel attempts cannot all see room), and only then is the password checked.
 * A refused attempt gives its slots back; a successful sign-in gives back the slots it took, so only failures
 * stay counted.
 *
 * Sign-in counts failures per account from one client address (an attacker's address is stopped, the owner
 * elsewhere is not), per client address over all accounts (spraying from one place), and over the whole server
 * (spraying from many): past the global limit, an address that already failed once in the window waits.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApiErrorCode } from '@screening/domain/api';
import { writeAudit } from '../audit/audit.js';
import type { RateLimit, ThrottleLimits } from '../config.js';
import { authThrottle } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { tooManyRequests, type HttpError } from '../http/errors.js';

interface Slot {
  key: string;
  limit: RateLimit;
  /** Which limit, for the audit trail. */
  name: string;
}

interface Taken extends Slot {
  count: number;
  windowEndsAt: Date;
}

/** Logins are kept hashed in the counters: the table should not collect the e-mails people mistype. */
const loginKey = (login: string) => createHash('sha256').update(login).digest('base64url').slice(0, 22);

async function take(db: DbOrTx, slot: Slot): Promise<Taken> {
  const expired = sql`${authThrottle.windowStart} <= now() - make_interval(secs => ${slot.limit.windowSeconds})`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key: slot.key, count: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${authThrottle.count} + 1 end`,
      },
    })
    .returning({
      count: authThrottle.count,
      windowEndsAt: sql<Date>`${authThrottle.windowStart} + make_interval(secs => ${slot.limit.windowSeconds})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    });
  return { ...slot, count: row.count, windowEndsAt: row.windowEndsAt };
}

async function giveBack(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
    .where(sql`${authThrottle.key} = ${key}`);
}

function throttledError(code: ApiErrorCode, over: Taken[]): HttpError {
  const seconds = Math.max(1, ...over.map((t) => Math.ceil((t.windowEndsAt.getTime() - Date.now()) / 1000)));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(code, { count: minutes }, seconds);
}

export interface Reservation {
  /** Call after a successful attempt: its slots are given back. */
  succeeded(): Promise<void>;
}

interface ReserveOptions {
  db: DbOrTx;
  login: string;
  address: string;
  kind: 'SIGN_IN' | 'RESET_REQUEST';
}

async function reserve(
  { db, login, address, kind }: ReserveOptions,
  slots: Slot[],
  isOver: (taken: Taken[]) => Taken[],
  code: ApiErrorCode,
): Promise<Reservation> {
  const taken: Taken[] = [];
  for (const slot of slots) taken.push(await take(db, slot));
  const over = isOver(taken);
  if (over.length > 0) {
    for (const t of taken) await giveBack(db, t.key);
    await writeAudit(db, {
      userId: null,
      login,
      action: `${kind}_THROTTLED`,
      entity: 'employee',
      details: { limits: over.map((t) => t.name), address },
    });
    // Counters of long-finished windows are of no use; clear them now and then.
    if (Math.random() < 0.05) await db.delete(authThrottle).where(sql`${authThrottle.windowStart} < now() - interval '1 day'`);
    throw throttledError(code, over);
  }
  return {
    async succeeded() {
      for (const t of taken) await giveBack(db, t.key);
    },
  };
}

/** Takes a sign-in slot or throws 429 (with Retry-After); see the file comment for the three limits. */
export function reserveSignIn(options: ReserveOptions, limits: ThrottleLimits): Promise<Reservation> {
  const slots: Slot[] = [
    {
      key: `signin:acct-addr:${loginKey(options.login)}:${options.address}`,
      limit: limits.signInAccountAddress,
      name: 'account-address',
    },
    { key: `signin:addr:${options.address}`, limit: limits.signInAddress, name: 'address' },
    { key: 'signin:global', limit: limits.signInGlobal, name: 'global' },
  ];
  return reserve(
    options,
    slots,
    ([accountAddress, address, global]) => [
      ...(accountAddress.count > accountAddress.limit.max ? [accountAddress] : []),
      ...(address.count > address.limit.max || (global.count > global.limit.max && address.count > 1) ? [address] : []),
    ],
    'TOO_MANY_SIGN_INS',
  );
}

/** Takes a reset-request slot or throws 429; every request counts, whatever its outcome. */
export function reserveResetRequest(options: ReserveOptions, limits: ThrottleLimits): Promise<Reservation> {
  const slots: Slot[] = [
    { key: `reset:acct:${loginKey(options.login)}`, limit: limits.resetAccount, name: 'account' },
    { key: `reset:addr:${options.address}`, limit: limits.resetAddress, name: 'address' },
  ];
  return reserve(options, slots, (taken) => taken.filter((t) => t.count > t.limit.max), 'TOO_MANY_RESET_REQUESTS');
}
