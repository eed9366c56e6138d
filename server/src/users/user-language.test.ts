import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

describe('users: userLanguage (the language remembered for the user)', () => {
  let t: TestApp;
  let nurse: string;
  let doctor: string;

  const choose = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/curable/userLanguage', headers: bearer(token), payload });
  const languageOf = async (token: string, email: string) =>
    (
      (await t.app.inject({ url: `/api/curable/authorizeUserRequest/${email}`, headers: bearer(token) })).json() as {
        language: string | null;
      }
    ).language;

  before(async () => {
    t = await createTestApp();
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    doctor = await signIn(t.app, demoAccounts.doctor.email);
  });
  after(() => t.close());

  test('a user who chose no language has none; her choice is answered on her next sign-in, on any device', async () => {
    assert.equal(await languageOf(nurse, demoAccounts.nurse.email), null);
    const res = await choose(nurse, { language: 'ta' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { language: 'ta' });
    const elsewhere = await signIn(t.app, demoAccounts.nurse.email);
    assert.equal(await languageOf(elsewhere, demoAccounts.nurse.email), 'ta');
    // Her choice is hers only.
    assert.equal(await languageOf(doctor, demoAccounts.doctor.email), null);
  });

  test('a language the suite does not speak is refused with a 400', async () => {
    for (const payload of [{ language: 'fr' }, { language: '' }, { language: 42 }, {}]) {
      const res = await choose(doctor, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(String((res.json() as { message?: string }).message), /\S/);
    }
    assert.equal(await languageOf(doctor, demoAccounts.doctor.email), null);
  });

  test('a user named in the body is ignored: the token says whose language it is', async () => {
    const nurseId = demoAccounts.nurse.email;
    assert.equal((await choose(doctor, { language: 'en', userId: 1, email: nurseId })).statusCode, 200);
    assert.equal(await languageOf(doctor, demoAccounts.doctor.email), 'en');
    assert.equal(await languageOf(nurse, demoAccounts.nurse.email), 'ta');
  });

  test('without a session it is a 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/curable/userLanguage', payload: { language: 'en' } });
    assert.equal(res.statusCode, 401);
  });
});
