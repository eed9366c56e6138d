/**
 * Sign-in and reset throttles (ASVS V2.2.1), meant to stop guessers without locking staff out; the rules and their
 * thresholds are in docs/security.md and DEFAULT_THROTTLE. Each attempt first takes a slot in every counter
 * that applies, one statement per counter that decides and counts at once (so parallel attempts cannot all see
 * room), and only then is the password checked. A refused attempt gives back the slots it took; so does a
 * successful sign-in, so only failures stay counted.
 *
 * A sign-in counts failures per account from one address and per account over all addresses, each with growing
 * delays. An address that has failed for many different accounts is spraying: there each account gets one try,
 * then waits. An address that has not failed for an account is never held back by what other addresses did: while
 * the account waits, its password is still checked, up to a bound per account. No limit is server-wide.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { ApiErrorCode } from '@screening/domain/api';
import { writeAudit } from '../audit/audit.js';
import type { DelayRule, RateLimit, ThrottleLimits } from '../config.js';
import { authThrottle } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { tooManyRequests } from '../http/errors.js';

/** Logins are kept hashed in the counters: the table should not collect the e-mails people mistype. */
const loginKey = (login: string) => createHash('sha256').update(login).digest('base64url').slice(0, 22);

const timeOf = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const seconds = (value: number | SQL) => sql`make_interval(secs => ${value}::float8)`;

/** A counter's rule as SQL over its row: may an attempt at `at` take a slot, and how long must it wait if not. */
interface Rule {
  /** The row is past its window or forgotten: it starts again at this attempt. */
  fresh: SQL;
  /** Without `fresh`: the attempt may take a slot. */
  room: SQL;
  /** Without `fresh` or `room`: when the next attempt may take one. */
  nextAt: SQL;
}

function windowRule(limit: RateLimit, at: Date): Rule {
  const ends = sql`${authThrottle.windowStart} + ${seconds(limit.windowSeconds)}`;
  return { fresh: sql`${ends} <= ${timeOf(at)}`, room: sql`${authThrottle.count} < ${limit.max}`, nextAt: ends };
}

function delayRule(rule: DelayRule, at: Date): Rule {
  // 2^20 s is far past any cap; the bound keeps power() from overflowing however long a counter grows.
  const delay = sql`least(${rule.baseSeconds}::float8 * power(2, least(${authThrottle.count} - ${rule.free}, 20)), ${rule.capSeconds}::float8)`;
  return {
    fresh: sql`${authThrottle.lastAt} <= ${timeOf(at)} - ${seconds(rule.forgetSeconds)}`,
    room: sql`${authThrottle.count} < ${rule.free}`,
    nextAt: sql`${authThrottle.lastAt} + ${seconds(delay)}`,
  };
}

/**
 * Takes a slot of the counter `key` if its rule leaves room, in one statement: an upsert that changes the row only
 * when the attempt may pass, so no row comes back for a refused one. Returns the count with this attempt, or null.
 */
async function take(db: DbOrTx, key: string, rule: Rule, at: Date): Promise<number | null> {
  const now = timeOf(at);
  const [row] = await db
    .insert(authThrottle)
    .values({ key, count: 1, windowStart: at, lastAt: at })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        windowStart: sql`case when ${rule.fresh} then ${now} else ${authThrottle.windowStart} end`,
        count: sql`case when ${rule.fresh} then 1 else ${authThrottle.count} + 1 end`,
        lastAt: now,
      },
      setWhere: sql`${rule.fresh} or ${rule.room} or ${rule.nextAt} <= ${now}`,
    })
    .returning({ count: authThrottle.count });
  return row ? row.count : null;
}

/** Whole seconds until the counter `key` lets the next attempt through (at least 1). */
async function secondsToWait(db: DbOrTx, key: string, rule: Rule, at: Date): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`extract(epoch from ${rule.nextAt} - ${timeOf(at)})::float8` })
    .from(authThrottle)
    .where(sql`${authThrottle.key} = ${key}`);
  return Math.max(1, Math.ceil(Number(row?.seconds ?? 1)));
}

async function giveBack(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
    .where(sql`${authThrottle.key} = ${key}`);
}

export interface Reservation {
  /** Call after a successful attempt: its slots are given back. */
  succeeded(): Promise<void>;
}

interface ReserveOptions {
  db: DbOrTx;
  login: string;
  address: string;
  /** The time the counters go by (the app's clock). */
  at: Date;
}

