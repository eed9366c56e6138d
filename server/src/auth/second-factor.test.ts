import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, employee, employeeRoleMaster, secondFactor } from '../db/schema.js';
import { DEMO_PASSWORD, ROLE } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

/** The server's clock: a test moves it to the next 30-second step instead of waiting for it. */
let now = Date.UTC(2026, 10, 23, 4, 30, 0);
const nextStep = () => {
  now += 30_000;
};

const codeAt = (secret: string, at = now) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

interface Enrolled {
  secret: string;
  recoveryCodes: string[];
  token: string;
}

describe('second factor', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { clock: () => new Date(now) });
  });
  after(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const authenticate = (userName: string, code?: string, remoteAddress?: string, password = DEMO_PASSWORD) =>
    post('/token/authenticate', { userName, password, ...(code === undefined ? {} : { code }) }, {}, remoteAddress);

  async function idOf(email: string): Promise<number> {
    const [row] = await t.db.select({ id: employee.id }).from(employee).where(eq(employee.email, email));
    return row.id;
  }

  async function auditOf(email: string, action: string) {
    return t.db
      .select({ action: auditLog.action, details: auditLog.details, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(await idOf(email))), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));
  }

  const requireOf = (roleId: number, required: boolean) =>
    t.db.update(employeeRoleMaster).set({ secondFactorRequired: required }).where(eq(employeeRoleMaster.id, roleId));

  const status = async (token: string, userId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/curable/secondFactor/${userId}`, headers: bearer(token) })).json();

  /** Enrols from the profile, as she would: set up, then the app's first code with her password. */
  async function enrol(email: string): Promise<Enrolled> {
    const token = await signIn(t.app, email);
    const setup = await post('/api/curable/secondFactor/setup', {}, bearer(token));
    assert.equal(setup.statusCode, 200, setup.body);
    const { secret } = setup.json<{ secret: string }>();
    const enrolled = await post(
      '/api/curable/secondFactor/enrol',
      { password: DEMO_PASSWORD, code: codeAt(secret) },
      bearer(token),
    );
    assert.equal(enrolled.statusCode, 200, enrolled.body);
    return { secret, recoveryCodes: enrolled.json<{ recoveryCodes: string[] }>().recoveryCodes, token };
  }

  test('the demo requires it of no one: an account without one signs in with the original call and answer', async () => {
    const roles = await t.db.select({ required: employeeRoleMaster.secondFactorRequired }).from(employeeRoleMaster);
    assert.ok(roles.length > 0 && roles.every((role) => !role.required));
    const res = await post('/token/authenticate', { userName: demoAccounts.admin.email, password: DEMO_PASSWORD });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), ['token', 'userName']);
    const [audit] = await auditOf(demoAccounts.admin.email, 'SIGN_IN');
    assert.deepEqual(audit.details, { outcome: 'success' });
  });

  test('enrolment from the profile: a QR URI and its secret, confirmed by her password and a first valid code', async () => {
    const email = 'saranya.ganesan@demo.in';
    const token = await signIn(t.app, email);
    const setup = await post('/api/curable/secondFactor/setup', {}, bearer(token));
    assert.equal(setup.statusCode, 200);
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.equal(
      uri,
      `otpauth://totp/Screening%20App:saranya.ganesan%40demo.in?issuer=Screening%20App&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );

    // The secret is kept encrypted: the row does not hold it.
    const [row] = await t.db
      .select()
      .from(secondFactor)
      .where(eq(secondFactor.employeeId, await idOf(email)));
    assert.ok(!row.secret.includes(secret) && row.confirmedAt === null);

    const wrongPassword = await post(
      '/api/curable/secondFactor/enrol',
      { password: 'Wrong@1234', code: codeAt(secret) },
      bearer(token),
    );
    assert.equal(wrongPassword.statusCode, 400);
    assert.equal(wrongPassword.json().error, 'CURRENT_PASSWORD_WRONG');
    const wrongCode = await post(
      '/api/curable/secondFactor/enrol',
      { password: DEMO_PASSWORD, code: codeAt(secret, now + 120_000) },
      bearer(token),
    );
    assert.equal(wrongCode.statusCode, 400);
    assert.deepEqual(wrongCode.json(), {
      error: 'SECOND_FACTOR_INVALID',
      message: 'This code is not correct, or it has been used already.',
      field: 'code',
    });
    assert.equal((await status(token, await idOf(email))).enrolled, false);

    const enrolled = await post(
      '/api/curable/secondFactor/enrol',
      { password: DEMO_PASSWORD, code: codeAt(secret) },
      bearer(token),
    );
    assert.equal(enrolled.statusCode, 200);
    const { recoveryCodes } = enrolled.json<{ recoveryCodes: string[] }>();
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);
    for (const code of recoveryCodes) assert.match(code, /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    assert.equal(enrolled.headers['cache-control'], 'no-store');
    const after = await status(token, await idOf(email));
    assert.equal(after.enrolled, true);
    assert.equal(after.recoveryCodesLeft, 10);
    assert.equal(after.required, false);

    // A second set-up is refused while one is confirmed.
    assert.equal((await post('/api/curable/secondFactor/setup', {}, bearer(token))).statusCode, 409);
    assert.equal((await auditOf(email, 'SECOND_FACTOR_SETUP')).length, 1);
    assert.equal((await auditOf(email, 'SECOND_FACTOR_ENROL')).length, 3, 'the two refusals and the enrolment');
    assert.deepEqual((await auditOf(email, 'SECOND_FACTOR_ENROL'))[0].details, { recoveryCodes: 10 });
  });

  test('sign-in asks for the code after the password, accepts a code once, with one step of drift', async () => {
    const email = 'jaya.kumari@demo.in';
    const { secret } = await enrol(email);

    const asked = await authenticate(email);
    assert.equal(asked.statusCode, 401);
    assert.deepEqual(asked.json(), {
      error: 'SECOND_FACTOR_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    // The code never stands in for the password.
    const wrongPassword = await authenticate(email, codeAt(secret), undefined, 'Wrong@1234');
    assert.equal(wrongPassword.json().error, 'Invalid username or password.');

    // The enrolment used this step's code: it is not accepted again.
    const replayedEnrolment = await authenticate(email, codeAt(secret));
    assert.equal(replayedEnrolment.statusCode, 401);
    assert.equal(replayedEnrolment.json().error, 'SECOND_FACTOR_INVALID');

    nextStep();
    const code = codeAt(secret);
    const signedIn = await authenticate(email, code);
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.deepEqual(Object.keys(signedIn.json()).sort(), ['token', 'userName']);
    const replayed = await authenticate(email, code);
    assert.equal(replayed.statusCode, 401);
    assert.equal(replayed.json().error, 'SECOND_FACTOR_INVALID');

    // A phone 30 s ahead is accepted; 60 s ahead is not.
    assert.equal((await authenticate(email, codeAt(secret, now + 60_000))).statusCode, 401);
    assert.equal((await authenticate(email, codeAt(secret, now + 30_000))).statusCode, 200);

    const [success] = await auditOf(email, 'SIGN_IN');
    assert.deepEqual(success.details, { outcome: 'success', secondFactor: 'totp' });
    const outcomes = (await auditOf(email, 'SIGN_IN')).map((row) => row.details?.outcome);
    assert.ok(outcomes.includes('SECOND_FACTOR_REQUIRED') && outcomes.includes('SECOND_FACTOR_INVALID'));
  });

  test('a recovery code signs in once, never twice, and is audited', async () => {
    const email = 'deepa.rajendran@demo.in';
    const { recoveryCodes, token } = await enrol(email);
    const [first, second] = recoveryCodes;

    const signedIn = await authenticate(email, first.toUpperCase().replace('-', ' '));
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const again = await authenticate(email, first);
    assert.equal(again.statusCode, 401);
    assert.equal(again.json().error, 'SECOND_FACTOR_INVALID');
    assert.equal((await authenticate(email, second)).statusCode, 200);

    assert.equal((await status(token, await idOf(email))).recoveryCodesLeft, 8);
    const used = await auditOf(email, 'SECOND_FACTOR_RECOVERY_CODE');
    assert.equal(used.length, 2);
    assert.deepEqual(used[0].details, { recoveryCodesLeft: 8, used: true });
    const [success] = await auditOf(email, 'SIGN_IN');
    assert.deepEqual(success.details, { outcome: 'success', secondFactor: 'recovery code' });
  });

  test('a wrong code counts as a failed sign-in of the account: the throttle stops the guessing', async () => {
    const email = 'selvi.murugan@demo.in';
    const { secret } = await enrol(email);
    nextStep();
    const statuses: number[] = [];
    for (let i = 0; i < 15 && statuses.at(-1) !== 429; i++) {
      statuses.push(
        (await authenticate(email, String((Number(codeAt(secret)) + 1 + i) % 1_000_000).padStart(6, '0'), '10.9.0.1')).statusCode,
      );
    }
    assert.equal(statuses.at(-1), 429, `wrong codes answered ${statuses.join(', ')}`);
    assert.ok(statuses.slice(0, -1).every((s) => s === 401));
    // Even the right code from that address now waits, as after wrong passwords.
    assert.equal((await authenticate(email, codeAt(secret), '10.9.0.1')).statusCode, 429);
    assert.equal((await authenticate(email, codeAt(secret), '10.9.0.2')).statusCode, 200);
  });

  test("a higher rank resets a colleague's second factor; the same or a lower rank cannot", async () => {
    const socialWorker = 'ramya.balaji@demo.in';
    const coordinator = 'lakshmi.venkatesan@demo.in';
    await enrol(socialWorker);
    await enrol(coordinator);
    const reset = async (by: string, email: string) =>
      post('/api/curable/resetSecondFactor', { userId: await idOf(email) }, bearer(await signIn(t.app, by)));

    assert.equal((await reset(demoAccounts.nurse.email, socialWorker)).statusCode, 403, 'no user-management grant');
    const outranked = await reset(demoAccounts.campCoordinator.email, coordinator);
    assert.equal(outranked.statusCode, 403);
    assert.equal(outranked.json().error, 'USER_RANKS_TOO_HIGH');
    const own = await reset(demoAccounts.admin.email, demoAccounts.admin.email);
    assert.equal(own.statusCode, 403);
    assert.equal(own.json().error, 'OWN_ACCOUNT');

    const done = await reset(demoAccounts.campCoordinator.email, socialWorker);
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(
      { ...done.json<Record<string, unknown>>(), userId: 0 },
      { userId: 0, enrolled: false, enrolledAt: null, required: false, recoveryCodesLeft: 0 },
    );
    // She signs in with her password alone again.
    assert.equal((await authenticate(socialWorker)).statusCode, 200);
    const [audit] = await auditOf(socialWorker, 'SECOND_FACTOR_RESET');
    assert.deepEqual(audit.details, { hadSecondFactor: true });
    assert.equal(audit.userId, await idOf(demoAccounts.campCoordinator.email));
    assert.equal((await reset(demoAccounts.admin.email, coordinator)).statusCode, 200);
  });

  test('her own factor: turned off with her password and a code, unless her role requires it', async () => {
    const email = 'vignesh.kannan@demo.in';
    const { secret, recoveryCodes, token } = await enrol(email);
    nextStep();
    const wrong = await post('/api/curable/secondFactor/disable', { password: DEMO_PASSWORD, code: '000000' }, bearer(token));
    assert.equal(wrong.statusCode, 400, 'a 401 would end her session');
    assert.equal(wrong.json().error, 'SECOND_FACTOR_INVALID');
    const off = await post(
      '/api/curable/secondFactor/disable',
      { password: DEMO_PASSWORD, code: recoveryCodes[3] },
      bearer(token),
    );
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().enrolled, false);
    assert.equal((await authenticate(email)).statusCode, 200);
    const audit = await auditOf(email, 'SECOND_FACTOR_DISABLE');
    assert.deepEqual(
      audit.map((row) => row.details),
      [null, { outcome: 'SECOND_FACTOR_INVALID' }],
    );
    // Off means off: her old app's codes are no longer asked for, nor accepted as anything.
    assert.equal((await authenticate(email, codeAt(secret))).statusCode, 200);
  });

  test('a role that requires it: her sign-in goes through enrolment before any session, and she cannot turn it off', async () => {
    const email = 'karthik.natarajan@demo.in';
    await requireOf(ROLE.programCoordinator, true);
    try {
      const asked = await authenticate(email);
      assert.equal(asked.statusCode, 403);
      assert.deepEqual(asked.json(), {
        error: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
        message: 'Your role requires a second factor. Set up an authenticator app to continue.',
      });
      const credentials = { userName: email, password: DEMO_PASSWORD };
      assert.equal((await post('/token/secondFactor/setup', { ...credentials, password: 'Wrong@1234' })).statusCode, 401);
      const setup = await post('/token/secondFactor/setup', credentials);
      assert.equal(setup.statusCode, 200);
      const { secret } = setup.json<{ secret: string }>();
      const wrong = await post('/token/secondFactor/enrol', { ...credentials, code: codeAt(secret, now - 90_000) });
      assert.equal(wrong.statusCode, 401);
      assert.equal(wrong.json().error, 'SECOND_FACTOR_INVALID');

      const enrolled = await post('/token/secondFactor/enrol', { ...credentials, code: codeAt(secret) });
      assert.equal(enrolled.statusCode, 200, enrolled.body);
      const body = enrolled.json<{ token: string; userName: string; recoveryCodes: string[] }>();
      assert.equal(body.userName, email);
      assert.equal(body.recoveryCodes.length, 10);
      const states = await t.app.inject({ method: 'GET', url: '/api/curable/statemaster', headers: bearer(body.token) });
      assert.equal(states.statusCode, 200);
      const [signIn] = await auditOf(email, 'SIGN_IN');
      assert.deepEqual(signIn.details, { outcome: 'success', secondFactor: 'enrolled' });

      assert.equal((await authenticate(email)).json().error, 'SECOND_FACTOR_REQUIRED');
      const off = await post(
        '/api/curable/secondFactor/disable',
        { password: DEMO_PASSWORD, code: body.recoveryCodes[0] },
        bearer(body.token),
      );
      assert.equal(off.statusCode, 403);
      assert.equal(off.json().error, 'SECOND_FACTOR_REQUIRED_BY_ROLE');
      assert.equal((await status(body.token, await idOf(email))).required, true);
    } finally {
      await requireOf(ROLE.programCoordinator, false);
    }
  });

  test('a temporary password: the factor is proven before the change; a required one is set up after it', async () => {
    const email = 'arun.prakash@demo.in';
    const { secret } = await enrol(email);
    const manager = await signIn(t.app, demoAccounts.programCoordinator.email);
    const temporary = async () =>
      (await post('/api/curable/resetUserPassword', { userId: await idOf(email) }, bearer(manager))).json<{
        temporaryPassword: string;
      }>().temporaryPassword;
    const password = await temporary();
    const change = (code?: string, newPassword = 'Harbour lantern 42') =>
      post('/token/changePassword', { userName: email, password, newPassword, ...(code ? { code } : {}) });

    const asked = await change();
    assert.equal(asked.statusCode, 401);
    assert.equal(asked.json().error, 'SECOND_FACTOR_REQUIRED');
    nextStep();
    const changed = await change(codeAt(secret));
    assert.equal(changed.statusCode, 200, changed.body);

    // Her role now requires one and hers was reset: the new password is kept, and she sets one up with it.
    await requireOf(ROLE.campCoordinator, true);
    try {
      assert.equal(
        (await post('/api/curable/resetSecondFactor', { userId: await idOf(email) }, bearer(manager))).statusCode,
        200,
      );
      const again = await temporary();
      const refused = await post('/token/changePassword', { userName: email, password: again, newPassword: 'Quiet meadow 1977' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().error, 'SECOND_FACTOR_ENROLMENT_REQUIRED');
      const res = await authenticate(email, undefined, undefined, 'Quiet meadow 1977');
      assert.equal(res.json().error, 'SECOND_FACTOR_ENROLMENT_REQUIRED');
    } finally {
      await requireOf(ROLE.campCoordinator, false);
    }
  });

  test('the secret opens only with the server secret: another JWT_SECRET refuses the codes, the recovery codes still work', async () => {
    const email = 'farhana.begum@demo.in';
    const { secret, recoveryCodes } = await enrol(email);
    nextStep();
    const other = t.buildApp({ jwtSecret: 'another-secret-that-is-long-enough-for-hs512-signing' });
    const attempt = (code: string) =>
      other.inject({ method: 'POST', url: '/token/authenticate', payload: { userName: email, password: DEMO_PASSWORD, code } });
    assert.equal((await attempt(codeAt(secret))).statusCode, 401);
    assert.equal((await attempt(recoveryCodes[0])).statusCode, 200);
    assert.equal((await authenticate(email, codeAt(secret))).statusCode, 200);
  });
});
