/**
 * The sign-in throttles as a guesser and as hospital staff meet them (docs/security.md): growing delays per account
 * and per account and address, spraying, an address that never failed for an account, a hospital behind one
 * address, no server-wide limit. Time is the app's injected clock, moved on by hand.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog } from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { createTestApp, demoAccounts, testClock, type TestApp } from '../testing/test-app.js';

const clock = testClock();
let t: TestApp;
before(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
after(() => t.close());

const signIn = (userName: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName, password }, remoteAddress });

const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

async function throttledAudit(login: string) {
  const rows = await t.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'SIGN_IN_THROTTLED'), eq(auditLog.login, login)));
  return rows.map((r) => r.details);
}

const checkedCount = async (login: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SIGN_IN'), eq(auditLog.login, login)))
  ).length;

/** Sends `count` wrong passwords for the account, each from its own address `${prefix}.${i}`; all must be checked. */
async function failFromAddresses(login: string, prefix: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) assert.equal((await signIn(login, `Wrong-${i}-guess`, `${prefix}.${i}`)).statusCode, 401);
}

describe('sign-in throttles', () => {
  test('parallel wrong passwords for one account from one address: 5 are checked, the rest get 429 with Retry-After', async () => {
    const login = 'ramya.balaji@demo.in';
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(login, `Wrong@${i}abc`, '10.2.0.1')));
    const statuses = answers.map((a) => a.statusCode);
    assert.equal(statuses.filter((s) => s === 401).length, 5, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 25);
    const refused = answers.find((a) => a.statusCode === 429)!;
    assert.equal(refused.json().error, 'TOO_MANY_SIGN_INS');
    assert.equal(refused.json().message, 'Too many failed sign-ins. Please try again in 1 minute.');
    assert.equal(retryAfter(refused), 1);
    // The checked attempts are exactly the audited failures; a refusal is audited without checking.
    assert.equal(await checkedCount(login), 5);
    const throttled = await throttledAudit(login);
    assert.equal(throttled.length, 25);
    assert.deepEqual(throttled[0], { limits: ['account-address'], address: '10.2.0.1' });

    // That address waits, even with the right password; the owner at her own address signs in.
    assert.equal((await signIn(login, DEMO_PASSWORD, '10.2.0.1')).statusCode, 429);
    assert.equal((await signIn(login, DEMO_PASSWORD, '10.2.0.99')).statusCode, 200);
  });

  test('one account guessed from many addresses: after 10 failures each try waits 1, 2, 4 … seconds, at most a minute', async () => {
    const login = 'vignesh.kannan@demo.in';
    await failFromAddresses(login, '10.20.0', 10);
    const waits: number[] = [];
    for (let k = 0; k < 8; k++) {
      // The addresses that already failed take turns, so no one address reaches its own limit.
      const address = `10.20.0.${(k % 10) + 1}`;
      const refused = await signIn(login, `Again-${k}-guess`, address);
      assert.equal(refused.statusCode, 429, `try ${k}`);
      waits.push(retryAfter(refused));
      clock.advance(retryAfter(refused));
      assert.equal((await signIn(login, `Again-${k}-guess`, address)).statusCode, 401, `try ${k} after waiting`);
    }
    assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 60, 60]);
    assert.deepEqual((await throttledAudit(login)).at(-1), { limits: ['account'], address: '10.20.0.8' });

    // The owner where guesses came from waits that minute; at a desk that never failed for her she signs in now.
    const waiting = await signIn(login, DEMO_PASSWORD, '10.20.0.1');
    assert.equal(waiting.statusCode, 429);
    assert.equal(waiting.json().message, 'Too many failed sign-ins. Please try again in 1 minute.');
    assert.equal((await signIn(login, DEMO_PASSWORD, '10.20.9.9')).statusCode, 200);
    clock.advance(60);
    assert.equal((await signIn(login, DEMO_PASSWORD, '10.20.0.1')).statusCode, 200);
  });

  test('while an account waits, an address that never failed for it is let through (its owner signs in), 10 such tries an hour', async () => {
    const login = 'saranya.ganesan@demo.in';
    await failFromAddresses(login, '10.21.0', 10);
    assert.equal((await signIn(login, 'Wrong-11-guess', '10.21.0.1')).statusCode, 429, 'the account waits');
    // Another address hammers it meanwhile.
    for (let i = 0; i < 10; i++) assert.equal((await signIn(login, `Hammer-${i}-guess`, '10.21.0.2')).statusCode, 429);

    assert.equal((await signIn(login, DEMO_PASSWORD, '10.21.1.1')).statusCode, 200, 'the owner at a clean address');
    // Each new address gets one checked try while the account waits, up to 10 in the hour: then all wait.
    await failFromAddresses(login, '10.21.2', 10);
    const bounded = await signIn(login, 'Wrong-11-guess', '10.21.2.11');
    assert.equal(bounded.statusCode, 429);
    assert.deepEqual((await throttledAudit(login)).at(-1), { limits: ['account'], address: '10.21.2.11' });
    assert.equal((await signIn(login, DEMO_PASSWORD, '10.21.1.2')).statusCode, 429);
    assert.ok(retryAfter(bounded) <= 60, `Retry-After ${retryAfter(bounded)}`);
    // The owner who waits the account's delay gets in wherever she is.
    clock.advance(retryAfter(bounded));
    assert.equal((await signIn(login, DEMO_PASSWORD, '10.21.1.2')).statusCode, 200);
  });

  test('a hospital behind one address: 35 failures for one account and colleagues mistyping block no one else', async () => {
    const nat = '10.22.0.1';
    const hammered = 'suresh.babu@demo.in';
    let failures = 0;
    for (let i = 0; i < 300 && failures < 35; i++) {
      const res = await signIn(hammered, `Guess-${i}-wrong`, nat);
      if (res.statusCode === 429) clock.advance(retryAfter(res));
      else {
        assert.equal(res.statusCode, 401);
        failures++;
      }
    }
    assert.equal(failures, 35, 'every failure waited its turn and was checked');
    assert.equal((await signIn('arun.prakash@demo.in', DEMO_PASSWORD, nat)).statusCode, 200);

    // Ten colleagues mistype three times each from the same address.
    const colleagues = ['divya.chandrasekar@demo.in', ...Array.from({ length: 9 }, (_, i) => `colleague${i}@demo.in`)];
    for (const login of colleagues)
      for (let i = 0; i < 3; i++) assert.equal((await signIn(login, `Typo-${i}-pass`, nat)).statusCode, 401, login);
    assert.equal((await signIn('divya.chandrasekar@demo.in', DEMO_PASSWORD, nat)).statusCode, 200);
    assert.equal((await signIn(demoAccounts.campCoordinator.email, DEMO_PASSWORD, nat)).statusCode, 200);
  });

  test('spraying from one address: past 30 accounts each one is tried once, then waits 1, 2, 4 … minutes', async () => {
    const sprayer = '10.23.0.1';
    for (let i = 0; i < 31; i++) {
      // Each account's first try is checked: a wrong answer tells no more than a refusal would.
      assert.equal((await signIn(`spray${i}@demo.in`, 'Summer2026!', sprayer)).statusCode, 401, `account ${i}`);
    }
    assert.equal((await signIn('spray1@demo.in', 'Autumn-2026', sprayer)).statusCode, 429);
    assert.deepEqual((await throttledAudit('spray1@demo.in')).at(-1), { limits: ['address'], address: sprayer });
    const waits: number[] = [];
    for (let k = 0; k < 5; k++) {
      const refused = await signIn('spray0@demo.in', `Winter-${k}-2026`, sprayer);
      assert.equal(refused.statusCode, 429, `retry ${k}`);
      waits.push(retryAfter(refused));
      clock.advance(retryAfter(refused));
      assert.equal((await signIn('spray0@demo.in', `Winter-${k}-2026`, sprayer)).statusCode, 401);
    }
    assert.deepEqual(waits, [60, 120, 240, 480, 600]);

    // A colleague at that address who has not failed signs in; elsewhere those accounts are not held back.
    assert.equal((await signIn('karthik.natarajan@demo.in', DEMO_PASSWORD, sprayer)).statusCode, 200);
    assert.equal((await signIn('spray1@demo.in', 'Autumn-2026', '10.23.0.2')).statusCode, 401);
  });

  test('no server-wide limit: after 310 failures everywhere, someone who mistypes once still signs in', async () => {
    const logins = Array.from({ length: 310 }, (_, i) => i);
    for (let start = 0; start < logins.length; start += 10) {
      const batch = logins.slice(start, start + 10);
      const answers = await Promise.all(
        batch.map((i) => signIn(`wide${i}@demo.in`, 'Nope-2026-x', `10.24.${Math.floor(i / 200)}.${i % 200}`)),
      );
      assert.deepEqual(
        answers.map((a) => a.statusCode),
        batch.map(() => 401),
      );
    }
    const innocent = 'lakshmi.venkatesan@demo.in';
    assert.equal((await signIn(innocent, 'Demo@12345', '10.24.9.9')).statusCode, 401);
    assert.equal((await signIn(innocent, DEMO_PASSWORD, '10.24.9.9')).statusCode, 200);
  });

  test('a successful sign-in does not count against the limits', async () => {
    for (let i = 0; i < 12; i++)
      assert.equal((await signIn(demoAccounts.nurse.email, DEMO_PASSWORD, '10.5.0.1')).statusCode, 200);
  });
});