interface Refusal {
  /** Which limit, for the audit trail. */
  limit: string;
  key: string;
  rule: Rule;
}

/** Gives back what the attempt took, audits the refusal and throws 429 with Retry-After. */
async function refuse(
  { db, login, address, at }: ReserveOptions,
  kind: 'SIGN_IN' | 'RESET_REQUEST',
  taken: string[],
  refusals: Refusal[],
): Promise<never> {
  for (const key of taken) await giveBack(db, key);
  await writeAudit(db, {
    userId: null,
    login,
    action: `${kind}_THROTTLED`,
    entity: 'employee',
    details: { limits: refusals.map((r) => r.limit), address },
  });
  let wait = 1;
  for (const r of refusals) wait = Math.max(wait, await secondsToWait(db, r.key, r.rule, at));
  const code: ApiErrorCode = kind === 'SIGN_IN' ? 'TOO_MANY_SIGN_INS' : 'TOO_MANY_RESET_REQUESTS';
  throw tooManyRequests(code, { count: Math.ceil(wait / 60) }, wait);
}

/** Whether so many different accounts failed from the address within the window that it counts as spraying. */
async function isSpraying(db: DbOrTx, key: string, limit: RateLimit, at: Date): Promise<boolean> {
  const rule = windowRule(limit, at);
  const [row] = await db
    .select({ spraying: sql<boolean>`not (${rule.fresh}) and not (${rule.room})` })
    .from(authThrottle)
    .where(sql`${authThrottle.key} = ${key}`);
  return row?.spraying === true;
}

/**
 * Takes a sign-in slot or throws 429 (with Retry-After): per account and address, then the address's spraying
 * count (an account it had not failed for), then per account, where an address that had not failed for the account
 * may pass a waiting account within the clean-address bound.
 */
export async function reserveSignIn(options: ReserveOptions, limits: ThrottleLimits): Promise<Reservation> {
  const { db, login, address, at } = options;
  const account = loginKey(login);
  const sprayKey = `signin:spraying:${address}`;
  const spraying = await isSpraying(db, sprayKey, limits.signInSpraying, at);
  const pair = {
    limit: spraying ? 'address' : 'account-address',
    key: `signin:pair:${account}:${address}`,
    rule: delayRule(spraying ? limits.signInAccountAddressSpraying : limits.signInAccountAddress, at),
  };
  const pairCount = await take(db, pair.key, pair.rule, at);
  if (pairCount === null) return refuse(options, 'SIGN_IN', [], [pair]);
  const taken = [pair.key];
  // The first failure of this account from this address in memory: the address had not failed for it.
  const clean = pairCount === 1;
  if (clean) {
    // Counts the accounts that failed from here; never refuses (spraying shows in the pair's rule above).
    await take(db, sprayKey, { ...windowRule(limits.signInSpraying, at), room: sql`true` }, at);
    taken.push(sprayKey);
  }
  const whole = { limit: 'account', key: `signin:account:${account}`, rule: delayRule(limits.signInAccount, at) };
  if ((await take(db, whole.key, whole.rule, at)) !== null) taken.push(whole.key);
  else {
    const cleanKey = `signin:clean:${account}`;
    const passes = clean && (await take(db, cleanKey, windowRule(limits.signInCleanAddress, at), at)) !== null;
    if (!passes) return refuse(options, 'SIGN_IN', taken, [whole]);
    taken.push(cleanKey);
  }
  return {
    async succeeded() {
      for (const key of taken) await giveBack(db, key);
    },
  };
}

/** Takes a reset-request slot or throws 429; every request counts, whatever its outcome. */
export async function reserveResetRequest(options: ReserveOptions, limits: ThrottleLimits): Promise<void> {
  const { db, login, address, at } = options;
  const counters = [
    { limit: 'account', key: `reset:acct:${loginKey(login)}`, rule: windowRule(limits.resetAccount, at) },
    { limit: 'address', key: `reset:addr:${address}`, rule: windowRule(limits.resetAddress, at) },
  ];
  const taken: string[] = [];
  const refusals: Refusal[] = [];
  for (const counter of counters) {
    if ((await take(db, counter.key, counter.rule, at)) !== null) taken.push(counter.key);
    else refusals.push(counter);
  }
  if (refusals.length > 0) await refuse(options, 'RESET_REQUEST', taken, refusals);
}
