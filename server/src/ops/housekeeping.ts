/**
 * Removes sign-in state that can no longer be used, so the tables that every sign-in and request touch stay small
 * over years: sessions and reset links ended more than a retention period ago (kept that long to answer "was this
 * session still valid then?"; the audit log keeps the sign-ins and resets themselves for good), throttle counters
 * last used more than a day ago (past every window and delay, they would start again anyway), and idempotency keys
 * of writes older than their retention (a retry comes within minutes or, offline, days). Patient records and the
 * audit log are never touched here. The dashboard's change rows are compacted to one per clinic. On the embedded
 * database it also does what PostgreSQL's autovacuum does on a server (vacuumTables).
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { selectRows } from '../db/rows.js';
import { authSession, authThrottle, passwordReset } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { compactDashboardChanges } from '../dashboard/dashboard-days.js';
import { IDEMPOTENCY_RETENTION_DAYS, purgeIdempotencyKeys } from '../http/idempotency.js';

export const HOUSEKEEPING_RETENTION_DAYS = 30;
/** Longer than any throttle window or delay (an hour at most). */
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
      .where(lt(authThrottle.lastAt, throttleBefore))
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

/**
 * VACUUM (ANALYZE) of every table, one at a time with other requests served in between. The embedded database runs
 * as one session, without PostgreSQL's background workers, so nothing else does it there: the planner would keep the
 * statistics of the day the data were loaded, index-only scans would read the table for every row (no visibility
 * map: the worklists' clinic counts took 2–11× as long at 200,000 participants), and rows replaced by edits would
 * never be reclaimed. At 200,000 participants a first run took 4–13 s (up to 5 s for one table), later ones 1–3 s in
 * pieces under a second.
 */
export async function vacuumTables(db: Db): Promise<{ tables: number; ms: number }> {
  const started = performance.now();
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace order by relname`,
  );
  for (const { name } of tables) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { tables: tables.length, ms: performance.now() - started };
}

const HOUSEKEEPING_EVERY_MS = 3_600_000;
/** An upkeep that held the database this long is logged (it explains slow answers at that moment). */
const SLOW_UPKEEP_MS = 1000;

/**
 * Runs the purge at start and then hourly; a failure is logged and retried at the next hour. On the embedded database
 * (`embedded`) each hourly run also vacuums the tables, not at start, so that a start is never held up by it.
 */
export function startHousekeeping(
  db: Db,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  embedded = false,
): { stop(): void } {
  const upkeep = () =>
    vacuumTables(db).then(
      ({ tables, ms }) => {
        if (ms >= SLOW_UPKEEP_MS)
          log.info({ event: 'vacuum', tables, ms: Math.round(ms) }, 'Vacuumed and analysed the embedded database');
      },
      (err: unknown) => log.error({ event: 'vacuum-failed', err }, 'Vacuum of the embedded database failed'),
    );
  const run = () =>
    purgeEndedSignInState(db)
      .then(
        (removed) => {
          if (Object.values(removed).some((n) => n > 0)) {
            log.info(
              { event: 'housekeeping', removed },
              'Removed ended sign-in sessions, reset links, throttle counters and old idempotency keys',
            );
          }
        },
        (err: unknown) => log.error({ event: 'housekeeping-failed', err }, 'Housekeeping of sign-in state failed'),
      )
      .then(() =>
        compactDashboardChanges(db).then(
          (removed) => {
            if (removed > 0) log.info({ event: 'dashboard-changes', removed }, "Compacted the dashboard's change rows");
          },
          (err: unknown) =>
            log.error({ event: 'dashboard-changes-failed', err }, "Compacting the dashboard's change rows failed"),
        ),
      );
  void run();
  const timer = setInterval(() => void run().then(() => (embedded ? upkeep() : undefined)), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
