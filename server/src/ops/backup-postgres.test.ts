/**
 * Backups on a PostgreSQL server (a throwaway cluster): pg_dump on our snapshot while the real API answers writes,
 * verify through pg_restore, restore into an empty database the server then accepts, refusals and --force, the
 * password kept out of argv and output; and the move from the embedded database (a logical backup) to a server,
 * from an earlier schema level.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { DatabaseConfig } from '../db/database-config.js';
import { appliedSchemaVersion, currentSchemaVersion } from '../db/migrations-folder.js';
import { openDatabase, type Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import { seedIfEmpty } from '../seed/seed.js';
import { MARKER_FILE, openInstalledDatabase, readMarker } from '../storage/installation.js';
import { postgresAvailable, POSTGRES_MISSING, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster.js';
import { demoAccounts, signIn, testConfig } from '../testing/test-app.js';
import { backupDatabase, logicalBackup, type BackupSummary } from './backup.js';
import {
  assertRestoredFromSnapshot,
  firstReleaseBackup,
  runCli,
  tableContents,
  TEST_BACKUP_KEY,
  until,
  writeUsers,
} from './backup-testing.js';
import { restoreBackup } from './restore.js';
import { verifyBackup } from './verify.js';

const available = postgresAvailable();
const skip = available ? false : POSTGRES_MISSING;
const root = mkdtempSync(path.join(tmpdir(), 'screening-pg-backup-'));
const config = (name: string, databaseUrl: string): DatabaseConfig => ({
  dataDir: path.join(root, name),
  databaseUrl,
  production: false,
});
/** The cluster trusts every local connection, so a password in the URL is accepted and never needed. */
const withPassword = (url: string) => url.replace('postgres@', 'postgres:Secr3t-pw@');

