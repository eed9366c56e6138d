import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Employee, ListedUser } from '@screening/domain/types';
import { employee } from '../db/schema.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { newUserPayload, seedSecondHospital } from './users.test-data.js';
import { uniqueViolationField } from './user-records.js';
import { ruleCodeOf } from '@screening/domain/api';

describe('users: hospitalemployee (employee record and own profile)', () => {
  let t: TestApp;
  let coordinator: string;
  let other: Awaited<ReturnType<typeof seedSecondHospital>>;

  const get = (token: string, id: number) => t.app.inject({ url: `/api/curable/hospitalemployee/${id}`, headers: bearer(token) });
  const save = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/curable/hospitalemployee', headers: bearer(token), payload });
  const authenticate = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName, password } });
  const idOf = async (email: string) =>
    (
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/curable/getUsers',
          headers: bearer(coordinator),
          payload: { search: email },
        })
      ).json() as ListedUser[]
    )[0].userId;

  /** A fresh account per test, so password changes never disturb the demo users. */
  async function freshUser() {
    const payload = newUserPayload();
    const res = await t.app.inject({ method: 'POST', url: '/api/curable/createUser', headers: bearer(coordinator), payload });
    assert.equal(res.statusCode, 201, res.body);
    const created: Employee = res.json();
    return { ...payload, id: created.id, token: await signIn(t.app, payload.email, payload.password) };
  }

  before(async () => {
    t = await createTestApp();
    other = await seedSecondHospital(t.db);
    coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
  });
  after(() => t.close());

  test('GET own record: the employee shape, the role name, never a password', async () => {
    const nurse = await signIn(t.app, demoAccounts.nurse.email);
    const id = await idOf(demoAccounts.nurse.email);
    const res = await get(nurse, id);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      id,
      employeeRoleMasterId: 6,
      name: demoAccounts.nurse.name,
      yearsExp: demoAccounts.nurse.yearsExp,
      phoneNo: demoAccounts.nurse.phoneNo,
      gender: 'FEMALE',
      email: demoAccounts.nurse.email,
      role: 'Nurse',
      keycloakUserId: null,
      hospitalId: null,
      password: null,
      isRecordDeleted: false,
    });
  });

  test('GET another user: a Nurse is refused (403); a coordinator reads their hospital only (404 elsewhere)', async () => {
    const nurse = await signIn(t.app, demoAccounts.nurse.email);
    const doctorId = await idOf(demoAccounts.doctor.email);
    assert.equal((await get(nurse, doctorId)).statusCode, 403);
    const doctor = await get(coordinator, doctorId);
    assert.equal(doctor.statusCode, 200);
    assert.equal(doctor.json().email, demoAccounts.doctor.email);
    assert.equal((await get(coordinator, other.nurse.id)).statusCode, 404);
    assert.equal((await get(coordinator, 999_999)).statusCode, 404);
  });

  test('profile update: name, mobile and gender change; the session keeps working', async () => {
    const me = await freshUser();
    const res = await save(me.token, {
      id: me.id,
      name: 'Renamed Nurse',
      phoneNo: '9222222222',
      gender: 'Other',
      yearsExp: 0,
      password: '',
      keycloakUserId: 'aa-89-jj',
    });
    assert.equal(res.statusCode, 200, res.body);
    const after: Employee = (await get(me.token, me.id)).json();
    assert.deepEqual(
      { name: after.name, phoneNo: after.phoneNo, gender: after.gender, email: after.email },
      { name: 'Renamed Nurse', phoneNo: '9222222222', gender: 'OTHER', email: me.email },
    );
    const authorize = await t.app.inject({ url: `/api/curable/authorizeUserRequest/${me.email}`, headers: bearer(me.token) });
    assert.equal(authorize.json().userName, 'Renamed Nurse');
    // A blank password kept the old one.
    await signIn(t.app, me.email, me.password);
  });

  test('password change with the current password: takes effect at the next sign-in; the old password is refused; the current token still works', async () => {
    const me = await freshUser();
    const res = await save(me.token, {
      id: me.id,
      name: me.name,
      phoneNo: me.phoneNo,
      gender: 'FEMALE',
      password: 'Changed-kolam-99',
      currentPassword: me.password,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await get(me.token, me.id)).statusCode, 200);
    const old = await authenticate(me.email, me.password);
    assert.equal(old.statusCode, 401);
    assert.equal(old.json().error, 'Invalid username or password.');
    await signIn(t.app, me.email, 'Changed-kolam-99');
    const [stored] = await t.db.select({ hash: employee.passwordHash }).from(employee).where(eq(employee.id, me.id));
    assert.doesNotMatch(stored.hash ?? '', /Changed-kolam-99/);
  });

  test("a new password without the current one (the original client's profile) → 400 saying where to change it; nothing changes, no session ends", async () => {
    const me = await freshUser();
    const elsewhere = await signIn(t.app, me.email, me.password);
    // What the original client sends: the whole profile, a new password, no current password.
    const res = await save(me.token, {
      gender: 'FEMALE',
      id: me.id,
      name: 'Renamed Too',
      phoneNo: me.phoneNo,
      yearsExp: 0,
      password: 'Taken-over-2026',
      keycloakUserId: null,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'CURRENT_PASSWORD_REQUIRED',
      message:
        'Changing your password needs your current password. Change it on the Edit Profile page of the new Screening App, which asks for it.',
      field: 'currentPassword',
    });
    for (const token of [me.token, elsewhere]) assert.equal((await get(token, me.id)).statusCode, 200);
    assert.equal(((await get(me.token, me.id)).json() as Employee).name, me.name);
    assert.equal((await authenticate(me.email, 'Taken-over-2026')).statusCode, 401);
    await signIn(t.app, me.email, me.password);
  });

  test('a wrong current password → 400, ends no session, and counts as a failed sign-in (the throttle stops guessing)', async () => {
    const me = await freshUser();
    const elsewhere = await signIn(t.app, me.email, me.password);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/curable/hospitalemployee',
        headers: bearer(me.token),
        remoteAddress: '10.34.3.1',
        payload: {
          id: me.id,
          name: me.name,
          phoneNo: me.phoneNo,
          gender: 'FEMALE',
          password: 'Taken-over-2026',
          currentPassword: 'Guess-0000',
        },
      });
    const first = await attempt();
    assert.equal(first.statusCode, 400);
    assert.deepEqual(first.json(), {
      error: 'CURRENT_PASSWORD_WRONG',
      message: 'The current password is not correct.',
      field: 'currentPassword',
    });
    for (const token of [me.token, elsewhere]) assert.equal((await get(token, me.id)).statusCode, 200);
    let throttled = null;
    for (let i = 0; i < 50 && !throttled; i++) {
      const res = await attempt();
      if (res.statusCode === 429) throttled = res;
      else assert.equal(res.statusCode, 400);
    }
    assert.ok(throttled, 'guessing the current password is throttled');
    assert.equal(throttled.json().error, 'TOO_MANY_SIGN_INS');
    assert.equal((await authenticate(me.email, 'Taken-over-2026')).statusCode, 401);
    for (const token of [me.token, elsewhere]) assert.equal((await get(token, me.id)).statusCode, 200);
  });

  test('someone else’s profile → 403 and nothing changes', async () => {
    const me = await freshUser();
    const nurseId = await idOf(demoAccounts.nurse.email);
    const res = await save(me.token, {
      id: nurseId,
      name: 'Hijacked',
      phoneNo: '9333333333',
      gender: 'MALE',
      password: 'Hijack-lotus-123',
      currentPassword: me.password,
    });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'You may only update your own profile.');
    const nurse: Employee = (await get(coordinator, nurseId)).json();
    assert.equal(nurse.name, demoAccounts.nurse.name);
    await signIn(t.app, demoAccounts.nurse.email, DEMO_PASSWORD);
  });

  test('bad input → 400 naming the field; a mobile number of another account → 409; no id → 400', async () => {
    const me = await freshUser();
    const base = { id: me.id, name: me.name, phoneNo: me.phoneNo, gender: 'FEMALE', password: '' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x' }, 'name', 'Please enter a valid name (2–60 characters).'],
      [{ phoneNo: '12345' }, 'phoneNo', 'Mobile number must be exactly 10 digits.'],
      [{ gender: null }, 'gender', 'Please select gender.'],
      [{ password: 'short1', currentPassword: me.password }, 'password', 'Password must be 8–128 characters.'],
      [
        { password: 'aaaaaaaa', currentPassword: me.password },
        'password',
        'Repeated characters, sequences such as "abc" or "123" and rows of keys are easy to guess. Please choose another password.',
      ],
    ];
    for (const [override, field, message] of cases) {
      const res = await save(me.token, { ...base, ...override });
      assert.equal(res.statusCode, 400, JSON.stringify(override));
      assert.deepEqual(res.json(), { error: ruleCodeOf(message), message, field });
    }
    const duplicate = await save(me.token, { ...base, phoneNo: demoAccounts.doctor.phoneNo });
    assert.equal(duplicate.statusCode, 409);
    assert.equal(duplicate.json().message, 'An account with this mobile number already exists.');
    const noId = await save(me.token, { ...base, id: null });
    assert.equal(noId.statusCode, 400);
    assert.equal(noId.json().field, 'id');
    assert.equal(((await get(me.token, me.id)).json() as Employee).phoneNo, me.phoneNo);
  });

  test('a unique-index violation (a save racing past the check) is recognised as the e-mail or mobile conflict', async () => {
    const violation = async (values: { email: string; phoneNo: string }) => {
      try {
        await t.db.insert(employee).values({ employeeRoleMasterId: 6, name: 'Racer', ...values });
      } catch (error) {
        return uniqueViolationField(error);
      }
      return 'inserted';
    };
    assert.equal(await violation({ email: demoAccounts.doctor.email.toUpperCase(), phoneNo: '9444444444' }), 'email');
    assert.equal(await violation({ email: 'racer@demo.in', phoneNo: demoAccounts.doctor.phoneNo }), 'phoneNo');
    assert.equal(uniqueViolationField(new Error('something else')), null);
  });
});
