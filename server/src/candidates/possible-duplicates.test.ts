import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { Candidate, PossibleDuplicate } from '@screening/domain/types';
import { camp, panchayatMaster } from '../db/schema.js';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { assertBadRequest, enrol, insertClinic, list, nextMobile, post } from './candidate-fixtures.js';

describe('possible duplicates before an enrolment (POST /curable/findPossibleDuplicates)', () => {
  let t: TestApp;
  let social: string;
  let coordinator: string;
  /** Two clinics of the social worker in one panchayat, one of hers in another, one in the first not hers. */
  let home: { id: number; prefix: string };
  let neighbour: { id: number; prefix: string };
  let elsewhere: { id: number; prefix: string };
  let notHers: { id: number; prefix: string };

  const inPanchayat = async (campId: number, panchayatId: number) =>
    t.db.update(camp).set({ panchayatMasterId: panchayatId }).where(eq(camp.id, campId));
  const check = (body: Record<string, unknown>, token = social) => post(t.app, token, '/findPossibleDuplicates', body);
  const found = async (body: Record<string, unknown>, token = social): Promise<PossibleDuplicate[]> => {
    const res = await check(body, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PossibleDuplicate[]>();
  };
  const ids = (rows: PossibleDuplicate[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  before(async () => {
    t = await createTestApp();
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const staff = [demoAccounts.socialWorker.email];
    home = await insertClinic(t.db, { staff, name: 'Kovalam Camp' });
    neighbour = await insertClinic(t.db, { staff, name: 'Kovalam North Camp' });
    elsewhere = await insertClinic(t.db, { staff, name: 'Thiruporur Camp' });
    notHers = await insertClinic(t.db, { name: 'Kovalam South Camp' });
    const [first, second] = await t.db
      .select({ id: panchayatMaster.id })
      .from(panchayatMaster)
      .orderBy(asc(panchayatMaster.id))
      .limit(2);
    await inPanchayat(home.id, first.id);
    await inPanchayat(neighbour.id, first.id);
    await inPanchayat(notHers.id, first.id);
    await inPanchayat(elsewhere.id, second.id);
  });
  after(() => t.close());

  test('the same mobile number finds her, with her Registration ID, clinic and registration date', async () => {
    const mobileNo = nextMobile();
    const first = await enrol(t.app, social, elsewhere.id, { name: 'Valli Ammal', mobileNo, age: '50', gender: 'FEMALE' });
    const rows = await found({ campId: home.id, name: 'Someone Else', mobileNo, age: 30 });
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.deepEqual(
      { ...row, registrationDate: undefined },
      {
        id: first.id,
        name: 'Valli Ammal',
        age: 50,
        gender: 'FEMALE',
        registrationId: first.registraionId,
        clinic: { id: elsewhere.id, outreachClinicId: elsewhere.prefix, name: 'Thiruporur Camp' },
        registrationDate: undefined,
      },
    );
    assert.ok(Math.abs(Date.parse(row.registrationDate) - Date.now()) < 60_000, row.registrationDate);
    assert.deepEqual(await found({ campId: home.id, mobileNo: mobileNo.slice(0, 9) }), [], 'nine digits match nothing');
  });

  test('the same name, case and spaces aside, with an age within 2 in the same panchayat finds her', async () => {
    const latin = await enrol(t.app, social, neighbour.id, { name: 'Kamala  Devi', age: '40' });
    const tamil = await enrol(t.app, social, neighbour.id, { name: 'கமலா தேவி', age: '40' });
    for (const age of [38, 40, 42]) {
      assert.deepEqual(ids(await found({ campId: home.id, name: '  kamala devi ', age })), [latin.id], `age ${age}`);
    }
    assert.deepEqual(ids(await found({ campId: home.id, name: 'கமலா   தேவி', age: 41 })), [tamil.id], 'Tamil as typed');
    assert.deepEqual(await found({ campId: home.id, name: 'Kamala Devi', age: null }), [], 'no age, no name match');
  });

  test('an age 3 apart, another panchayat or another name is not a possible duplicate', async () => {
    await enrol(t.app, social, home.id, { name: 'Saroja Mani', age: '60' });
    assert.deepEqual(await found({ campId: home.id, name: 'Saroja Mani', age: 63 }), []);
    assert.deepEqual(await found({ campId: home.id, name: 'Saroja Mani', age: 57 }), []);
    assert.deepEqual(await found({ campId: elsewhere.id, name: 'Saroja Mani', age: 60 }), [], 'another panchayat');
    assert.deepEqual(await found({ campId: home.id, name: 'Saroja Manimegalai', age: 60 }), [], 'a longer name');
    assert.equal((await found({ campId: home.id, name: 'SAROJA MANI', age: 60 })).length, 1);
  });

  test("a participant outside the caller's clinics is never returned, whoever the body says is asking", async () => {
    const mobileNo = nextMobile();
    const hidden = await enrol(t.app, coordinator, notHers.id, { name: 'Rani Kannan', mobileNo, age: '35' });
    const body = { campId: home.id, name: 'Rani Kannan', mobileNo, age: 35, hospitalId: 1, roleId: 2, userId: 1 };
    assert.deepEqual(await found(body), []);
    assert.deepEqual(ids(await found(body, coordinator)), [hidden.id], 'the Program Coordinator sees the whole hospital');
    // A clinic not hers cannot be named either (the same answer as an unknown one).
    const res = await check({ campId: notHers.id, mobileNo });
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json<{ message: string }>().message, 'This Outreach Clinic does not exist.');
  });

  test('bad bodies are refused with 400 naming the field', async () => {
    assertBadRequest(await check({ name: 'Meena' }), 'campId', 'campId is required.');
    for (const [body, field] of [
      [{ campId: 'x' }, 'campId'],
      [{ campId: home.id, age: '40' }, 'age'],
      [{ campId: home.id, age: -1 }, 'age'],
      [{ campId: home.id, name: 'x'.repeat(201) }, 'name'],
      [{ campId: home.id, mobileNo: 9876543210 }, 'mobileNo'],
    ] as const) {
      const res = await check(body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)} ${res.body}`);
      assert.equal(res.json<{ field: string }>().field, field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/curable/findPossibleDuplicates',
      headers: { authorization: `Bearer ${social}`, 'content-type': 'application/json' },
      payload: '{"campId":',
    });
    assert.equal(notJson.statusCode, 400, notJson.body);
  });

  test("the lists' cards get the clinic's name", async () => {
    const mobileNo = nextMobile();
    await enrol(t.app, social, home.id, { name: 'Card Person', mobileNo });
    const rows: Candidate[] = await list(t.app, social, 3, mobileNo);
    assert.deepEqual(
      rows.map((row) => row.campName),
      ['Kovalam Camp'],
    );
  });
});
