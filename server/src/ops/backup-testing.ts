/**
 * What the backup tests on both engines share: the CLI as a child process, users created through the real API by
 * concurrent writers, and the comparison of a restored database with its source.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../db/rows.js';
import type { Db } from '../db/types.js';
import { runScript } from '../testing/child-process.js';
import { bearer } from '../testing/test-app.js';
import { newUserPayload } from '../users/users.test-data.js';
import { migrationsFolderUpTo } from '../db/migrations-folder.js';
import { openDatabase } from '../db/open.js';
import { backupDatabase, type BackupSummary } from './backup.js';
import { backupKeyFromText } from './backup-key.js';

const CLI = fileURLToPath(new URL('./db-cli.ts', import.meta.url));

/** The backup key of the tests' installations: the CLI gets it as BACKUP_KEY, in-process calls as this. */
export const TEST_BACKUP_KEY_TEXT = 'backup-key-of-the-tests-0123456789abcdef';
export const TEST_BACKUP_KEY = backupKeyFromText(TEST_BACKUP_KEY_TEXT, 'BACKUP_KEY');

/** Every row of every public table as row_to_json text, per table. */
export async function tableContents(db: Db): Promise<Map<string, Set<string>>> {
  // Timestamps as text in one zone, so two databases (PGlite and a server) compare equal when their instants do.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await selectRows<{ name: string }>(
      tx,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const contents = new Map<string, Set<string>>();
    for (const { name } of tables) {
      const rows = await selectRows<{ j: string }>(tx, sql.raw(`select row_to_json(t)::text as j from public."${name}" t`));
      contents.set(name, new Set(rows.map((r) => r.j)));
    }
    return contents;
  });
}

/** The db CLI with `env`, and the tests' backup key unless `env` sets BACKUP_KEY itself. */
export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const run = runScript(CLI, args, { BACKUP_KEY: TEST_BACKUP_KEY_TEXT, ...env });
  const code = await run.closed;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

/**
 * Creates users through the real API from `writers` concurrent loops until `stop()`; every acknowledged (201)
 * creation is recorded with the time its answer arrived.
 */
export function writeUsers(app: FastifyInstance, token: string, writers: number, stop: () => boolean) {
  const acked: { id: number; email: string; at: number }[] = [];
  let serial = 0;
  const loop = async () => {
    while (!stop()) {
      serial += 1;
      const payload = newUserPayload({
        email: `backup.w${serial}.${process.pid}@demo.in`,
        phoneNo: `7${String(serial).padStart(9, '0')}`,
      });
      const res = await app.inject({ method: 'POST', url: '/api/curable/createUser', headers: bearer(token), payload });
      assert.equal(res.statusCode, 201, res.body);
      acked.push({ id: res.json<{ id: number }>().id, email: payload.email, at: performance.now() });
    }
  };
  const done = Promise.all(Array.from({ length: writers }, loop));
  return { acked, done };
}

export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  assert.ok(check(), `timed out waiting for ${what}`);
}

/** Asserts the restored database holds exactly what the source held at the snapshot, for an insert-only workload. */
export async function assertRestoredFromSnapshot(
  source: Db,
  restored: Db,
  summary: Pick<BackupSummary, 'tables'>,
  ackedBefore: { id: number; email: string }[],
): Promise<void> {
  const now = await tableContents(source);
  const back = await tableContents(restored);
  assert.deepEqual([...back.keys()], [...now.keys()]);
  for (const [table, rows] of back) {
    assert.equal(rows.size, summary.tables[table], `${table}: restored rows = the backup's count`);
    // Every restored row is a row of the source with EQUAL content (the workload only inserts).
    const missing = [...rows].filter((row) => !now.get(table)!.has(row));
    assert.deepEqual(missing, [], `${table}: restored rows that differ from the source`);
  }
  const employees = [...back.get('employee')!].map((j) => JSON.parse(j) as { id: number; email: string });
  for (const user of ackedBefore) {
    assert.ok(
      employees.some((e) => e.id === user.id && e.email === user.email),
      `user ${user.email}, acknowledged before the backup began, is restored`,
    );
  }
  // One snapshot: each user the backup holds comes with its hospital mapping and its audit row, none without.
  const [check] = await selectRows<{ users: number; maps: number; audits: number }>(
    restored,
    sql`select (select count(*) from employee where email like 'backup.w%')::int as users,
               (select count(*) from hospital_employee_map m join employee e on e.id = m.employee_id where e.email like 'backup.w%')::int as maps,
               (select count(*) from audit_log where entity = 'employee' and action = 'CREATE')::int as audits`,
  );
  assert.ok(check.users >= ackedBefore.length);
  assert.equal(check.maps, check.users);
  assert.equal(check.audits, check.users);
}

/**
 * A backup as the first release (schema level 1, 0000_init) wrote it, of an embedded database holding rows of that
 * release: roles without rank, a user, and its auth_attempt table (dropped by migration 0001).
 */
export async function firstReleaseBackup(file: string): Promise<BackupSummary> {
  const level1 = migrationsFolderUpTo(1);
  const old = await openDatabase({ kind: 'pglite' });
  try {
    await old.migrate({ migrationsFolder: level1.folder });
    await old.db.execute(
      sql`insert into employee_role_master (id, name, description) values (1, 'admin', 'Administrator'), (6, 'Nurse', 'Nurse')`,
    );
    await old.db.execute(
      sql`insert into employee (employee_role_master_id, name, email, gender) values (6, 'Old Nurse', 'old.nurse@demo.in', 'FEMALE')`,
    );
    await old.db.execute(
      sql`insert into auth_attempt (login, kind, success) select 'old.nurse@demo.in', 'authenticate', true from generate_series(1, 3)`,
    );
    return await backupDatabase(old, file, TEST_BACKUP_KEY);
  } finally {
    await old.close();
    level1.dispose();
  }
}
