/**
 * Migrations as an upgrade relies on them: the schema level a database reports, and pending migrations applied
 * in one transaction, so a migration that fails part-way leaves the database exactly as it was (drizzle's pg
 * migrator promises this; here it is checked on PGlite and on PostgreSQL, with the first release's data in place).
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { POSTGRES_MISSING, postgresAvailable, startPostgresCluster } from '../testing/postgres-cluster.js';
import {
  appliedSchemaVersion,
  currentSchemaVersion,
  migrationsFolderUpTo,
  readJournal,
  type JournalEntry,
} from './migrations-folder.js';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './open.js';
import { selectRows } from './rows.js';
import type { Db } from './types.js';
import { countRows, countsAfterUpgrade, fixtureTables, loadRelease1 } from './upgrade-fixture.js';

/** A copy of this release's migrations folder with one more migration after its last; `dispose` removes it. */
function folderWithExtraMigration(tag: string, statements: string[]): { folder: string; when: number; dispose(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'screening-migrations-extra-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: (JournalEntry & Record<string, unknown>)[] };
  const last = journal.entries.at(-1)!;
  const when = last.when + 60_000;
  journal.entries.push({ ...last, idx: last.idx + 1, when, tag });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(path.join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  return { folder, when, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A migration whose first statements succeed and whose last fails on the data (a name is not a number). */
const FAILING = [
  'CREATE TABLE "upgrade_probe" ("id" integer PRIMARY KEY);',
  'ALTER TABLE "candidate" ADD COLUMN "probe" text DEFAULT \'x\';',
  'UPDATE "employee" SET "name" = "name" || \' (probe)\';',
  'ALTER TABLE "candidate" ALTER COLUMN "name" TYPE integer USING "name"::integer;',
];

/** Everything a migration could change: tables, columns with their types, indexes, constraints, applied migrations. */
async function schemaState(db: Db) {
  return {
    columns: await selectRows(
      db,
      sql`select table_schema, table_name, column_name, data_type, column_default, is_nullable from information_schema.columns
          where table_schema in ('public', 'drizzle') order by 1, 2, 3`,
    ),
    indexes: await selectRows(db, sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`),
    constraints: await selectRows(
      db,
      sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
    ),
    migrations: await selectRows(
      db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
    ),
  };
}

async function dataState(db: Db) {
  return {
    counts: await countRows(db, fixtureTables()),
    candidates: await selectRows(db, sql`select id, name, registraion_id from candidate order by id`),
    staff: await selectRows(db, sql`select id, name, email, password_hash from employee order by id`),
  };
}

const state = async (db: Db) => ({ schema: await schemaState(db), data: await dataState(db) });

/** Runs the failing migration after this release's ones; returns the database's state before and after. */
async function runFailingMigration(database: Database) {
  const before = await state(database.db);
  const extra = folderWithExtraMigration('0099_failing_probe', FAILING);
  try {
    await assert.rejects(database.migrate({ migrationsFolder: extra.folder }), /integer/);
  } finally {
    extra.dispose();
  }
  return { before, after: await state(database.db) };
}

test('migrationsFolderUpTo cuts the journal; a level beyond this release is refused', () => {
  const journal = readJournal();
  const sqlFiles = readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  assert.deepEqual(
    sqlFiles,
    journal.map((e) => `${e.tag}.sql`),
    'one journal entry per migration file',
  );
  assert.deepEqual(currentSchemaVersion(), { migrations: sqlFiles.length, last: journal.at(-1)!.tag });

  const cut = migrationsFolderUpTo(1);
  try {
    assert.deepEqual(
      readdirSync(cut.folder).filter((f) => f.endsWith('.sql')),
      ['0000_init.sql'],
    );
    assert.deepEqual(
      readJournal(cut.folder).map((e) => e.tag),
      ['0000_init'],
    );
  } finally {
    cut.dispose();
  }
  assert.equal(existsSync(cut.folder), false, 'dispose removes the copy');
  for (const count of [journal.length + 1, -1, 1.5]) {
    assert.throws(() => migrationsFolderUpTo(count), /This release knows \d+ migrations/, String(count));
  }
});

const cluster = postgresAvailable() ? await startPostgresCluster() : null;
after(() => cluster?.destroy());

for (const engine of ['pglite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !cluster ? POSTGRES_MISSING : false;

  describe(`migrations on ${engine}`, { skip }, () => {
    let database: Database;
    before(async () => {
      database = await openDatabase(
        engine === 'pglite' ? { kind: 'pglite' } : { kind: 'postgres', url: await cluster!.createDatabase() },
      );
    });
    after(() => database?.close());

    test('a new database is at level 0, one cut after the first migration at level 1', async () => {
      assert.deepEqual(await appliedSchemaVersion(database.db), { migrations: 0, last: null });
      await loadRelease1(database);
      assert.deepEqual(await appliedSchemaVersion(database.db), { migrations: 1, last: '0000_init' });
    });

    test('pending migrations run in one transaction: when the last fails, the ones before it are undone too', async () => {
      const { before, after } = await runFailingMigration(database);
      // Neither 0001 (which would have succeeded) nor the failing migration's first statements left a trace.
      assert.deepEqual(after, before);
      assert.deepEqual(await appliedSchemaVersion(database.db), { migrations: 1, last: '0000_init' });
      const [probe] = await selectRows<{ present: boolean }>(
        database.db,
        sql`select to_regclass('public.upgrade_probe') is not null as present`,
      );
      assert.equal(probe.present, false);
    });

    test("after the failure the same database still upgrades with this release's migrations", async () => {
      const dataBefore = await dataState(database.db);
      await database.migrate();
      assert.deepEqual(await appliedSchemaVersion(database.db), currentSchemaVersion());
      const dataAfter = await dataState(database.db);
      assert.deepEqual(dataAfter, { ...dataBefore, counts: countsAfterUpgrade(dataBefore.counts) });
    });

    test('at the current level, a failing new migration changes nothing', async () => {
      const { before, after } = await runFailingMigration(database);
      assert.deepEqual(after, before);
      assert.deepEqual(await appliedSchemaVersion(database.db), currentSchemaVersion());
    });

    test('a migration this release does not know is reported by its time', async () => {
      const extra = folderWithExtraMigration('0099_newer_release', ['CREATE TABLE "upgrade_probe" ("id" integer PRIMARY KEY);']);
      try {
        await database.migrate({ migrationsFolder: extra.folder });
        assert.deepEqual(await appliedSchemaVersion(database.db), {
          migrations: currentSchemaVersion().migrations + 1,
          last: `unknown migration of ${extra.when}`,
        });
      } finally {
        extra.dispose();
      }
    });
  });
}
