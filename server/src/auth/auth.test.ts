import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, authThrottle, employee } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

const authenticate = (t: TestApp, userName: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName, password }, remoteAddress });

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('sign-in', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  describe('POST /token/authenticate', () => {
    test('returns a token for the lower-cased login, with the scoping ids and its session as claims', async () => {
      const res = await authenticate(t, '  Doctor@Demo.IN ', 'Demo@1234');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['token', 'userName']);
      assert.equal(body.userName, 'doctor@demo.in');
      const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString('utf8'));
      assert.equal(header.alg, 'HS512');
      const claims = claimsOf(body.token);
      assert.equal(claims.sub, 'doctor@demo.in');
      assert.equal(claims.roleId, 5);
      assert.equal(claims.hospitalId, 1);
      assert.equal(typeof claims.userId, 'number');
      assert.equal(typeof claims.sid, 'string');
      assert.equal(Number(claims.exp) - Number(claims.iat), 7200);
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    test('never echoes the password', async () => {
      const res = await authenticate(t, demoAccounts.doctor.email, 'Demo@1234');
      assert.ok(!res.body.includes('Demo@1234'));
    });

    test('a wrong password and an unknown e-mail get the same answer', async () => {
      const wrong = await authenticate(t, demoAccounts.doctor.email, 'Wrong@1234');
      const unknown = await authenticate(t, 'nobody@demo.in', 'Wrong@1234');
      assert.equal(wrong.statusCode, 401);
      assert.deepEqual(wrong.json(), {
        error: 'Invalid username or password.',
        message: 'The e-mail or the password is not correct.',
      });
      assert.equal(unknown.statusCode, wrong.statusCode);
      assert.deepEqual(unknown.json(), wrong.json());
    });

    test('an unknown e-mail costs the same password check as a known one (no timing oracle)', async () => {
      const known: number[] = [];
      const unknown: number[] = [];
      // The work the server does (CPU time of every thread, scrypt's included), not the wall clock, which other
      // processes on a shared machine stretch.
      const cpuMs = () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      };
      for (let i = 0; i < 7; i++) {
        let start = cpuMs();
        await authenticate(t, 'deepa.rajendran@demo.in', `Wrong@${i}xyz`, `10.1.0.${i}`);
        known.push(cpuMs() - start);
        start = cpuMs();
        await authenticate(t, `nobody${i}@demo.in`, `Wrong@${i}xyz`, `10.1.1.${i}`);
        unknown.push(cpuMs() - start);
      }
      // Before the dummy check, an unknown e-mail answered in about a fifth of the time.
      const ratio = median(unknown) / median(known);
      assert.ok(
        ratio > 0.6 && ratio < 1.7,
        `unknown/known median CPU time ratio ${ratio.toFixed(2)} (${median(unknown).toFixed(0)} vs ${median(known).toFixed(0)} ms)`,
      );
    });

    test('an inactive user is told so only with the right password', async () => {
      await t.db.update(employee).set({ isRecordDeleted: true }).where(eq(employee.email, 'jaya.kumari@demo.in'));
      const right = await authenticate(t, 'jaya.kumari@demo.in', 'Demo@1234');
      assert.equal(right.statusCode, 401);
      assert.equal(right.json().error, 'User inactive.');
      const wrong = await authenticate(t, 'jaya.kumari@demo.in', 'Wrong@1234');
      assert.equal(wrong.json().error, 'Invalid username or password.');
    });

    test('every attempt is audited, with its outcome', async () => {
      await authenticate(t, 'auditme@demo.in', 'Demo@1234');
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'SIGN_IN'), eq(auditLog.login, 'auditme@demo.in')));
      assert.equal(rows.length, 1);
      assert.deepEqual(rows[0].details, { outcome: 'invalid credentials' });
      assert.ok(!JSON.stringify(rows).includes('Demo@1234'));
    });
  });

  describe('password policy', () => {
    test('the server refuses what the shared rule refuses, with the same message, and takes a long passphrase', async () => {
      const token = await signIn(t.app, demoAccounts.admin.email);
      let current = 'Demo@1234';
      const update = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/curable/hospitalemployee',
          headers: bearer(token),
          payload: {
            id: claimsOf(token).userId,
            name: demoAccounts.admin.name,
            gender: 'FEMALE',
            phoneNo: demoAccounts.admin.phoneNo,
            password,
            currentPassword: current,
          },
        });
      const pattern =
        'Repeated characters, sequences such as "abc" or "123" and rows of keys are easy to guess. Please choose another password.';
      const refusals: [string, string][] = [
        ['abc123', 'Password must be 8–128 characters.'],
        ['aaaaaaaa', pattern],
        ['        ', pattern],
        ['Demo@1234', 'The password must not be built on the name of this app or institute, or on the demo password.'],
        ['password1', 'This password is too common. Please choose a less common one.'],
        ['my admin pass 2026', 'The password must not contain your e-mail name.'],
        ['x'.repeat(129), 'Password must be 8–128 characters.'],
      ];
      for (const [password, message] of refusals) {
        const res = await update(password);
        assert.equal(res.statusCode, 400, password);
        assert.deepEqual([res.json().field, res.json().message], ['password', message]);
      }
      const passphrase = 'a quiet river near the old temple';
      assert.equal([...passphrase].length > 32, true);
      assert.equal((await update(passphrase)).statusCode, 200);
      current = passphrase;
      assert.equal((await authenticate(t, demoAccounts.admin.email, passphrase)).statusCode, 200);
      const tamil = 'என் கடவுச்சொல் 2026';
      assert.equal((await update(tamil)).statusCode, 200);
      assert.equal((await authenticate(t, demoAccounts.admin.email, tamil)).statusCode, 200);
    });

    test('no throttle counter stores a typed e-mail in clear', async () => {
      const keys = await t.db.select({ key: authThrottle.key }).from(authThrottle);
      assert.ok(keys.length > 0);
      assert.ok(
        keys.every((r) => !r.key.includes('@')),
        keys.map((r) => r.key).join(' '),
      );
    });
  });
});
