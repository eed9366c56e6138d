/**
 * Readiness and liveness as a load balancer sees them: /api/ready answers 200 only while the database answers, its
 * schema is this release's and the server is not stopping, and answers 503 fast (well within 3 s) when the
 * database is down or hung; /api/health never touches the database.
 */
import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/open.js';
import { postgresAvailable, POSTGRES_MISSING, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';
import { createReadiness } from './readiness.js';

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

describe('readiness on the embedded database', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a migrated database is ready; the answer is public and not stored', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { ready: true });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('while shutting down: ready 503 with the reason, health still 200', async () => {
    const readiness = createReadiness(t.db);
    const app = buildApp({ db: t.db, config: testConfig, ops: { readiness } });
    try {
      assert.equal((await app.inject({ url: '/api/ready' })).statusCode, 200);
      readiness.beginShutdown();
      const res = await app.inject({ url: '/api/ready' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), { ready: false, reason: 'the server is shutting down' });
      assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });

  test('an unmigrated database is not ready, and says which schema it has and needs', async () => {
    const bare = await openDatabase({ kind: 'pglite' });
    const app = buildApp({ db: bare.db, config: testConfig });
    try {
      const res = await app.inject({ url: '/api/ready' });
      assert.equal(res.statusCode, 503);
      const body = res.json<{ ready: boolean; reason: string }>();
      assert.equal(body.ready, false);
      assert.match(body.reason, /^the database schema is at no migration; this release needs migration \d+ \(\w+\)$/);
    } finally {
      await app.close();
      await bare.close();
    }
  });

  test('health answers without the database: 200 after it is closed, while ready is 503', async () => {
    const own = await openDatabase({ kind: 'pglite' });
    await own.migrate();
    const app = buildApp({ db: own.db, config: testConfig });
    try {
      assert.equal((await app.inject({ url: '/api/ready' })).statusCode, 200);
      await own.close();
      const health = await app.inject({ url: '/api/health' });
      assert.equal(health.statusCode, 200);
      assert.deepEqual(health.json(), { ok: true });
      const ready = await app.inject({ url: '/api/ready' });
      assert.equal(ready.statusCode, 503);
      assert.match(ready.json<{ reason: string }>().reason, /^the database is unreachable/);
    } finally {
      await app.close();
    }
  });
});

describe('readiness on PostgreSQL', () => {
  let cluster: PostgresCluster | null = null;
  let database: Database | null = null;
  const skip = postgresAvailable() ? false : POSTGRES_MISSING;

  before(async () => {
    if (skip) return;
    cluster = await startPostgresCluster();
    database = await openDatabase({ kind: 'postgres', url: await cluster.createDatabase() });
    await database.migrate();
  });
  after(async () => {
    await database?.close();
    cluster?.destroy();
  });

  test('503 within 3 s while the server is down, 200 again once it is back', { skip }, async () => {
    const app = buildApp({ db: database!.db, config: testConfig });
    try {
      assert.equal((await app.inject({ url: '/api/ready' })).statusCode, 200);
      const status = await app.inject({ url: '/api/health' });
      assert.equal(status.statusCode, 200);

      cluster!.stop();
      for (let i = 0; i < 2; i++) {
        const { value: res, ms } = await timed(() => app.inject({ url: '/api/ready' }));
        assert.equal(res.statusCode, 503, res.body);
        assert.ok(ms < 3000, `answered in ${ms} ms`);
        const { reason } = res.json<{ reason: string }>();
        assert.match(reason, /^the database (is unreachable|did not answer)/);
        // Nothing of the connection (host, port, user) is told to an anonymous caller.
        assert.doesNotMatch(reason, /127\.0\.0\.1|postgres@|5432|\d{4,5}/);
      }
      assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);

      cluster!.start();
      let res = await app.inject({ url: '/api/ready' });
      for (let i = 0; i < 20 && res.statusCode !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        res = await app.inject({ url: '/api/ready' });
      }
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { ready: true });
    } finally {
      await app.close();
    }
  });

  test('a hung server (connections accepted, nothing answered) gives 503 in about 2 s, not a hung probe', async () => {
    // A listener that takes connections and never says a word: what a frozen database host looks like.
    const sockets = new Set<Socket>();
    const hung: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as { port: number };
    const frozen = await openDatabase({ kind: 'postgres', url: `postgres://nobody:secret@127.0.0.1:${port}/screening` });
    const app = buildApp({ db: frozen.db, config: testConfig });
    try {
      const [a, b] = await Promise.all([
        timed(() => app.inject({ url: '/api/ready' })),
        timed(() => app.inject({ url: '/api/ready' })),
      ]);
      for (const { value: res, ms } of [a, b]) {
        assert.equal(res.statusCode, 503);
        assert.deepEqual(res.json(), { ready: false, reason: 'the database did not answer within 2 s' });
        assert.ok(ms >= 1900 && ms < 3000, `answered in ${ms} ms`);
      }
      assert.equal(sockets.size, 1, 'concurrent probes share one query, so a hung database does not collect one per probe');
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await frozen.close().catch(() => undefined);
      await new Promise((resolve) => hung.close(resolve));
    }
  });
});
