/**
 * Scheduled backups as hospital IT sees them: real backups (backupDatabase) appear in BACKUP_DIR on schedule, only the
 * newest BACKUP_KEEP of the schedule's own files stay, other files are never touched, a failure is logged and shown
 * in the status route, and that route answers the admin but refuses a nurse. Also the environment's validation.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { currentSchemaVersion } from '../db/migrations-folder.js';
import { createLogger } from '../http/logging.js';
import { bearer, createTestApp, demoAccounts, signIn, testConfig, type TestApp } from '../testing/test-app.js';
import { testEngine } from '../testing/test-database.js';
import { backupDatabase } from './backup.js';
import { TEST_BACKUP_KEY } from './backup-testing.js';
import {
  backupFileName,
  backupFileTime,
  createBackupScheduler,
  failureMessage,
  type BackupScheduler,
} from './backup-schedule.js';
import type { OpsStatus } from './ops-status.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled backups', () => {
  let t: TestApp;
  let dir: string;
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const schedulers: BackupScheduler[] = [];

  before(async () => {
    t = await createTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'screening-backups-'));
  });
  after(async () => {
    for (const scheduler of schedulers) await scheduler.stop();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const scheduler = (backupDir: string, everyMs: number, keep: number) => {
    const s = createBackupScheduler({
      config: { dir: backupDir, everyMs, keep },
      takeBackup: (file) => backupDatabase(t.database, file, TEST_BACKUP_KEY),
      log,
    });
    schedulers.push(s);
    return s;
  };

  test('file names carry the UTC time and are read back', () => {
    const at = new Date('2025-03-01T02:00:07.450Z');
    assert.equal(backupFileName(at), 'screening-20250301T020007Z.backup');
    assert.equal(backupFileTime('screening-20250301T020007Z.backup')?.toISOString(), '2025-03-01T02:00:07.000Z');
    assert.equal(backupFileTime('screening-20250301T020007Z.backup.partial'), null);
    assert.equal(backupFileTime('nightly.backup'), null);
  });

  test('backups are taken on schedule and only the newest two of its own files are kept', async () => {
    // An old scheduled backup (kept at first: it is the newest there) and files the schedule must never touch.
    writeFileSync(path.join(dir, 'screening-20200101T000000Z.backup'), 'old');
    writeFileSync(path.join(dir, 'manual-before-upgrade.backup'), 'mine');
    writeFileSync(path.join(dir, 'notes.txt'), 'mine too');
    const s = scheduler(dir, 1000, 2);
    await s.start();
    // The newest file is years older than the interval: the first backup is due at once.
    assert.ok(Date.parse(s.status().nextDueAt ?? s.status().lastBackup!.at) <= Date.now() + 100);

    const ours = () => readdirSync(dir).filter((name) => backupFileTime(name) !== null);
    const taken = () => lines.filter((line) => line.event === 'backup' && line.msg === 'Backup taken').length;
    for (let i = 0; i < 200 && taken() < 3; i++) await sleep(50);
    await s.stop();
    assert.ok(taken() >= 3, `${taken()} backups taken`);

    const files = ours().sort();
    assert.equal(files.length, 2, `kept ${files.join(', ')}`);
    assert.ok(!files.includes('screening-20200101T000000Z.backup'), 'the oldest scheduled backup was rotated out');
    assert.ok(readdirSync(dir).includes('manual-before-upgrade.backup'));
    assert.ok(readdirSync(dir).includes('notes.txt'));
    assert.ok(!readdirSync(dir).some((name) => name.endsWith('.partial')));
    for (const file of files) assert.ok(statSync(path.join(dir, file)).size > 1000, `${file} holds a backup`);

    const status = s.status();
    assert.equal(status.lastBackup?.file, files[1]);
    assert.equal(status.lastBackup?.bytes, statSync(path.join(dir, files[1])).size);
    assert.ok((status.lastBackup?.rows ?? 0) > 100, 'the demo data was backed up');
    assert.equal(status.lastFailure, null);

    const logged = lines.find((line) => line.msg === 'Backup taken')!;
    assert.equal(logged.level, 30);
    assert.match(String(logged.file), /screening-\d{8}T\d{6}Z\.backup$/);
    for (const field of ['bytes', 'durationMs', 'rows']) assert.equal(typeof logged[field], 'number', field);
    const rotated = lines.find((line) => line.event === 'backup-rotation');
    assert.ok(rotated, 'the rotation is logged');
  });

  test('a restart finds the last backup and waits an interval after it', async () => {
    const s = scheduler(dir, 3_600_000, 2);
    await s.start();
    const status = s.status();
    const newest = readdirSync(dir)
      .filter((name) => backupFileTime(name) !== null)
      .sort()
      .at(-1)!;
    assert.equal(status.lastBackup?.file, newest);
    assert.equal(status.nextDueAt, new Date(backupFileTime(newest)!.getTime() + 3_600_000).toISOString());
    await s.stop();
    assert.equal(s.status().nextDueAt, null);
  });

  test('never two at once: a second request joins the running backup', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'screening-backups-'));
    try {
      const s = scheduler(other, 3_600_000, 5);
      const [a, b] = await Promise.all([s.runNow(), s.runNow()]);
      assert.equal(a, b);
      assert.equal(readdirSync(other).length, 1);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test('a failing backup is logged at error and shown to the admin; a nurse may not read the status', async () => {
    // A BACKUP_DIR below a regular file can never be created or written (whoever runs the test).
    const blocker = path.join(dir, 'notes.txt');
    const s = scheduler(path.join(blocker, 'backups'), 3_600_000, 2);
    const outcome = await s.runNow();
    assert.ok('message' in outcome);
    const failed = lines.find((line) => line.level === 50 && line.event === 'backup');
    assert.ok(failed, 'the failure is logged at error');

    const app = buildApp({ db: t.db, config: testConfig, ops: { backups: s } });
    try {
      const nurse = await app.inject({ url: '/api/ops/status', headers: bearer(await signIn(app, demoAccounts.nurse.email)) });
      assert.equal(nurse.statusCode, 403);
      assert.equal((await app.inject({ url: '/api/ops/status' })).statusCode, 401);

      const res = await app.inject({ url: '/api/ops/status', headers: bearer(await signIn(app, demoAccounts.admin.email)) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      const body = res.json<OpsStatus>();
      assert.equal(body.release, '1.0.0');
      assert.deepEqual(body.schema, { ...currentSchemaVersion(), current: true });
      assert.deepEqual(body.database, { engine: testEngine() === 'postgres' ? 'postgresql' : 'embedded' });
      assert.equal(body.backups.scheduled, true);
      assert.equal(body.backups.every, '1h');
      assert.equal(body.backups.keep, 2);
      assert.equal(body.backups.lastFailed, true);
      assert.equal(body.backups.lastBackup, null);
      assert.match(body.backups.lastFailure?.message ?? '', /notes\.txt/);
      assert.ok(Math.abs(Date.parse(body.backups.lastFailure!.at) - Date.now()) < 60_000);
    } finally {
      await app.close();
    }
  });

  test('without BACKUP_DIR the status says backups are not scheduled', async () => {
    const res = await t.app.inject({ url: '/api/ops/status', headers: bearer(await signIn(t.app, demoAccounts.admin.email)) });
    assert.equal(res.statusCode, 200);
    const { backups } = res.json<OpsStatus>();
    assert.deepEqual(backups, {
      scheduled: false,
      every: null,
      keep: null,
      directory: null,
      running: false,
      nextDueAt: null,
      lastBackup: null,
      lastFailure: null,
      lastFailed: false,
    });
  });
});

describe('backup settings from the environment', () => {
  // A JWT_SECRET given, so reading the configuration writes nothing into DATA_DIR.
  const env = (vars: Record<string, string>) => ({
    DATA_DIR: path.join(tmpdir(), 'screening-config-unused'),
    JWT_SECRET: 'x'.repeat(40),
    ...vars,
  });

  test('BACKUP_DIR turns the schedule on: daily, keeping 7, unless told otherwise', () => {
    assert.equal(loadConfig(env({})).backup, null);
    assert.deepEqual(loadConfig(env({ BACKUP_DIR: '/srv/backups' })).backup, {
      dir: '/srv/backups',
      everyMs: 86_400_000,
      keep: 7,
    });
    assert.deepEqual(loadConfig(env({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '30m', BACKUP_KEEP: '3' })).backup, {
      dir: '/srv/backups',
      everyMs: 1_800_000,
      keep: 3,
    });
    assert.equal(loadConfig(env({ BACKUP_DIR: '/b', BACKUP_EVERY: '90s' })).backup?.everyMs, 90_000);
    assert.equal(loadConfig(env({ BACKUP_DIR: '/b', BACKUP_EVERY: '1h30m' })).backup?.everyMs, 5_400_000);
  });

  test('a wrong setting stops the start with a clear message', () => {
    for (const every of ['daily', '24', '10s', '-1h', '1.5h']) {
      assert.throws(
        () => loadConfig(env({ BACKUP_DIR: '/b', BACKUP_EVERY: every })),
        /BACKUP_EVERY must be a duration of at least 60s such as 24h, 30m or 90s/,
      );
    }
    assert.throws(() => loadConfig(env({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })), /BACKUP_KEEP must be a positive integer/);
    assert.throws(() => loadConfig(env({ BACKUP_EVERY: '24h' })), /BACKUP_EVERY is set but BACKUP_DIR is not/);
    assert.throws(
      () => loadConfig(env({ LOG_LEVEL: 'verbose' })),
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
    assert.equal(loadConfig(env({ LOG_LEVEL: 'DEBUG' })).logLevel, 'debug');
  });

  test("an error's connection URL loses its password before an administrator sees it", () => {
    assert.equal(
      failureMessage(new Error('pg_dump: connection to postgres://screening:s3cret@db.example:5432/screening failed')),
      'pg_dump: connection to postgres://screening:***@db.example:5432/screening failed',
    );
  });
});
