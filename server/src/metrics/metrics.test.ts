import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DiseaseTestMaster, MetricParam } from '@screening/domain/types';
import { FORM_IDS } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

const names = (params: MetricParam[]) => params.map((p) => p.testName);

describe('form definitions (getMetrics*)', () => {
  let t: TestApp;
  let token: string;
  const get = async (url: string) => t.app.inject({ url: `/api/curable${url}`, headers: bearer(token) });
  const definition = async (url: string) => {
    const res = await get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json<DiseaseTestMaster>();
  };

  before(async () => {
    t = await createTestApp();
    token = await signIn(t.app, demoAccounts.socialWorker.email);
  });
  after(() => t.close());

  test('eligibility by gender, with and without the hospital segment; OTHER gets the FEMALE set', async () => {
    const male = await definition('/getMetricsByGender/ELIGIBILE/MALE');
    assert.deepEqual(names(male.eligibilityMetrics!.params), ['Marital Status']);
    const female = await definition('/getMetricsByGender/ELIGIBILE/FEMALE/1');
    assert.deepEqual(names(female.eligibilityMetrics!.params), ['Marital Status', 'Hysterectomy Done']);
    assert.deepEqual(female.eligibilityMetrics!.params[1].values, ['Yes', 'No']);
    const other = await definition('/getMetricsByGender/ELIGIBILE/other');
    assert.equal(other.id, female.id);
    assert.equal((await get('/getMetricsByGender/ELIGIBILE/CHILD')).statusCode, 400);
    assert.equal((await get('/getMetricsByGender/NOPE/MALE')).statusCode, 404);
  });

  test('family personal and family medical are repeatable groups with the exact param names', async () => {
    const personal = await definition('/getMetrics/FAMILY_PERSONAL');
    assert.equal(personal.familyMetrics!.repeat, true);
    assert.equal(personal.familyMetrics!.repeatlabel, 'Add Member');
    assert.deepEqual(names(personal.familyMetrics!.params), [
      'Name',
      'Relation ',
      'Gender',
      'Age',
      'Tobacco/Alcohol Habits',
      'Marital Status',
    ]);
    const medical = await definition('/getMetrics/FAMILY_MEDICAL/1');
    assert.equal(medical.testMetrics!.repeatlabel, 'Add Member History');
    assert.deepEqual(names(medical.testMetrics!.params), ['Relation ', 'Cancer Site', 'Age At Diagnosis', 'Outcome']);
    assert.equal((await get('/getMetrics/NO_SUCH_STAGE')).statusCode, 404);
  });

  test('screening tests carry description, stage, gender and rule', async () => {
    const expectations: [number, string, string, string | null, string | null, boolean][] = [
      [FORM_IDS.breastScreening, 'Breast screening Test', 'Breast Screening', 'FEMALE', '30-65', false],
      [FORM_IDS.cervicalScreening, 'Cervical screening Test', 'Cervical Screening', 'FEMALE', '30-65', false],
      [FORM_IDS.oralScreeningMale, 'Oral screening Test', 'Oral Screening', 'MALE', '>=18', false],
      [FORM_IDS.oralScreeningFemale, 'Oral screening Test', 'Oral Screening', 'FEMALE', '>=18', false],
      [FORM_IDS.symptomsScreeningMale, 'Symptoms based referral screening Test', 'Symptoms Based Referral', 'MALE', null, true],
      [
        FORM_IDS.symptomsScreeningFemale,
        'Symptoms based referral screening Test',
        'Symptoms Based Referral',
        'FEMALE',
        null,
        true,
      ],
    ];
    for (const [id, description, stage, gender, rule, defalutTest] of expectations) {
      const d = await definition(`/getMetricsById/${id}`);
      assert.deepEqual(
        {
          name: d.name,
          description: d.description,
          stage: d.stage,
          gender: d.gender,
          condition: d.condition,
          defalutTest: d.defalutTest,
          hospitalId: d.hospitalId,
        },
        { name: 'SCREENING', description, stage, gender, condition: rule, defalutTest, hospitalId: 1 },
      );
      assert.ok(d.testMetrics!.params.length > 0);
    }
  });

  test('clinical tests follow the screening stage labels', async () => {
    for (const [id, stage, first] of [
      [FORM_IDS.breastClinical, 'Breast Screening', 'Breast Clinical Examination'],
      [FORM_IDS.cervicalClinical, 'Cervical Screening', 'Cervical Clinical Examination'],
      [FORM_IDS.oralClinical, 'Oral Screening', 'Oral Clinical Evaluation'],
    ] as const) {
      const d = await definition(`/getMetricsById/${id}`);
      assert.equal(d.name, 'CLINICAL');
      assert.equal(d.stage, stage);
      assert.equal(d.testMetrics!.params[0].testName, first);
    }
  });

  test('oral and symptoms screening cover the Screening report columns', async () => {
    const oral = names((await definition(`/getMetricsById/${FORM_IDS.oralScreeningFemale}`)).testMetrics!.params);
    for (const name of [
      'Oral Examination',
      'Symptoms',
      'Findings on oral examination',
      'Referral',
      'Referred for',
      'Dental Hygiene',
      'Leukoplakia Type',
    ]) {
      assert.ok(oral.includes(name), name);
    }
    const symptoms = names((await definition(`/getMetricsById/${FORM_IDS.symptomsScreeningMale}`)).testMetrics!.params);
    for (const name of [
      'Symptoms Based Referral',
      'Symptoms',
      'Duration of symptoms',
      'Known cancer patient',
      'Cancer site',
      'Details of treatment',
      'Referral',
      'Investigations',
      'Reports',
      'Report findings',
      'Final diagnosis',
    ]) {
      assert.ok(symptoms.includes(name), name);
    }
  });

  test('every param has the wire shape (the original keys, plus its Tamil texts) and every condition names an existing param', async () => {
    for (const id of Object.values(FORM_IDS)) {
      const d = await definition(`/getMetricsById/${id}`);
      const groups = [d.testMetrics, d.eligibilityMetrics, d.familyMetrics].filter((g) => g !== null);
      assert.equal(groups.length, 1, `form ${id} has one metric group`);
      const params = groups[0]!.params;
      const all = new Set(names(params));
      assert.equal(all.size, params.length, `form ${id}: testNames are unique`);
      for (const p of params) {
        assert.deepEqual(Object.keys(p).sort(), [
          'condition',
          'isMandatory',
          'labels',
          'selectedValues',
          'subtestName',
          'testName',
          'valueType',
          'values',
        ]);
        assert.deepEqual(p.selectedValues, []);
        // The Tamil options are keyed by the English values the answers keep.
        assert.deepEqual(Object.keys(p.labels?.ta?.options ?? {}).sort(), [...p.values!].sort(), `${id}: ${p.testName}`);
        for (const c of p.condition ?? []) {
          assert.ok(all.has(c.enabledField), `form ${id}: ${p.testName} enables unknown ${c.enabledField}`);
          assert.ok(p.values!.includes(c.triggerValue), `form ${id}: ${p.testName} trigger ${c.triggerValue}`);
        }
      }
    }
  });

  test('an unknown id → 404; a non-numeric one → 400', async () => {
    const res = await get('/getMetricsById/9999');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'FORM_NOT_FOUND');
    assert.equal((await get('/getMetricsById/abc')).statusCode, 400);
  });
});
