import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Candidate, ScreeningTest } from '@screening/domain/types';
import { addHospitalWithUser } from '../camps/camp-fixtures.js';
import { auditLog, candidate, candidateHabit, candidateTest, diseaseTestMaster } from '../db/schema.js';
import { FORM_IDS, ROLE } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { assertBadRequest, enrol, enrolBody, insertClinic, list, post, tagBody } from './candidate-fixtures.js';
import { ageRuleMatches, screeningTestsDue } from '@screening/domain/forms';

describe('enrolment, tagging and general details (POST /curable/candidate, /saveCandidate)', () => {
  let t: TestApp;
  let social: string;
  let coordinator: string;
  let clinic: { id: number; prefix: string };

  const testsOf = async (candidateId: number) =>
    (
      await t.db
        .select({ id: candidateTest.diseaseTestMasterId })
        .from(candidateTest)
        .where(eq(candidateTest.candidateId, candidateId))
        .orderBy(candidateTest.diseaseTestMasterId)
    ).map((r) => r.id);
  const rowOf = async (id: number) => (await t.db.select().from(candidate).where(eq(candidate.id, id)))[0];

  before(async () => {
    t = await createTestApp();
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    clinic = await insertClinic(t.db, { staff: [demoAccounts.socialWorker.email] });
  });
  after(() => t.close());

  test('a new participant gets clinic ID + 3-digit street + 6-digit clinic counter, under both key spellings', async () => {
    const first = await enrol(t.app, social, clinic.id, { streetId: 7 });
    assert.equal(first.registraionId, `${clinic.prefix}007000001`);
    assert.equal(first.registrationId, first.registraionId);
    assert.equal(first.registraionId.length, 16);
    const second = await enrol(t.app, social, clinic.id, { streetId: 0 });
    assert.equal(second.registraionId, `${clinic.prefix}000000002`, 'no street → 000; the counter does not reset by street');
    assert.deepEqual(
      {
        name: first.name,
        gender: first.gender,
        age: first.age,
        campId: first.campId,
        hospitalId: first.hospitalId,
        enrolled: first.enrolled,
      },
      { name: 'Meena Kumari', gender: 'FEMALE', age: 42, campId: clinic.id, hospitalId: 1, enrolled: true },
    );
    assert.equal(first.dob, `${new Date().getUTCFullYear() - 42}-01-01`);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'candidate'), eq(auditLog.entityId, String(first.id))));
    assert.deepEqual([audit.action, audit.login, audit.details?.registraionId], ['ENROL', 'social@demo.in', first.registraionId]);
    // Every CandidateDTO key is present.
    for (const key of [
      'optionalId',
      'consentDate',
      'eligibleDiseases',
      'candidateHabitDTOs',
      'screenId',
      'reason',
      'relation',
      'tobaccoHabbits',
    ]) {
      assert.ok(key in first, `missing ${key}`);
    }
  });

  test('20 concurrent enrolments into one clinic get 20 distinct consecutive numbers', async () => {
    const busy = await insertClinic(t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t.app, coordinator, '/candidate', enrolBody(busy.id, { name: `Concurrent ${i}`, streetId: 3 })),
      ),
    );
    for (const res of responses) assert.equal(res.statusCode, 200, res.body);
    const ids = responses.map((res) => res.json<Candidate>().registraionId).sort();
    assert.equal(new Set(ids).size, 20);
    assert.deepEqual(
      ids,
      Array.from({ length: 20 }, (_, i) => `${busy.prefix}003${String(i + 1).padStart(6, '0')}`),
    );
  });

  test('each clinic has its own counter, which continues across enrolments and tags', async () => {
    const a = await insertClinic(t.db, { staff: [demoAccounts.socialWorker.email] });
    const b = await insertClinic(t.db, { staff: [demoAccounts.socialWorker.email] });
    assert.match((await enrol(t.app, social, a.id)).registraionId, /000001$/);
    assert.match((await enrol(t.app, social, b.id)).registraionId, /000001$/);
    const tagged = await post(t.app, social, '/saveCandidate', tagBody(a.id));
    assert.equal(tagged.statusCode, 200, tagged.body);
    assert.match(tagged.json<Candidate>().registraionId, /012000002$/, 'tagged persons consume a number too');
    assert.match((await enrol(t.app, social, a.id)).registraionId, /000003$/);
  });

  test('screening tests are assigned by gender and age rule; OTHER is screened as FEMALE', async () => {
    const woman = await enrol(t.app, social, clinic.id, { gender: 'FEMALE', age: 45 });
    assert.deepEqual(await testsOf(woman.id), [
      FORM_IDS.breastScreening,
      FORM_IDS.cervicalScreening,
      FORM_IDS.oralScreeningFemale,
      FORM_IDS.symptomsScreeningFemale,
    ]);
    const young = await enrol(t.app, social, clinic.id, { gender: 'FEMALE', age: 25 });
    assert.deepEqual(await testsOf(young.id), [FORM_IDS.oralScreeningFemale, FORM_IDS.symptomsScreeningFemale]);
    const man = await enrol(t.app, social, clinic.id, { gender: 'Male', age: '40' });
    assert.equal(man.gender, 'MALE');
    assert.deepEqual(await testsOf(man.id), [FORM_IDS.oralScreeningMale, FORM_IDS.symptomsScreeningMale]);
    const boy = await enrol(t.app, social, clinic.id, { gender: 'MALE', age: 12 });
    assert.deepEqual(await testsOf(boy.id), [FORM_IDS.symptomsScreeningMale], 'default test only');
    const other = await enrol(t.app, social, clinic.id, { gender: 'OTHER', age: 50 });
    assert.equal(other.gender, 'OTHER', 'stored as sent');
    assert.deepEqual(await testsOf(other.id), await testsOf(woman.id));
  });

  test('a device that reads the screening tests (getScreeningTests) lists for anyone the tests the server assigns her', async () => {
    const res = await t.app.inject({ url: '/api/curable/getScreeningTests', headers: bearer(social) });
    assert.equal(res.statusCode, 200, res.body);
    const definitions = res.json<ScreeningTest[]>();
    assert.deepEqual(
      definitions.find((test) => test.diseaseTestId === FORM_IDS.breastScreening),
      {
        diseaseTestId: FORM_IDS.breastScreening,
        stage: 'Breast screening Test',
        gender: 'FEMALE',
        ageRule: '30-65',
        defaultTest: false,
      },
    );
    for (const [gender, age] of [
      ['FEMALE', 45],
      ['FEMALE', 25],
      ['MALE', 40],
      ['MALE', 12],
      ['OTHER', 50],
      ['FEMALE', 70],
    ] as const) {
      const participant = await enrol(t.app, social, clinic.id, { gender, age });
      const due = screeningTestsDue(definitions, { gender, age }).map((test) => test.diseaseTestId);
      assert.deepEqual(
        due.sort((a, b) => a - b),
        await testsOf(participant.id),
        `${gender} ${age}`,
      );
    }
    assert.equal((await t.app.inject({ url: '/api/curable/getScreeningTests' })).statusCode, 401);
  });

  test("getScreeningTests answers only the caller's hospital's tests, and refuses a role that reads no forms", async () => {
    await addHospitalWithUser(t.db, 'nurse@tests-other-hospital.in', ROLE.nurse);
    const theirs = await signIn(t.app, 'nurse@tests-other-hospital.in');
    const res = await t.app.inject({ url: '/api/curable/getScreeningTests', headers: bearer(theirs) });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), [], "none of the demo hospital's tests");
    const admin = await signIn(t.app, demoAccounts.admin.email);
    const refused = await t.app.inject({ url: '/api/curable/getScreeningTests', headers: bearer(admin) });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'PRIVILEGE_REQUIRED');
  });

  test('age rules: >=N <=N >N <N =N !=N N-M; anything else never matches', () => {
    const cases: [string | null, number, boolean][] = [
      ['>=18', 18, true],
      ['>=18', 17, false],
      ['<=30', 30, true],
      ['<=30', 31, false],
      ['>40', 40, false],
      ['> 40', 41, true],
      ['<5', 4, true],
      ['<5', 5, false],
      ['=60', 60, true],
      ['=60', 61, false],
      ['!=60', 61, true],
      ['!=60', 60, false],
      ['30-65', 30, true],
      ['30-65', 65, true],
      ['30-65', 66, false],
      [' 30 - 65 ', 29, false],
      [null, 40, false],
      ['', 40, false],
      ['adult', 40, false],
      ['>=', 40, false],
      ['30-', 40, false],
    ];
    for (const [rule, age, expected] of cases) assert.equal(ageRuleMatches(rule, age), expected, `${rule} with ${age}`);
  });

  test('an invalid rule on a non-default test means it is not assigned', async () => {
    await t.db.update(diseaseTestMaster).set({ rule: 'adults' }).where(eq(diseaseTestMaster.id, FORM_IDS.oralScreeningMale));
    try {
      const man = await enrol(t.app, social, clinic.id, { gender: 'MALE', age: 40 });
      assert.deepEqual(await testsOf(man.id), [FORM_IDS.symptomsScreeningMale]);
    } finally {
      await t.db.update(diseaseTestMaster).set({ rule: '>=18' }).where(eq(diseaseTestMaster.id, FORM_IDS.oralScreeningMale));
    }
  });

  test('bad input is a 400 naming the field, and nothing is written', async () => {
    const before = (await t.db.select({ id: candidate.id }).from(candidate)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobileNo: '98765' }, 'mobileNo', 'Mobile number must be exactly 10 digits.'],
      [{ mobileNo: '98765abcde' }, 'mobileNo', 'Mobile number must be exactly 10 digits.'],
      [{ age: 0 }, 'age', 'Age must be a whole number from 1 to 100.'],
      [{ age: '101' }, 'age', 'Age must be a whole number from 1 to 100.'],
      [{ age: '4.5' }, 'age', 'Age must be a whole number from 1 to 100.'],
      [{ gender: '' }, 'gender', 'Please select gender.'],
      [{ gender: 'X' }, 'gender', 'Please select gender.'],
      [{ name: '  ' }, 'name', "Please enter the participant's name."],
      [{ streetId: '1234' }, 'streetId', 'Street ID must be 3 digits from 001 to 999.'],
      [{ streetId: 'ab' }, 'streetId', 'Street ID must be 3 digits from 001 to 999.'],
      [{ campId: null }, 'campId', 'campId is required.'],
      [{ screenId: 9 }, 'screenId', 'screenId must be equal to one of the allowed values.'],
    ];
    for (const [overrides, field, message] of cases) {
      assertBadRequest(
        await post(t.app, social, '/candidate', enrolBody(clinic.id, overrides)),
        field,
        message,
        JSON.stringify(overrides),
      );
    }
    const tagCases: [Record<string, unknown>, string, string][] = [
      [{ reason: 'Busy' }, 'reason', 'Please select a reason.'],
      [{ reason: null }, 'reason', 'Please select a reason.'],
      [{ address: '' }, 'address', 'Address cannot be empty. Enter the address and click on Save'],
      [{ streetId: null }, 'streetId', 'Street ID must be exactly 3 digits (e.g., 001, 123).'],
      [{ streetId: '000' }, 'streetId', 'Street ID cannot be 000.'],
      [{ mobileNo: '123' }, 'mobileNo', 'Mobile number must be exactly 10 digits.'],
    ];
    for (const [overrides, field, message] of tagCases) {
      assertBadRequest(
        await post(t.app, social, '/saveCandidate', tagBody(clinic.id, overrides)),
        field,
        message,
        JSON.stringify(overrides),
      );
    }
    assert.equal((await t.db.select({ id: candidate.id }).from(candidate)).length, before);
  });

  test('tagging stores a deleted, not enrolled row with the reason; the person is found in Modify Patient Information only, and enrolled later', async () => {
    const res = await post(
      t.app,
      social,
      '/saveCandidate',
      tagBody(clinic.id, { name: 'Tagged Tamil', reason: 'Out Of Station - Short Visit' }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const tagged = res.json<Candidate>();
    const row = await rowOf(tagged.id);
    assert.deepEqual(
      {
        deleted: row.isRecordDeleted,
        enrolled: row.enrolled,
        reason: row.reason,
        parent: row.parentCandidateId,
        street: row.streetId,
      },
      { deleted: true, enrolled: false, reason: 'Out Of Station - Short Visit', parent: null, street: 12 },
    );
    assert.deepEqual(await testsOf(tagged.id), [], 'no screening tests for a tagged person');
    assert.equal((await list(t.app, coordinator, 1, 'Tagged Tamil')).length, 0);
    assert.equal((await list(t.app, coordinator, 2, 'Tagged Tamil')).length, 0);
    const found = await list(t.app, social, 3, 'Tagged Tamil');
    assert.deepEqual(
      found.map((c) => [c.id, c.registrationId, c.campId]),
      [[tagged.id, tagged.registraionId, clinic.id]],
    );

    // Enrolled later from Modify Patient Information: same registration ID, tests assigned, reason cleared.
    const enrolled = await enrol(t.app, social, clinic.id, {
      id: tagged.id,
      name: 'Tagged Tamil',
      gender: 'FEMALE',
      age: 35,
      streetId: 999,
    });
    assert.equal(enrolled.registraionId, tagged.registraionId);
    assert.equal(enrolled.streetId, 12, 'the street ID is locked once registered');
    assert.deepEqual([enrolled.enrolled, enrolled.reason], [true, null]);
    assert.equal((await rowOf(tagged.id)).isRecordDeleted, false);
    assert.equal((await testsOf(tagged.id)).length, 4);
    assert.equal((await list(t.app, coordinator, 1, 'Tagged Tamil')).length, 1);
  });

  test('an existing participant can be tagged; an edit never changes the registration ID and keeps tests', async () => {
    const person = await enrol(t.app, social, clinic.id, { name: 'Edit Me' });
    const tests = await testsOf(person.id);
    const edited = await enrol(t.app, social, clinic.id, {
      id: person.id,
      name: 'Edit Me Too',
      mobileNo: '9123456780',
      registraionId: 'X',
    });
    assert.equal(edited.registraionId, person.registraionId);
    assert.equal(edited.mobileNo, '9123456780');
    assert.deepEqual(await testsOf(person.id), tests);
    const res = await post(
      t.app,
      social,
      '/saveCandidate',
      tagBody(clinic.id, { id: person.id, reason: 'Refused', streetId: null }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const row = await rowOf(person.id);
    assert.deepEqual([row.isRecordDeleted, row.enrolled, row.reason], [true, false, 'Refused']);
  });

  test('general details: ID proofs validated, habits replaced only when sent, socialHabits from tobaccoUser', async () => {
    const person = await enrol(t.app, social, clinic.id);
    const general = (overrides: Record<string, unknown>) => ({
      id: String(person.id),
      fatherName: 'Raman',
      spouseName: 'Kumar',
      alternateMobileNo: '9876501234',
      monthlyIncome: 12000,
      houseType: 'Owned',
      occupation: 'Business',
      education: 'Primary',
      aadhar: '123412341234',
      rationCard: 'TN12RC3456',
      voterId: 'ABC1234567',
      tobaccoUser: true,
      duration: '',
      candidateHabitDTOs: [
        {
          candidateId: person.id,
          habits: 'Tobacco',
          type: 'Gutka',
          frequency: '3',
          duration: '2 years',
          howLong: '',
          quit: false,
        },
        { candidateId: person.id, habits: 'Smoking', type: 'Bidi', frequency: '', duration: '', howLong: '', quit: 'No' },
      ],
      type: 3,
      screenId: 3,
      ...overrides,
    });
    const res = await post(t.app, social, '/candidate', general({}));
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json<Candidate>();
    assert.deepEqual(
      [saved.fatherName, saved.monthlyIncome, saved.aadhar, saved.tobaccoUser, saved.socialHabits, saved.registraionId],
      ['Raman', 12000, '123412341234', true, 'true', person.registraionId],
    );
    assert.deepEqual(
      saved.candidateHabitDTOs?.map((h) => [h.habits, h.type, h.frequency, h.quit]),
      [
        ['Tobacco', 'Gutka', '3', false],
        ['Smoking', 'Bidi', null, 'No'],
      ],
    );

    // An empty list leaves the habits; a new list replaces them (blank rows are not habits).
    await post(t.app, social, '/candidate', general({ candidateHabitDTOs: [], tobaccoUser: false }));
    assert.equal((await t.db.select().from(candidateHabit).where(eq(candidateHabit.candidateId, person.id))).length, 2);
    assert.equal((await rowOf(person.id)).socialHabits, 'false');
    await post(
      t.app,
      social,
      '/candidate',
      general({
        candidateHabitDTOs: [
          { habits: 'Alcohol', type: 'Rum' },
          { habits: '', type: '' },
        ],
      }),
    );
    const habits = await t.db.select().from(candidateHabit).where(eq(candidateHabit.candidateId, person.id));
    assert.deepEqual(
      habits.map((h) => h.type),
      ['Rum'],
    );

    const bad: [Record<string, unknown>, string, string][] = [
      [{ aadhar: '1234' }, 'aadhar', 'Aadhaar number must be exactly 12 digits.'],
      [{ alternateMobileNo: '12345' }, 'alternateMobileNo', 'Alternate mobile number must be exactly 10 digits.'],
      [{ voterId: 'ABC-123' }, 'voterId', 'Voter ID must be up to 12 letters or digits.'],
      [{ rationCard: 'RC12345678901234' }, 'rationCard', 'Ration card number must be up to 15 letters or digits.'],
      [{ monthlyIncome: '0123' }, 'monthlyIncome', 'Monthly income must be a whole number up to 999999 without leading zeros.'],
      [{ monthlyIncome: 1000000 }, 'monthlyIncome', 'Monthly income must be a whole number up to 999999 without leading zeros.'],
      [
        { candidateHabitDTOs: [{ habits: 'Tobacco', frequency: '-2' }] },
        'candidateHabitDTOs.0.frequency',
        'Frequency must be a positive whole number.',
      ],
    ];
    for (const [overrides, field, message] of bad) {
      assertBadRequest(await post(t.app, social, '/candidate', general(overrides)), field, message, JSON.stringify(overrides));
    }
    assert.equal((await rowOf(person.id)).aadhar, '123412341234', 'a refused save changes nothing');
    const missing = await post(t.app, social, '/candidate', general({ id: null }));
    assert.deepEqual([missing.statusCode, missing.json().field], [400, 'id']);
  });

  test("another hospital's clinic, an unknown clinic and another hospital's participant are all 404", async () => {
    const other = await addHospitalWithUser(t.db, 'pc@other-hospital.in', ROLE.programCoordinator);
    const otherToken = await signIn(t.app, 'pc@other-hospital.in');
    const foreignClinic = await insertClinic(t.db, { hospitalId: other.hospitalId });
    const foreign = await post(t.app, social, '/candidate', enrolBody(foreignClinic.id));
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.equal((await post(t.app, social, '/candidate', enrolBody(999_999))).statusCode, 404);

    const ours = await enrol(t.app, social, clinic.id);
    for (const [path, body] of [
      ['/candidate', enrolBody(foreignClinic.id, { id: ours.id })],
      ['/saveCandidate', tagBody(foreignClinic.id, { id: ours.id })],
      ['/candidate', { id: ours.id, screenId: 3, aadhar: '' }],
      ['/candidatehistoryForPrefil', { candidateId: ours.id, type: 6 }],
    ] as const) {
      const res = await post(t.app, otherToken, path, body);
      assert.equal(res.statusCode, 404, `${path}: ${res.body}`);
    }
    assert.equal((await list(t.app, otherToken, 3, ours.name ?? '')).length, 0);
    assert.equal((await rowOf(ours.id)).name, 'Meena Kumari');
  });

  test('privileges: the admin (no registration menu) cannot enrol; habit types need a reading grant', async () => {
    const admin = await signIn(t.app, demoAccounts.admin.email);
    assert.equal((await post(t.app, admin, '/candidate', enrolBody(clinic.id))).statusCode, 403);
    assert.equal((await post(t.app, admin, '/getCandidatesList', { stage: 1, search: '' })).statusCode, 403);
    const habit = (token: string, name: string) =>
      t.app.inject({
        url: `/api/curable/getHabitTypes/${encodeURIComponent(name)}`,
        headers: { authorization: `Bearer ${token}` },
      });
    assert.deepEqual((await habit(social, 'Tobacco')).json(), [
      'Hans',
      'Gutka',
      'Chewing Tobacco',
      'Betel Quid with Areca Nuts',
      'Pan Masala',
    ]);
    assert.deepEqual((await habit(social, 'Smoking')).json(), ['Cigarette', 'Bidi', 'Hookah', 'E-Cigarette']);
    assert.deepEqual((await habit(social, 'Alcohol')).json(), ['Brandy', 'Whisky', 'Rum', 'Beer', 'Arrack']);
    assert.deepEqual((await habit(social, 'Snuff')).json(), []);
    assert.deepEqual((await habit(social, 'tobacco')).json(), [], 'case-sensitive');
    assert.deepEqual((await habit(social, 'constructor')).json(), []);
    assert.equal((await habit(admin, 'Tobacco')).statusCode, 403);
  });
});
