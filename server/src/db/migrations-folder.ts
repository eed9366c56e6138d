/**
 * The schema's history as drizzle keeps it: the journal of the migrations folder (what this release can apply)
 * and the `drizzle.__drizzle_migrations` table (what a database has applied, one row per migration, `created_at`
 * = the journal entry's `when`). A backup records the level it was taken at; a restore and the upgrade test
 * rebuild a database at an earlier level from a copy of the folder cut after that migration.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './open.js';
import { selectRows } from './rows.js';
import type { DbOrTx } from './types.js';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The level of a schema: how many migrations, and the last one's tag (null for none). */
export interface SchemaVersion {
  migrations: number;
  last: string | null;
}

export function readJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The schema version this release migrates to. */
export function currentSchemaVersion(): SchemaVersion {
  const entries = readJournal();
  return { migrations: entries.length, last: entries.at(-1)?.tag ?? null };
}

/** What a database has applied, named by this release's journal (a migration it does not know is named by its time). */
export async function appliedSchemaVersion(db: DbOrTx): Promise<SchemaVersion> {
  const [exists] = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { migrations: 0, last: null };
  const [row] = await selectRows<{ n: number; last: string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  if (!row || row.n === 0) return { migrations: 0, last: null };
  const known = readJournal().find((entry) => String(entry.when) === row.last);
  return { migrations: row.n, last: known?.tag ?? `unknown migration of ${row.last}` };
}

/**
 * A temporary copy of the migrations folder holding its first `count` migrations only; `dispose` removes it.
 * Throws when this release has fewer migrations than asked (a backup from a newer release).
 */
export function migrationsFolderUpTo(count: number): { folder: string; dispose(): void } {
  const entries = readJournal();
  if (!Number.isInteger(count) || count < 0 || count > entries.length) {
    throw new Error(`This release knows ${entries.length} migrations; a schema at migration ${count} is newer than it`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'screening-migrations-'));
  cpSync(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: entries.slice(0, count) }, null, 2),
  );
  for (const entry of entries.slice(0, count)) {
    cpSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}
