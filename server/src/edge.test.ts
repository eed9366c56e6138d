import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { parseCorsOrigins } from './config.js';
import { createTestApp, demoAccounts, type TestApp } from './testing/test-app.js';
import { DEMO_PASSWORD } from './seed/ids.js';

const HOST = 'http://localhost:3000';

describe('the API edge: CORS and security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/curable/statemaster',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type' },
    });

  test("the host's origin may call the API, without credentials", async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { origin: HOST } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['access-control-allow-origin'], HOST);
    assert.equal(res.headers['access-control-allow-credentials'], undefined);
    assert.match(String(res.headers.vary), /Origin/);

    const pre = await preflight(HOST);
    assert.equal(pre.statusCode, 204);
    assert.equal(pre.headers['access-control-allow-origin'], HOST);
    assert.match(String(pre.headers['access-control-allow-headers']), /authorization/i);
  });

  test('another origin, a look-alike and "null" get no Access-Control-Allow-Origin', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'http://localhost:3001', 'null']) {
      const res = await t.app.inject({ url: '/api/health', headers: { origin } });
      assert.equal(res.headers['access-control-allow-origin'], undefined, origin);
      assert.equal(res.headers['access-control-allow-credentials'], undefined, origin);
      const pre = await preflight(origin);
      assert.equal(pre.headers['access-control-allow-origin'], undefined, `preflight from ${origin}`);
    }
  });

  test('CORS_ORIGINS adds origins (the original app beside the suite)', async () => {
    const app = t.buildApp({ corsOrigins: parseCorsOrigins(HOST, 'http://localhost:5055') });
    const res = await app.inject({ url: '/api/health', headers: { origin: 'http://localhost:5055' } });
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:5055');
    const host = await app.inject({ url: '/api/health', headers: { origin: HOST } });
    assert.equal(host.headers['access-control-allow-origin'], HOST);
  });

  const assertHardened = (res: LightMyRequestResponse, what: string) => {
    assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
    assert.equal(res.headers['x-frame-options'], 'DENY', what);
    assert.equal(res.headers['referrer-policy'], 'no-referrer', what);
    assert.equal(res.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'", what);
    assert.equal(res.headers['cache-control'], 'no-store', what);
  };

  test('every answer is hardened: success, sign-in, refusal, not found, preflight', async () => {
    assertHardened(await t.app.inject({ url: '/api/health' }), 'health');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/token/authenticate',
      headers: { origin: HOST },
      payload: { userName: demoAccounts.nurse.email, password: DEMO_PASSWORD },
    });
    assert.equal(signIn.statusCode, 200);
    assertHardened(signIn, 'sign-in');
    assertHardened(await t.app.inject({ url: '/api/curable/statemaster' }), 'no token');
    assertHardened(await t.app.inject({ url: '/api/nothing-here' }), 'not found');
    assertHardened(await preflight(HOST), 'preflight');
  });

  test('HSTS only when the suite is served over HTTPS', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const tls = await t.buildApp({ appUrl: 'https://screening.hospital.example' }).inject({ url: '/api/health' });
    assert.equal(tls.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });
});

describe('CORS origins from the environment', () => {
  test("APP_URL's origin by default; CORS_ORIGINS adds more, reduced to their origins, without duplicates", () => {
    assert.deepEqual(parseCorsOrigins('http://localhost:3000', undefined), ['http://localhost:3000']);
    assert.deepEqual(
      parseCorsOrigins('https://screening.hospital.example/app', ' http://localhost:5055/ , https://screening.hospital.example,'),
      ['https://screening.hospital.example', 'http://localhost:5055'],
    );
  });

  test('a wildcard, "null" or a non-http origin is refused at start', () => {
    for (const bad of ['*', 'null', 'file:///srv/app', 'localhost:5055']) {
      assert.throws(() => parseCorsOrigins('http://localhost:3000', bad), /CORS_ORIGINS must hold http\(s\) origins/, bad);
    }
    assert.throws(() => parseCorsOrigins('not a url', undefined), /APP_URL/);
  });
});
