/**
 * Backups of the embedded database, as hospital IT runs them: taken while the real API answers writes, through
 * the control socket of the process holding DATA_DIR (as the CLI does), restored into an empty DATA_DIR that the
 * server then accepts, compared row by row with the source; verify, refusals, --force, an earlier schema level.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { DatabaseConfig } from '../db/database-config.js';
import { appliedSchemaVersion, currentSchemaVersion, migrationsFolderUpTo } from '../db/migrations-folder.js';
import { openDatabase, type Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import type { DbOrTx } from '../db/types.js';
import { acquireDataDirLock, type DataDirLock } from '../storage/data-dir-lock.js';
import { MARKER_FILE, openInstalledDatabase, readMarker } from '../storage/installation.js';
import { Refusal } from '../storage/refusal.js';
import { bearer, demoAccounts, signIn, testConfig } from '../testing/test-app.js';
import { newUserPayload } from '../users/users.test-data.js';
import { backupDatabase, type BackupSummary } from './backup.js';
import { CONTROL_SOCKET, requestBackup, serveControlSocket } from './control-socket.js';
import { restoreBackup } from './restore.js';
import { verifyBackup } from './verify.js';

const CLI = fileURLToPath(new URL('./db-cli.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

const root = mkdtempSync(path.join(tmpdir(), 'screening-backup-'));
const config = (dir: string): DatabaseConfig => ({ dataDir: dir, databaseUrl: null, production: false });

/** Every row of every public table as row_to_json text, per table. */
export async function tableContents(db: DbOrTx): Promise<Map<string, Set<string>>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const contents = new Map<string, Set<string>>();
  for (const { name } of tables) {
    const rows = await selectRows<{ j: string }>(db, sql.raw(`select row_to_json(t)::text as j from public."${name}" t`));
    contents.set(name, new Set(rows.map((r) => r.j)));
  }
  return contents;
}

export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_TEST_CONTEXT;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: SERVER_DIR, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
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
      const payload = newUserPayload({ email: `backup.w${serial}.${process.pid}@demo.in`, phoneNo: `7${String(serial).padStart(9, '0')}` });
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
  source: DbOrTx,
  restored: DbOrTx,
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
    assert.ok(employees.some((e) => e.id === user.id && e.email === user.email), `user ${user.email}, acknowledged before the backup began, is restored`);
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

