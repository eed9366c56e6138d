import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

describe('master data', () => {
  let t: TestApp;
  let token: string;
  const get = (url: string) => t.app.inject({ url: `/api/curable${url}`, headers: bearer(token) });

  before(async () => {
    t = await createTestApp();
    token = await signIn(t.app, demoAccounts.nurse.email);
  });
  after(() => t.close());

  test('statemaster → [{id, code, name}]', async () => {
    const res = await get('/statemaster');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), [{ id: 1, code: '1', name: 'Tamil Nadu' }]);
  });

  test('districts of a state, in table order, with stateMasterId', async () => {
    const districts = (await get('/districtmaster/statemaster/1')).json();
    assert.deepEqual(
      districts.map((d: { name: string }) => d.name),
      ['Chengalpattu', 'Kancheepuram', 'Tiruvallur'],
    );
    assert.deepEqual(Object.keys(districts[0]).sort(), ['code', 'id', 'name', 'stateMasterId']);
    assert.ok(districts.every((d: { code: string; stateMasterId: number }) => /^\d{2}$/.test(d.code) && d.stateMasterId === 1));
  });

  test('taluks and panchayats by name ascending; codes build the 7-digit clinic ID', async () => {
    const [chengalpattu] = (await get('/districtmaster/statemaster/1')).json();
    const taluks = (await get(`/taluqmaster/districtmaster/${chengalpattu.id}`)).json();
    assert.deepEqual(
      taluks.map((x: { name: string }) => x.name),
      ['Chengalpattu', 'Thiruporur'],
    );
    assert.ok(taluks.every((x: { districtMasterId: number }) => x.districtMasterId === chengalpattu.id));
    const thiruporur = taluks.find((x: { name: string }) => x.name === 'Thiruporur');
    const panchayats = (await get(`/panchayatmaster/taluqmaster/${thiruporur.id}`)).json();
    assert.deepEqual(
      panchayats.map((x: { name: string }) => x.name),
      ['Kelambakkam', 'Kovalam', 'Nemmeli'],
    );
    assert.deepEqual(Object.keys(panchayats[0]).sort(), ['code', 'id', 'name', 'taluqMasterId']);
    const kovalam = panchayats.find((x: { name: string }) => x.name === 'Kovalam');
    assert.equal(`1${chengalpattu.code}${thiruporur.code}${kovalam.code}`, '1203045');
  });

  test('every district has 2 taluks and every taluk 3 panchayats', async () => {
    for (const d of (await get('/districtmaster/statemaster/1')).json()) {
      const taluks = (await get(`/taluqmaster/districtmaster/${d.id}`)).json();
      assert.equal(taluks.length, 2, d.name);
      for (const tk of taluks) assert.equal((await get(`/panchayatmaster/taluqmaster/${tk.id}`)).json().length, 3, tk.name);
    }
  });

  test('an unknown parent gives an empty list; a non-numeric id → 400', async () => {
    assert.deepEqual((await get('/districtmaster/statemaster/999')).json(), []);
    const res = await get('/taluqmaster/districtmaster/x');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'districtId');
  });

  test('employeerolemaster → the six roles with their ids, none assignable by a Nurse', async () => {
    assert.deepEqual((await get('/employeerolemaster')).json(), [
      { id: 1, name: 'admin', description: 'admin', assignable: false },
      { id: 2, name: 'Program Coordinator', description: 'Program Coordinator', assignable: false },
      { id: 3, name: 'Camp Coordinator', description: 'Camp Coordinator', assignable: false },
      { id: 4, name: 'Social Worker', description: 'Social Worker', assignable: false },
      { id: 5, name: 'Doctor', description: 'Doctor', assignable: false },
      { id: 6, name: 'Nurse', description: 'Nurse', assignable: false },
    ]);
  });

  test('employeerolemaster marks assignable exactly the roles ranking below the caller', async () => {
    const assignable = async (email: string) => {
      const res = await t.app.inject({ url: '/api/curable/employeerolemaster', headers: bearer(await signIn(t.app, email)) });
      return res
        .json<{ name: string; assignable: boolean }[]>()
        .filter((r) => r.assignable)
        .map((r) => r.name);
    };
    assert.deepEqual(await assignable(demoAccounts.admin.email), [
      'Program Coordinator',
      'Camp Coordinator',
      'Social Worker',
      'Doctor',
      'Nurse',
    ]);
    assert.deepEqual(await assignable(demoAccounts.programCoordinator.email), [
      'Camp Coordinator',
      'Social Worker',
      'Doctor',
      'Nurse',
    ]);
    assert.deepEqual(await assignable(demoAccounts.campCoordinator.email), ['Social Worker', 'Doctor', 'Nurse']);
  });

  test('hospitals and hospital → the caller’s hospitals', async () => {
    for (const path of ['/hospitals', '/hospital']) {
      const res = await get(path);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), [
        {
          id: 1,
          hospitalGroupId: 1,
          name: 'Cancer Institute (WIA)',
          description: 'Comprehensive cancer centre',
          address: 'East Canal Bank Road, Gandhi Nagar, Adyar, Chennai 600020',
          licenseNo: null,
        },
      ]);
    }
  });

  test('masters need a token', async () => {
    const res = await t.app.inject({ url: '/api/curable/statemaster' });
    assert.equal(res.statusCode, 401);
  });
});
