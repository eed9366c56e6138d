/**
 * Graceful shutdown on a real listening server: a request in flight when the stop begins is answered, readiness is
 * 503 from the first moment, a new connection is refused, the steps after the HTTP server run in order, and the
 * stop's JSON line says what was drained. A request slower than the bound is cut off and the stop still ends.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/open.js';
import { createLogger } from '../http/logging.js';
import { testConfig } from '../testing/test-app.js';
import { gracefulShutdown } from './lifecycle.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: string;
}

/** One request on its own connection (no keep-alive agent), as a separate client would send it. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await sleep(10);
  assert.ok(condition(), what);
}

describe('graceful shutdown', () => {
  let database: Database;
  before(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
  });
  after(() => database.close());

  async function listeningApp(slowMs: number): Promise<{ app: FastifyInstance; port: number; lines: Record<string, unknown>[] }> {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const app = buildApp({ db: database.db, config: testConfig, logger });
    // A test-only route that takes its time, added before the app is ready.
    app.get(
      '/api/test/slow',
      { config: { contractRoute: { method: 'GET', path: '/api/test/slow', access: 'public' } } },
      async () => {
        await sleep(slowMs);
        return { finished: true };
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as { port: number }).port, lines };
  }

  test('a request in flight finishes with 200; readiness is 503 at once; new connections are refused', async () => {
    const { app, port, lines } = await listeningApp(800);
    const ready = await get(port, '/api/ready');
    assert.equal(ready.status, 200);

    const slow = get(port, '/api/test/slow');
    await waitFor(() => app.requests.inFlight.size === 1, 'the slow request reached the server');
    const steps: string[] = [];
    const stopping = gracefulShutdown('SIGTERM', {
      app,
      readiness: app.ops.readiness,
      tracker: app.requests,
      log: app.log,
      timeoutMs: 5000,
      after: [
        { what: 'first', run: () => void steps.push('first') },
        { what: 'second', run: async () => void steps.push(`second after ${app.requests.inFlight.size} in flight`) },
      ],
    });

    assert.deepEqual(await app.ops.readiness.check(), { ready: false, reason: 'the server is shutting down' });
    await waitFor(() => !app.server.listening, 'the server stops listening while the request is in flight');
    await assert.rejects(get(port, '/api/health'), (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED');
    assert.deepEqual(steps, [], 'nothing is closed while a request is in flight');

    const answer = await slow;
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.body), { finished: true });

    const report = await stopping;
    assert.equal(report.reason, 'SIGTERM');
    assert.equal(report.drained, 1);
    assert.equal(report.cutOff, 0);
    assert.equal(report.clean, true);
    assert.ok(report.durationMs >= 500, `the stop waited for the request (${report.durationMs} ms)`);
    assert.deepEqual(steps, ['first', 'second after 0 in flight']);

    const stopped = lines.find((line) => line.event === 'shutdown' && 'drained' in line);
    assert.ok(stopped, 'the stop is logged');
    assert.equal(stopped.level, 30);
    assert.equal(stopped.reason, 'SIGTERM');
    assert.equal(stopped.drained, 1);
    assert.equal(typeof stopped.durationMs, 'number');
  });

  test('a request slower than the bound is cut off and the stop ends anyway', async () => {
    const { app, port } = await listeningApp(3000);
    const slow = get(port, '/api/test/slow');
    await waitFor(() => app.requests.inFlight.size === 1, 'the slow request reached the server');
    const report = await gracefulShutdown('SIGINT', {
      app,
      readiness: app.ops.readiness,
      tracker: app.requests,
      log: app.log,
      timeoutMs: 300,
    });
    assert.equal(report.drained, 0);
    assert.equal(report.cutOff, 1);
    // Had the stop waited for it, the request would have been answered.
    await assert.rejects(slow, 'the client sees its connection closed');
  });

  test('a failing step is logged and the later ones still run', async () => {
    const { app, lines } = await listeningApp(0);
    const ran: string[] = [];
    const report = await gracefulShutdown('SIGTERM', {
      app,
      readiness: app.ops.readiness,
      tracker: app.requests,
      log: app.log,
      timeoutMs: 1000,
      after: [
        {
          what: 'the control socket',
          run: () => {
            throw new Error('socket already gone');
          },
        },
        { what: 'the database', run: () => void ran.push('database') },
      ],
    });
    assert.equal(report.clean, false);
    assert.deepEqual(ran, ['database']);
    const failed = lines.find((line) => line.level === 50 && line.step === 'the control socket');
    assert.ok(failed, 'the failed step is logged at error');
    assert.equal((failed.err as { message: string }).message, 'socket already gone');
  });
});
