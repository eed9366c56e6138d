import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { Candidate, CandidateTestRow, MetricGroup } from '@screening/domain/types';
import { serialiseGroup } from '@screening/domain/forms';
import { normaliseStageLabel } from '@screening/domain/forms';
import { enrol, insertClinic, list, post } from '../candidates/candidate-fixtures.js';
import { candidate, candidateTest, diseaseTestMaster } from '../db/schema.js';
import { FORM_IDS } from '../seed/ids.js';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

type Answers = Record<string, string[]>;

describe('screening and clinical worklists (getCandidatesList stages 1–2, candidatehistory types 1 and 3)', () => {
  let t: TestApp;
  let nurse: string;
  let doctor: string;
  let social: string;
  let clinic: { id: number; prefix: string };
  const definitions = new Map<number, { testMetrics: MetricGroup; description: string }>();

  /** What the screening or clinical page sends for these answers. */
  const result = (testId: number, answers: Answers, completed: 0 | 1, type: 1 | 3 = 1) => {
    const definition = definitions.get(testId)!;
    return {
      candidateId: 0,
      diseaseTestMasterId: testId,
      description: 'Eligibility Metrics',
      name: 'Eligibility Metrics',
      diseaseTestId: 1,
      hospitalId: 1,
      gender: 'FEMALE',
      stage: normaliseStageLabel(definition.description),
      completed,
      type,
      testMetrics: serialiseGroup(definition.testMetrics, answers),
    };
  };
  const save = (token: string, candidateId: number, testId: number, answers: Answers, completed: 0 | 1, type: 1 | 3 = 1) =>
    post(t.app, token, '/candidatehistory', { ...result(testId, answers, completed, type), candidateId });
  const saveOk = async (...args: Parameters<typeof save>) => {
    const res = await save(...args);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.body, '', 'empty body');
  };
  const testRow = async (candidateId: number, testId: number) =>
    (
      await t.db
        .select()
        .from(candidateTest)
        .where(and(eq(candidateTest.candidateId, candidateId), eq(candidateTest.diseaseTestMasterId, testId)))
    )[0];
  const clinicalRows = async (candidateId: number) =>
    t.db
      .select({ id: candidateTest.id, testId: candidateTest.diseaseTestMasterId, completed: candidateTest.completed })
      .from(candidateTest)
      .innerJoin(diseaseTestMaster, eq(diseaseTestMaster.id, candidateTest.diseaseTestMasterId))
      .where(and(eq(candidateTest.candidateId, candidateId), eq(diseaseTestMaster.name, 'CLINICAL')));
  const flags = async (id: number) => {
    const [row] = await t.db
      .select({ optionalId: candidate.optionalId, consentDate: candidate.consentDate })
      .from(candidate)
      .where(eq(candidate.id, id));
    return row;
  };
  const find = (items: Candidate[], id: number) => items.find((c) => c.id === id);

  const breastReferred: Answers = {
    'Breast Examination': ['Yes'],
    Symptoms: ['No'],
    'Right Breast on palpation': ['Nodularity'],
    'Left Breast on palpation': ['Normal/Fibro glandular'],
    'Nipple Discharge': ['No for both breasts'],
    Referral: ['Yes'],
    'Referred for': ['Baseline mammogram', 'USG breast'],
  };

  before(async () => {
    t = await createTestApp();
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    doctor = await signIn(t.app, demoAccounts.doctor.email);
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    clinic = await insertClinic(t.db, {
      staff: [demoAccounts.nurse.email, demoAccounts.doctor.email, demoAccounts.socialWorker.email],
    });
    for (const row of await t.db.select().from(diseaseTestMaster)) {
      if (row.testMetrics) definitions.set(row.id, { testMetrics: row.testMetrics, description: row.description ?? '' });
    }
  });
  after(() => t.close());

  test('enrol → screening → Not now → referral → last screening → clinical worklist → clinical Save → Finish', async () => {
    const woman = await enrol(t.app, social, clinic.id, { name: 'Worklist Woman', gender: 'FEMALE', age: 45 });

    // Enrolled: on the screening worklist with her four pending screening tests, in assignment order.
    let item = find(await list(t.app, nurse, 1, 'Worklist Woman'), woman.id);
    assert.ok(item, 'listed in stage 1');
    assert.deepEqual(
      item.eligibleDiseases?.map((d) => [d.stage, d.name, d.diseaseTestId, d.candidateId]),
      [
        ['Breast screening Test', 'SCREENING', FORM_IDS.breastScreening, woman.id],
        ['Cervical screening Test', 'SCREENING', FORM_IDS.cervicalScreening, woman.id],
        ['Oral screening Test', 'SCREENING', FORM_IDS.oralScreeningFemale, woman.id],
        ['Symptoms based referral screening Test', 'SCREENING', FORM_IDS.symptomsScreeningFemale, woman.id],
      ],
    );
    const breastRowId = item.eligibleDiseases![0].candidateTestId;
    assert.equal((await testRow(woman.id, FORM_IDS.breastScreening)).id, breastRowId);
    assert.equal(item.registrationId, woman.registraionId);
    assert.equal(find(await list(t.app, doctor, 2, 'Worklist Woman'), woman.id), undefined, 'not on the clinical worklist');

    // Save: answers stored as sent, first entry recorded, still pending.
    await saveOk(nurse, woman.id, FORM_IDS.breastScreening, { 'Breast Examination': ['Yes'], Symptoms: ['No'] }, 0);
    let row = await testRow(woman.id, FORM_IDS.breastScreening);
    assert.deepEqual(
      row.testResult,
      result(FORM_IDS.breastScreening, { 'Breast Examination': ['Yes'], Symptoms: ['No'] }, 0).testMetrics,
    );
    assert.deepEqual(
      [row.completed, row.referral, row.dCreatedBy, row.lastModifiedBy],
      [0, false, 'nurse@demo.in', 'nurse@demo.in'],
    );
    const firstEntry = row.dCreatedDate;
    assert.ok(firstEntry);
    item = find(await list(t.app, nurse, 1, 'Worklist Woman'), woman.id);
    assert.equal(item?.eligibleDiseases?.[0].diseaseTestId, FORM_IDS.breastScreening, 'a saved test stays pending');

    // Not now keeps the test pending with referral null, even when sent as Finish.
    await saveOk(doctor, woman.id, FORM_IDS.breastScreening, { 'Breast Examination': ['Not now'] }, 1);
    row = await testRow(woman.id, FORM_IDS.breastScreening);
    assert.deepEqual(
      [row.completed, row.referral, row.dCreatedBy, row.lastModifiedBy],
      [0, null, 'nurse@demo.in', 'doctor@demo.in'],
    );
    assert.deepEqual(row.dCreatedDate, firstEntry, 'first entry is kept');
    assert.equal((await clinicalRows(woman.id)).length, 0);

    // Finish is refused while a visible mandatory answer is missing.
    const incomplete = await save(nurse, woman.id, FORM_IDS.breastScreening, { ...breastReferred, 'Referred for': [] }, 1);
    assert.equal(incomplete.statusCode, 400);
    assert.deepEqual(incomplete.json(), {
      error: 'METRIC_ANSWER_INVALID',
      message: 'Referred for: This field is required',
      field: 'testMetrics.Referred for',
      params: { name: 'Referred for', reason: 'This field is required' },
    });

    // Referral Yes + Finish: completed, referred, the breast clinical test created; a second Finish is refused.
    await saveOk(nurse, woman.id, FORM_IDS.breastScreening, breastReferred, 1);
    const twice = await save(nurse, woman.id, FORM_IDS.breastScreening, breastReferred, 1);
    assert.deepEqual([twice.statusCode, twice.json().field], [409, 'completed'], twice.body);
    assert.equal(twice.json().message, 'This screening test is already finished; a finished result cannot be changed.');
    row = await testRow(woman.id, FORM_IDS.breastScreening);
    assert.deepEqual([row.completed, row.referral], [1, true]);
    assert.deepEqual(
      (await clinicalRows(woman.id)).map((r) => [r.testId, r.completed]),
      [[FORM_IDS.breastClinical, 0]],
    );
    assert.equal((await flags(woman.id)).optionalId, 1);
    item = find(await list(t.app, nurse, 1, 'Worklist Woman'), woman.id);
    assert.deepEqual(
      item?.eligibleDiseases?.map((d) => d.diseaseTestId),
      [FORM_IDS.cervicalScreening, FORM_IDS.oralScreeningFemale, FORM_IDS.symptomsScreeningFemale],
    );

    // Symptoms-based referral never refers; the last finished screening ends screening.
    await saveOk(nurse, woman.id, FORM_IDS.cervicalScreening, { 'Cervical Screening': ['No'] }, 1);
    await saveOk(nurse, woman.id, FORM_IDS.oralScreeningFemale, { 'Oral Examination': ['No'] }, 1);
    assert.equal((await flags(woman.id)).consentDate, null);
    await saveOk(
      nurse,
      woman.id,
      FORM_IDS.symptomsScreeningFemale,
      {
        'Symptoms Based Referral': ['Yes'],
        Symptoms: ['Abnormal bleeding'],
        'Duration of symptoms': ['2 to 4 weeks'],
        'Known cancer patient': ['No'],
        Referral: ['Yes'],
      },
      1,
    );
    assert.equal((await testRow(woman.id, FORM_IDS.symptomsScreeningFemale)).referral, false);
    assert.equal((await clinicalRows(woman.id)).length, 1);
    const done = await flags(woman.id);
    assert.ok(done.consentDate, 'screening finished');
    assert.equal(done.optionalId, 1);
    assert.equal(find(await list(t.app, nurse, 1, 'Worklist Woman'), woman.id), undefined, 'off the screening worklist');

    // On the clinical worklist with the pending clinical test.
    item = find(await list(t.app, doctor, 2, 'Worklist Woman'), woman.id);
    assert.ok(item, 'on the clinical worklist');
    const clinicalRowId = (await clinicalRows(woman.id))[0].id;
    assert.deepEqual(item.eligibleDiseases, [
      {
        candidateId: woman.id,
        stage: 'Breast Clinical Evaluation',
        name: 'CLINICAL',
        diseaseTestId: FORM_IDS.breastClinical,
        candidateTestId: clinicalRowId,
      },
    ]);

    // Clinical: a nurse may not record it; Save keeps her listed; bad dates and missing answers are refused.
    const clinicalYes: Answers = {
      'Breast Clinical Examination': ['Yes'],
      UHID: ['UH-2026-000000002291'],
      Mammogram: ['Yes'],
      'Mammogram Report Date': ['01-01-2999'],
    };
    assert.equal(
      (await save(nurse, woman.id, FORM_IDS.breastClinical, { 'Breast Clinical Examination': ['No'] }, 1, 3)).statusCode,
      403,
    );
    const future = await save(doctor, woman.id, FORM_IDS.breastClinical, clinicalYes, 0, 3);
    assert.deepEqual([future.statusCode, future.json().field], [400, 'testMetrics.Mammogram Report Date']);
    assert.match(future.json().message, /Date cannot be in the future\./);
    const notADate = await save(
      doctor,
      woman.id,
      FORM_IDS.breastClinical,
      { ...clinicalYes, 'Mammogram Report Date': ['2025-01-01'] },
      0,
      3,
    );
    assert.equal(notADate.json().message, 'Mammogram Report Date: Please enter the date as dd-mm-yyyy.');
    // A UHID of 400 characters is refused even by a Save; 20 are taken (the clinical Save just below).
    const longUhid = await save(
      doctor,
      woman.id,
      FORM_IDS.breastClinical,
      { ...clinicalYes, UHID: ['UH-'.repeat(134)], 'Mammogram Report Date': ['02-01-2025'] },
      0,
      3,
    );
    assert.deepEqual(
      [longUhid.statusCode, longUhid.json().error, longUhid.json().message, longUhid.json().field],
      [400, 'METRIC_ANSWER_INVALID', 'UHID: UHID must be at most 20 characters.', 'testMetrics.UHID'],
    );
    await saveOk(doctor, woman.id, FORM_IDS.breastClinical, { ...clinicalYes, 'Mammogram Report Date': ['02-01-2025'] }, 0, 3);
    let clinicalRow = await testRow(woman.id, FORM_IDS.breastClinical);
    assert.deepEqual([clinicalRow.completed, clinicalRow.dCreatedBy], [0, 'doctor@demo.in']);
    assert.ok(clinicalRow.testDate);
    assert.ok(find(await list(t.app, doctor, 2, 'Worklist Woman'), woman.id), 'a saved clinical test keeps her listed');
    const unfinished = await save(
      doctor,
      woman.id,
      FORM_IDS.breastClinical,
      { ...clinicalYes, 'Mammogram Report Date': ['02-01-2025'] },
      1,
      3,
    );
    assert.equal(unfinished.statusCode, 400);
    assert.match(unfinished.json().message, /This field is required$/);

    // Prefill type 7 returns the saved answers (each way of asking is covered in prefill.test.ts; a test-master id
    // in diseaseTestId is ambiguous when she owns a test row of the same id, so this asks by diseaseTypeId).
    const screeningPrefill = await post(t.app, nurse, '/candidatehistoryForPrefil', {
      candidateId: String(woman.id),
      type: 7,
      diseaseTypeId: FORM_IDS.breastScreening,
    });
    assert.deepEqual(
      [
        screeningPrefill.json<CandidateTestRow>().testResult?.params[0].selectedValues,
        screeningPrefill.json<CandidateTestRow>().referral,
      ],
      [['Yes'], true],
    );
    const prefill = await post(t.app, doctor, '/candidatehistoryForPrefil', {
      candidateId: woman.id,
      type: 7,
      diseaseTypeId: FORM_IDS.breastClinical,
    });
    assert.equal(
      prefill.json<CandidateTestRow>().testResult?.params.find((p) => p.testName === 'UHID')?.selectedValues?.[0],
      'UH-2026-000000002291',
    );

    // Finish: off the clinical worklist.
    await saveOk(doctor, woman.id, FORM_IDS.breastClinical, { 'Breast Clinical Examination': ['No'] }, 1, 3);
    clinicalRow = await testRow(woman.id, FORM_IDS.breastClinical);
    assert.equal(clinicalRow.completed, 1);
    assert.equal((await flags(woman.id)).optionalId, 2);
    assert.equal(find(await list(t.app, doctor, 2, 'Worklist Woman'), woman.id), undefined, 'off the clinical worklist');
    assert.equal(find(await list(t.app, nurse, 1, 'Worklist Woman'), woman.id), undefined);

    // A finished result is never changed again (a form reopened by Back): Save and Finish are refused, nothing is written.
    for (const completed of [0, 1] as const) {
      const again = await save(doctor, woman.id, FORM_IDS.breastClinical, clinicalYes, completed, 3);
      assert.deepEqual([again.statusCode, again.json().field], [409, 'completed'], again.body);
      assert.equal(again.json().message, 'This clinical test is already finished; a finished result cannot be changed.');
    }
    const kept = await testRow(woman.id, FORM_IDS.breastClinical);
    assert.deepEqual([kept.completed, kept.lastModifiedDate], [1, clinicalRow.lastModifiedDate]);
  });

  test('a participant without referral leaves screening and never enters the clinical worklist', async () => {
    const man = await enrol(t.app, social, clinic.id, { name: 'No Referral Man', gender: 'MALE', age: 50 });
    await saveOk(nurse, man.id, FORM_IDS.oralScreeningMale, { 'Oral Examination': ['No'] }, 1);
    await saveOk(nurse, man.id, FORM_IDS.symptomsScreeningMale, { 'Symptoms Based Referral': ['No'] }, 1);
    assert.ok((await flags(man.id)).consentDate);
    assert.equal(find(await list(t.app, nurse, 1, 'No Referral Man'), man.id), undefined);
    assert.equal(find(await list(t.app, doctor, 2, 'No Referral Man'), man.id), undefined);
  });

  test('a man referred after oral screening gets the oral clinical test (defined for both genders)', async () => {
    const man = await enrol(t.app, social, clinic.id, { name: 'Oral Referral Man', gender: 'MALE', age: 50 });
    const oral: Answers = {
      'Oral Examination': ['Yes'],
      Symptoms: ['No'],
      'Findings on oral examination': ['Normal'],
      Referral: ['Yes'],
      'Referred for': ['Tobacco Cessation Counseling'],
    };
    await saveOk(nurse, man.id, FORM_IDS.oralScreeningMale, oral, 1);
    assert.deepEqual(
      (await clinicalRows(man.id)).map((r) => r.testId),
      [FORM_IDS.oralClinical],
    );
    const listed = find(await list(t.app, doctor, 2, 'Oral Referral Man'), man.id);
    assert.deepEqual(
      listed?.eligibleDiseases?.map((d) => d.stage),
      ['Oral Clinical Evaluation'],
    );
  });

  test('cervical screening cannot be finished while a sub-test is Not now; it can be saved', async () => {
    const woman = await enrol(t.app, social, clinic.id, { name: 'Cervical Not Now', gender: 'FEMALE', age: 40 });
    const answers: Answers = {
      'Cervical Screening': ['Yes'],
      Symptoms: ['No'],
      'Abnormal bleeding per vaginum': ['None'],
      'Visual Inspection': ['No'],
      'HR-HPV DNA': ['Not now'],
      Cytology: ['No'],
      'Visual Test': ['No'],
      Referral: ['No'],
    };
    const finish = await save(nurse, woman.id, FORM_IDS.cervicalScreening, answers, 1);
    assert.deepEqual([finish.statusCode, finish.json().field], [400, 'completed'], finish.body);
    await saveOk(nurse, woman.id, FORM_IDS.cervicalScreening, answers, 0);
    assert.equal((await testRow(woman.id, FORM_IDS.cervicalScreening)).completed, 0);
  });

  test('the test must be one of this participant, of the right kind', async () => {
    const a = await enrol(t.app, social, clinic.id, { name: 'Kind Check A', gender: 'FEMALE', age: 40 });
    const b = await enrol(t.app, social, clinic.id, { name: 'Kind Check B', gender: 'MALE', age: 40 });
    const notHers = await save(nurse, a.id, FORM_IDS.oralScreeningMale, { 'Oral Examination': ['No'] }, 1);
    assert.equal(notHers.statusCode, 404, notHers.body);
    const missing = await post(t.app, nurse, '/candidatehistory', {
      ...result(FORM_IDS.breastScreening, {}, 0),
      candidateId: a.id,
      diseaseTestMasterId: null,
    });
    assert.deepEqual([missing.statusCode, missing.json().field], [400, 'diseaseTestMasterId']);
    // b's screening row exists, but a clinical submission for it is the wrong kind.
    const wrongKind = await save(doctor, b.id, FORM_IDS.oralScreeningMale, { 'Oral Examination': ['No'] }, 0, 3);
    assert.deepEqual([wrongKind.statusCode, wrongKind.json().field], [400, 'diseaseTestMasterId']);
    const unknown = await save(nurse, 999_999, FORM_IDS.breastScreening, { 'Breast Examination': ['No'] }, 1);
    assert.equal(unknown.statusCode, 404);
    assert.equal((await testRow(b.id, FORM_IDS.oralScreeningMale)).testResult, null, 'nothing written');
  });

  test('role scoping: Program Coordinator the hospital, Camp Coordinator her own clinics, others where they are staff', async () => {
    const tag = `Scope${Date.now() % 100000}`;
    const coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const campCoordinator = await signIn(t.app, demoAccounts.campCoordinator.email);
    const createdByCc = await insertClinic(t.db, {
      createdBy: demoAccounts.campCoordinator.email.toUpperCase(),
      staff: [demoAccounts.nurse.email],
    });
    const staffedByCc = await insertClinic(t.db, { staff: [demoAccounts.campCoordinator.email, demoAccounts.doctor.email] });
    const nobodys = await insertClinic(t.db);
    const inA = await enrol(t.app, coordinator, createdByCc.id, { name: `${tag} A`, address: 'Lighthouse Lane' });
    const inB = await enrol(t.app, coordinator, staffedByCc.id, { name: `${tag} B` });
    const inC = await enrol(t.app, coordinator, nobodys.id, { name: `${tag} C` });
    const ids = (items: Candidate[]) => items.map((c) => c.id);

    assert.deepEqual(ids(await list(t.app, coordinator, 1, tag)), [inC.id, inB.id, inA.id], 'whole hospital, newest first');
    assert.deepEqual(ids(await list(t.app, campCoordinator, 1, tag)), [inA.id], 'stage 1: clinics she created');
    assert.deepEqual(ids(await list(t.app, campCoordinator, 3, tag)), [inB.id], 'stage 3: clinics where she is staff');
    assert.deepEqual(ids(await list(t.app, nurse, 1, tag)), [inA.id]);
    assert.deepEqual(ids(await list(t.app, nurse, 3, tag)), [inA.id]);
    assert.deepEqual(ids(await list(t.app, doctor, 1, tag)), [inB.id]);
    assert.deepEqual(ids(await list(t.app, coordinator, 3, tag)), [inC.id, inB.id, inA.id]);

    // The body's roleId, userId and hospitalId are not trusted.
    const spoofed = await post(t.app, nurse, '/getCandidatesList', {
      hospitalId: 2,
      search: tag,
      stage: 1,
      roleId: 2,
      userId: 1,
    });
    assert.deepEqual(ids(spoofed.json()), [inA.id]);

    // Searches: name (any case), registration ID, mobile; the address only in stage 3; % is literal.
    assert.deepEqual(ids(await list(t.app, coordinator, 1, tag.toLowerCase() + ' a')), [inA.id]);
    assert.deepEqual(ids(await list(t.app, coordinator, 1, inB.registraionId.slice(2))), [inB.id]);
    assert.deepEqual(ids(await list(t.app, coordinator, 1, inC.mobileNo!)), [inC.id]);
    assert.deepEqual(ids(await list(t.app, coordinator, 1, 'Lighthouse')), []);
    assert.deepEqual(ids(await list(t.app, coordinator, 3, 'lighthouse')), [inA.id]);
    assert.deepEqual(ids(await list(t.app, coordinator, 3, `${tag}%`)), []);
    assert.deepEqual(ids(await list(t.app, coordinator, 3, `  ${tag} C  `)), [inC.id], 'search is trimmed');
    assert.equal(
      new Set(ids(await list(t.app, coordinator, 1))).size,
      (await list(t.app, coordinator, 1)).length,
      'no duplicates',
    );
  });

  test('worklists page on the server: page and size, matches counted up to a limit + 1 in X-Total-Count, 1,000 newest served', async () => {
    const coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const paged = await insertClinic(t.db, { name: 'Paging clinic' });
    // 1,005 participants in one statement, created a minute apart (newest: number 1005).
    await t.db.execute(sql`
      insert into candidate (registraion_id, camp_id, hospital_id, name, mobile_no, created_by, created_date)
      select ${paged.prefix} || '000' || lpad(g::text, 6, '0'), ${paged.id}, 1, 'Pagination Person ' || g, null, 'test',
             now() - make_interval(mins => 2000 - g)
      from generate_series(1, 1005) g`);
    const call = (body: Record<string, unknown>) => post(t.app, coordinator, '/getCandidatesList', { stage: 3, ...body });
    const numberOf = (c: Candidate) => Number(c.name!.replace('Pagination Person ', ''));

    const first = await call({ search: 'pagination person', page: 0, size: 20 });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(
      [first.headers['x-total-count'], first.headers['x-total-count-limit']],
      ['201', '200'],
      'a paged search by text counts up to 200: more than 200',
    );
    assert.deepEqual(
      first.json<Candidate[]>().map(numberOf),
      Array.from({ length: 20 }, (_, i) => 1005 - i),
    );
    const third = await call({ search: 'pagination person', page: 2, size: 20 });
    assert.deepEqual(
      third.json<Candidate[]>().map(numberOf),
      Array.from({ length: 20 }, (_, i) => 965 - i),
    );
    const last = await call({ search: 'pagination person', page: 49, size: 20 });
    assert.deepEqual(last.json<Candidate[]>().map(numberOf).slice(-1), [6], 'the 1,000th newest closes the last page');
    const past = await call({ search: 'pagination person', page: 50, size: 20 });
    assert.deepEqual(past.json(), []);
    assert.equal(past.headers['x-total-count'], '201');
    const few = await call({ search: 'pagination person 100', page: 0, size: 20 });
    assert.equal(few.headers['x-total-count'], '7', '100, 1000-1005: an exact count below the cap');
    // Few matches are found through the search's indexes and then sorted: the same order and pages as many.
    assert.deepEqual(few.json<Candidate[]>().map(numberOf), [1005, 1004, 1003, 1002, 1001, 1000, 100]);
    const fewSecond = await call({ search: 'pagination person 100', page: 1, size: 5 });
    assert.deepEqual(fewSecond.json<Candidate[]>().map(numberOf), [1000, 100]);
    const fewUnpaged = await call({ search: 'PAGINATION PERSON 100', hospitalId: 1, roleId: 0, userId: 0 });
    assert.deepEqual(fewUnpaged.json<Candidate[]>().map(numberOf), [1005, 1004, 1003, 1002, 1001, 1000, 100]);
    const openList = await call({ campId: paged.id, page: 0, size: 20 });
    assert.deepEqual(
      [openList.headers['x-total-count'], openList.headers['x-total-count-limit']],
      ['1001', '1000'],
      'a list without a search counts up to 1,000: more than 1,000',
    );

    // The original client's call (no page): the newest 1,000, in its order; the header says there are more.
    const unpaged = await call({ search: 'Pagination Person', hospitalId: 1, roleId: 0, userId: 0 });
    const rows = unpaged.json<Candidate[]>();
    assert.equal(rows.length, 1000);
    assert.equal(numberOf(rows[0]), 1005);
    assert.equal(numberOf(rows[999]), 6);
    assert.deepEqual([unpaged.headers['x-total-count'], unpaged.headers['x-total-count-limit']], ['1001', '1000']);

    for (const bad of [{ size: 0 }, { size: 1001 }, { page: -1, size: 10 }, { size: '20' }]) {
      const refused = await call({ search: 'x', ...bad });
      assert.equal(refused.statusCode, 400, JSON.stringify(bad));
    }
  });

  test('a whole Registration ID or mobile number is found exactly: the ID with its family members, the number alone', async () => {
    const coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const exact = await insertClinic(t.db, { name: 'Exact search clinic' });
    const id = `${exact.prefix}007000042`;
    const [parent] = await t.db
      .insert(candidate)
      .values({
        registraionId: id,
        campId: exact.id,
        hospitalId: 1,
        name: 'Exact Parent',
        mobileNo: '9100011007',
        createdBy: 'test',
      })
      .returning({ id: candidate.id });
    await t.db.insert(candidate).values([
      {
        registraionId: `${id}_A`,
        campId: exact.id,
        hospitalId: 1,
        name: 'Exact Child',
        parentCandidateId: parent.id,
        createdBy: 'test',
      },
      // Its Registration ID contains the parent's mobile number.
      {
        registraionId: `${exact.prefix.slice(0, 6)}9100011007`,
        campId: exact.id,
        hospitalId: 1,
        name: 'Other',
        createdBy: 'test',
      },
    ]);
    const names = async (stage: 1 | 3, search: string) =>
      (await list(t.app, coordinator, stage, search)).map((c) => c.name).sort();

    assert.deepEqual(await names(1, id), ['Exact Child', 'Exact Parent']);
    assert.deepEqual(await names(3, id), ['Exact Parent'], 'family members are not listed in stage 3');
    assert.deepEqual(await names(1, `${id}_a`), ['Exact Child']);
    assert.deepEqual(await names(1, '9100011007'), ['Exact Parent']);
    // Part of an ID or number is still a substring search.
    assert.deepEqual(await names(1, id.slice(3, 12)), ['Exact Child', 'Exact Parent']);
    assert.deepEqual(await names(1, '910001100'), ['Exact Parent', 'Other']);
  });
});
