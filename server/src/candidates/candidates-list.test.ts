import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Candidate, WorklistClinic } from '@screening/domain/types';
import { isApiErrorCode } from '@screening/domain/api';
import { insertClinic, post } from './candidate-fixtures.js';
import { candidate, candidateTest } from '../db/schema.js';
import { FORM_IDS } from '../seed/ids.js';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

/** Where a participant stands on the way through the worklists. */
type Standing = 'screening' | 'referred' | 'evaluating' | 'evaluated';

describe('worklists by clinic (campId), paged, and the referral-to-hospital worklist (stage 4)', () => {
  let t: TestApp;
  let nurse: string;
  let doctor: string;
  let campCoordinator: string;
  const tag = `Filter${Date.now() % 100000}`;
  /** Created by the Camp Coordinator, staffed by the nurse and the doctor. */
  let ownClinic: { id: number; prefix: string };
  /** Staffed by the nurse and the doctor (and the Camp Coordinator), created by someone else. */
  let staffedClinic: { id: number; prefix: string };
  /** Nobody's: outside every worklist here. */
  let otherClinic: { id: number; prefix: string };
  let serial = 0;
  const names = new Map<number, string>();

  /** A participant of `campId` at `standing`, created a minute after the one before. */
  async function person(campId: number, prefix: string, standing: Standing): Promise<number> {
    serial += 1;
    const [row] = await t.db
      .insert(candidate)
      .values({
        registraionId: `${prefix}000${String(serial).padStart(6, '0')}`,
        campId,
        hospitalId: 1,
        name: `${tag} ${standing} ${serial}`,
        gender: 'FEMALE',
        age: 40,
        createdBy: 'test',
        createdDate: new Date(Date.now() - (1000 - serial) * 60_000),
        consentDate: standing === 'screening' ? null : new Date(),
        optionalId: standing === 'screening' ? null : standing === 'evaluated' ? 2 : 1,
      })
      .returning({ id: candidate.id, name: candidate.name });
    names.set(row.id, row.name!);
    const screening = { candidateId: row.id, diseaseTestMasterId: FORM_IDS.breastScreening };
    if (standing === 'screening') {
      await t.db.insert(candidateTest).values({ ...screening, completed: 0 });
      return row.id;
    }
    await t.db.insert(candidateTest).values([
      { ...screening, completed: 1, referral: true },
      {
        candidateId: row.id,
        diseaseTestMasterId: FORM_IDS.breastClinical,
        completed: standing === 'evaluated' ? 1 : 0,
        // A clinical Save stamps the test date.
        testDate: standing === 'referred' ? null : new Date(),
      },
    ]);
    return row.id;
  }

  const call = (token: string, body: Record<string, unknown>) =>
    post(t.app, token, '/getCandidatesList', { search: tag, ...body });
  const ids = (res: { json: () => unknown }) => (res.json() as Candidate[]).map((c) => c.id);
  const clinics = async (token: string, stage: number) => {
    const res = await post(t.app, token, '/getWorklistClinics', { stage });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<WorklistClinic[]>();
  };
  const mine = (list: WorklistClinic[]) =>
    list.filter((c) => [ownClinic.id, staffedClinic.id, otherClinic.id].includes(c.campId)).map((c) => [c.campId, c.waiting]);

  const people = {} as Record<'own' | 'staffed' | 'other', Record<Standing, number[]>>;

  before(async () => {
    t = await createTestApp();
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    doctor = await signIn(t.app, demoAccounts.doctor.email);
    campCoordinator = await signIn(t.app, demoAccounts.campCoordinator.email);
    ownClinic = await insertClinic(t.db, {
      name: `${tag} Own`,
      createdBy: demoAccounts.campCoordinator.email,
      staff: [demoAccounts.nurse.email, demoAccounts.doctor.email],
    });
    staffedClinic = await insertClinic(t.db, {
      name: `${tag} Staffed`,
      staff: [demoAccounts.nurse.email, demoAccounts.doctor.email, demoAccounts.campCoordinator.email],
    });
    otherClinic = await insertClinic(t.db, { name: `${tag} Other` });
    for (const [key, clinic] of [
      ['own', ownClinic],
      ['staffed', staffedClinic],
      ['other', otherClinic],
    ] as const) {
      people[key] = { screening: [], referred: [], evaluating: [], evaluated: [] };
      // Own: 3 waiting for screening; the others 2; each clinic one of every later standing.
      const standings: Standing[] = [
        'screening',
        'screening',
        ...(key === 'own' ? (['screening'] as const) : []),
        'referred',
        'evaluating',
        'evaluated',
      ];
      for (const standing of standings) people[key][standing].push(await person(clinic.id, clinic.prefix, standing));
    }
  });
  after(() => t.close());

  const newestFirst = (list: number[]) => [...list].sort((a, b) => b - a);

  test("the original client's call (no page, no clinic) answers the whole list as before", async () => {
    const res = await call(nurse, { stage: 1, hospitalId: 1, roleId: 6, userId: 0 });
    assert.equal(res.statusCode, 200);
    assert.ok(Array.isArray(res.json()), 'a bare list');
    assert.deepEqual(ids(res), newestFirst([...people.own.screening, ...people.staffed.screening]));
    assert.equal(res.headers['x-total-count'], '5');
    // A null campId, as a client that sends every key might, is no filter.
    assert.deepEqual(ids(await call(nurse, { stage: 1, campId: null })), ids(res));
    const first = (res.json() as Candidate[])[0];
    assert.equal(first.eligibleDiseases?.[0].diseaseTestId, FORM_IDS.breastScreening);
  });

  test('a clinic narrows the list, the count and the pages', async () => {
    const own = await call(nurse, { stage: 1, campId: ownClinic.id });
    assert.deepEqual(ids(own), newestFirst(people.own.screening));
    assert.equal(own.headers['x-total-count'], '3');

    const page0 = await call(nurse, { stage: 1, campId: ownClinic.id, page: 0, size: 2 });
    const page1 = await call(nurse, { stage: 1, campId: ownClinic.id, page: 1, size: 2 });
    assert.deepEqual([...ids(page0), ...ids(page1)], newestFirst(people.own.screening));
    assert.deepEqual([ids(page0).length, page0.headers['x-total-count'], page1.headers['x-total-count']], [2, '3', '3']);

    // The search still applies inside the clinic.
    const one = await call(nurse, { stage: 1, campId: staffedClinic.id, search: names.get(people.staffed.screening[0]) });
    assert.deepEqual(ids(one), [people.staffed.screening[0]]);
  });

  test("a clinic outside the caller's worklist gives nobody, not its participants", async () => {
    const outside = await call(nurse, { stage: 1, campId: otherClinic.id, page: 0, size: 20 });
    assert.equal(outside.statusCode, 200);
    assert.deepEqual([ids(outside), outside.headers['x-total-count']], [[], '0']);
    // The Camp Coordinator's screening worklist is the clinics she created, not those she only staffs.
    assert.deepEqual(ids(await call(campCoordinator, { stage: 1, campId: staffedClinic.id })), []);
    assert.deepEqual(ids(await call(campCoordinator, { stage: 1, campId: ownClinic.id })), newestFirst(people.own.screening));
    assert.deepEqual(ids(await call(nurse, { stage: 1, campId: 2_000_000 })), [], 'an unknown clinic: nobody');
  });

  test('the clinic filter refuses what is not a clinic id', async () => {
    for (const campId of [0, -1, 'x', '7', 1.5]) {
      const refused = await call(nurse, { stage: 1, campId });
      assert.equal(refused.statusCode, 400, `${JSON.stringify(campId)}: ${refused.body}`);
      assert.ok(isApiErrorCode(refused.json().error), refused.body);
      assert.equal(refused.json().field, 'campId');
    }
    assert.equal((await call(nurse, { stage: 5 })).statusCode, 400);
  });

  test('referral to hospital (stage 4): referred and not yet clinically evaluated only', async () => {
    const referral = await call(doctor, { stage: 4 });
    assert.deepEqual(ids(referral), newestFirst([...people.own.referred, ...people.staffed.referred]));
    assert.equal(referral.headers['x-total-count'], '2');
    const item = (referral.json() as Candidate[])[0];
    assert.deepEqual(
      item.eligibleDiseases?.map((d) => [d.name, d.diseaseTestId]),
      [['CLINICAL', FORM_IDS.breastClinical]],
    );
    // The clinical worklist also keeps those whose evaluation was saved but not finished.
    assert.deepEqual(
      ids(await call(doctor, { stage: 2 })),
      newestFirst([...people.own.referred, ...people.own.evaluating, ...people.staffed.referred, ...people.staffed.evaluating]),
    );
    assert.deepEqual(ids(await call(doctor, { stage: 4, campId: staffedClinic.id })), people.staffed.referred);
    assert.deepEqual(ids(await call(doctor, { stage: 4, campId: otherClinic.id })), []);
  });

  test("the clinic filter's choices: the clinics of the caller's worklist with someone waiting, and how many", async () => {
    assert.deepEqual(mine(await clinics(nurse, 1)), [
      [ownClinic.id, 3],
      [staffedClinic.id, 2],
    ]);
    assert.deepEqual(mine(await clinics(campCoordinator, 1)), [[ownClinic.id, 3]]);
    assert.deepEqual(mine(await clinics(doctor, 2)), [
      [ownClinic.id, 2],
      [staffedClinic.id, 2],
    ]);
    assert.deepEqual(mine(await clinics(doctor, 4)), [
      [ownClinic.id, 1],
      [staffedClinic.id, 1],
    ]);
    const [own] = (await clinics(nurse, 1)).filter((c) => c.campId === ownClinic.id);
    assert.deepEqual(own, { campId: ownClinic.id, campIdPrefix: ownClinic.prefix, campName: `${tag} Own`, waiting: 3 });
    assert.equal((await post(t.app, nurse, '/getWorklistClinics', { stage: 7 })).statusCode, 400);
  });
});
