/**
 * Removes sign-in state that can no longer be used, so the tables that every sign-in and request touch stay small
 * over years: sessions and reset links ended more than a retention period ago (kept that long to answer "was this
 * session still valid then?"; the audit log keeps the sign-ins and resets themselves for good), and throttle
 * counters whose window closed more than a day ago (a closed window restarts at 1 anyway); and idempotency keys of
 * writes older than their retention (a retry comes within minutes or, offline, days). Patient records and the audit
 * log are never touched here.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { authSession, authThrottle, passwordReset } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { IDEMPOTENCY_RETENTION_DAYS, purgeIdempotencyKeys } from '../http/idempotency.js';

export const HOUSEKEEPING_RETENTION_DAYS = 30;
/** Longer than any throttle window (15 minutes). */
const THROTTLE_RETENTION_HOURS = 24;

export interface HousekeepingResult {
  sessions: number;
  resetLinks: number;
  throttleCounters: number;
  idempotencyKeys: number;
}

export async function purgeEndedSignInState(db: Db, now = new Date()): Promise<HousekeepingResult> {
  const before = new Date(now.getTime() - HOUSEKEEPING_RETENTION_DAYS * 86_400_000);
  const throttleBefore = new Date(now.getTime() - THROTTLE_RETENTION_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const sessions = await tx
      .delete(authSession)
      .where(or(lt(authSession.expiresAt, before), and(isNotNull(authSession.revokedAt), lt(authSession.revokedAt, before))))
      .returning({ id: authSession.id });
    const resetLinks = await tx
      .delete(passwordReset)
      .where(or(lt(passwordReset.expiresAt, before), and(isNotNull(passwordReset.usedAt), lt(passwordReset.usedAt, before))))
      .returning({ id: passwordReset.id });
    const throttleCounters = await tx
      .delete(authThrottle)
      .where(lt(authThrottle.windowStart, throttleBefore))
      .returning({ key: authThrottle.key });
    const idempotencyKeys = await purgeIdempotencyKeys(tx, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000));
    return {
      sessions: sessions.length,
      resetLinks: resetLinks.length,
      throttleCounters: throttleCounters.length,
      idempotencyKeys,
    };
  });
}

const HOUSEKEEPING_EVERY_MS = 3_600_000;

/** Runs the purge at start and then hourly; a failure is logged and retried at the next hour. */
export function startHousekeeping(
  db: Db,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): { stop(): void } {
  const run = () =>
    purgeEndedSignInState(db).then(
      (removed) => {
        if (Object.values(removed).some((n) => n > 0)) {
          log.info(
            { event: 'housekeeping', removed },
            'Removed ended sign-in sessions, reset links, throttle counters and old idempotency keys',
          );
        }
      },
      (err: unknown) => log.error({ event: 'housekeeping-failed', err }, 'Housekeeping of sign-in state failed'),
    );
  void run();
  const timer = setInterval(() => void run(), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
