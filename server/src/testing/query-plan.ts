/**
 * What a query's plan reads, for the tests that an index serves the query made for it (on whichever engine runs the
 * suite). Sequential scans are ruled out: on a test's few rows any planner would read the table, and what is checked
 * is that the query leaves an index usable, as it must be at a million participants.
 */
import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../db/rows.js';
import type { Db } from '../db/types.js';

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