describe('backups of the embedded database', () => {
  const liveDir = path.join(root, 'live');
  const restoredDir = path.join(root, 'restored');
  const logs: { level: string; msg: string }[] = [];
  const log = { info: (_: object, msg: string) => logs.push({ level: 'info', msg }), error: (_: object, msg: string) => logs.push({ level: 'error', msg }) };
  let lock: DataDirLock;
  let database: Database;
  let installationId: string;
  let app: FastifyInstance;
  let socket: { close(): Promise<void> };
  let coordinator: string;
  let backupFile: string;
  let summary: BackupSummary;

  before(async () => {
    // "The server": holds DATA_DIR's lock and the database, answers the API and serves the control socket.
    lock = acquireDataDirLock(liveDir, 'the API server');
    const installed = await openInstalledDatabase(config(liveDir));
    database = installed.database;
    installationId = installed.installationId;
    app = buildApp({ db: database.db, config: testConfig });
    socket = await serveControlSocket({ dataDir: liveDir, database, log });
    coordinator = await signIn(app, demoAccounts.programCoordinator.email);
  });
  after(async () => {
    await socket?.close();
    await app?.close();
    await database?.close();
    lock?.release();
    rmSync(root, { recursive: true, force: true });
  });

  test('a backup through the control socket while users are being created holds every acknowledged write, and restores equal into an empty DATA_DIR', async () => {
    let stopping = false;
    const writes = writeUsers(app, coordinator, 3, () => stopping);
    await until(() => writes.acked.length >= 6, 'the first writes');
    const began = performance.now();
    const ackedBefore = writes.acked.filter((a) => a.at < began);
    backupFile = path.join(root, 'live.backup.gz');
    const answered = await requestBackup(liveDir, backupFile);
    assert.ok(answered, 'the server answered on its control socket');
    summary = answered;
    const after = writes.acked.length;
    await until(() => writes.acked.length >= after + 6, 'writes after the backup');
    stopping = true;
    await writes.done;

    assert.equal(summary.file, backupFile);
    assert.equal(summary.format, 'screening-logical');
    assert.equal(summary.engine, 'pglite');
    assert.deepEqual(summary.schema, currentSchemaVersion());
    assert.equal(summary.bytes, statSync(backupFile).size);
    assert.ok(summary.tables.employee >= 20 + ackedBefore.length);
    assert.ok(!existsSync(`${backupFile}.partial`));
    assert.ok(logs.some((l) => l.level === 'info' && /Backup written/.test(l.msg)));

    const restored = await restoreBackup(config(restoredDir), backupFile);
    assert.equal(restored.installationId, installationId);
    assert.deepEqual(restored.from, currentSchemaVersion());
    assert.deepEqual(restored.tables, summary.tables);
    assert.equal(readMarker(restoredDir)?.installationId, installationId);
    assert.deepEqual(readdirSync(restoredDir).sort(), ['database.json', 'pgdata']);

    // The server's own opening accepts it (marker and installation agree) and it serves the restored accounts.
    const reopened = await openInstalledDatabase(config(restoredDir));
    try {
      assert.equal(reopened.installationId, installationId);
      assert.equal(reopened.initialised, false);
      await assertRestoredFromSnapshot(database.db, reopened.database.db, summary, ackedBefore);
      const restoredApp = buildApp({ db: reopened.database.db, config: testConfig });
      try {
        const first = ackedBefore[0];
        await signIn(restoredApp, first.email, newUserPayload().password);
        // Sequences continue after the restored ids: a new record gets a new id, not a collision.
        const token = await signIn(restoredApp, demoAccounts.programCoordinator.email);
        const res = await restoredApp.inject({ method: 'POST', url: '/api/curable/createUser', headers: bearer(token), payload: newUserPayload({ email: 'after.restore@demo.in', phoneNo: '7999999999' }) });
        assert.equal(res.statusCode, 201, res.body);
        assert.ok(res.json<{ id: number }>().id > Math.max(...writes.acked.filter((a) => a.at < began).map((a) => a.id)));
      } finally {
        await restoredApp.close();
      }
    } finally {
      await reopened.database.close();
    }
  });

  test('verify reports what a backup holds; a truncated or cut file is damaged (exit code 1)', async () => {
    const report = await verifyBackup(backupFile);
    assert.equal(report.complete, true);
    assert.equal(report.problem, null);
    assert.equal(report.format, 'screening-logical');
    assert.equal(report.installationId, installationId);
    assert.deepEqual(report.schema, summary.schema);
    assert.equal(report.takenAt, summary.takenAt);
    assert.deepEqual(report.tables, summary.tables);

    const ok = await runCli(['verify', backupFile], {});
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /Complete/);
    assert.match(ok.stdout, new RegExp(`employee\\s+${summary.tables.employee}\\n`));
    assert.match(ok.stdout, new RegExp(`installation ${installationId}`));

    const truncated = path.join(root, 'truncated.gz');
    copyFileSync(backupFile, truncated);
    truncateSync(truncated, Math.floor(statSync(truncated).size * 0.6));
    const damaged = await verifyBackup(truncated);
    assert.equal(damaged.complete, false);
    assert.match(damaged.problem ?? '', /truncated/);
    const cli = await runCli(['verify', truncated], {});
    assert.equal(cli.code, 1);
    assert.match(cli.stderr, /DAMAGED/);

    // A whole gzip stream whose last line (the end marker) is missing, and one whose marker miscounts.
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const cut = path.join(root, 'cut.gz');
    writeFileSync(cut, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    assert.match((await verifyBackup(cut)).problem ?? '', /without its end marker/);
    const [, end] = JSON.parse(lines.at(-1)!) as [string, { tables: Record<string, number> }];
    end.tables.employee += 1;
    const miscounted = path.join(root, 'miscounted.gz');
    writeFileSync(miscounted, gzipSync(`${[...lines.slice(0, -1), JSON.stringify(['end', end])].join('\n')}\n`));
    assert.match((await verifyBackup(miscounted)).problem ?? '', /employee has \d+ rows, its end marker says/);
    await assert.rejects(restoreBackup(config(path.join(root, 'from-cut')), cut), /end marker/);
    assert.ok(!existsSync(path.join(root, 'from-cut', 'pgdata')), 'a failed restore leaves no database behind');
  });

  test('the CLI backs up through the running server, never overwrites a file, and prints usage', async () => {
    const out = path.join(root, 'cli.backup.gz');
    const first = await runCli(['backup', '--out', out], { DATA_DIR: liveDir });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, new RegExp(`Wrote ${out.replace(/[.]/g, '\\.')} \\(.*written by the running server`));
    assert.match(first.stdout, /rows in \d+ tables/);
    assert.ok((await verifyBackup(out)).complete);

    const again = await runCli(['backup', '--out', out], { DATA_DIR: liveDir });
    assert.equal(again.code, 1);
    assert.match(again.stderr, /already exists: a backup never overwrites a file/);

    const usage = await runCli([], {});
    assert.equal(usage.code, 2);
    assert.match(usage.stdout, /pnpm db backup --out FILE/);
    const wrong = await runCli(['backup'], { DATA_DIR: liveDir });
    assert.equal(wrong.code, 2);
    assert.match(wrong.stderr, /backup needs --out FILE/);
  });

  test('restore refuses a DATA_DIR that holds a database; --force moves it aside and restores', async () => {
    const refused = await runCli(['restore', backupFile], { DATA_DIR: restoredDir });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Refusing to restore: DATA_DIR=.* is not empty .*--force/);
    await assert.rejects(restoreBackup(config(restoredDir), backupFile), Refusal);

    const markerOnly = path.join(root, 'marker-only');
    mkdirSync(markerOnly);
    copyFileSync(path.join(restoredDir, MARKER_FILE), path.join(markerOnly, MARKER_FILE));
    await assert.rejects(restoreBackup(config(markerOnly), backupFile), /is not empty/);

    const forced = await restoreBackup(config(restoredDir), backupFile, { force: true });
    assert.ok(forced.movedAside);
    assert.deepEqual(readdirSync(forced.movedAside).sort(), ['database.json', 'pgdata']);
    assert.ok(existsSync(path.join(forced.movedAside, 'pgdata', 'PG_VERSION')), 'the replaced database is kept whole');
    assert.deepEqual(forced.tables, summary.tables);
    assert.equal(readMarker(restoredDir)?.installationId, installationId);
  });

  test('with no server running, the CLI opens the database itself', async () => {
    const out = path.join(root, 'offline.backup.gz');
    const res = await runCli(['backup', '--out', out], { DATA_DIR: restoredDir });
    assert.equal(res.code, 0, res.stderr);
    assert.doesNotMatch(res.stdout, /running server/);
    const report = await verifyBackup(out);
    assert.ok(report.complete);
    assert.deepEqual(report.tables, summary.tables);
    assert.ok(!existsSync(path.join(restoredDir, 'database.lock')), 'the CLI released the lock');
  });

  test('a backup from an earlier schema level restores and ends at the current level; a newer one is refused', async () => {
    const level1 = migrationsFolderUpTo(1);
    const old = await openDatabase({ kind: 'pglite' });
    try {
      await old.migrate({ migrationsFolder: level1.folder });
      // Rows as the first release stored them: roles without rank, and its auth_attempt table.
      await old.db.execute(sql`insert into employee_role_master (id, name, description) values (1, 'admin', 'Administrator'), (6, 'Nurse', 'Nurse')`);
      await old.db.execute(sql`insert into employee (employee_role_master_id, name, email, gender) values (6, 'Old Nurse', 'old.nurse@demo.in', 'FEMALE')`);
      await old.db.execute(sql`insert into auth_attempt (login, kind, success) select 'old.nurse@demo.in', 'authenticate', true from generate_series(1, 3)`);
      const oldFile = path.join(root, 'level1.backup.gz');
      const oldSummary = await backupDatabase(old, oldFile);
      assert.deepEqual(oldSummary.schema, { migrations: 1, last: '0000_init' });
      assert.equal('installation' in oldSummary.tables, false);

      const dir = path.join(root, 'from-level1');
      const restored = await restoreBackup(config(dir), oldFile);
      assert.deepEqual(restored.from, { migrations: 1, last: '0000_init' });
      assert.deepEqual(restored.schema, currentSchemaVersion());
      assert.equal(restored.installationId, null);
      assert.equal(existsSync(path.join(dir, MARKER_FILE)), false, 'no installation yet: the server assigns one');
      const back = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
      try {
        assert.deepEqual(await appliedSchemaVersion(back.db), currentSchemaVersion());
        const roles = await selectRows<{ id: number; name: string; rank: number }>(back.db, sql`select id, name, rank from employee_role_master order by id`);
        assert.deepEqual(roles.map((r) => [r.id, r.name]), [[1, 'admin'], [6, 'Nurse']]);
        assert.ok(roles.find((r) => r.id === 1)!.rank > roles.find((r) => r.id === 6)!.rank, "migration 0001 ranked the restored roles");
        const [nurse] = await selectRows<{ email: string; must: boolean }>(back.db, sql`select email, must_change_password as must from employee`);
        assert.deepEqual(nurse, { email: 'old.nurse@demo.in', must: false });
        assert.equal((await selectRows<{ t: string | null }>(back.db, sql`select to_regclass('public.auth_attempt')::text as t`))[0].t, null);
      } finally {
        await back.close();
      }
    } finally {
      await old.close();
      level1.dispose();
    }

    const future = path.join(root, 'future.backup.gz');
    const header = { format: 'screening-backup', formatVersion: 1, engine: 'pglite', schema: { migrations: 99, last: '0098_future' }, installationId: null, takenAt: new Date().toISOString() };
    writeFileSync(future, gzipSync(`${JSON.stringify(header)}\n${JSON.stringify(['end', { tables: {}, rows: 0 }])}\n`));
    const dir = path.join(root, 'from-future');
    await assert.rejects(restoreBackup(config(dir), future), /newer than this release knows/);
    assert.ok(!existsSync(path.join(dir, 'pgdata')));
  });

  test('the control socket: 0600, a stale socket file is replaced, a live one refused, an overlong path named', async () => {
    const file = path.join(liveDir, CONTROL_SOCKET);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    await assert.rejects(serveControlSocket({ dataDir: liveDir, database, log }), /Another process serves the control socket/);

    // A socket file left by a server that was killed.
    const staleDir = path.join(root, 'stale');
    mkdirSync(staleDir);
    const stale = path.join(staleDir, CONTROL_SOCKET);
    const killed = spawn(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(stale)}, () => process.kill(process.pid, 'SIGKILL'))`]);
    await new Promise((resolve) => killed.once('exit', resolve));
    assert.ok(statSync(stale).isSocket());
    assert.equal(await requestBackup(staleDir, path.join(root, 'nobody.gz')), null, 'nobody answers a stale socket');
    const served = await serveControlSocket({ dataDir: staleDir, database, log });
    const summaryThere = await requestBackup(staleDir, path.join(root, 'stale-dir.backup.gz'));
    assert.equal(summaryThere?.engine, 'pglite');
    // A refusal travels back as the server's sentence.
    await assert.rejects(requestBackup(staleDir, path.join(root, 'stale-dir.backup.gz')), /already exists/);
    await served.close();
    assert.ok(!existsSync(stale), 'close removes the socket file');

    const deep = path.join(root, 'x'.repeat(120));
    await assert.rejects(serveControlSocket({ dataDir: deep, database, log }), /unix sockets allow 107/);
  });
});
