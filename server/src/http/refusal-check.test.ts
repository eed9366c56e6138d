/**
 * In the server's tests (createTestApp) a route answers only the refusals its route contract entry declares (or those
 * of its kind): an undeclared one is turned into a 500 that names it, so every test driving a refusal through a route
 * checks the declaration. Elsewhere, and always in production, the route answers as it did.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AUTH_REQUIRED, routes, type ApiRoute, type RefusalStatus } from '@screening/domain/api';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { declaresRefusal } from './refusal-check.js';

const idempotent = { idempotent: true };

/** Runs `body` with `code` taken out of the entry's refusals under `status` (put back afterwards). */
async function withoutDeclaration(entry: ApiRoute, status: RefusalStatus, code: string, body: () => Promise<void>) {
  const declared = entry.refusals;
  const refusals = { ...declared, [status]: (declared?.[status] ?? []).filter((listed) => listed !== code) };
  Object.assign(entry, { refusals });
  try {
    await body();
  } finally {
    Object.assign(entry, { refusals: declared });
  }
}

describe('the refusals a route may answer', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = await signIn(t.app, demoAccounts.campCoordinator.email);
  });
  after(() => t.close());

  /** The camp coordinator asks for another hospital's staff: a real 403 OTHER_HOSPITAL. */
  const otherHospitalsStaff = (app = t.app) =>
    app.inject({ url: '/api/curable/hospitalstaffdetails/999', headers: bearer(token) });

  test('a declared refusal goes out as the route answered it', async () => {
    const res = await otherHospitalsStaff();
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().error, 'OTHER_HOSPITAL');
  });

  test('an undeclared one is a 500 naming the route, the status and the code', async () => {
    await withoutDeclaration(routes.hospitalStaff, 403, 'OTHER_HOSPITAL', async () => {
      const res = await otherHospitalsStaff();
      assert.equal(res.statusCode, 500);
      assert.deepEqual(res.json(), {
        error: 'Internal Server Error',
        message:
          'GET /api/curable/hospitalstaffdetails/:hospitalId answered 403 OTHER_HOSPITAL, which its route contract entry does not declare (domain/src/api/contract.ts)',
      });
    });
  });

  test('in production the check is not there: the route answers as it did', async () => {
    const production = t.buildApp({ production: true });
    await withoutDeclaration(routes.hospitalStaff, 403, 'OTHER_HOSPITAL', async () => {
      const res = await otherHospitalsStaff(production);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().error, 'OTHER_HOSPITAL');
    });
  });

  test('the refusals of a kind need no declaration: input on every route, a token behind one, a grant behind one, a key on a write', () => {
    assert.ok(declaresRefusal(routes.health, idempotent, 400, 'FIELD_INVALID'));
    assert.ok(declaresRefusal(routes.health, idempotent, 415, 'REQUEST_REFUSED'));
    assert.ok(!declaresRefusal(routes.health, idempotent, 401, AUTH_REQUIRED));
    assert.ok(declaresRefusal(routes.states, idempotent, 401, AUTH_REQUIRED));
    assert.ok(!declaresRefusal(routes.states, idempotent, 403, 'PRIVILEGE_REQUIRED'));
    assert.ok(declaresRefusal(routes.worklist, idempotent, 403, 'PRIVILEGE_REQUIRED'));
    assert.ok(declaresRefusal(routes.worklist, idempotent, 409, 'REQUEST_IN_PROGRESS'));
    assert.ok(!declaresRefusal(routes.resetUserPassword, { idempotent: false }, 409, 'REQUEST_IN_PROGRESS'));
    assert.ok(!declaresRefusal(routes.authenticate, idempotent, 422, 'IDEMPOTENCY_KEY_REUSED'));
  });

  test("a declared code counts under its own status only; a form rule's code only where the entry checks a form", () => {
    assert.ok(declaresRefusal(routes.newClinic, idempotent, 409, 'CLINIC_ID_TAKEN'));
    assert.ok(!declaresRefusal(routes.newClinic, idempotent, 400, 'CLINIC_ID_TAKEN'));
    assert.ok(declaresRefusal(routes.newClinic, idempotent, 400, 'CLINIC_ID'));
    assert.ok(!declaresRefusal(routes.newClinic, idempotent, 409, 'CLINIC_ID'));
    assert.ok(!declaresRefusal(routes.worklist, idempotent, 400, 'CLINIC_ID'));
  });
});
