/**
 * Test support for upgrades: a database of an earlier schema level filled with the first release's data
 * (fixtures/release-1.sql), and row counts to prove a migration kept every row.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { migrationsFolderUpTo } from './migrations-folder.js';
import type { Database } from './open.js';
import { selectRows } from './rows.js';
import type { DbOrTx } from './types.js';

export const RELEASE_1_FIXTURE = fileURLToPath(new URL('./fixtures/release-1.sql', import.meta.url));

/** Runs a script of several statements (drizzle's execute sends one statement only). */
export async function runScript(database: Database, script: string): Promise<void> {
  if (database.kind === 'pglite') await (database.db as unknown as { $client: PGlite }).$client.exec(script);
  else await (database.db as unknown as { $client: pg.Pool }).$client.query(script);
}

/** Applies this release's first `count` migrations only, as a database of that release would have. */
export async function migrateToLevel(database: Database, count: number): Promise<void> {
  const cut = migrationsFolderUpTo(count);
  try {
    await database.migrate({ migrationsFolder: cut.folder });
  } finally {
    cut.dispose();
  }
}

/** The tables the fixture writes, in its order. */
export function fixtureTables(): string[] {
  const script = readFileSync(RELEASE_1_FIXTURE, 'utf8');
  return [...new Set([...script.matchAll(/^INSERT INTO "([a-z_]+)"/gm)].map((m) => m[1]))];
}

/** A database at the first release's schema (0000_init) holding the fixture's data. */
export async function loadRelease1(database: Database): Promise<void> {
  await migrateToLevel(database, 1);
  await runScript(database, readFileSync(RELEASE_1_FIXTURE, 'utf8'));
}

/**
 * The fixture's row counts once migrated to this release: 0001 drops the sign-in attempt log (auth_attempt, now
 * auth_throttle), 0016 adds the Dashboard menu with its mapping per privilege and its three grants; every other row
 * stays.
 */
export function countsAfterUpgrade(before: Record<string, number | null>): Record<string, number | null> {
  const plus = (table: string, n: number) => (before[table] ?? 0) + n;
  return {
    ...before,
    auth_attempt: null,
    menu_master: plus('menu_master', 1),
    menu_privilege_mapping: plus('menu_privilege_mapping', 3),
    menu_role_master: plus('menu_role_master', 3),
  };
}

/** `count(*)` of each table; a table that does not exist (any more) counts as null. */
export async function countRows(db: DbOrTx, tables: string[]): Promise<Record<string, number | null>> {
  const counts: Record<string, number | null> = {};
  for (const table of tables) {
    const [exists] = await selectRows<{ present: boolean }>(
      db,
      sql`select to_regclass(${`public.${table}`}) is not null as present`,
    );
    if (!exists?.present) {
      counts[table] = null;
      continue;
    }
    const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row.n;
  }
  return counts;
}
