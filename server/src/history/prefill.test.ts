import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { CandidateTestRow, MetricGroup } from '@screening/domain/types';
import { serialiseGroup } from '@screening/domain/forms';
import { enrol, insertClinic, list, post } from '../candidates/candidate-fixtures.js';
import { diseaseTestMaster } from '../db/schema.js';
import { FORM_IDS } from '../seed/ids.js';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

describe('candidatehistoryForPrefil type 7: the saved answers of a screening or clinical form', () => {
  let t: TestApp;
  let nurse: string;
  let social: string;
  let breast: MetricGroup;
  let clinicId: number;

  /** Saves (not finishes) her breast screening with one answer, as the screening page's Save does. */
  const saveBreast = async (candidateId: number, answer: string) => {
    const res = await post(t.app, nurse, '/candidatehistory', {
      candidateId,
      diseaseTestMasterId: FORM_IDS.breastScreening,
      stage: 'Breast Screening',
      completed: 0,
      type: 1,
      testMetrics: serialiseGroup(breast, { 'Breast Examination': [answer] }),
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  /** Her breast screening row id as the worklist gives it (eligibleDiseases[].candidateTestId). */
  const breastRowOf = async (candidateId: number, name: string): Promise<number> => {
    const item = (await list(t.app, nurse, 1, name)).find((c) => c.id === candidateId);
    const test = item?.eligibleDiseases?.find((d) => d.diseaseTestId === FORM_IDS.breastScreening);
    assert.ok(test?.candidateTestId, `${name} has a pending breast screening`);
    return test.candidateTestId;
  };
  const prefill = (body: Record<string, unknown>) => post(t.app, nurse, '/candidatehistoryForPrefil', { type: 7, ...body });
  const answerOf = (row: CandidateTestRow) =>
    row.testResult?.params.find((p) => p.testName === 'Breast Examination')?.selectedValues;

  before(async () => {
    t = await createTestApp();
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    clinicId = (await insertClinic(t.db, { staff: [demoAccounts.nurse.email, demoAccounts.socialWorker.email] })).id;
    const definitions = await t.db.select().from(diseaseTestMaster);
    breast = definitions.find((d) => d.id === FORM_IDS.breastScreening)!.testMetrics as MetricGroup;
    // Test rows numbered past every test-master id, so an answer found by a row id can only come from the row.
    await t.db.execute(sql`select setval(pg_get_serial_sequence('candidate_test', 'id'), 1000)`);
  });
  after(() => t.close());

  test('diseaseTestId as her test row id (the original client), as a test-master id, and diseaseTypeId all find the saved answers', async () => {
    const woman = await enrol(t.app, social, clinicId, { name: 'Prefill Row Woman', gender: 'FEMALE', age: 45 });
    const rowId = await breastRowOf(woman.id, 'Prefill Row Woman');
    // The row id is not also a test-master id, so the answer below can only come from reading it as a row.
    assert.ok(rowId > Math.max(...Object.values(FORM_IDS)));

    // Nothing saved yet: empty, as before.
    assert.equal((await prefill({ candidateId: String(woman.id), diseaseTestId: rowId })).body, '');

    await saveBreast(woman.id, 'Yes');
    for (const ask of [
      { diseaseTestId: rowId },
      { diseaseTestId: FORM_IDS.breastScreening },
      { diseaseTypeId: FORM_IDS.breastScreening },
    ]) {
      const res = await prefill({ candidateId: String(woman.id), ...ask });
      assert.equal(res.statusCode, 200, res.body);
      const row = res.json<CandidateTestRow>();
      assert.deepEqual(
        [row.id, row.candidateId, row.diseaseTestMasterId, answerOf(row)],
        [rowId, woman.id, FORM_IDS.breastScreening, ['Yes']],
        JSON.stringify(ask),
      );
    }
  });

  test("answers posted back with the questions' Tamil texts (the original client) are saved without them", async () => {
    const woman = await enrol(t.app, social, clinicId, { name: 'Prefill Labels Woman', gender: 'FEMALE', age: 45 });
    assert.ok(
      breast.params.some((p) => p.labels?.ta),
      'the breast form carries Tamil texts',
    );
    const res = await post(t.app, nurse, '/candidatehistory', {
      candidateId: woman.id,
      diseaseTestMasterId: FORM_IDS.breastScreening,
      stage: 'Breast Screening',
      completed: 0,
      type: 1,
      // The whole definition, texts and all, with the answer filled in.
      testMetrics: {
        ...breast,
        params: breast.params.map((p) => (p.testName === 'Breast Examination' ? { ...p, selectedValues: ['Yes'] } : p)),
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = (
      await prefill({ candidateId: String(woman.id), diseaseTestId: FORM_IDS.breastScreening })
    ).json<CandidateTestRow>();
    assert.deepEqual(answerOf(saved), ['Yes']);
    assert.equal(saved.testResult?.params.length, breast.params.length);
    assert.deepEqual(
      saved.testResult?.params.filter((p) => 'labels' in p).map((p) => p.testName),
      [],
    );
  });

  test('a test row id is read within the participant: another participant’s row gives nothing of hers', async () => {
    const first = await enrol(t.app, social, clinicId, { name: 'Prefill Scope One', gender: 'FEMALE', age: 50 });
    const second = await enrol(t.app, social, clinicId, { name: 'Prefill Scope Two', gender: 'FEMALE', age: 52 });
    await saveBreast(first.id, 'No');
    await saveBreast(second.id, 'Yes');
    const secondRow = await breastRowOf(second.id, 'Prefill Scope Two');
    assert.ok(secondRow > Math.max(...Object.values(FORM_IDS)));

    const res = await prefill({ candidateId: first.id, diseaseTestId: secondRow });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, '', 'the second participant’s answers are not given for the first');
    const own = (
      await prefill({ candidateId: first.id, diseaseTestId: await breastRowOf(first.id, 'Prefill Scope One') })
    ).json<CandidateTestRow>();
    assert.deepEqual([own.candidateId, answerOf(own)], [first.id, ['No']]);
  });
});
