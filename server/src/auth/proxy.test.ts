/**
 * TRUST_PROXY and the client address the sign-in throttles count: its values, `true` refused at start, and the API
 * behind Debian's nginx (a real reverse proxy), where a client writes X-Forwarded-For itself to pass for someone else.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseTrustProxy } from '../config.js';
import { auditLog } from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { runScript } from '../testing/child-process.js';
import { NGINX_MISSING, nginxAvailable, PROXY_ADDRESS, startNginx, type Nginx } from '../testing/nginx.js';
import { createTestApp, testClock, type TestApp } from '../testing/test-app.js';

describe('TRUST_PROXY', () => {
  test('unset, false or 0: no proxy; a number: the hops; otherwise the proxies’ addresses and CIDR ranges', () => {
    for (const off of [undefined, '', 'false', '0']) assert.equal(parseTrustProxy(off), false, String(off));
    assert.equal(parseTrustProxy('1'), 1);
    assert.equal(parseTrustProxy(' 2 '), 2);
    assert.deepEqual(parseTrustProxy('10.0.0.5, 10.0.0.0/24,::1,fd00::/8'), ['10.0.0.5', '10.0.0.0/24', '::1', 'fd00::/8']);
  });

  test('true is refused, naming the fix; so is anything that is neither a number nor addresses', () => {
    for (const value of ['true', 'TRUE']) {
      assert.throws(
        () => parseTrustProxy(value),
        (err: Error) =>
          /^TRUST_PROXY=true would trust the X-Forwarded-For a client writes itself/.test(err.message) &&
          err.message.includes('set TRUST_PROXY to the number of proxies in front of the API (1 for one reverse proxy)'),
      );
    }
    for (const bad of ['yes', 'loopback', '10.0.0.0/33', '10.0.0.5,', '1.5', 'proxy.hospital.example']) {
      assert.throws(() => parseTrustProxy(bad), /^Error: TRUST_PROXY must be the number of proxies in front of the API/, bad);
    }
  });

  test('the server does not start with TRUST_PROXY=true, and says why in one line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'screening-trust-proxy-'));
    const run = runScript(fileURLToPath(new URL('../main.ts', import.meta.url)), [], {
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: '',
    });
    const started = setTimeout(() => run.child.kill('SIGKILL'), 60_000);
    try {
      assert.equal(await run.closed, 1, 'refused at start');
      assert.match(run.stderr().trim(), /^The API server cannot start: TRUST_PROXY=true would trust [^\n]+$/);
    } finally {
      clearTimeout(started);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/** A sign-in through the proxy, sent from `client` (a loopback address other than the proxy's own). */
function signInThrough(port: number, client: string, body: { userName: string; password: string }, forwardedFor?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: client,
        method: 'POST',
        path: '/token/authenticate',
        agent: false,
        headers: {
          'content-type': 'application/json',
          connection: 'close',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('behind a reverse proxy (Debian nginx)', { skip: nginxAvailable() ? false : NGINX_MISSING }, () => {
  const client = '127.0.0.2';
  let t: TestApp;
  before(async () => {
    // A clock that stands still: a failure's delay never runs out while the test's requests go through nginx.
    t = await createTestApp({}, { clock: testClock().now });
  });
  after(() => t.close());

  /** The API with TRUST_PROXY=`trust` on a real port, nginx in front of it. */
  async function behindNginx(trust: string | undefined): Promise<{ app: FastifyInstance; nginx: Nginx }> {
    const app = t.buildApp({ trustProxy: parseTrustProxy(trust) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    return { app, nginx: await startNginx(port) };
  }

  const cases: { trust: string | undefined; login: string; seen: string }[] = [
    { trust: '1', login: 'selvi.murugan@demo.in', seen: client },
    { trust: PROXY_ADDRESS, login: 'deepa.rajendran@demo.in', seen: client },
    // Without TRUST_PROXY every client is the proxy: still throttled, never by the header.
    { trust: undefined, login: 'rajesh.iyer@demo.in', seen: PROXY_ADDRESS },
  ];
  for (const { trust, login, seen } of cases) {
    test(`TRUST_PROXY=${trust ?? '(unset)'}: wrong passwords each with another forged X-Forwarded-For are counted as ${seen}`, async () => {
      const { app, nginx } = await behindNginx(trust);
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const forged = `203.0.113.${i + 1}, 198.51.100.${i + 1}`;
          const res = await signInThrough(nginx.port, client, { userName: login, password: `Wrong-${i}-guess` }, forged);
          statuses.push(res.status);
        }
        assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
        const throttled = await t.db
          .select({ details: auditLog.details })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'SIGN_IN_THROTTLED'), eq(auditLog.login, login)));
        assert.deepEqual(
          throttled.map((r) => r.details),
          Array(3).fill({ limits: ['account-address'], address: seen }),
        );
        if (seen === client) {
          // The account's owner, another client of the same proxy, is not held back by that address's failures.
          const owner = await signInThrough(nginx.port, '127.0.0.3', { userName: login, password: DEMO_PASSWORD });
          assert.equal(owner.status, 200);
        }
      } finally {
        await nginx.stop();
        await app.close();
      }
    });
  }
});
