/**
 * Per-login attempt counting in the database (not in memory), so the limit holds across restarts and across
 * several server instances.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { RateLimit } from '../config.js';
import { authAttempt } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { tooManyRequests } from '../http/errors.js';

export type AttemptKind = 'authenticate' | 'forgotPassword';

/** Throws 429 when the login has used up its attempts in the window (only failures count when asked). */
export async function assertWithinLimit(
  db: DbOrTx,
  login: string,
  kind: AttemptKind,
  limit: RateLimit,
  { failuresOnly }: { failuresOnly: boolean },
): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempt)
    .where(
      and(
        eq(authAttempt.login, login),
        eq(authAttempt.kind, kind),
        gt(authAttempt.at, sql`now() - make_interval(secs => ${limit.windowSeconds})`),
        failuresOnly ? eq(authAttempt.success, false) : undefined,
      ),
    );
  if ((row?.n ?? 0) >= limit.max) {
    const minutes = Math.ceil(limit.windowSeconds / 60);
    throw tooManyRequests(`Too many attempts for this account. Please try again in ${minutes} minutes.`);
  }
}

export async function recordAttempt(db: DbOrTx, login: string, kind: AttemptKind, success: boolean): Promise<void> {
  await db.insert(authAttempt).values({ login, kind, success, createdBy: login });
}
