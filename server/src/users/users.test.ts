import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import type { Employee, ListedUser } from '@screening/domain/types';
import { auditLog, employee, hospitalEmployeeMap } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { newUserPayload, OTHER_PASSWORD, seedSecondHospital } from './users.test-data.js';
import { ruleCodeOf } from '@screening/domain/api';

describe('users: createUser, getUsers', () => {
  let t: TestApp;
  let coordinator: string;
  let nurse: string;
  let other: Awaited<ReturnType<typeof seedSecondHospital>>;

  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/curable${url}`, headers: bearer(token), payload: payload as object });
  const authenticate = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName, password } });
  const employees = async () => (await t.db.select({ n: count() }).from(employee))[0].n;
  const listed = async (token: string, search: string): Promise<ListedUser[]> =>
    (await post('/getUsers', token, { search, hospitalId: 1 })).json();

  before(async () => {
    t = await createTestApp();
    other = await seedSecondHospital(t.db);
    coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    nurse = await signIn(t.app, demoAccounts.nurse.email);
  });
  after(() => t.close());

  describe('create', () => {
    test('a coordinator creates a Nurse who signs in with the submitted password, in the caller’s hospital', async () => {
      const payload = newUserPayload({ hospitalId: [other.hospitalId, 1] });
      const res = await post('/createUser', coordinator, payload);
      assert.equal(res.statusCode, 201, res.body);
      const created: Employee = res.json();
      assert.equal(created.email, payload.email);
      assert.equal(created.name, payload.name);
      assert.equal(created.role, 'Nurse');
      assert.equal(created.employeeRoleMasterId, 6);
      assert.equal(created.gender, 'FEMALE');
      assert.equal(created.password, null);
      assert.equal(created.isRecordDeleted, false);

      const [stored] = await t.db.select().from(employee).where(eq(employee.id, created.id));
      assert.match(stored.passwordHash ?? '', /^scrypt\$/);
      assert.equal(stored.createdBy, demoAccounts.programCoordinator.email);
      // Mapped to the caller's hospital only, whatever hospitalId list the body carried.
      const maps = await t.db.select().from(hospitalEmployeeMap).where(eq(hospitalEmployeeMap.employeeId, created.id));
      assert.deepEqual(
        maps.map((m) => m.hospitalId),
        [1],
      );

      const token = await signIn(t.app, payload.email, payload.password);
      const me = await t.app.inject({ url: `/api/curable/authorizeUserRequest/${payload.email}`, headers: bearer(token) });
      assert.equal(me.json().hospitalId, 1);
      assert.equal(me.json().roleName, 'Nurse');
    });

    test('the audit row names the new user and never holds the password', async () => {
      const payload = newUserPayload();
      const created: Employee = (await post('/createUser', coordinator, payload)).json();
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(
          sql`${auditLog.entity} = 'employee' and ${auditLog.entityId} = ${String(created.id)} and ${auditLog.action} = 'CREATE'`,
        );
      assert.equal(row.login, demoAccounts.programCoordinator.email);
      assert.doesNotMatch(JSON.stringify(row.details), new RegExp(payload.password));
    });

    test('a duplicate e-mail (any letter case) → 409 naming the e-mail; nothing written', async () => {
      const before = await employees();
      const res = await post('/createUser', coordinator, newUserPayload({ email: 'NURSE@demo.in' }));
      assert.equal(res.statusCode, 409);
      assert.deepEqual(res.json(), {
        error: 'EMAIL_TAKEN',
        message: 'An account with this email already exists.',
        field: 'email',
      });
      assert.match(res.json().message, /email/i);
      assert.equal(await employees(), before);
    });

    test('a duplicate mobile number → 409 naming the mobile number; nothing written', async () => {
      const before = await employees();
      const res = await post('/createUser', coordinator, newUserPayload({ phoneNo: demoAccounts.doctor.phoneNo }));
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'An account with this mobile number already exists.');
      assert.match(res.json().message, /phone|mobile/i);
      assert.doesNotMatch(res.json().message, /email/i);
      assert.equal(await employees(), before);
    });

    test('every user-form rule → 400 naming the field with the SPEC message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: ' A ' }, 'name', 'Please enter a valid name (2–60 characters).'],
        [{ name: 'x'.repeat(61) }, 'name', 'Please enter a valid name (2–60 characters).'],
        [{ employeeRoleMasterId: null }, 'employeeRoleMasterId', 'Please select a role.'],
        [{ employeeRoleMasterId: 99 }, 'employeeRoleMasterId', 'Please select a role.'],
        [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
        [{ phoneNo: '98765' }, 'phoneNo', 'Mobile number must be exactly 10 digits.'],
        [{ gender: 'X' }, 'gender', 'Please select gender.'],
        [{ password: 'abcdefg' }, 'password', 'Password must be 8–128 characters.'],
        [{ password: '' }, 'password', 'Password must be 8–128 characters.'],
        [{ password: 'password1' }, 'password', 'This password is too common. Please choose a less common one.'],
      ];
      const before = await employees();
      for (const [override, field, message] of cases) {
        const res = await post('/createUser', coordinator, { ...newUserPayload(), ...override });
        assert.equal(res.statusCode, 400, JSON.stringify(override));
        assert.deepEqual(res.json(), { error: ruleCodeOf(message), message, field }, JSON.stringify(override));
      }
      assert.equal(await employees(), before);
    });

    test('a Nurse cannot create users (403), nor list them, nor update one; nothing written', async () => {
      const before = await employees();
      const create = await post('/createUser', nurse, newUserPayload());
      assert.equal(create.statusCode, 403);
      assert.match(create.json().message, /permission/);
      assert.equal((await post('/getUsers', nurse, { search: '' })).statusCode, 403);
      const doctor = (await listed(coordinator, demoAccounts.doctor.email))[0];
      const update = await post('/createUser', nurse, { ...newUserPayload(), id: doctor.userId, isRecordDeleted: true });
      assert.equal(update.statusCode, 403);
      assert.equal(await employees(), before);
      assert.equal((await listed(coordinator, demoAccounts.doctor.email))[0].isRecordDeleted, false);
    });

    test('admin (User Data Management) may create users too', async () => {
      const admin = await signIn(t.app, demoAccounts.admin.email);
      assert.equal(
        (await post('/createUser', admin, newUserPayload({ employeeRoleMasterId: 5, role: 'Doctor' }))).statusCode,
        201,
      );
    });
  });

  describe('update', () => {
    test('updates role, name, mobile, gender and e-mail; the password is not part of it', async () => {
      const payload = newUserPayload();
      const created: Employee = (await post('/createUser', coordinator, payload)).json();
      const res = await post('/createUser', coordinator, {
        ...payload,
        id: created.id,
        email: `renamed.${payload.email}`,
        name: 'Renamed Person',
        phoneNo: '9111111111',
        gender: 'male',
        employeeRoleMasterId: 4,
        role: 'Social Worker',
        password: '',
        keycloakUserId: 'aa-89-jj',
        isRecordDeleted: false,
      });
      assert.equal(res.statusCode, 200, res.body);
      const updated: Employee = res.json();
      assert.deepEqual(
        {
          email: updated.email,
          name: updated.name,
          phoneNo: updated.phoneNo,
          gender: updated.gender,
          role: updated.role,
          keycloakUserId: updated.keycloakUserId,
        },
        {
          email: `renamed.${payload.email}`,
          name: 'Renamed Person',
          phoneNo: '9111111111',
          gender: 'MALE',
          role: 'Social Worker',
          keycloakUserId: null,
        },
      );
      await signIn(t.app, updated.email, payload.password);
    });

    test('a duplicate e-mail or mobile of another account → 409; the user’s own values are fine', async () => {
      const payload = newUserPayload();
      const created: Employee = (await post('/createUser', coordinator, payload)).json();
      const update = { ...payload, id: created.id, password: '' };
      assert.equal((await post('/createUser', coordinator, update)).statusCode, 200);
      assert.equal((await post('/createUser', coordinator, { ...update, email: demoAccounts.doctor.email })).statusCode, 409);
      const phone = await post('/createUser', coordinator, { ...update, phoneNo: demoAccounts.doctor.phoneNo });
      assert.equal(phone.statusCode, 409);
      assert.match(phone.json().message, /mobile/);
    });

    test('set Inactive → sign-in refused with “User inactive.” and the old token is refused (401); Active again → signs in', async () => {
      const payload = newUserPayload();
      const created: Employee = (await post('/createUser', coordinator, payload)).json();
      const oldToken = await signIn(t.app, payload.email, payload.password);
      assert.equal((await t.app.inject({ url: '/api/curable/statemaster', headers: bearer(oldToken) })).statusCode, 200);

      const off = await post('/createUser', coordinator, { ...payload, id: created.id, password: '', isRecordDeleted: true });
      assert.equal(off.statusCode, 200);
      assert.equal(off.json().isRecordDeleted, true);
      const status = (await listed(coordinator, payload.email))[0];
      assert.equal(status.isRecordDeleted, true);

      const refused = await authenticate(payload.email, payload.password);
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().error, 'User inactive.');
      const stale = await t.app.inject({ url: '/api/curable/statemaster', headers: bearer(oldToken) });
      assert.equal(stale.statusCode, 401);
      assert.equal(stale.json().message, 'The session has ended. Please sign in again.');

      assert.equal(
        (await post('/createUser', coordinator, { ...payload, id: created.id, password: '', isRecordDeleted: false })).statusCode,
        200,
      );
      await signIn(t.app, payload.email, payload.password);
    });

    test('nobody can change their own account here (403), so a hospital is never locked out by mistake', async () => {
      const me = (await listed(coordinator, demoAccounts.programCoordinator.email))[0];
      const res = await post('/createUser', coordinator, {
        id: me.userId,
        email: me.email,
        name: me.userName,
        phoneNo: me.phoneNo,
        gender: me.gender,
        employeeRoleMasterId: me.roleId,
        password: '',
        isRecordDeleted: true,
      });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, 'You cannot change your own account here. Use your profile instead.');
      await signIn(t.app, demoAccounts.programCoordinator.email);
    });

    test('a Camp Coordinator cannot raise herself, create an admin, or deactivate the admin (403), and nothing changes', async () => {
      const campCoordinator = await signIn(t.app, demoAccounts.campCoordinator.email);
      const me = (await listed(coordinator, demoAccounts.campCoordinator.email))[0];
      const admin = (await listed(coordinator, demoAccounts.admin.email))[0];
      const before = await employees();
      const attempts: [Record<string, unknown>, string][] = [
        [
          { ...newUserPayload(), id: me.userId, email: me.email, phoneNo: me.phoneNo, employeeRoleMasterId: 2 },
          'You cannot change your own account here. Use your profile instead.',
        ],
        [{ ...newUserPayload(), employeeRoleMasterId: 1 }, 'You may only assign roles that rank below yours.'],
        [{ ...newUserPayload(), employeeRoleMasterId: 3 }, 'You may only assign roles that rank below yours.'],
        [
          {
            ...newUserPayload(),
            id: admin.userId,
            email: admin.email,
            phoneNo: admin.phoneNo,
            employeeRoleMasterId: 1,
            isRecordDeleted: true,
          },
          'You may only manage users whose role ranks below yours.',
        ],
      ];
      for (const [payload, message] of attempts) {
        const res = await post('/createUser', campCoordinator, payload);
        assert.equal(res.statusCode, 403, JSON.stringify(payload));
        assert.equal(res.json().message, message);
      }
      assert.equal(await employees(), before);
      await signIn(t.app, demoAccounts.admin.email);
      const still = (await listed(coordinator, demoAccounts.campCoordinator.email))[0];
      assert.equal(still.roleId, 3);
      // A role below hers she may assign.
      assert.equal((await post('/createUser', campCoordinator, newUserPayload())).statusCode, 201);
    });

    test('a user of another hospital cannot be updated (404) and is left as it was', async () => {
      const res = await post('/createUser', coordinator, { ...newUserPayload(), id: other.nurse.id, isRecordDeleted: true });
      assert.equal(res.statusCode, 404);
      await signIn(t.app, other.nurse.email, OTHER_PASSWORD);
    });
  });

  describe('getUsers', () => {
    test('the caller’s hospital only, whatever hospitalId the body names', async () => {
      const mine = await listed(coordinator, '');
      assert.ok(mine.length >= 6);
      assert.ok(!mine.some((u) => u.email.endsWith('@other.in')));
      const spoofed: ListedUser[] = (await post('/getUsers', coordinator, { search: '', hospitalId: other.hospitalId })).json();
      assert.deepEqual(
        spoofed.map((u) => u.userId),
        mine.map((u) => u.userId),
      );

      const coordinator2 = await signIn(t.app, other.coordinator.email, OTHER_PASSWORD);
      const theirs = await listed(coordinator2, '');
      assert.deepEqual(theirs.map((u) => u.email).sort(), [other.coordinator.email, other.nurse.email].sort());
    });

    test('search: case-insensitive substring of the name or the e-mail; listed-user shape', async () => {
      const byName = await listed(coordinator, 'kAVITHA');
      assert.deepEqual(
        byName.map((u) => u.email),
        [demoAccounts.nurse.email],
      ); // not the other hospital's Kavitha
      const byEmail = await listed(coordinator, 'DOCTOR@DEMO');
      assert.deepEqual(byEmail, [
        {
          userId: byEmail[0].userId,
          userName: demoAccounts.doctor.name,
          email: demoAccounts.doctor.email,
          roleName: 'Doctor',
          roleId: 5,
          isRecordDeleted: false,
          gender: 'MALE',
          phoneNo: demoAccounts.doctor.phoneNo,
          customMenuDTOs: null,
          message: null,
          hospitalId: null,
          tenantName: null,
          keycloakUserId: null,
        },
      ]);
      assert.deepEqual(await listed(coordinator, '%'), []); // wildcards are plain characters
    });
  });

  test('the mistyped prefill paths of the user screens answer 404 (docs/api.md §3.3)', async () => {
    for (const url of ['/api/curable/1candidatehistoryForPrefil', '/api/curable1/candidatehistoryForPrefil']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(coordinator), payload: { candidateId: 7, type: 2 } });
      assert.equal(res.statusCode, 404, url);
    }
  });
});
