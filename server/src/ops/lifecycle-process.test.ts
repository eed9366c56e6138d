/**
 * The server as hospital IT runs it (main.ts in its own process, embedded database, scheduled backups on): JSON
 * lines for the migration, the backup schedule and the start (port, engine, data location, schema, release, the
 * backup command); ready once listening; on SIGTERM a logged stop with exit code 0 that lets the running backup
 * finish and leaves neither the lock nor the control socket behind.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { currentSchemaVersion } from '../db/migrations-folder.js';
import { LOCK_FILE } from '../storage/data-dir-lock.js';
import { find, parse, valueOf } from '../testing/prometheus-text.js';
import { freePort } from '../testing/free-port.js';
import { CONTROL_SOCKET } from './control-socket.js';
import { RELEASE } from './ops-status.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'screening-process-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('start, ready, scheduled backup and a clean stop on SIGTERM, all logged as JSON', async () => {
  const port = await freePort();
  const metricsPort = await freePort();
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_EVERY: '1h',
    LOG_LEVEL: 'info',
    METRICS_PORT: String(metricsPort),
  };
  for (const name of ['NODE_TEST_CONTEXT', 'DATABASE_URL', 'NODE_ENV', 'BACKUP_KEEP']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.dirname(path.dirname(MAIN)),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const line = (event: string, msg?: RegExp) => lines().find((l) => l.event === event && (!msg || msg.test(String(l.msg))));

  try {
    for (let i = 0; i < 600 && !line('startup') && child.exitCode === null; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const startup = line('startup');
    assert.ok(startup, `no startup line:\n${stdout}\n${stderr}`);
    assert.equal(startup.port, port);
    assert.equal(startup.engine, 'embedded');
    assert.equal(startup.data, path.join(dataDir, 'pgdata'));
    assert.deepEqual(startup.schema, currentSchemaVersion());
    assert.equal(startup.release, RELEASE);
    assert.equal(startup.backupCommand, 'npx -y pnpm@10.34.9 db backup --out FILE');
    assert.match(
      String(startup.msg),
      /listening on http:\/\/127\.0\.0\.1:\d+; data in the embedded database .*pgdata.*back up now with: npx -y pnpm@10\.34\.9 db backup --out FILE/,
    );
    assert.deepEqual(line('migrate', /before/)?.schema, { migrations: 0, last: null });
    assert.deepEqual(line('migrate', /after/)?.schema, currentSchemaVersion());
    assert.ok(line('backup-schedule'), 'the schedule is logged');

    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { ready: true });
    assert.ok(existsSync(path.join(dataDir, LOCK_FILE)));
    assert.ok(existsSync(path.join(dataDir, CONTROL_SOCKET)));

    // METRICS_PORT: the one process's series, its readiness call among them, on 127.0.0.1 apart from the API.
    assert.equal(startup.metrics, `http://127.0.0.1:${metricsPort}/metrics`);
    const samples = parse(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    assert.equal(valueOf(samples, 'screening_http_requests_total', { route: '/api/ready', status: '200', worker: 'primary' }), 1);
    assert.ok(find(samples, 'screening_backup_last_success_age_seconds').length === 1);
    assert.equal((await fetch(`http://127.0.0.1:${port}/metrics`)).status, 404, 'the API port does not serve them');

    // No backup in BACKUP_DIR yet: the first is taken at start; the stop waits for it rather than cutting it off.
    child.kill('SIGTERM');
    assert.equal(await exited, 0, stderr);
    const stopped = line('shutdown', /^Stopped/);
    assert.ok(stopped, `no stop line:\n${stdout}`);
    assert.equal(stopped.reason, 'SIGTERM');
    assert.equal(stopped.clean, true);
    assert.equal(typeof stopped.drained, 'number');
    assert.equal(typeof stopped.durationMs, 'number');
    assert.ok(line('backup', /^Backup taken/), `the backup of the start is logged:\n${stdout}`);
    const files = readdirSync(backupDir);
    assert.equal(files.length, 1, files.join(', '));
    assert.match(files[0], /^screening-\d{8}T\d{6}Z\.backup$/);
    assert.ok(!existsSync(path.join(dataDir, LOCK_FILE)), 'the lock is released');
    assert.ok(!existsSync(path.join(dataDir, CONTROL_SOCKET)), 'the control socket is removed');
    await assert.rejects(fetch(`http://127.0.0.1:${metricsPort}/metrics`), 'the metrics port is closed');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
