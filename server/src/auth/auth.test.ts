import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, authAttempt, employee } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

const authenticate = (t: TestApp, userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName, password } });

const refresh = (t: TestApp, token: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/token/refresh', headers: bearer(token) });

const forgotPassword = (t: TestApp, userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/token/forgotPassword', payload: { userName, password } });

async function deactivate(t: TestApp, email: string): Promise<void> {
  await t.db.update(employee).set({ isRecordDeleted: true }).where(eq(employee.email, email));
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('sign-in, refresh and password reset', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  describe('POST /token/authenticate', () => {
    test('returns a token for the lower-cased login, with the scoping ids as claims', async () => {
      const res = await authenticate(t, '  Doctor@Demo.IN ', 'Demo@1234');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['token', 'userName']);
      assert.equal(body.userName, 'doctor@demo.in');
      const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString('utf8'));
      assert.equal(header.alg, 'HS512');
      const claims = claimsOf(body.token);
      assert.equal(claims.sub, 'doctor@demo.in');
      assert.equal(claims.userName, 'doctor@demo.in');
      assert.equal(claims.roleId, 5);
      assert.equal(claims.hospitalId, 1);
      assert.equal(typeof claims.userId, 'number');
      assert.equal(Number(claims.exp) - Number(claims.iat), 7200);
    });

    test('never echoes the password', async () => {
      const res = await authenticate(t, demoAccounts.doctor.email, 'Demo@1234');
      assert.ok(!res.body.includes('Demo@1234'));
    });

    test('wrong password → 401 "Invalid password."', async () => {
      const res = await authenticate(t, demoAccounts.doctor.email, 'Wrong@1234');
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'Invalid password.');
      assert.equal(typeof res.json().message, 'string');
    });

    test('unknown login → 401 "Invalid username."', async () => {
      const res = await authenticate(t, 'nobody@demo.in', 'Demo@1234');
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'Invalid username.');
    });

    test('inactive user → 401 "User inactive."', async () => {
      await deactivate(t, 'jaya.kumari@demo.in');
      const res = await authenticate(t, 'jaya.kumari@demo.in', 'Demo@1234');
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'User inactive.');
    });

    test('too many failures for one login → 429, even with the right password', async () => {
      const login = 'ramya.balaji@demo.in';
      for (let i = 0; i < 10; i++) assert.equal((await authenticate(t, login, 'Wrong@1234')).statusCode, 401);
      const res = await authenticate(t, login.toUpperCase(), 'Demo@1234');
      assert.equal(res.statusCode, 429);
      assert.equal(res.json().error, 'Too Many Requests');
      // Other logins are unaffected.
      assert.equal((await authenticate(t, demoAccounts.socialWorker.email, 'Demo@1234')).statusCode, 200);
    });

    test('every attempt is audited', async () => {
      await authenticate(t, 'auditme@demo.in', 'Demo@1234');
      const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'SIGN_IN'), eq(auditLog.login, 'auditme@demo.in')));
      assert.equal(rows.length, 1);
      assert.deepEqual(rows[0].details, { outcome: 'Invalid username.' });
    });
  });

  describe('POST /token/refresh', () => {
    test('a valid token gets a fresh token with the same claims', async () => {
      const token = await signIn(t.app, demoAccounts.nurse.email);
      const res = await refresh(t, token);
      assert.equal(res.statusCode, 200);
      const fresh = res.json().token as string;
      const [a, b] = [claimsOf(token), claimsOf(fresh)];
      for (const claim of ['sub', 'userName', 'userId', 'roleId', 'hospitalId']) assert.deepEqual(b[claim], a[claim], claim);
      assert.equal(Number(b.exp) - Number(b.iat), 7200);
    });

    test('an expired token → 401 (on refresh and on /api)', async () => {
      const shortLived = t.buildApp({ tokenTtlSeconds: 1 });
      const token = await signIn(shortLived, demoAccounts.nurse.email);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const res = await refresh(t, token, shortLived);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'Full authentication is required to access this resource');
      const api = await t.app.inject({ url: '/api/curable/statemaster', headers: bearer(token) });
      assert.equal(api.statusCode, 401);
    });

    test('a garbage or missing token → 401', async () => {
      assert.equal((await refresh(t, 'not.a.token')).statusCode, 401);
      assert.equal((await t.app.inject({ method: 'POST', url: '/token/refresh' })).statusCode, 401);
    });

    test('a user made inactive after sign-in → 401 "User inactive." (refresh and /api)', async () => {
      const token = await signIn(t.app, 'saranya.ganesan@demo.in');
      await deactivate(t, 'saranya.ganesan@demo.in');
      const res = await refresh(t, token);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'User inactive.');
      const api = await t.app.inject({ url: '/api/curable/statemaster', headers: bearer(token) });
      assert.equal(api.statusCode, 401);
    });
  });

  describe('POST /token/forgotPassword', () => {
    test('resets the password (case-insensitive e-mail); the new one signs in, the old one no longer does', async () => {
      const res = await forgotPassword(t, 'COORDINATOR@demo.in', 'Fresh1234');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { message: '', status: 2 });
      assert.equal((await authenticate(t, demoAccounts.programCoordinator.email, 'Fresh1234')).statusCode, 200);
      assert.equal((await authenticate(t, demoAccounts.programCoordinator.email, 'Demo@1234')).statusCode, 401);
    });

    test('writes an audit row in the same transaction', async () => {
      const [account] = await t.db.select({ id: employee.id }).from(employee).where(eq(employee.email, demoAccounts.programCoordinator.email));
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'RESET_PASSWORD'), eq(auditLog.entityId, String(account.id))));
      assert.equal(rows.length, 1);
      assert.equal(rows[0].entity, 'employee');
      assert.equal(rows[0].login, 'coordinator@demo.in');
      assert.deepEqual(rows[0].details, { outcome: 'success' });
      assert.ok(!JSON.stringify(rows[0]).includes('Fresh1234'), 'no password in the audit trail');
    });

    test('matches the e-mail exactly, never a substring → 401 "Invalid username."', async () => {
      for (const userName of ['nobody@demo.in', 'coordinator', 'demo.in']) {
        const res = await forgotPassword(t, userName, 'Fresh1234');
        assert.equal(res.statusCode, 401, userName);
        assert.equal(res.json().error, 'Invalid username.');
      }
    });

    test('a weak password → 400 naming the field', async () => {
      for (const password of ['abc12', 'onlyletters', '12345678', 'a1'.repeat(17)]) {
        const res = await forgotPassword(t, demoAccounts.doctor.email, password);
        assert.equal(res.statusCode, 400, password);
        assert.equal(res.json().field, 'password');
        assert.equal(res.json().message, 'Password must be 6–32 characters with letters and numbers.');
      }
    });

    test('more than 5 resets of one login in 15 minutes → 429', async () => {
      const login = 'selvi.murugan@demo.in';
      for (let i = 0; i < 5; i++) assert.equal((await forgotPassword(t, login, `Reset${i}abc`)).statusCode, 200);
      const res = await forgotPassword(t, login, 'Reset9abc');
      assert.equal(res.statusCode, 429);
      assert.equal(res.json().error, 'Too Many Requests');
      const [{ n }] = await t.db.select({ n: count() }).from(authAttempt).where(eq(authAttempt.login, login));
      assert.equal(n, 5, 'a refused attempt is not recorded');
    });
  });
});
