import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { employee } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import type { FastifyInstance } from 'fastify';

const refresh = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/token/refresh', headers: bearer(token) });
const call = (app: FastifyInstance, token: string) => app.inject({ url: '/api/curable/statemaster', headers: bearer(token) });
const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
const idOf = async (t: TestApp, email: string) =>
  (await t.db.select({ id: employee.id }).from(employee).where(eq(employee.email, email)))[0].id;

describe('sessions end', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  describe('refresh', () => {
    test('a live session gets a fresh token of the same session and claims', async () => {
      const token = await signIn(t.app, demoAccounts.nurse.email);
      const res = await refresh(t.app, token);
      assert.equal(res.statusCode, 200);
      const [a, b] = [claimsOf(token), claimsOf(res.json().token)];
      for (const claim of ['sub', 'userName', 'userId', 'roleId', 'hospitalId', 'sid'])
        assert.deepEqual(b[claim], a[claim], claim);
    });

    test('never carries a session past its absolute lifetime', async () => {
      const app = t.buildApp({ sessionMaxSeconds: 3 });
      const token = await signIn(app, demoAccounts.nurse.email);
      // Even the first token ends with the session, though tokens otherwise live 2 hours.
      assert.ok(Number(claimsOf(token).exp) - Number(claimsOf(token).iat) <= 3);
      const refreshed = await refresh(app, token);
      assert.equal(refreshed.statusCode, 200);
      assert.ok(Number(claimsOf(refreshed.json().token).exp) <= Number(claimsOf(token).exp));
      // Both tokens say when the session ends, and it is where both expire.
      assert.equal(claimsOf(token).sessionEnds, claimsOf(token).exp);
      assert.equal(claimsOf(refreshed.json().token).sessionEnds, claimsOf(token).sessionEnds);
      await new Promise((resolve) => setTimeout(resolve, 3200));
      assert.equal((await refresh(app, refreshed.json().token)).statusCode, 401);
      assert.equal((await call(app, refreshed.json().token)).statusCode, 401);
    });

    test('a garbage or missing token → 401', async () => {
      assert.equal((await refresh(t.app, 'not.a.token')).statusCode, 401);
      assert.equal((await t.app.inject({ method: 'POST', url: '/token/refresh' })).statusCode, 401);
    });
  });

  test('sign-out revokes the token server-side; other sessions of the same user go on', async () => {
    const token = await signIn(t.app, demoAccounts.doctor.email);
    const other = await signIn(t.app, demoAccounts.doctor.email);
    const out = await t.app.inject({ method: 'POST', url: '/token/logout', headers: bearer(token) });
    assert.equal(out.statusCode, 204);
    assert.equal((await call(t.app, token)).statusCode, 401);
    assert.equal((await refresh(t.app, token)).statusCode, 401);
    assert.equal((await call(t.app, other)).statusCode, 200);
    // Idempotent, and silent about bad tokens.
    assert.equal((await t.app.inject({ method: 'POST', url: '/token/logout', headers: bearer(token) })).statusCode, 204);
    assert.equal((await t.app.inject({ method: 'POST', url: '/token/logout', headers: bearer('x.y.z') })).statusCode, 204);
  });

  test("a password change on one's profile ends every other session, and keeps the one that made it", async () => {
    const email = 'vignesh.kannan@demo.in';
    const here = await signIn(t.app, email);
    const elsewhere = await signIn(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/curable/hospitalemployee',
      headers: bearer(here),
      payload: {
        id: claimsOf(here).userId,
        name: 'Vignesh Kannan',
        gender: 'MALE',
        phoneNo: '9962033033',
        password: 'New-lamp-2026',
        currentPassword: 'Demo@1234',
      },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await call(t.app, elsewhere)).statusCode, 401);
    assert.equal((await call(t.app, here)).statusCode, 200);
    await signIn(t.app, email, 'New-lamp-2026');
  });

  test('deactivation ends every session at once, and reactivation does not bring them back', async () => {
    const email = 'saranya.ganesan@demo.in';
    const token = await signIn(t.app, email);
    const admin = await signIn(t.app, demoAccounts.admin.email);
    const id = await idOf(t, email);
    const save = (isRecordDeleted: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/curable/createUser',
        headers: bearer(admin),
        payload: {
          id,
          email,
          employeeRoleMasterId: 6,
          gender: 'FEMALE',
          hospitalId: [1],
          name: 'Saranya Ganesan',
          phoneNo: '8939044042',
          isRecordDeleted,
        },
      });
    assert.equal((await save(true)).statusCode, 200);
    assert.equal((await call(t.app, token)).statusCode, 401);
    assert.equal((await save(false)).statusCode, 200);
    assert.equal((await call(t.app, token)).statusCode, 401);
    assert.equal((await refresh(t.app, token)).statusCode, 401);
  });

  describe("a user manager resets a colleague's password", () => {
    const reset = (token: string, userId: number) =>
      t.app.inject({ method: 'POST', url: '/api/curable/resetUserPassword', headers: bearer(token), payload: { userId } });

    test('her sessions end; the temporary password must be changed before she can sign in again', async () => {
      const email = 'deepa.rajendran@demo.in';
      const hers = await signIn(t.app, email);
      const manager = await signIn(t.app, demoAccounts.campCoordinator.email);
      const res = await reset(manager, await idOf(t, email));
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      const { temporaryPassword } = res.json();
      assert.match(temporaryPassword, /^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      assert.equal((await call(t.app, hers)).statusCode, 401);

      assert.equal(
        (await t.app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName: email, password: 'Demo@1234' } }))
          .statusCode,
        401,
      );
      const withTemporary = await t.app.inject({
        method: 'POST',
        url: '/token/authenticate',
        payload: { userName: email, password: temporaryPassword },
      });
      assert.equal(withTemporary.statusCode, 403);
      assert.equal(withTemporary.json().error, 'Password change required.');

      const change = (newPassword: string, password = temporaryPassword) =>
        t.app.inject({ method: 'POST', url: '/token/changePassword', payload: { userName: email, password, newPassword } });
      assert.equal((await change('short')).json().field, 'newPassword');
      assert.equal((await change(temporaryPassword)).statusCode, 400);
      const wrong = await change('Own-choice-2026', 'Wrong-guess-2026');
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual([wrong.json().error, wrong.json().field], ['CURRENT_PASSWORD_WRONG', 'password']);
      assert.equal((await change('aaaaaaaa')).json().field, 'newPassword');
      const changed = await change('Own-choice-2026');
      assert.equal(changed.statusCode, 200);
      assert.equal((await call(t.app, changed.json().token)).statusCode, 200);
      await signIn(t.app, email, 'Own-choice-2026');
      assert.equal((await change('Another-2026-x')).statusCode, 400, 'the temporary password works once');
    });

    test('only for colleagues whose role ranks below the caller, never oneself', async () => {
      const campCoordinator = await signIn(t.app, demoAccounts.campCoordinator.email);
      for (const email of [
        demoAccounts.admin.email,
        demoAccounts.programCoordinator.email,
        'suresh.babu@demo.in',
        demoAccounts.campCoordinator.email,
      ]) {
        const res = await reset(campCoordinator, await idOf(t, email));
        assert.equal(res.statusCode, 403, email);
      }
      const nurse = await signIn(t.app, demoAccounts.nurse.email);
      assert.equal((await reset(nurse, await idOf(t, demoAccounts.doctor.email))).statusCode, 403);
      assert.equal((await reset(campCoordinator, 999_999)).statusCode, 404);
      assert.equal((await signIn(t.app, demoAccounts.admin.email)).length > 0, true);
    });
  });
});
