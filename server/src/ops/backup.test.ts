/**
 * Backups of the embedded database, as hospital IT runs them: taken while the real API answers writes, through
 * the control socket of the process holding DATA_DIR (as the CLI does), restored into an empty DATA_DIR that the
 * server then accepts, compared row by row with the source; verify, refusals, --force, an earlier schema level.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { DatabaseConfig } from '../db/database-config.js';
import { appliedSchemaVersion, currentSchemaVersion } from '../db/migrations-folder.js';
import { openDatabase, type Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import { acquireDataDirLock, type DataDirLock } from '../storage/data-dir-lock.js';
import { MARKER_FILE, openInstalledDatabase, readMarker } from '../storage/installation.js';
import { Refusal } from '../storage/refusal.js';
import { bearer, demoAccounts, signIn, testConfig } from '../testing/test-app.js';
import { newUserPayload } from '../users/users.test-data.js';
import type { BackupSummary } from './backup.js';
import { assertRestoredFromSnapshot, firstReleaseBackup, runCli, TEST_BACKUP_KEY, until, writeUsers } from './backup-testing.js';
import { CONTROL_SOCKET, requestBackup, serveControlSocket } from './control-socket.js';
import { restoreBackup } from './restore.js';
import { verifyBackup } from './verify.js';

const root = mkdtempSync(path.join(tmpdir(), 'screening-backup-'));
const config = (dir: string): DatabaseConfig => ({ dataDir: dir, databaseUrl: null, production: false });

describe('backups of the embedded database', () => {
  const liveDir = path.join(root, 'live');
  const restoredDir = path.join(root, 'restored');
  const logs: { level: string; msg: string }[] = [];
  const log = {
    info: (_: object, msg: string) => logs.push({ level: 'info', msg }),
    error: (_: object, msg: string) => logs.push({ level: 'error', msg }),
  };
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
    socket = await serveControlSocket({ dataDir: liveDir, database, key: TEST_BACKUP_KEY, log });
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

    const restored = await restoreBackup(config(restoredDir), backupFile, { key: TEST_BACKUP_KEY });
    assert.equal(restored.installationId, installationId);
    assert.deepEqual(restored.from, currentSchemaVersion());
    assert.deepEqual(restored.tables, summary.tables);
    assert.equal(readMarker(restoredDir)?.installationId, installationId);
    assert.equal(readMarker(restoredDir)?.initialisedAt, readMarker(liveDir)?.initialisedAt, 'the installation keeps its date');
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
        const res = await restoredApp.inject({
          method: 'POST',
          url: '/api/curable/createUser',
          headers: bearer(token),
          payload: newUserPayload({ email: 'after.restore@demo.in', phoneNo: '7999999999' }),
        });
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
    const report = await verifyBackup(backupFile, TEST_BACKUP_KEY);
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
    const damaged = await verifyBackup(truncated, TEST_BACKUP_KEY);
    assert.equal(damaged.complete, false);
    assert.match(damaged.problem ?? '', /truncated/);
    const cli = await runCli(['verify', truncated], {});
    assert.equal(cli.code, 1);
    assert.match(cli.stderr, /DAMAGED/);

    // A whole gzip stream whose last lines (the end marker and the MAC) are missing, one without its MAC, and one
    // whose end marker miscounts.
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const cut = path.join(root, 'cut.gz');
    writeFileSync(cut, gzipSync(`${lines.slice(0, -2).join('\n')}\n`));
    assert.match((await verifyBackup(cut, TEST_BACKUP_KEY)).problem ?? '', /without its end marker/);
    const withoutMac = path.join(root, 'without-mac.gz');
    writeFileSync(withoutMac, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    assert.match((await verifyBackup(withoutMac, TEST_BACKUP_KEY)).problem ?? '', /its authentication is missing/);
    const [, end] = JSON.parse(lines.at(-2)!) as [string, { tables: Record<string, number> }];
    end.tables.employee += 1;
    const miscounted = path.join(root, 'miscounted.gz');
    writeFileSync(miscounted, gzipSync(`${[...lines.slice(0, -2), JSON.stringify(['end', end]), lines.at(-1)].join('\n')}\n`));
    assert.match((await verifyBackup(miscounted, TEST_BACKUP_KEY)).problem ?? '', /employee has \d+ rows, its end marker says/);
    await assert.rejects(
      restoreBackup(config(path.join(root, 'from-cut')), cut, { key: TEST_BACKUP_KEY }),
      /Refusing to restore: .* without its end marker/,
    );
    assert.ok(!existsSync(path.join(root, 'from-cut', 'pgdata')), 'a failed restore leaves no database behind');
  });

  /** The lines of `file` (a logical backup), and a writer of edited ones. */
  const linesOf = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const writeLines = (name: string, lines: string[]) => {
    const file = path.join(root, name);
    writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
    return file;
  };
  /** A planted administrator: the demo nurse's row given the admin role, every count kept. */
  const plantAdmin = (lines: string[]) =>
    lines.map((line) =>
      line.includes(`"email":"${demoAccounts.nurse.email}"`)
        ? line.replace(/"employee_role_master_id":\d+/, '"employee_role_master_id":1')
        : line,
    );

  test("verify says a backup is authenticated with the installation's key", async () => {
    const report = await verifyBackup(backupFile, TEST_BACKUP_KEY);
    assert.deepEqual(report.authentication, { status: 'authenticated', keyId: TEST_BACKUP_KEY.id });
    assert.equal(summary.keyId, TEST_BACKUP_KEY.id);
    const ok = await runCli(['verify', backupFile], {});
    assert.match(
      ok.stdout,
      new RegExp(`Authenticated: unchanged since it was written \\(HMAC-SHA256, backup key ${TEST_BACKUP_KEY.id}\\)`),
    );
  });

  test('an edited backup (a row changed, every count kept) is refused by verify and by restore, even told to trust it', async () => {
    const lines = linesOf(backupFile);
    const edited = writeLines('edited.backup.gz', plantAdmin(lines));
    assert.notDeepEqual(linesOf(edited), lines, 'a row was changed');
    const report = await verifyBackup(edited, TEST_BACKUP_KEY);
    assert.equal(report.complete, false);
    assert.match(
      report.problem ?? '',
      /was changed after it was written: its authentication \(HMAC-SHA256, backup key [0-9a-f]{16}\) does not match/,
    );
    const cli = await runCli(['verify', edited], {});
    assert.equal(cli.code, 1);
    assert.match(cli.stderr, /DAMAGED: .*was changed after it was written/);
    const dir = path.join(root, 'from-edited');
    for (const trustUnauthenticated of [false, true]) {
      await assert.rejects(
        restoreBackup(config(dir), edited, { key: TEST_BACKUP_KEY, trustUnauthenticated }),
        /was changed after it was written/,
      );
    }
    const refused = await runCli(['restore', edited], { DATA_DIR: dir });
    assert.equal(refused.code, 1);
    assert.ok(!existsSync(path.join(dir, 'pgdata')), 'nothing was restored');
  });

  test("a backup without authentication (an earlier release's format, or a forger's) is not authenticated; restore takes it only when told to trust it", async () => {
    const lines = plantAdmin(linesOf(backupFile)).slice(0, -1); // without its MAC line
    const header = JSON.parse(lines[0]) as Record<string, unknown>;
    delete header.authentication;
    lines[0] = JSON.stringify({ ...header, formatVersion: 1 });
    const unsigned = writeLines('unsigned.backup.gz', lines);
    const report = await verifyBackup(unsigned, TEST_BACKUP_KEY);
    assert.equal(report.complete, true);
    assert.equal(report.authentication?.status, 'none');
    const cli = await runCli(['verify', unsigned], {});
    assert.equal(cli.code, 1);
    assert.match(
      cli.stderr,
      /NOT AUTHENTICATED: it is in backup format 1, taken before backups were authenticated; its content may have been edited/,
    );

    const dir = path.join(root, 'from-unsigned');
    const refused = await runCli(['restore', unsigned], { DATA_DIR: dir });
    assert.equal(refused.code, 1);
    assert.match(
      refused.stderr,
      /^Refusing to restore .*: it cannot be authenticated: it is in backup format 1[^]*--trust-unauthenticated/,
    );
    assert.ok(!existsSync(path.join(dir, 'pgdata')), 'nothing was restored');
    const trusted = await runCli(['restore', unsigned, '--trust-unauthenticated'], { DATA_DIR: dir });
    assert.equal(trusted.code, 0, trusted.stderr);
  });

  test('a backup of another key, or with no key here, is not authenticated and not restored', async () => {
    const other = await runCli(['verify', backupFile], { BACKUP_KEY: 'another-installation-key-0123456789abcdef' });
    assert.equal(other.code, 1);
    assert.match(
      other.stderr,
      new RegExp(
        `NOT AUTHENTICATED: it was authenticated with backup key ${TEST_BACKUP_KEY.id}, not with this installation's key [0-9a-f]{16} \\(BACKUP_KEY\\): set BACKUP_KEY`,
      ),
    );
    const dir = path.join(root, 'without-key');
    const none = await runCli(['restore', backupFile], { BACKUP_KEY: '', DATA_DIR: dir });
    assert.equal(none.code, 1);
    assert.match(
      none.stderr,
      /cannot be authenticated: it was authenticated with backup key [0-9a-f]{16}, and no backup key is set here/,
    );
    assert.ok(!existsSync(path.join(dir, 'pgdata')), 'nothing was restored');
  });

  test('a 600 MB line is refused in one sentence by verify and restore, read no further than the bound', async () => {
    const huge = path.join(root, 'huge-line.backup.gz');
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    async function* content() {
      yield `${linesOf(backupFile)[0]}\n{"name":"`;
      for (let i = 0; i < 600; i++) yield megabyte;
      yield '"}\n';
    }
    // Written as a stream (gzip shrinks it to under a megabyte): never held in memory.
    await pipeline(Readable.from(content()), createGzip({ level: 1 }), createWriteStream(huge));
    const cli = await runCli(['verify', huge], {});
    assert.equal(cli.code, 1, cli.stderr);
    assert.match(
      cli.stderr,
      /^DAMAGED: .*huge-line\.backup\.gz is not a backup of this application: line 2 is longer than 32 MB/,
    );
    assert.doesNotMatch(cli.stderr, /\n\s+at /, 'no stack trace');
    await assert.rejects(
      restoreBackup(config(path.join(root, 'from-huge')), huge, { key: TEST_BACKUP_KEY }),
      /line 2 is longer than 32 MB/,
    );
  });

  test('the CLI backs up through the running server, never overwrites a file, and prints usage', async () => {
    const out = path.join(root, 'cli.backup.gz');
    const first = await runCli(['backup', '--out', out], { DATA_DIR: liveDir });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, new RegExp(`Wrote ${out.replace(/[.]/g, '\\.')} \\(.*written by the running server`));
    assert.match(first.stdout, /rows in \d+ tables/);
    assert.ok((await verifyBackup(out, TEST_BACKUP_KEY)).complete);

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
    await assert.rejects(restoreBackup(config(restoredDir), backupFile, { key: TEST_BACKUP_KEY }), Refusal);

    const markerOnly = path.join(root, 'marker-only');
    mkdirSync(markerOnly);
    copyFileSync(path.join(restoredDir, MARKER_FILE), path.join(markerOnly, MARKER_FILE));
    await assert.rejects(restoreBackup(config(markerOnly), backupFile, { key: TEST_BACKUP_KEY }), /is not empty/);

    const forced = await restoreBackup(config(restoredDir), backupFile, { key: TEST_BACKUP_KEY, force: true });
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
    const report = await verifyBackup(out, TEST_BACKUP_KEY);
    assert.ok(report.complete);
    assert.deepEqual(report.tables, summary.tables);
    assert.ok(!existsSync(path.join(restoredDir, 'database.lock')), 'the CLI released the lock');
  });

  test('a backup from an earlier schema level restores and ends at the current level; a newer one is refused', async () => {
    const oldFile = path.join(root, 'level1.backup.gz');
    const oldSummary = await firstReleaseBackup(oldFile);
    assert.deepEqual(oldSummary.schema, { migrations: 1, last: '0000_init' });
    assert.equal('installation' in oldSummary.tables, false);
    assert.equal(oldSummary.tables.auth_attempt, 3);

    const dir = path.join(root, 'from-level1');
    const restored = await restoreBackup(config(dir), oldFile, { key: TEST_BACKUP_KEY });
    assert.deepEqual(restored.from, { migrations: 1, last: '0000_init' });
    assert.deepEqual(restored.schema, currentSchemaVersion());
    assert.equal(restored.installationId, null);
    assert.equal(existsSync(path.join(dir, MARKER_FILE)), false, 'no installation yet: the server assigns one');
    const back = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
    try {
      assert.deepEqual(await appliedSchemaVersion(back.db), currentSchemaVersion());
      const roles = await selectRows<{ id: number; name: string; rank: number }>(
        back.db,
        sql`select id, name, rank from employee_role_master order by id`,
      );
      assert.deepEqual(
        roles,
        [
          { id: 1, name: 'admin', rank: 100 },
          { id: 6, name: 'Nurse', rank: 20 },
        ],
        'migration 0001 ranked the restored roles',
      );
      const [nurse] = await selectRows<{ email: string; must: boolean }>(
        back.db,
        sql`select email, must_change_password as must from employee`,
      );
      assert.deepEqual(nurse, { email: 'old.nurse@demo.in', must: false });
      assert.equal(
        (await selectRows<{ t: string | null }>(back.db, sql`select to_regclass('public.auth_attempt')::text as t`))[0].t,
        null,
      );
    } finally {
      await back.close();
    }

    const future = path.join(root, 'future.backup.gz');
    const header = {
      format: 'screening-backup',
      formatVersion: 1,
      engine: 'pglite',
      schema: { migrations: 99, last: '0098_future' },
      installationId: null,
      takenAt: new Date().toISOString(),
    };
    writeFileSync(future, gzipSync(`${JSON.stringify(header)}\n${JSON.stringify(['end', { tables: {}, rows: 0 }])}\n`));
    const futureDir = path.join(root, 'from-future');
    await assert.rejects(restoreBackup(config(futureDir), future, { key: TEST_BACKUP_KEY }), /newer than this release knows/);
    assert.ok(!existsSync(path.join(futureDir, 'pgdata')));
  });

  test('the control socket: 0600, a stale socket file is replaced, a live one refused, an overlong path named', async () => {
    const file = path.join(liveDir, CONTROL_SOCKET);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    await assert.rejects(
      serveControlSocket({ dataDir: liveDir, database, key: TEST_BACKUP_KEY, log }),
      /Another process serves the control socket/,
    );

    // A socket file left by a server that was killed.
    const staleDir = path.join(root, 'stale');
    mkdirSync(staleDir);
    const stale = path.join(staleDir, CONTROL_SOCKET);
    const killed = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(stale)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((resolve) => killed.once('exit', resolve));
    assert.ok(statSync(stale).isSocket());
    assert.equal(await requestBackup(staleDir, path.join(root, 'nobody.gz')), null, 'nobody answers a stale socket');
    const served = await serveControlSocket({ dataDir: staleDir, database, key: TEST_BACKUP_KEY, log });
    const summaryThere = await requestBackup(staleDir, path.join(root, 'stale-dir.backup.gz'));
    assert.equal(summaryThere?.engine, 'pglite');
    // A refusal travels back as the server's sentence.
    await assert.rejects(requestBackup(staleDir, path.join(root, 'stale-dir.backup.gz')), /already exists/);
    await served.close();
    assert.ok(!existsSync(stale), 'close removes the socket file');

    const deep = path.join(root, 'x'.repeat(120));
    await assert.rejects(serveControlSocket({ dataDir: deep, database, key: TEST_BACKUP_KEY, log }), /unix sockets allow 107/);
  });
});
