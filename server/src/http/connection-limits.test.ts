/**
 * Slow and greedy clients against the real API listening on a port, with its limits made small so the test is quick
 * (the defaults are the same code with larger numbers): a body that stalls, headers that never end, a kept-alive
 * connection left idle, and more connections from one address than the cap.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/open.js';
import { testConfig } from '../testing/test-app.js';
import { openTestDatabase } from '../testing/test-database.js';
import { openConnection, sendThenStall } from '../testing/slow-client.js';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits.js';

const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 1000,
  checkIntervalMs: 100,
  keepAliveTimeoutMs: 500,
  idleTimeoutMs: 5000,
  perAddress: 4,
};
describe('connection limits of the API server', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  before(async () => {
    database = await openTestDatabase();
    app = buildApp({ db: database.db, config: testConfig, connections: LIMITS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  test('by default a request whose body stalls is cut within a minute', () => {
    const { requestTimeoutMs, checkIntervalMs, headersTimeoutMs } = DEFAULT_CONNECTION_LIMITS;
    assert.ok(requestTimeoutMs + checkIntervalMs <= 60_000);
    assert.ok(headersTimeoutMs < requestTimeoutMs);
  });

  test('a request whose body stalls is answered 408 in the API’s error shape and its connection closed', async () => {
    const head =
      'POST /token/authenticate HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const { received, closedAfterMs } = await sendThenStall(port, `${head}{"userName":"nurse@demo.in","pass`);
    assert.notEqual(closedAfterMs, null, 'the connection was still open');
    assert.ok(closedAfterMs! < LIMITS.requestTimeoutMs + 2000, `closed after ${closedAfterMs} ms`);
    assert.match(received, /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.deepEqual(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)), {
      error: 'REQUEST_REFUSED',
      message: 'The request did not arrive in time.',
      params: { reason: 'The request did not arrive in time.' },
    });
  });

  test('headers that never end are cut too', async () => {
    const { received, closedAfterMs } = await sendThenStall(port, 'GET /api/health HTTP/1.1\r\nHost: api\r\nX-Slow: 1');
    assert.notEqual(closedAfterMs, null, 'the connection was still open');
    assert.ok(closedAfterMs! < LIMITS.headersTimeoutMs + 2000, `closed after ${closedAfterMs} ms`);
    assert.match(received, /^HTTP\/1\.1 408 /);
  });

  test('a kept-alive connection left idle after its answer is closed', async () => {
    const { received, closedAfterMs } = await sendThenStall(port, 'GET /api/health HTTP/1.1\r\nHost: api\r\n\r\n');
    assert.match(received, /^HTTP\/1\.1 200 OK\r\n/);
    assert.match(received, /\{"ok":true\}$/);
    assert.notEqual(closedAfterMs, null, 'the connection was still open');
    assert.ok(closedAfterMs! < LIMITS.keepAliveTimeoutMs + 2000, `closed after ${closedAfterMs} ms`);
  });

  test('one address holds at most the cap; past it a connection is closed at once, and one that ends frees a place', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.perAddress }, () => openConnection(port)));
    try {
      const refused = await sendThenStall(port, 'GET /api/health HTTP/1.1\r\nHost: api\r\n\r\n');
      assert.equal(refused.received, '');
      assert.ok(refused.closedAfterMs !== null && refused.closedAfterMs < 1000, `closed after ${refused.closedAfterMs} ms`);

      const leaving = held.pop()!;
      leaving.end();
      await once(leaving, 'close');
      // The server counts the place free once it has closed its side too: a few tries at most.
      let answer = '';
      for (let i = 0; i < 20 && !answer; i++) {
        answer = (await sendThenStall(port, 'GET /api/health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n')).received;
      }
      assert.match(answer, /^HTTP\/1\.1 200 OK\r\n/);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
