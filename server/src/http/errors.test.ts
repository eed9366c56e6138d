import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_ERRORS, apiErrorText, isApiErrorCode } from '@screening/domain/api';
import { newUserPayload } from '../users/users.test-data.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

describe('refusals carry a code of the catalogue, its params and the English message', () => {
  let t: TestApp;
  let coordinator: string;
  let nurse: string;
  let nurseId: number;

  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/curable${url}`, headers: bearer(token), payload });

  before(async () => {
    t = await createTestApp();
    coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    nurseId = (
      await t.app.inject({ url: `/api/curable/authorizeUserRequest/${demoAccounts.nurse.email}`, headers: bearer(nurse) })
    ).json().userId;
  });
  after(() => t.close());

  test('400: a parameterised refusal names its field in params', async () => {
    const res = await post('/hospitalemployee', nurse, { id: null, name: 'Asha', phoneNo: '9876543210', gender: 'FEMALE' });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), { error: 'FIELD_REQUIRED', message: 'id is required.', field: 'id', params: { field: 'id' } });
  });

  test('400: a shared form rule answers under its own code, the SPEC text unchanged', async () => {
    const res = await post('/createUser', coordinator, newUserPayload({ phoneNo: '98765' }));
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), {
      error: 'MOBILE_EXACT',
      message: 'Mobile number must be exactly 10 digits.',
      field: 'phoneNo',
    });
  });

  test('409: a duplicate e-mail is EMAIL_TAKEN; the message still names the e-mail', async () => {
    const res = await post('/createUser', coordinator, newUserPayload({ email: demoAccounts.doctor.email }));
    assert.equal(res.statusCode, 409, res.body);
    assert.deepEqual(res.json(), { error: 'EMAIL_TAKEN', message: 'An account with this email already exists.', field: 'email' });
    assert.match(res.json().message, /email/i);
  });

  test('403: another user’s profile is OWN_PROFILE_ONLY', async () => {
    const res = await post('/hospitalemployee', coordinator, {
      id: nurseId,
      name: 'Asha',
      phoneNo: '9876543210',
      gender: 'FEMALE',
    });
    assert.equal(res.statusCode, 403, res.body);
    assert.deepEqual(res.json(), { error: 'OWN_PROFILE_ONLY', message: 'You may only update your own profile.' });
  });

  test('the sign-in refusals keep the original bodies (docs/api.md §1.1, §1.4)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/token/authenticate',
      payload: { userName: 'nobody@demo.in', password: 'whatever-it-is' },
    });
    assert.equal(res.statusCode, 401);
    assert.equal(isApiErrorCode(res.json().error), false, res.body);
  });

  test('the catalogue: UPPER_SNAKE codes, a template per code, params filled in', () => {
    for (const code of Object.keys(API_ERRORS)) assert.match(code, /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    assert.equal(
      apiErrorText('CLINIC_ID_TAKEN', { clinicId: '1234567' }),
      'Outreach Clinic ID 1234567 already exists. Please enter a different Clinic ID.',
    );
    assert.equal(apiErrorText('TOO_MANY_SIGN_INS', { count: 1 }), 'Too many failed sign-ins. Please try again in 1 minute.');
    assert.equal(apiErrorText('TOO_MANY_SIGN_INS', { count: 5 }), 'Too many failed sign-ins. Please try again in 5 minutes.');
    assert.equal(apiErrorText('USER_NAME'), 'Please enter a valid name (2–60 characters).');
  });
});