describe('backups of a PostgreSQL database', { skip }, () => {
  let cluster: PostgresCluster;
  let sourceUrl: string;
  let database: Database;
  let installationId: string;
  let app: FastifyInstance;
  let dumpFile: string;
  let summary: BackupSummary;

  before(async () => {
    cluster = await startPostgresCluster();
    sourceUrl = await cluster.createDatabase();
    const installed = await openInstalledDatabase(config('source', sourceUrl));
    database = installed.database;
    installationId = installed.installationId;
    app = buildApp({ db: database.db, config: testConfig });
  });
  after(async () => {
    await app?.close();
    await database?.close();
    cluster?.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  test('pg_dump while users are being created holds every acknowledged write; restored into an empty database, equal', async () => {
    const coordinator = await signIn(app, demoAccounts.programCoordinator.email);
    let stopping = false;
    const writes = writeUsers(app, coordinator, 4, () => stopping);
    await until(() => writes.acked.length >= 8, 'the first writes');
    const began = performance.now();
    const ackedBefore = writes.acked.filter((a) => a.at < began);
    dumpFile = path.join(root, 'source.dump');
    summary = await backupDatabase(database, dumpFile, TEST_BACKUP_KEY);
    const after = writes.acked.length;
    await until(() => writes.acked.length >= after + 8, 'writes after the backup');
    stopping = true;
    await writes.done;

    assert.equal(summary.format, 'pg_dump-custom');
    assert.equal(summary.engine, 'postgres');
    assert.deepEqual(summary.schema, currentSchemaVersion());
    assert.equal(summary.bytes, statSync(dumpFile).size);
    assert.ok(summary.tables.employee >= 20 + ackedBefore.length);

    const report = await verifyBackup(dumpFile, TEST_BACKUP_KEY);
    assert.equal(report.complete, true, report.problem ?? '');
    assert.equal(report.format, 'pg_dump-custom');
    assert.deepEqual(report.schema, summary.schema);
    assert.equal(report.installationId, installationId);
    // The dump's rows are the snapshot the counts were taken on.
    assert.deepEqual(report.tables, summary.tables);
    assert.ok(Math.abs(new Date(report.takenAt ?? 0).getTime() - new Date(summary.takenAt).getTime()) < 60_000);

    const targetUrl = await cluster.createDatabase();
    const restored = await restoreBackup(config('restored', targetUrl), dumpFile, { key: TEST_BACKUP_KEY });
    assert.equal(restored.installationId, installationId);
    assert.deepEqual(restored.schema, currentSchemaVersion());
    assert.deepEqual(restored.tables, summary.tables);
    assert.equal(readMarker(path.join(root, 'restored'))?.installationId, installationId);

    const reopened = await openInstalledDatabase(config('restored', targetUrl));
    try {
      assert.equal(reopened.installationId, installationId);
      await assertRestoredFromSnapshot(database.db, reopened.database.db, summary, ackedBefore);
      const [row] = await reopened.database.db
        .execute(sql`insert into hospital (name) values ('After restore') returning id`)
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
      assert.ok(row.id > 1, 'the identity continues after the restored ids');
    } finally {
      await reopened.database.close();
    }

    const truncated = path.join(root, 'truncated.dump');
    copyFileSync(dumpFile, truncated);
    truncateSync(truncated, Math.floor(statSync(truncated).size * 0.5));
    const damaged = await verifyBackup(truncated, TEST_BACKUP_KEY);
    assert.equal(damaged.complete, false);
    assert.match(damaged.problem ?? '', /damaged or truncated: pg_restore failed/);
    const cli = await runCli(['verify', truncated], {});
    assert.equal(cli.code, 1);
    assert.match(cli.stderr, /DAMAGED/);

    // The archive is authenticated by a line after it; one byte changed is refused before pg_restore reads it.
    assert.deepEqual(report.authentication, { status: 'authenticated', keyId: TEST_BACKUP_KEY.id });
    const bytes = readFileSync(dumpFile);
    const edited = path.join(root, 'edited.dump');
    writeFileSync(edited, Buffer.from(bytes).fill(bytes[bytes.length >> 1] ^ 0xff, bytes.length >> 1, (bytes.length >> 1) + 1));
    const changed = await verifyBackup(edited, TEST_BACKUP_KEY);
    assert.equal(changed.complete, false);
    assert.match(changed.problem ?? '', /was changed after it was written/);
    await assert.rejects(
      restoreBackup(config('from-edited', await cluster.createDatabase()), edited, {
        key: TEST_BACKUP_KEY,
        trustUnauthenticated: true,
      }),
      /was changed after it was written/,
    );
    // Without that line (pg_dump's own archive, or an earlier release's), it is whole but not authenticated.
    const bare = path.join(root, 'bare.dump');
    writeFileSync(bare, bytes.subarray(0, bytes.lastIndexOf('\nscreening-backup-mac ')));
    const unsigned = await verifyBackup(bare, TEST_BACKUP_KEY);
    assert.equal(unsigned.complete, true, unsigned.problem ?? '');
    assert.equal(unsigned.authentication?.status, 'none');
  });

  test('the CLI: backup with pg_dump, the password never printed; restore refuses a non-empty database, --force replaces it', async () => {
    const url = withPassword(sourceUrl);
    const out = path.join(root, 'cli.dump');
    const backedUp = await runCli(['backup', '--out', out], { DATABASE_URL: url, DATA_DIR: path.join(root, 'source') });
    assert.equal(backedUp.code, 0, backedUp.stderr);
    assert.match(backedUp.stdout, /Wrote .*cli\.dump \(.*pg_dump-custom, postgres, authenticated with backup key [0-9a-f]{16}\)/);
    assert.match(backedUp.stdout, new RegExp(`employee\\s+\\d+`));
    const missingDir = await runCli(['backup', '--out', path.join(root, 'no', 'such', 'dir.dump')], { DATABASE_URL: url });
    assert.equal(missingDir.code, 1);
    assert.match(missingDir.stderr, /does not exist/);
    for (const run of [backedUp, missingDir]) assert.doesNotMatch(run.stdout + run.stderr, /Secr3t/);

    const targetUrl = withPassword(await cluster.createDatabase());
    const env = { DATABASE_URL: targetUrl, DATA_DIR: path.join(root, 'cli-target') };
    const first = await runCli(['restore', out], env);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /Restored .*cli\.dump \(pg_dump-custom\)/);
    assert.match(first.stdout, new RegExp(`Installation ${installationId}`));
    const refused = await runCli(['restore', dumpFile], env);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /is not empty.*--force/);
    const forced = await runCli(['restore', dumpFile, '--force'], env);
    assert.equal(forced.code, 0, forced.stderr);
    for (const run of [first, refused, forced]) assert.doesNotMatch(run.stdout + run.stderr, /Secr3t/);

    const target = await openDatabase({ kind: 'postgres', url: targetUrl });
    try {
      const [n] = await selectRows<{ n: number }>(target.db, sql`select count(*)::int as n from employee`);
      assert.equal(n.n, summary.tables.employee, 'the forced restore holds the second backup, not both');
    } finally {
      await target.close();
    }
    // A pg_dump archive does not go into the embedded database.
    await assert.rejects(
      restoreBackup({ dataDir: path.join(root, 'embedded'), databaseUrl: null, production: false }, dumpFile, {
        key: TEST_BACKUP_KEY,
      }),
      /restores into PostgreSQL only/,
    );
    assert.ok(!existsSync(path.join(root, 'embedded', 'pgdata')));
  });

  test('a logical backup of the embedded database, at an earlier schema level, moves to a PostgreSQL server at the current level', async () => {
    const oldFile = path.join(root, 'level1.backup.gz');
    assert.deepEqual((await firstReleaseBackup(oldFile)).schema, { migrations: 1, last: '0000_init' });
    const url = await cluster.createDatabase();
    const restored = await restoreBackup(config('level1', url), oldFile, { key: TEST_BACKUP_KEY });
    assert.deepEqual(restored.from, { migrations: 1, last: '0000_init' });
    assert.deepEqual(restored.schema, currentSchemaVersion());
    assert.equal(existsSync(path.join(root, 'level1', MARKER_FILE)), false);
    const target = await openDatabase({ kind: 'postgres', url });
    try {
      assert.deepEqual(await appliedSchemaVersion(target.db), currentSchemaVersion());
      const roles = await selectRows<{ id: number; rank: number }>(
        target.db,
        sql`select id, rank from employee_role_master order by id`,
      );
      assert.deepEqual(roles, [
        { id: 1, rank: 100 },
        { id: 6, rank: 20 },
      ]);
      assert.equal(
        (await selectRows<{ t: string | null }>(target.db, sql`select to_regclass('public.auth_attempt')::text as t`))[0].t,
        null,
      );
    } finally {
      await target.close();
    }

    // The current level, seeded as a demo (forms with JSON metrics, timestamps, identities): every row arrives equal.
    const seeded = await openDatabase({ kind: 'pglite' });
    try {
      await seeded.migrate();
      await seedIfEmpty(seeded.db);
      const file = path.join(root, 'embedded.backup.gz');
      const taken = await logicalBackup(seeded, file, TEST_BACKUP_KEY);
      const moveUrl = await cluster.createDatabase();
      const moved = await restoreBackup(config('moved', moveUrl), file, { key: TEST_BACKUP_KEY });
      assert.deepEqual(moved.tables, taken.tables);
      const moveTarget = await openDatabase({ kind: 'postgres', url: moveUrl });
      try {
        assert.deepEqual(await tableContents(moveTarget.db), await tableContents(seeded.db));
        // Restoring over it needs --force; it replaces the schemas in the restoring transaction.
        await moveTarget.db.execute(sql`insert into hospital (name) values ('Not in the backup')`);
        await assert.rejects(restoreBackup(config('moved', moveUrl), file, { key: TEST_BACKUP_KEY }), /is not empty/);
        const again = await restoreBackup(config('moved', moveUrl), file, { key: TEST_BACKUP_KEY, force: true });
        assert.deepEqual(again.tables, taken.tables);
        assert.deepEqual(await tableContents(moveTarget.db), await tableContents(seeded.db));
      } finally {
        await moveTarget.close();
      }
    } finally {
      await seeded.close();
    }
  });
});
