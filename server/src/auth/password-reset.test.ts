import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, passwordReset } from '../db/schema.js';
import { resetTokenOf, startMailbox, type Mailbox } from '../testing/mailbox.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

const api = (t: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
/** The suite's request: the e-mail (and the screen's language) only. */
const forgotPassword = (t: TestApp, userName: string, remoteAddress?: string, language?: string) =>
  api(t, '/token/forgotPassword', { userName, ...(language ? { language } : {}) }, remoteAddress);
const confirmReset = (t: TestApp, token: string, newPassword: string) => api(t, '/token/confirmReset', { token, newPassword });
const authenticate = (t: TestApp, userName: string, password: string) => api(t, '/token/authenticate', { userName, password });

describe('password reset: the holder of the e-mailed link chooses the new password', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  before(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ mail: mailbox.mailConfig, appUrl: 'https://screening.hospital.example' });
  });
  after(async () => {
    await t.close();
    await mailbox.close();
  });

  test('a request changes nothing; the link sets the password chosen on its page, once', async () => {
    const email = demoAccounts.programCoordinator.email;
    const res = await forgotPassword(t, 'COORDINATOR@demo.in');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: '', status: 2 });

    const mail = await mailbox.next(email);
    assert.equal(mail.subject, 'Choose a new Screening App password');
    assert.match(mail.text, /To choose a new password, open this link within 30 minutes:/);
    assert.match(mail.text, /https:\/\/screening\.hospital\.example\/#\/reset-password\?email=coordinator%40demo\.in&token=/);

    // Nothing has changed: the old password still signs in.
    assert.equal((await authenticate(t, email, 'Demo@1234')).statusCode, 200);

    const confirmed = await confirmReset(t, resetTokenOf(mail), 'Fresh-river-2026');
    assert.equal(confirmed.statusCode, 200);
    assert.deepEqual(confirmed.json(), { message: 'Your new password is now active. Please sign in with it.' });
    assert.equal((await authenticate(t, email, 'Demo@1234')).statusCode, 401);
    assert.equal((await authenticate(t, email, 'Fresh-river-2026')).statusCode, 200);

    // Single use.
    const again = await confirmReset(t, resetTokenOf(mail), 'Another-river-2026');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, 'This link is invalid or has expired. Please request a new password reset.');
    assert.equal((await authenticate(t, email, 'Another-river-2026')).statusCode, 401);
  });

  test("a password sent with the request (the original client's) is ignored: never stored, never usable", async () => {
    const email = 'suresh.babu@demo.in';
    // The original client sends the new password it asked for, weak or not: the request is taken all the same.
    for (const password of ['Requester-chose-2026', 'abc']) {
      const res = await api(t, '/token/forgotPassword', { userName: email, password });
      assert.equal(res.statusCode, 200, password);
      assert.deepEqual(res.json(), { message: '', status: 2 });
    }
    await mailbox.next(email);
    const token = resetTokenOf(await mailbox.next(email));
    const stored = JSON.stringify(await t.db.select().from(passwordReset).where(eq(passwordReset.createdBy, email)));
    assert.ok(!stored.includes('Requester-chose-2026'));

    assert.equal((await confirmReset(t, token, 'Owner-chose-2026')).statusCode, 200);
    assert.equal((await authenticate(t, email, 'Requester-chose-2026')).statusCode, 401);
    assert.equal((await authenticate(t, email, 'Owner-chose-2026')).statusCode, 200);
  });

  test("the mail is in Tamil when asked from the Tamil screen, else in the account's language", async () => {
    const email = 'arun.prakash@demo.in';
    await forgotPassword(t, email, undefined, 'ta');
    const tamil = await mailbox.next(email);
    assert.equal(tamil.subject, 'பரிசோதனை செயலியின் (Screening App) புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்');
    assert.match(tamil.text, /30 நிமிடங்களுக்குள் இந்த இணைப்பைத் திறக்கவும்:\nhttps:/);
    await forgotPassword(t, email);
    assert.equal((await mailbox.next(email)).subject, 'Choose a new Screening App password');
  });

  test("the new password must pass the policy (checked against the account's e-mail too) → 400 naming it; the link still works", async () => {
    const email = demoAccounts.doctor.email;
    await forgotPassword(t, email);
    const token = resetTokenOf(await mailbox.next(email));
    const cases: [string, string][] = [
      ['abc123', 'Password must be 8–128 characters.'],
      [
        'aaaaaaaa',
        'Repeated characters, sequences such as "abc" or "123" and rows of keys are easy to guess. Please choose another password.',
      ],
      ['Demo@1234', 'The password must not be built on the name of this app or institute, or on the demo password.'],
      ['password1', 'This password is too common. Please choose a less common one.'],
      ['doctor-2026-x', 'The password must not contain your e-mail name.'],
    ];
    for (const [password, message] of cases) {
      const res = await confirmReset(t, token, password);
      assert.equal(res.statusCode, 400, password);
      assert.deepEqual([res.json().field, res.json().message], ['newPassword', message]);
    }
    assert.equal((await confirmReset(t, token, 'Kolam-at-dawn-7')).statusCode, 200);
    assert.equal((await authenticate(t, email, 'Kolam-at-dawn-7')).statusCode, 200);
  });

  test('the link expires', async () => {
    const email = 'lakshmi.venkatesan@demo.in';
    assert.equal((await forgotPassword(t, email)).statusCode, 200);
    const token = resetTokenOf(await mailbox.next(email));
    await t.db
      .update(passwordReset)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordReset.createdBy, email));
    assert.equal((await confirmReset(t, token, 'Late-link-2026')).statusCode, 400);
    assert.equal((await authenticate(t, email, 'Demo@1234')).statusCode, 200);
  });

  test('a newer request replaces the pending one: the older link no longer works', async () => {
    const email = 'karthik.natarajan@demo.in';
    await forgotPassword(t, email);
    const first = resetTokenOf(await mailbox.next(email));
    await forgotPassword(t, email);
    const second = resetTokenOf(await mailbox.next(email));
    assert.equal((await confirmReset(t, first, 'First-choice-2026')).statusCode, 400);
    assert.equal((await confirmReset(t, second, 'Second-choice-2026')).statusCode, 200);
    assert.equal((await authenticate(t, email, 'Second-choice-2026')).statusCode, 200);
  });

  test('an unknown e-mail gets exactly the answer of a known one, and no mail goes anywhere', async () => {
    const before = mailbox.received.length;
    const unknown = await forgotPassword(t, 'nobody@demo.in');
    const substring = await forgotPassword(t, 'coordinator');
    const known = await forgotPassword(t, demoAccounts.nurse.email);
    for (const res of [unknown, substring]) {
      assert.equal(res.statusCode, known.statusCode);
      assert.equal(res.body, known.body);
    }
    await mailbox.next(demoAccounts.nurse.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(mailbox.received.length, before + 1, 'only the real account got a mail');
  });

  test('confirming a reset ends every session of the account', async () => {
    const email = 'divya.chandrasekar@demo.in';
    const token = await signIn(t.app, email);
    const call = () => t.app.inject({ url: '/api/curable/statemaster', headers: bearer(token) });
    assert.equal((await call()).statusCode, 200);
    await forgotPassword(t, email);
    // A request alone ends nothing (anyone can make one).
    assert.equal((await call()).statusCode, 200);
    assert.equal((await confirmReset(t, resetTokenOf(await mailbox.next(email)), 'Reset-ends-2026')).statusCode, 200);
    const after = await call();
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().message, 'The session has ended. Please sign in again.');
  });

  test('more than 5 requests for one account in 15 minutes → 429 (known or not), audited', async () => {
    for (const login of ['selvi.murugan@demo.in', 'ghost@demo.in']) {
      for (let i = 0; i < 5; i++) assert.equal((await forgotPassword(t, login, '10.9.0.1')).statusCode, 200);
      const res = await forgotPassword(t, login, '10.9.0.1');
      assert.equal(res.statusCode, 429);
      assert.ok(Number(res.headers['retry-after']) > 0);
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'RESET_REQUEST_THROTTLED'), eq(auditLog.login, login)));
      assert.equal(rows.length, 1);
    }
  });

  test('nothing of the passwords or the link token lands in the audit trail', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'employee'));
    const text = JSON.stringify(rows);
    assert.ok(!text.includes('Fresh-river-2026') && !text.includes('Requester-chose-2026') && !text.includes('token='));
  });
});
