import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AuthorizeResponse } from '@screening/domain/types';
import { employee } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

const CVE = ['CREATE', 'VIEW', 'EDIT'];
const V = ['VIEW'];
const menu = (name: string, order: number, url: string, privileges: string[]) => ({
  menu: name,
  menuOrder: order,
  url,
  privileges,
});
const outreach = (p: string[]) => menu('Outreach Clinic', 1, '/Outrich Clinic', p);
const registration = (p: string[]) => menu('Patient Registration', 2, '/preg', p);
const screening = (p: string[]) => menu('Screening', 3, '/screening', p);
const clinical = (p: string[]) => menu('Clinical Evaluation', 4, '/clinical', p);
const referral = (p: string[]) => menu('Referral to Hospital', 5, '/reftohospital', p);
const reports = (p: string[]) => menu('Reports', 6, '/reports', p);
const management = (p: string[]) => menu('User Data Management', 7, '/management', p);
const dashboard = (p: string[]) => menu('Dashboard', 8, '/dashboard', p);

/** Every menu with every privilege, but the dashboard, which only reads. */
const coordinatorMenus = [
  outreach(CVE),
  registration(CVE),
  screening(CVE),
  clinical(CVE),
  referral(CVE),
  reports(CVE),
  management(CVE),
  dashboard(V),
];

/** The suggested grants of docs/api.md §1.6, written out independently of the seed data. */
const expected: Record<keyof typeof demoAccounts, { roleId: number; roleName: string; menus: unknown[] }> = {
  admin: { roleId: 1, roleName: 'admin', menus: [outreach(CVE), reports(CVE), management(CVE), dashboard(V)] },
  programCoordinator: { roleId: 2, roleName: 'Program Coordinator', menus: coordinatorMenus },
  campCoordinator: { roleId: 3, roleName: 'Camp Coordinator', menus: coordinatorMenus },
  socialWorker: { roleId: 4, roleName: 'Social Worker', menus: [registration(CVE), screening(CVE), reports(V)] },
  doctor: { roleId: 5, roleName: 'Doctor', menus: [registration(CVE), screening(CVE), clinical(CVE), referral(CVE), reports(V)] },
  nurse: { roleId: 6, roleName: 'Nurse', menus: [registration(CVE), screening(CVE), reports(V)] },
};

describe('GET /api/curable/authorizeUserRequest/:userName', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  for (const [key, want] of Object.entries(expected) as [
    keyof typeof demoAccounts,
    (typeof expected)[keyof typeof demoAccounts],
  ][]) {
    const account = demoAccounts[key];
    test(`${account.email} gets exactly the ${want.roleName} menus, ordered`, async () => {
      const token = await signIn(t.app, account.email);
      const res = await t.app.inject({
        url: `/api/curable/authorizeUserRequest/${encodeURIComponent(account.email)}`,
        headers: bearer(token),
      });
      assert.equal(res.statusCode, 200);
      const body = res.json<AuthorizeResponse>();
      assert.deepEqual(body.customMenuDTOs, want.menus);
      assert.equal(body.roleId, want.roleId);
      assert.equal(body.roleName, want.roleName);
      assert.equal(body.userName, account.name);
      assert.equal(body.email, account.email);
      assert.equal(body.hospitalId, 1);
      assert.equal(body.tenantName, 'Cancer Institute (WIA)');
      assert.equal(body.isRecordDeleted, false);
      assert.equal(body.gender, account.gender);
      assert.equal(body.phoneNo, account.phoneNo);
      assert.equal(body.message, null);
      assert.ok('keycloakUserId' in body);
      assert.equal(typeof body.userId, 'number');
    });
  }

  test('the login in the path is matched case-insensitively', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    const res = await t.app.inject({ url: '/api/curable/authorizeUserRequest/NURSE%40demo.in', headers: bearer(token) });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().email, 'nurse@demo.in');
  });

  test('authorizing someone else → 403', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    const res = await t.app.inject({ url: '/api/curable/authorizeUserRequest/doctor@demo.in', headers: bearer(token) });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().error, 'OTHER_USER_ACCESS');
  });

  test('an unknown login → 404 "Invalid login"', async () => {
    const token = await signIn(t.app, demoAccounts.nurse.email);
    const res = await t.app.inject({ url: '/api/curable/authorizeUserRequest/nobody@demo.in', headers: bearer(token) });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'Invalid login');
  });

  test('grants come from the tables on every call: a role change applies to an existing token', async () => {
    const token = await signIn(t.app, 'vignesh.kannan@demo.in'); // a Social Worker
    await t.db.update(employee).set({ employeeRoleMasterId: 5 }).where(eq(employee.email, 'vignesh.kannan@demo.in'));
    const res = await t.app.inject({ url: '/api/curable/authorizeUserRequest/vignesh.kannan@demo.in', headers: bearer(token) });
    assert.equal(res.json().roleName, 'Doctor');
    assert.deepEqual(res.json().customMenuDTOs, expected.doctor.menus);
  });

  test('without a token or with a bad one → 401', async () => {
    const url = '/api/curable/authorizeUserRequest/nurse@demo.in';
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic bnVyc2U=' }]) {
      const res = await t.app.inject({ url, headers });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error, 'Full authentication is required to access this resource');
      assert.equal(typeof res.json().message, 'string');
    }
  });
});
