import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Candidate, MetricGroup } from '@screening/domain/types';
import { serialiseGroup, serialiseGroups } from '@screening/domain/forms';
import { addHospitalWithUser } from '../camps/camp-fixtures.js';
import { assertBadRequest, enrol, insertClinic, list, post } from '../candidates/candidate-fixtures.js';
import { candidate, candidateHistory, candidateTest, diseaseTestMaster } from '../db/schema.js';
import { FORM_IDS, ROLE } from '../seed/ids.js';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

type Answers = Record<string, string[]>;

describe('registration pages: eligibility, medical, family, and every prefill type', () => {
  let t: TestApp;
  let social: string;
  let clinic: { id: number; prefix: string };
  const forms = new Map<number, MetricGroup>();

  const prefill = (candidateId: number | string, type: number, extra: Record<string, unknown> = {}) =>
    post(t.app, social, '/candidatehistoryForPrefil', { candidateId, type, ...extra });
  const history = (body: Record<string, unknown>) => post(t.app, social, '/candidatehistory', body);
  const eligibility = (candidateId: number, answers: Answers, definitionId = FORM_IDS.eligibilityFemale) =>
    history({
      candidateId,
      type: 1,
      stage: 'ELIGIBILE',
      diseaseTestMasterId: 27,
      hospitalId: 1,
      gender: 'FEMALE',
      eligibilityMetrics: serialiseGroup(forms.get(definitionId)!, answers),
    });
  const family = (candidateId: number, members: Answers[]) =>
    history({
      candidateId,
      type: 1,
      stage: 'FAMILY_PERSONAL',
      diseaseTestMasterId: 28,
      familyMetrics: serialiseGroups(
        forms.get(FORM_IDS.familyPersonal)!,
        members.map((answers) => ({ id: null, answers })),
      ),
    });
  const members = (parentId: number) =>
    t.db.select().from(candidate).where(eq(candidate.parentCandidateId, parentId)).orderBy(asc(candidate.id));
  const historyCount = async (candidateId: number) =>
    (await t.db.select({ n: count() }).from(candidateHistory).where(eq(candidateHistory.candidateId, candidateId)))[0].n;
  const medical = (candidateId: number, fields: Record<string, unknown> = {}) =>
    post(t.app, social, '/createMedicalHistory', {
      id: null,
      candidateId: String(candidateId),
      medicalhistory: 'Diabetes,Hypertension',
      bloodPressure: '120/80',
      pulseRate: '72',
      weight: 61.5,
      height: '158',
      spo2: 98,
      historyOfSurgery: false,
      allergy: '',
      otherComplaints: '',
      ageAtMenarche: '13',
      whenWasLastMentrution: 'Less than 12 months ago',
      abnormalBleedingVaginum: 'None',
      ageAtMarriage: '21',
      totalPregnancies: '2',
      ageAtFirstChild: '23',
      ageAtLastChild: '27',
      currentlyPregant: false,
      methodOfContraceptionUsed: 'Nil',
      noOfBreastFedMonths: '6-12 Months',
      undergoneCervicalBreastScrening: 'Neither',
      ...fields,
    });

  before(async () => {
    t = await createTestApp();
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    clinic = await insertClinic(t.db, { staff: [demoAccounts.socialWorker.email] });
    for (const row of await t.db.select().from(diseaseTestMaster)) {
      const form = row.eligibilityMetrics ?? row.familyMetrics ?? row.testMetrics;
      if (form) forms.set(row.id, form);
    }
  });
  after(() => t.close());

  test('prefill before anything is saved: empty bodies, an empty family, the candidate itself', async () => {
    const person = await enrol(t.app, social, clinic.id, { name: 'Fresh Prefill', age: 40 });
    for (const type of [1, 3, 5, 8]) {
      const res = await prefill(person.id, type);
      assert.deepEqual([res.statusCode, res.body], [200, ''], `type ${type}`);
    }
    const seven = await prefill(person.id, 7, { diseaseTypeId: FORM_IDS.breastScreening });
    assert.deepEqual([seven.statusCode, seven.body], [200, ''], 'an assigned test without a result');
    const four = await prefill(String(person.id), 4);
    assert.equal(four.json().familyMetrics, null);
    const six = (await prefill(person.id, 6)).json<Candidate>();
    assert.deepEqual(
      [six.id, six.registraionId, six.registrationId, six.name, six.campId],
      [person.id, person.registraionId, person.registraionId, 'Fresh Prefill', clinic.id],
    );
    assert.deepEqual((await prefill(person.id, 2)).json<Candidate>().candidateHabitDTOs, []);
    assert.equal((await prefill(999_999, 1)).statusCode, 404);
  });

  test('eligibility: all questions required; Hysterectomy Done = Yes removes the pending cervical screening test for good', async () => {
    const woman = await enrol(t.app, social, clinic.id, { name: 'Eligibility Woman', age: 45 });
    const cervical = () =>
      t.db
        .select()
        .from(candidateTest)
        .where(and(eq(candidateTest.candidateId, woman.id), eq(candidateTest.diseaseTestMasterId, FORM_IDS.cervicalScreening)));
    assert.equal((await cervical()).length, 1);

    const incomplete = await eligibility(woman.id, { 'Marital Status': ['Married'] });
    assert.equal(incomplete.statusCode, 400);
    assert.deepEqual(incomplete.json(), {
      error: 'MANDATORY_FIELD_MISSING',
      message: 'Please fill in all mandatory fields. (Hysterectomy Done)',
      field: 'eligibilityMetrics.Hysterectomy Done',
      params: { name: 'Hysterectomy Done' },
    });
    assert.equal(await historyCount(woman.id), 0);

    const yes = await eligibility(woman.id, { 'Marital Status': ['Married'], 'Hysterectomy Done': ['Yes'] });
    assert.deepEqual([yes.statusCode, yes.body], [200, '']);
    assert.equal((await cervical()).length, 0);
    const listed = (await list(t.app, social, 1, 'Eligibility Woman'))[0];
    assert.ok(!listed.eligibleDiseases?.some((d) => d.diseaseTestId === FORM_IDS.cervicalScreening));

    const no = await eligibility(woman.id, { 'Marital Status': ['Widowed'], 'Hysterectomy Done': ['No'] });
    assert.equal(no.statusCode, 200);
    assert.equal((await cervical()).length, 0, 'No later does not bring it back');
    const saved = (await prefill(woman.id, 1)).json();
    assert.deepEqual(
      saved.eligibilityMetrics.params.map((p: { selectedValues: string[] }) => p.selectedValues),
      [['Widowed'], ['No']],
    );
    assert.deepEqual(
      {
        type: saved.type,
        stage: saved.stage,
        testMetrics: saved.testMetrics,
        completed: saved.completed,
        candidateId: saved.candidateId,
        diseaseTestMasterId: saved.diseaseTestMasterId,
      },
      { type: 0, stage: null, testMetrics: null, completed: 0, candidateId: woman.id, diseaseTestMasterId: null },
      'the placeholder id 27 is not a definition',
    );
    assert.equal(await historyCount(woman.id), 2, 'append-only');

    // A finished cervical screening keeps its result.
    const other = await enrol(t.app, social, clinic.id, { name: 'Screened Before', age: 45 });
    const done = await post(t.app, social, '/candidatehistory', {
      candidateId: other.id,
      type: 1,
      stage: 'Cervical Screening',
      completed: 1,
      diseaseTestMasterId: FORM_IDS.cervicalScreening,
      testMetrics: serialiseGroup(forms.get(FORM_IDS.cervicalScreening)!, { 'Cervical Screening': ['No'] }),
    });
    assert.equal(done.statusCode, 200, done.body);
    await eligibility(other.id, { 'Marital Status': ['Married'], 'Hysterectomy Done': ['Yes'] });
    const kept = await t.db
      .select()
      .from(candidateTest)
      .where(and(eq(candidateTest.candidateId, other.id), eq(candidateTest.diseaseTestMasterId, FORM_IDS.cervicalScreening)));
    assert.equal(kept.length, 1);
  });

  test('medical details: rules against the participant, record id as a number, update by id, prefill type 3', async () => {
    const woman = await enrol(t.app, social, clinic.id, { name: 'Medical Woman', age: 30 });
    const res = await medical(woman.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-type'] as string, /application\/json/);
    const id = res.json();
    assert.equal(typeof id, 'number');
    const saved = (await prefill(woman.id, 3)).json();
    assert.deepEqual(
      [
        saved.id,
        saved.weight,
        saved.height,
        saved.ageAtLastChild,
        saved.noOfBreastFedMonths,
        saved.currentlyPregant,
        saved.pulseRate,
      ],
      [id, 61.5, 158, 27, '6-12 Months', false, '72'],
    );

    const updated = await medical(woman.id, { id, weight: '64', totalPregnancies: '1', ageAtLastChild: '' });
    assert.equal(updated.json(), id, 'same record');
    assert.deepEqual(
      [(await prefill(woman.id, 3)).json().weight, (await prefill(woman.id, 3)).json().ageAtLastChild],
      [64, null],
    );

    const bad: [Record<string, unknown>, string, string][] = [
      [{ ageAtMenarche: '31' }, 'ageAtMenarche', "Age at Menarche cannot be greater than participant's age."],
      [{ ageAtMarriage: '30' }, 'ageAtMarriage', 'Age at Marriage must be less than participant age'],
      [{ ageAtFirstChild: '' }, 'ageAtFirstChild', 'Age at First Child is required'],
      [{ ageAtLastChild: '' }, 'ageAtLastChild', 'Age at Last Child is required'],
      [{ ageAtLastChild: '22' }, 'ageAtLastChild', 'Age at Last Child must be greater than Age at First Child'],
      [{ totalPregnancies: '0' }, 'ageAtFirstChild', 'Age at First Child must be empty when pregnancies are 0'],
      [{ weight: '1000.5' }, 'weight', 'Weight must be a number up to 1000 with at most 2 decimals.'],
      [{ height: 301 }, 'height', 'Height must be a whole number from 1 to 300.'],
      [{ pulseRate: '1200' }, 'pulseRate', 'Pulse rate must be at most 3 digits.'],
      [{ bloodPressure: '120:80' }, 'bloodPressure', 'Blood pressure may contain only digits, / and -.'],
      [{ spo2: 'high' }, 'spo2', 'SpO2 must be a number from 0 to 100.'],
    ];
    for (const [fields, field, message] of bad) {
      assertBadRequest(await medical(woman.id, { id, ...fields }), field, message, JSON.stringify(fields));
    }
    assert.equal((await prefill(woman.id, 3)).json().weight, 64, 'refused saves change nothing');

    // Women's Health is not part of a man's record.
    const man = await enrol(t.app, social, clinic.id, { name: 'Medical Man', gender: 'MALE', age: 20 });
    const manRes = await medical(man.id, { ageAtMenarche: '45', currentlyPregant: true });
    assert.equal(manRes.statusCode, 200, manRes.body);
    const manRecord = (await prefill(man.id, 3)).json();
    assert.deepEqual([manRecord.ageAtMenarche, manRecord.currentlyPregant, manRecord.totalPregnancies], [null, null, null]);
    assert.ok(await list(t.app, social, 1, 'Medical Man').then((items) => items.length === 1), 'not excluded');

    // Another participant's record id is not this one's.
    assert.equal((await medical(man.id, { id })).statusCode, 404);
  });

  test('cancer in the history or a current pregnancy takes the participant out of screening; a correction brings her back', async () => {
    const woman = await enrol(t.app, social, clinic.id, { name: 'Excluded Woman', age: 35 });
    assert.equal((await list(t.app, social, 1, 'Excluded Woman')).length, 1);
    const id = (await medical(woman.id, { medicalhistory: 'Diabetes,Cancer' })).json();
    let row = (await t.db.select().from(candidate).where(eq(candidate.id, woman.id)))[0];
    assert.ok(row.consentDate);
    assert.equal(row.reason, 'CurrentlyPregant');
    assert.equal((await list(t.app, social, 1, 'Excluded Woman')).length, 0);

    await medical(woman.id, { id, medicalhistory: 'Nil' });
    row = (await t.db.select().from(candidate).where(eq(candidate.id, woman.id)))[0];
    assert.deepEqual([row.consentDate, row.reason], [null, null]);
    assert.equal((await list(t.app, social, 1, 'Excluded Woman')).length, 1);

    await medical(woman.id, { id, currentlyPregant: true });
    assert.equal((await list(t.app, social, 1, 'Excluded Woman')).length, 0);
  });

  test('family personal: member rows with _A, _B ids copied from the participant, replaced on every save, prefilled as cards', async () => {
    const parent = await enrol(t.app, social, clinic.id, { name: 'Family Parent', streetId: 41, address: '9 Fort Street' });
    const res = await family(parent.id, [
      {
        Name: ['Sita'],
        'Relation ': ['Daughter'],
        Gender: ['Female'],
        Age: ['34'],
        'Tobacco/Alcohol Habits': ['No'],
        'Marital Status': ['Married'],
      },
      { Name: ['Ravi'], 'Relation ': ['Son'], Age: ['12'] },
      {},
    ]);
    assert.deepEqual([res.statusCode, res.body], [200, '']);
    let rows = await members(parent.id);
    assert.deepEqual(
      rows.map((r) => [r.registraionId, r.name, r.relation, r.gender, r.age, r.tobaccoHabbits, r.maritalStatus]),
      [
        [`${parent.registraionId}_A`, 'Sita', 'Daughter', 'FEMALE', 34, 'No', 'Married'],
        [`${parent.registraionId}_B`, 'Ravi', 'Son', null, 12, null, null],
      ],
      'a blank card is not a member; a blank gender is allowed',
    );
    for (const r of rows) {
      assert.deepEqual(
        [r.campId, r.streetId, r.hospitalId, r.address, r.isRecordDeleted, r.reason, r.parentCandidateId, r.surveyStatus],
        [clinic.id, 41, 1, '9 Fort Street', true, 'Family Personal Details', parent.id, null],
      );
    }
    assert.deepEqual(
      (await list(t.app, social, 3, parent.registraionId)).map((c) => c.id),
      [parent.id],
      'members are not participants',
    );

    const cards = (await prefill(parent.id, 4)).json();
    assert.deepEqual(cards.familyMetrics[0], {
      params: [
        { testName: 'Name', selectedValues: ['Sita'] },
        { testName: 'Relation ', selectedValues: ['Daughter'] },
        { testName: 'Gender', selectedValues: ['Female'] },
        { testName: 'Age', selectedValues: ['34'] },
        { testName: 'Marital Status', selectedValues: ['Married'] },
        { testName: 'Tobacco/Alcohol Habits', selectedValues: ['No'] },
      ],
      id: rows[0].id,
      repeat: null,
      repeatlabel: null,
    });
    assert.deepEqual(cards.familyMetrics[1].params[2], { testName: 'Gender', selectedValues: [] });
    assert.equal(cards.eligibilityMetrics, null);

    // Refused input changes nothing.
    const badAge = await family(parent.id, [{ Name: ['Old'], Age: ['120'] }]);
    assert.deepEqual(badAge.json(), {
      error: 'MEMBER_AGE',
      message: 'Age must be a whole number from 1 to 99.',
      field: 'familyMetrics.0.Age',
    });
    const badGender = await history({
      candidateId: parent.id,
      type: 1,
      stage: 'FAMILY_PERSONAL',
      familyMetrics: [{ params: [{ testName: 'Gender', selectedValues: ['Robot'] }] }],
    });
    assert.deepEqual([badGender.statusCode, badGender.json().field], [400, 'familyMetrics.0.Gender']);
    assert.equal((await members(parent.id)).length, 2);

    await family(parent.id, [{ Name: ['Ravi'], 'Relation ': ['Son'], Gender: ['Male'], Age: ['13'] }]);
    rows = await members(parent.id);
    assert.deepEqual(
      rows.map((r) => [r.registraionId, r.name, r.gender]),
      [[`${parent.registraionId}_A`, 'Ravi', 'MALE']],
    );

    await family(parent.id, []);
    assert.equal((await members(parent.id)).length, 0, 'an empty list removes every member');
    assert.equal((await prefill(parent.id, 4)).json().familyMetrics, null);
    assert.equal(await historyCount(parent.id), 3);
  });

  test('family medical: cards stored as sent, newest prefilled (type 5), age at diagnosis checked', async () => {
    const person = await enrol(t.app, social, clinic.id, { name: 'Family Medical' });
    const cards = serialiseGroups(forms.get(FORM_IDS.familyMedical)!, [
      {
        id: null,
        answers: { 'Relation ': ['Mother'], 'Cancer Site': ['Breast'], 'Age At Diagnosis': ['52'], Outcome: ['Dead'] },
      },
    ]);
    const body = {
      candidateId: person.id,
      type: 1,
      stage: 'FAMILY_MEDICAL',
      diseaseTestMasterId: FORM_IDS.familyMedical,
      familyMedicalMetrics: cards,
    };
    assert.equal((await history(body)).statusCode, 200);
    const saved = (await prefill(person.id, 5)).json();
    assert.deepEqual(saved.familyMedicalMetrics, cards);
    assert.equal(saved.diseaseTestMasterId, FORM_IDS.familyMedical);
    const bad = await history({
      ...body,
      familyMedicalMetrics: [{ params: [{ testName: 'Age At Diagnosis', selectedValues: ['0'] }] }],
    });
    assert.deepEqual(bad.json(), {
      error: 'DIAGNOSIS_AGE',
      message: 'Age at diagnosis must be a whole number from 1 to 100.',
      field: 'familyMedicalMetrics.0.Age At Diagnosis',
    });
    const nothing = await history({ candidateId: person.id, type: 1, stage: 'X' });
    assert.deepEqual([nothing.statusCode, nothing.json().field], [400, 'type']);
  });

  test("another hospital's staff cannot read or write this hospital's participants", async () => {
    const person = await enrol(t.app, social, clinic.id, { name: 'Private Person' });
    await addHospitalWithUser(t.db, 'nurse@other-hospital.in', ROLE.nurse);
    const stranger = await signIn(t.app, 'nurse@other-hospital.in');
    const attempts = [
      ['/candidatehistory', { candidateId: person.id, type: 1, stage: 'FAMILY_PERSONAL', familyMetrics: [] }],
      ['/candidatehistoryForPrefil', { candidateId: person.id, type: 2 }],
      ['/createMedicalHistory', { candidateId: person.id, bloodPressure: '120/80' }],
    ] as const;
    for (const [path, body] of attempts) {
      const res = await post(t.app, stranger, path, body);
      assert.equal(res.statusCode, 404, `${path}: ${res.body}`);
    }
  });
});
