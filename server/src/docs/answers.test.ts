/**
 * The documented answers are the real ones: each read below is answered by the real app on a database with
 * clinics, participants, answers and results, and the answer must fit the success schema of its operation in
 * GET /api/docs/json — every required key present, every value of its documented type, and no key the schema
 * does not list (only form questions, documented as open, carry further keys). The documentation is never
 * applied to an answer (docs/openapi.ts), so this is the check that it tells the truth.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isNotNull } from 'drizzle-orm';
import { candidateTest } from '../db/schema.js';
import { insertReportFixture, type ReportFixture } from '../reports/report-fixtures.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

// Answers and the document are read freely by path in assertions; their shapes are what this test checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Where `value` departs from an OpenAPI 3.0 schema (the subset the catalogue uses). */
function departures(value: unknown, schema: Json, components: Json, path = '$'): string[] {
  if (typeof schema.$ref === 'string') return departures(value, components[schema.$ref.split('/').at(-1)!], components, path);
  if (value === null)
    return schema.nullable === true || schema.type === undefined ? [] : [`${path}: null, documented as ${schema.type}`];
  if (Array.isArray(schema.anyOf)) {
    return schema.anyOf.some((option: Json) => departures(value, option, components, path).length === 0)
      ? []
      : [`${path}: fits none of anyOf`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return [`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  switch (schema.type) {
    case undefined:
      return [];
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${path}: not an object`];
      const record = value as Json;
      const properties: Json = schema.properties ?? {};
      const problems = ((schema.required ?? []) as string[])
        .filter((key) => !(key in record))
        .map((key) => `${path}.${key}: missing`);
      for (const [key, child] of Object.entries(record)) {
        if (key in properties) problems.push(...departures(child, properties[key], components, `${path}.${key}`));
        else if (typeof schema.additionalProperties === 'object')
          problems.push(...departures(child, schema.additionalProperties, components, `${path}.${key}`));
        else if (schema.additionalProperties !== true) problems.push(`${path}.${key}: not documented`);
      }
      return problems;
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, i) => departures(item, schema.items ?? {}, components, `${path}[${i}]`))
        : [`${path}: not an array`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${path}: ${JSON.stringify(value)} is not an integer`];
    case 'number':
      return typeof value === 'number' ? [] : [`${path}: not a number`];
    default:
      return typeof value === schema.type ? [] : [`${path}: ${JSON.stringify(value)} is not a ${schema.type}`];
  }
}

describe('documented answers fit the real ones', () => {
  let t: TestApp;
  let document: Json;
  let fixture: ReportFixture;
  const tokens = new Map<string, string>();

  before(async () => {
    t = await createTestApp();
    fixture = await insertReportFixture(t.db);
    for (const [who, account] of Object.entries(demoAccounts)) tokens.set(who, await signIn(t.app, account.email));
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  after(() => t.close());

  /** Calls a route as `who` and checks the answer against its documented schema; returns the answer. */
  async function check(
    who: keyof typeof demoAccounts | null,
    method: 'GET' | 'POST',
    url: string,
    route: string,
    payload?: object,
  ): Promise<Json> {
    const res = await t.app.inject({
      method,
      url,
      headers: who ? bearer(tokens.get(who)!) : {},
      ...(payload ? { payload } : {}),
    });
    assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body.slice(0, 300)}`);
    const documented = document.paths[route][method.toLowerCase()].responses['200'].content['application/json'].schema;
    assert.deepEqual(departures(res.json(), documented, document.components.schemas), [], `${method} ${url}`);
    return res.json();
  }

  test('operations and master data', async () => {
    await check(null, 'GET', '/api/health', '/api/health');
    await check(null, 'GET', '/api/ready', '/api/ready');
    await check('admin', 'GET', '/api/ops/status', '/api/ops/status');
    await check(null, 'GET', '/api/docs/json', '/api/docs/json');
    await check(
      'nurse',
      'GET',
      `/api/curable/authorizeUserRequest/${demoAccounts.nurse.email}`,
      '/api/curable/authorizeUserRequest/{userName}',
    );
    await check('nurse', 'GET', '/api/curable/statemaster', '/api/curable/statemaster');
    await check('nurse', 'GET', '/api/curable/districtmaster/statemaster/1', '/api/curable/districtmaster/statemaster/{stateId}');
    await check(
      'nurse',
      'GET',
      '/api/curable/taluqmaster/districtmaster/1',
      '/api/curable/taluqmaster/districtmaster/{districtId}',
    );
    await check(
      'nurse',
      'GET',
      '/api/curable/panchayatmaster/taluqmaster/1',
      '/api/curable/panchayatmaster/taluqmaster/{taluqId}',
    );
    await check('admin', 'GET', '/api/curable/employeerolemaster', '/api/curable/employeerolemaster');
    await check('nurse', 'GET', '/api/curable/hospitals', '/api/curable/hospitals');
  });

  test('users and clinics', async () => {
    const users = (await check('admin', 'POST', '/api/curable/getUsers', '/api/curable/getUsers', { search: '' })) as Json[];
    await check('admin', 'GET', `/api/curable/hospitalemployee/${users[0].userId}`, '/api/curable/hospitalemployee/{userId}');
    await check('admin', 'GET', `/api/curable/secondFactor/${users[0].userId}`, '/api/curable/secondFactor/{userId}');
    await check('nurse', 'POST', '/api/curable/secondFactor/setup', '/api/curable/secondFactor/setup');
    const camps = await check(
      'programCoordinator',
      'POST',
      '/api/curable/activecampForReports',
      '/api/curable/activecampForReports',
      { search: '' },
    );
    assert.ok(camps.length > 0);
    await check('programCoordinator', 'POST', '/api/curable/activecamp', '/api/curable/activecamp', { search: '' });
    await check(
      'programCoordinator',
      'GET',
      '/api/curable/hospitalstaffdetails/1',
      '/api/curable/hospitalstaffdetails/{hospitalId}',
    );
    await check(
      'programCoordinator',
      'GET',
      `/api/curable/campstaffdetails/${fixture.alpha}`,
      '/api/curable/campstaffdetails/{campId}',
    );
    await check(
      'programCoordinator',
      'GET',
      '/api/curable/isDuplicateClinic/hospitalId/1/outreachClinicId/1234567',
      '/api/curable/isDuplicateClinic/hospitalId/{hospitalId}/outreachClinicId/{code}',
    );
    await check('programCoordinator', 'POST', '/api/curable/camps-report-summary', '/api/curable/camps-report-summary', {
      ids: [fixture.alpha, fixture.beta],
      startDate: '2000-01-01',
      endDate: '2100-12-31',
    });
  });

  test('participants, forms and their saved answers', async () => {
    const lists: Json[][] = [];
    for (const stage of [1, 2, 3])
      lists.push(
        (await check('nurse', 'POST', '/api/curable/getCandidatesList', '/api/curable/getCandidatesList', {
          stage,
          search: '',
        })) as Json[],
      );
    assert.ok(
      lists[0].length > 0 && lists[2].length > 0,
      'the screening worklist and Modify Patient Information list participants',
    );
    await check('nurse', 'GET', '/api/curable/getHabitTypes/Tobacco', '/api/curable/getHabitTypes/{habit}');
    const form = await check(
      'nurse',
      'GET',
      '/api/curable/getMetricsByGender/ELIGIBILE/FEMALE',
      '/api/curable/getMetricsByGender/{type}/{gender}',
    );
    await check('nurse', 'GET', '/api/curable/getMetrics/FAMILY_PERSONAL/1', '/api/curable/getMetrics/{stage}/{hospitalId}');
    await check('nurse', 'GET', `/api/curable/getMetricsById/${form.id}`, '/api/curable/getMetricsById/{id}');
    const prefill = async (payload: object): Promise<boolean> => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/curable/candidatehistoryForPrefil',
        headers: bearer(tokens.get('nurse')!),
        payload,
      });
      assert.equal(res.statusCode, 200, res.body);
      // An empty body is documented too ("nothing saved").
      if (res.body === '') return false;
      const documented =
        document.paths['/api/curable/candidatehistoryForPrefil'].post.responses['200'].content['application/json'].schema;
      assert.deepEqual(departures(res.json(), documented, document.components.schemas), [], `prefill ${JSON.stringify(payload)}`);
      return true;
    };
    // Types 1 to 6: eligibility, the participant, medical record, family members, family medical, the participant.
    for (const type of [1, 2, 3, 4, 5, 6])
      assert.ok(await prefill({ candidateId: fixture.meena.id, type }), `type ${type} answered`);
    // Type 7: the saved answers of one test.
    const [saved] = await t.db.select().from(candidateTest).where(isNotNull(candidateTest.testResult)).limit(1);
    assert.ok(saved, 'the fixture holds a saved test result');
    assert.ok(
      await prefill({ candidateId: saved.candidateId, type: 7, diseaseTypeId: saved.diseaseTestMasterId }),
      'a saved test result',
    );
  });
});
