/**
 * What a query's plan reads, for the tests that an index serves the query made for it (on whichever engine runs the
 * suite). Sequential scans are ruled out: on a test's few rows any planner would read the table, and what is checked
 * is that the query leaves an index usable, as it must be at a million participants.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CallerScope } from '../camps/camp-scope.js';
import { selectRows } from '../db/rows.js';
import type { Db } from '../db/types.js';
import { ROLE } from '../seed/ids.js';

/**
 * The plan of `query` as JSON text, with sequential scans ruled out and `settings` (SET LOCAL statements) applied;
 * `verbose`: with each node's output columns, qualified by their table's alias.
 */
export async function planOf(db: Db, query: SQL, settings: readonly SQL[] = [], verbose = false): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const setting of settings) await tx.execute(setting);
    const explain = verbose ? sql`explain (format json, verbose)` : sql`explain (format json)`;
    return JSON.stringify(await selectRows<Record<string, unknown>>(tx, sql`${explain} ${query}`));
  });
}

/** The indexes a plan reads, by name, sorted. */
export const indexNames = (plan: string): string[] => [...plan.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((m) => m[1]!).sort();

/** The demo Program Coordinator's scope (her hospital's every clinic), for the statements whose plans are checked. */
export const coordinatorScope: CallerScope = {
  user: { userId: 2, roleId: ROLE.programCoordinator, hospitalId: 1, login: 'coordinator@demo.in', sessionId: 'plan' },
  hospitalId: 1,
};

/**
 * `count` follow-ups of hospital 1 (numbered g = 1…count), so that the planner weighs the indexes on rows (on none,
 * any index is as cheap as another). Their participants and tests are not the point: keys and triggers are off for
 * these rows. `columns` gives a column's value as an expression of g, over the defaults below.
 */
export async function insertBareFollowUps(db: Db, count: number, columns: Record<string, string> = {}) {
  const values: Record<string, string> = {
    hospital_id: '1',
    candidate_id: '900000 + g',
    candidate_test_id: '900000 + g',
    disease: "'breast'",
    urgency: "'ROUTINE'",
    referred_on: "date '2026-01-01' + g % 60",
    due_date: "date '2026-01-15' + g % 60",
    state: "'DUE'",
    camp_id: '1',
    ...columns,
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql.raw(`insert into follow_up (${Object.keys(values).join(', ')})
        select ${Object.values(values).join(', ')} from generate_series(1, ${count}) g`),
    );
  });
  // As a running server keeps its tables (autovacuum; the embedded database's hourly upkeep).
  await db.execute(sql`vacuum analyze follow_up`);
}
