import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { employee } from '../db/schema.js';
import { ROLE } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, testConfig, type TestApp } from '../testing/test-app.js';
import { requireUser } from './access.js';
import { textId, textInt, type RouteAccess, type RouteMethod } from '@screening/domain/api';

/** A test-only route's config: an entry of its own, standing for a contract entry's access rule. */
const testEntry = (method: RouteMethod, path: string, access: RouteAccess) => ({ contractRoute: { method, path, access } });

describe('access control and error handling', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    // Test-only routes, each with an entry of its own (access is a contract entry's): one needing CREATE on the
    // outreach-clinic menu (by url), one VIEW on Reports (by name).
    t.app.get(
      '/api/test/outreach',
      { config: testEntry('GET', '/api/test/outreach', { anyOf: [{ url: '/OutrichClinic', privilege: 'CREATE' }] }) },
      async (req) => ({
        ok: true,
        user: requireUser(req),
      }),
    );
    t.app.get(
      '/api/test/reports',
      { config: testEntry('GET', '/api/test/reports', { anyOf: [{ menu: 'reports', privilege: 'VIEW' }] }) },
      async () => ({ ok: true }),
    );
    t.app.post(
      '/api/test/echo',
      {
        config: testEntry('POST', '/api/test/echo', 'authenticated'),
        schema: {
          body: {
            type: 'object',
            required: ['name', 'count'],
            properties: {
              name: { type: 'string', minLength: 2 },
              count: { type: 'integer' },
              hospitalId: textId,
              noNurses: textInt(0, 999),
            },
          },
        },
      },
      async (req) => req.body,
    );
  });
  after(() => t.close());

  test('a role holding the grant passes and sees req.user from the database', async () => {
    const token = await signIn(t.app, demoAccounts.campCoordinator.email);
    const res = await t.app.inject({ url: '/api/test/outreach', headers: bearer(token) });
    assert.equal(res.statusCode, 200);
    const { user } = res.json();
    assert.deepEqual(Object.keys(user).sort(), ['hospitalId', 'login', 'roleId', 'sessionId', 'userId']);
    assert.equal(user.roleId, 3);
    assert.equal(user.hospitalId, 1);
    assert.equal(user.login, 'campcoord@demo.in');
  });

  test('a role without the grant → 403 with a message', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    const res = await t.app.inject({ url: '/api/test/outreach', headers: bearer(token) });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().error, 'PRIVILEGE_REQUIRED');
    assert.match(res.json().message, /^You do not have permission/);
    // …while a grant the Nurse holds (Reports VIEW, matched by menu name) passes.
    assert.equal((await t.app.inject({ url: '/api/test/reports', headers: bearer(token) })).statusCode, 200);
  });

  test('a real route: the admin (no registration/screening/clinical menus) may not read form definitions', async () => {
    const admin = await signIn(t.app, demoAccounts.admin.email);
    const res = await t.app.inject({ url: '/api/curable/getMetricsById/5', headers: bearer(admin) });
    assert.equal(res.statusCode, 403);
  });

  test('a route without an access rule (not declared from a contract entry) is a startup error', async () => {
    const app = buildApp({ db: t.db, config: testConfig });
    assert.throws(() => app.get('/api/curable/undeclared', async () => ({})), /must be declared from its route contract entry/);
    // Inside a plugin (how the areas register) the app refuses to start.
    app.register(async (area) => {
      area.post('/api/curable/undeclared', async () => ({}));
    });
    await assert.rejects(async () => {
      await app.ready();
    }, /must be declared from its route contract entry/);
    await app.close().catch(() => undefined);
  });

  test('a route outside /api may declare only public access (nothing there would enforce more)', async () => {
    const app = buildApp({ db: t.db, config: testConfig });
    assert.throws(
      () => app.post('/token/elsewhere', { config: testEntry('POST', '/token/elsewhere', 'authenticated') }, async () => ({})),
      /only 'public'/,
    );
    app.post('/token/open', { config: testEntry('POST', '/token/open', 'public') }, async () => ({}));
    await app.close().catch(() => undefined);
  });

  test('malformed JSON → 400', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name": "ab",',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/token/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: 'nope',
    });
    assert.equal(login.statusCode, 400);
  });

  test('a missing or ill-typed field → 400 naming it', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/test/echo', headers: bearer(token), payload: payload as object });
    let res = await post({ name: 'Asha' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'FIELD_REQUIRED',
      message: 'count is required.',
      field: 'count',
      params: { field: 'count' },
    });
    res = await post({ name: 'Asha', count: 'many' });
    assert.deepEqual(res.json(), {
      error: 'FIELD_TYPE',
      message: 'count must be an integer.',
      field: 'count',
      params: { field: 'count', type: 'an integer' },
    });
    res = await post({ name: 'A', count: 1 });
    assert.equal(res.json().field, 'name');
    assert.match(res.json().message, /^name must NOT have fewer than 2 characters/);
    const login = await t.app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName: 'nurse@demo.in' } });
    assert.deepEqual(login.json(), {
      error: 'FIELD_REQUIRED',
      message: 'password is required.',
      field: 'password',
      params: { field: 'password' },
    });
  });

  test('numbers as text only where declared (`digits`): "3" → 3, "" → null; elsewhere a 400', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    const echo = (payload: object) => t.app.inject({ method: 'POST', url: '/api/test/echo', headers: bearer(token), payload });
    const res = await echo({ name: 'Asha', count: 3, hospitalId: '', noNurses: '3', unknown: 'ignored' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { name: 'Asha', count: 3, hospitalId: null, noNurses: 3, unknown: 'ignored' });
    assert.deepEqual((await echo({ name: 'Asha', count: '3' })).json(), {
      error: 'FIELD_TYPE',
      message: 'count must be an integer.',
      field: 'count',
      params: { field: 'count', type: 'an integer' },
    });
    assert.deepEqual((await echo({ name: 'Asha', count: 3, noNurses: true })).json(), {
      error: 'FIELD_TYPE',
      message: 'noNurses must be a whole number.',
      field: 'noNurses',
      params: { field: 'noNurses', type: 'a whole number' },
    });
    assert.deepEqual((await echo({ name: 'Asha', count: 3, noNurses: '1000' })).json(), {
      error: 'FIELD_INVALID',
      message: 'noNurses must be <= 999.',
      field: 'noNurses',
      params: { field: 'noNurses', rule: 'must be <= 999' },
    });
  });

  test('unknown paths → 404 {error}; /api ones only after authentication', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    for (const url of ['/api/curable1/candidatehistoryForPrefil', '/api/curable/nope']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: {} });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.json().error, 'ROUTE_NOT_FOUND');
      assert.equal((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode, 401);
    }
    assert.equal((await t.app.inject({ url: '/elsewhere' })).statusCode, 404);
  });

  test('health needs no token', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { ok: true });
  });

  test('grants are cached per role, yet a role change or a deactivation counts on the very next call', async () => {
    const nurse = demoAccounts.nurse;
    const token = await signIn(t.app, nurse.email);
    const call = () => t.app.inject({ url: '/api/test/outreach', headers: bearer(token) });
    assert.equal((await call()).statusCode, 403);
    const [{ roleId }] = await t.db
      .select({ roleId: employee.employeeRoleMasterId })
      .from(employee)
      .where(eq(employee.email, nurse.email));
    try {
      await t.db.update(employee).set({ employeeRoleMasterId: ROLE.campCoordinator }).where(eq(employee.email, nurse.email));
      assert.equal((await call()).statusCode, 200);
      await t.db.update(employee).set({ isRecordDeleted: true }).where(eq(employee.email, nurse.email));
      assert.equal((await call()).statusCode, 401);
    } finally {
      await t.db
        .update(employee)
        .set({ employeeRoleMasterId: roleId, isRecordDeleted: false })
        .where(eq(employee.email, nurse.email));
    }
    assert.equal((await call()).statusCode, 403);
  });
});
