/**
 * API_WORKERS: the real server (main.ts in its own process) as a primary and two workers on one throwaway
 * PostgreSQL. Every connection here is a new one, so the cluster hands them to the workers in turn, and the request
 * lines (which carry the pid of the process that wrote them) show which worker answered: a token signed in on one is
 * accepted by the other, a sign-out is refused by both at once, failed sign-ins are counted over both, the primary's
 * scheduled backup is shown by the workers, a killed worker is replaced and SIGTERM stops them all. The embedded database and a malformed DATABASE_REPLICA_URL are
 * refused at start with one line.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../seed/ids.js';
import type { OpsStatus } from './ops-status.js';
import { demoAccounts } from '../seed/staff.js';
import { runScript, type ScriptProcess } from '../testing/child-process.js';
import { freePort } from '../testing/free-port.js';
import { find, parse, valueOf } from '../testing/prometheus-text.js';
import { POSTGRES_MISSING, postgresAvailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'screening-workers-'));
let cluster: PostgresCluster | null = null;

before(async () => {
  if (postgresAvailable()) cluster = await startPostgresCluster();
});
after(() => {
  cluster?.destroy();
  rmSync(root, { recursive: true, force: true });
});

interface Server {
  child: ScriptProcess['child'];
  port: number;
  exited: Promise<number | null>;
  stderr(): string;
  lines(): Record<string, unknown>[];
}

function startServer(env: NodeJS.ProcessEnv, port: number): Server {
  const run = runScript(MAIN, [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(root, `data-${port}`),
    LOG_LEVEL: 'info',
    JWT_SECRET: 'workers-test-secret-that-is-long-enough-to-sign',
    NODE_ENV: '',
    BACKUP_DIR: '',
    ...env,
  });
  return {
    child: run.child,
    port,
    exited: run.closed,
    stderr: run.stderr,
    lines: () =>
      run
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

async function waitFor<T>(what: string, check: () => T | undefined, server: Server, ms = 90_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end && server.child.exitCode === null;) {
    const found = check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const found = check();
  assert.ok(found !== undefined, `${what} did not happen:\n${server.stderr()}\n${JSON.stringify(server.lines().slice(-5))}`);
  return found;
}

/** One call on a connection of its own (no keep-alive), so that the cluster may give it to either worker. */
function call(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The pids that logged a request line for this route and status since `from` lines. */
const servedBy = (server: Server, from: number, route: string, statusCode: number) =>
  new Set(
    server
      .lines()
      .slice(from)
      .filter((l) => l.route === route && l.statusCode === statusCode)
      .map((l) => l.pid),
  );

test('API_WORKERS>1 with the embedded database is refused at start, in one line', async () => {
  const server = startServer({ API_WORKERS: '2' }, await freePort());
  assert.equal(await server.exited, 1);
  assert.equal(
    server.stderr().trim(),
    'The API server cannot start: API_WORKERS=2 needs DATABASE_URL: the embedded database can be open in one process only (set API_WORKERS=1, or use a PostgreSQL server)',
  );
});

test('a malformed DATABASE_REPLICA_URL is refused at start without repeating it', async () => {
  const server = startServer(
    { DATABASE_URL: 'postgres://screening@127.0.0.1:1/screening', DATABASE_REPLICA_URL: 'mysql://user:s3cret@replica/x' },
    await freePort(),
  );
  assert.equal(await server.exited, 1);
  assert.match(server.stderr().trim(), /^The API server cannot start: DATABASE_REPLICA_URL must be a PostgreSQL URL with a host/);
  assert.ok(!server.stderr().includes('s3cret'));
});

test(
  'two workers over one PostgreSQL share sessions, sign-outs and sign-in throttles',
  { skip: postgresAvailable() ? false : POSTGRES_MISSING },
  async () => {
    const url = await cluster!.createDatabase();
    const replicaUrl = await cluster!.createDatabase();
    const port = await freePort();
    const metricsPort = await freePort();
    const backupDir = path.join(root, `backups-${port}`);
    const server = startServer(
      {
        DATABASE_URL: url,
        DATABASE_REPLICA_URL: replicaUrl,
        API_WORKERS: '2',
        BACKUP_DIR: backupDir,
        BACKUP_EVERY: '1h',
        METRICS_PORT: String(metricsPort),
      },
      port,
    );
    try {
      const startup = await waitFor('the startup line', () => server.lines().find((l) => l.event === 'startup'), server);
      assert.equal(startup.workers, 2);
      assert.equal(startup.replica, `postgresql://127.0.0.1:${cluster!.port}${new URL(replicaUrl).pathname}`);
      assert.equal(startup.pid, server.child.pid, 'the primary logs the start once');
      const migrations = server.lines().filter((l) => l.event === 'migrate' && /after/.test(String(l.msg)));
      assert.equal(migrations.length, 1, 'migrated once, by the primary');
      const workerPids = new Set(
        server
          .lines()
          .filter((l) => l.event === 'worker-listening')
          .map((l) => l.pid),
      );
      assert.equal(workerPids.size, 2);
      assert.ok(!workerPids.has(server.child.pid));

      // Signed in on one worker, the token works on both.
      let from = server.lines().length;
      const signIn = await call(port, 'POST', '/token/authenticate', {
        userName: demoAccounts.nurse.email,
        password: DEMO_PASSWORD,
      });
      assert.equal(signIn.status, 200);
      const { token } = signIn.json as { token: string };
      for (let i = 0; i < 12; i++)
        assert.equal((await call(port, 'GET', '/api/curable/statemaster', undefined, token)).status, 200);
      assert.deepEqual(servedBy(server, from, '/api/curable/statemaster', 200), workerPids);

      // Backups are the primary's; every worker shows their status to the admin.
      const admin = await call(port, 'POST', '/token/authenticate', {
        userName: demoAccounts.admin.email,
        password: DEMO_PASSWORD,
      });
      const adminToken = (admin.json as { token: string }).token;
      const status = async () => (await call(port, 'GET', '/api/ops/status', undefined, adminToken)).json as OpsStatus;
      let seen: OpsStatus | undefined;
      for (let i = 0; i < 120 && !seen?.backups.lastBackup; i++) {
        seen = await status();
        if (!seen.backups.lastBackup) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      assert.equal(seen?.backups.scheduled, true);
      assert.match(seen?.backups.lastBackup?.file ?? '', /^screening-\d{8}T\d{6}Z\.backup$/);
      assert.equal(server.lines().filter((l) => l.event === 'backup' && /^Backup taken/.test(String(l.msg))).length, 1);

      // Signed out on one, refused by both at once.
      assert.equal((await call(port, 'POST', '/token/logout', undefined, token)).status, 204);
      from = server.lines().length;
      for (let i = 0; i < 12; i++)
        assert.equal((await call(port, 'GET', '/api/curable/statemaster', undefined, token)).status, 401);
      assert.deepEqual(servedBy(server, from, '/api/curable/statemaster', 401), workerPids);

      // Thirty accounts failed from one address, wherever they land, make it a sprayer: a second try waits a minute.
      from = server.lines().length;
      const wrong = (i: number) => ({ userName: `sprayed${i}@demo.in`, password: 'not-the-password' });
      for (let i = 0; i < 30; i++) assert.equal((await call(port, 'POST', '/token/authenticate', wrong(i))).status, 401);
      assert.deepEqual(servedBy(server, from, '/token/authenticate', 401), workerPids);
      for (let i = 0; i < 2; i++) assert.equal((await call(port, 'POST', '/token/authenticate', wrong(i))).status, 429);

      // The primary's metrics port answers for every worker, each under its own label, and for its backups.
      assert.equal(startup.metrics, `http://127.0.0.1:${metricsPort}/metrics`);
      const samples = parse(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
      const statemaster = find(samples, 'screening_http_requests_total', { route: '/api/curable/statemaster', status: '200' });
      assert.deepEqual(statemaster.map((s) => s.labels.worker).sort(), ['1', '2']);
      assert.equal(
        statemaster.reduce((sum, s) => sum + s.value, 0),
        12,
      );
      const refused = (reason: string) =>
        find(samples, 'screening_sign_in_refusals_total', { reason }).reduce((sum, s) => sum + s.value, 0);
      assert.equal(refused('INVALID_CREDENTIALS'), 30);
      assert.equal(refused('TOO_MANY_SIGN_INS'), 2);
      assert.ok(valueOf(samples, 'screening_backup_last_success_age_seconds', { worker: 'primary' }) < 3600);
      assert.deepEqual(
        find(samples, 'process_resident_memory_bytes')
          .map((s) => s.labels.worker)
          .sort(),
        ['1', '2', 'primary'],
      );
      assert.equal(valueOf(samples, 'screening_db_pool_waiting', { pool: 'api', worker: '1' }), 0);

      // A worker that dies is replaced, and the server keeps answering.
      const [victim] = workerPids;
      process.kill(victim as number, 'SIGKILL');
      const replacement = await waitFor(
        'a replacement worker',
        () => server.lines().find((l) => l.event === 'worker-listening' && !workerPids.has(l.pid)),
        server,
      );
      const again = await call(port, 'POST', '/token/authenticate', {
        userName: demoAccounts.nurse.email,
        password: DEMO_PASSWORD,
      });
      assert.equal(again.status, 200);
      const live = new Set([...workerPids].filter((pid) => pid !== victim).concat(replacement.pid));
      from = server.lines().length;
      for (let i = 0; i < 8; i++) {
        const res = await call(port, 'GET', '/api/curable/statemaster', undefined, (again.json as { token: string }).token);
        assert.equal(res.status, 200);
      }
      assert.deepEqual(servedBy(server, from, '/api/curable/statemaster', 200), live);

      // SIGTERM stops the workers gracefully, then the primary.
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0, server.stderr());
      for (const pid of live) assert.throws(() => process.kill(pid as number, 0), /ESRCH/, `worker ${pid} is gone`);
      assert.ok(
        server.lines().find((l) => l.event === 'shutdown' && l.pid === server.child.pid && /^Stopped/.test(String(l.msg))),
      );
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  },
);
