/**
 * Strict input (ASVS V5): no type coercion, integers within their columns, text without NUL or lone surrogates,
 * bounded nesting, checked paths and query strings. Every refusal is a 400 `{error, message, field?}`, and the
 * numbers the institute's original client sends as text keep working.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { campBody } from '../camps/camp-fixtures.js';
import { employee } from '../db/schema.js';
import { ROLE } from '../seed/ids.js';
import { insertReportFixture, type ReportFixture } from '../reports/report-fixtures.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { jsonBodyProblem, MAX_DEPTH } from './input.js';
import { isApiErrorCode } from '@screening/domain/api';

type Answer = { statusCode: number; body: string; json: <T>() => T };

function assertRefused(res: Answer, field: string | undefined, message?: RegExp): void {
  assert.equal(res.statusCode, 400, res.body);
  const body = res.json<{ error: string; message: string; field?: string }>();
  assert.ok(isApiErrorCode(body.error), res.body);
  assert.equal(typeof body.message, 'string');
  assert.equal(body.field, field, res.body);
  if (message) assert.match(body.message, message);
}

describe('strict input', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let nurse: Record<string, string>;
  let fixture: ReportFixture;
  const post = (headers: Record<string, string>, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/curable${url}`, headers, payload: payload as object });
  const postRaw = (headers: Record<string, string>, url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });

  before(async () => {
    t = await createTestApp();
    fixture = await insertReportFixture(t.db);
    admin = bearer(await signIn(t.app, demoAccounts.admin.email));
    nurse = bearer(await signIn(t.app, demoAccounts.nurse.email));
  });
  after(() => t.close());

  test('"id": true is not the admin: a boolean is never an id, and nothing is written', async () => {
    const [before] = await t.db.select().from(employee).where(eq(employee.id, 1));
    const res = await post(admin, '/createUser', {
      id: true,
      email: 'taken.over@demo.in',
      name: 'Taken Over',
      phoneNo: '9000012345',
      gender: 'FEMALE',
      employeeRoleMasterId: ROLE.nurse,
    });
    assertRefused(res, 'id', /integer/);
    const [after] = await t.db.select().from(employee).where(eq(employee.id, 1));
    assert.deepEqual(after, before);
  });

  test('no coercion: flags, numbers and text keep their JSON types', async () => {
    assertRefused(await post(admin, '/createUser', { id: null, employeeRoleMasterId: true }), 'employeeRoleMasterId');
    assertRefused(await post(admin, '/createUser', { id: '1' }), 'id');
    assertRefused(await post(admin, '/createUser', { id: null, isRecordDeleted: 1 }), 'isRecordDeleted');
    assertRefused(await post(admin, '/createUser', { id: null, isRecordDeleted: 'true' }), 'isRecordDeleted');
    assertRefused(await post(admin, '/createUser', { id: null, name: 42 }), 'name');
    assertRefused(await post(nurse, '/candidatehistoryForPrefil', { candidateId: true, type: 1 }), 'candidateId', /whole number/);
    assertRefused(
      await post(nurse, '/candidatehistoryForPrefil', { candidateId: '12abc', type: 1 }),
      'candidateId',
      /whole number/,
    );
    assertRefused(await post(nurse, '/candidatehistoryForPrefil', { candidateId: '1.5', type: 1 }), 'candidateId');
    assertRefused(await post(nurse, '/candidatehistoryForPrefil', { candidateId: 1, type: '1' }), 'type');
    assertRefused(await post(nurse, '/candidatehistory', { candidateId: '5', type: 1 }), 'candidateId');
    assertRefused(await post(nurse, '/getCandidatesList', { stage: '1' }), 'stage');
    assertRefused(
      await post(admin, '/camps-report-summary', { ids: ['1'], startDate: '2025-03-10', endDate: '2025-03-12' }),
      'ids.0',
    );
  });

  test('integers stay within their int4 columns', async () => {
    assertRefused(
      await post(nurse, '/candidatehistoryForPrefil', { candidateId: 2 ** 31, type: 1 }),
      'candidateId',
      /<= 2147483647/,
    );
    assertRefused(await post(nurse, '/candidatehistoryForPrefil', { candidateId: '2147483648', type: 1 }), 'candidateId');
    assertRefused(await post(nurse, '/candidatehistoryForPrefil', { candidateId: 1e308, type: 1 }), 'candidateId');
    assertRefused(await post(nurse, '/candidatehistoryForPrefil', { candidateId: -1, type: 1 }), 'candidateId');
    assertRefused(
      await post(nurse, '/candidatehistoryForPrefil', { candidateId: 1, type: 7, diseaseTestId: 2 ** 31 }),
      'diseaseTestId',
    );
    assertRefused(
      await postRaw(nurse, '/api/curable/candidatehistoryForPrefil', '{"candidateId": 1e400, "type": 1}'),
      'candidateId',
    );
    assertRefused(
      await post(admin, '/camps-report-summary', { ids: [2 ** 31], startDate: '2025-03-10', endDate: '2025-03-12' }),
      'ids.0',
    );
    assertRefused(await post(admin, '/newcamp', { campDTO: { id: null, noDoctors: '2147483648' } }), 'campDTO.noDoctors');
    assertRefused(await get(admin, '/api/curable/hospitalemployee/2147483648'), 'userId', /<= 2147483647/);
    assertRefused(await get(admin, '/api/curable/hospitalemployee/99999999999999999999'), 'userId');
    assertRefused(await get(admin, '/api/curable/hospitalemployee/-1'), 'userId');
    assertRefused(await get(admin, '/api/curable/hospitalemployee/1e3'), 'userId');
    assertRefused(await get(admin, '/api/curable/hospitalemployee/true'), 'userId');
  });

  test('the numbers the original client sends as text are still read', async () => {
    const participant = String(fixture.meena.id);
    // candidatehistoryForPrefil and createMedicalHistory: the participant id from its local storage.
    const prefill = await post(nurse, '/candidatehistoryForPrefil', { candidateId: participant, type: 6 });
    assert.equal(prefill.statusCode, 200, prefill.body);
    assert.equal(prefill.json<{ id: number }>().id, fixture.meena.id);
    // newcamp: the five counts typed on Resource Planning, "" for a blank one (→ 0).
    const body = campBody();
    assert.deepEqual([body.campDTO.hospitalId, body.campDTO.noDoctors, body.campDTO.noNurses], ['1', '2', '']);
    const camp = await post(admin, '/newcamp', body);
    assert.equal(camp.statusCode, 200, camp.body);
  });

  test('text: NUL and lone surrogates are refused anywhere in a body, naming the field; lengths are bounded', async () => {
    assertRefused(await post(admin, '/getUsers', { search: 'ab\u0000c' }), 'search', /not allowed/);
    assertRefused(await post(admin, '/getUsers', { search: 'ab\ud800c' }), 'search', /not allowed/);
    assertRefused(await post(admin, '/getUsers', { search: '\udc00' }), 'search');
    assertRefused(await post(admin, '/newcamp', { campDTO: { id: null, name: 'Camp\u0000' } }), 'campDTO.name');
    assertRefused(
      await post(nurse, '/candidatehistory', {
        candidateId: fixture.meena.id,
        type: 1,
        eligibilityMetrics: { params: [{ testName: 'A', other: ['\u0000'] }] },
      }),
      'eligibilityMetrics.params.0.other.0',
    );
    assertRefused(await post(admin, '/getUsers', { search: 'x', 'bad\u0000key': 1 }), 'bad\u0000key');
    assertRefused(await post(admin, '/getUsers', { search: 'x'.repeat(201) }), 'search', /200/);
    assertRefused(await post(admin, '/getUsers', { search: 'x', unknown: 'y'.repeat(20_001) }), 'unknown', /at most/);
    // A well-formed pair is text like any other.
    const emoji = await post(admin, '/getUsers', { search: '\ud83d\ude00' });
    assert.equal(emoji.statusCode, 200, emoji.body);
  });

  test('nesting is bounded: a 50,000-deep array is a 400, and the server goes on answering', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    assertRefused(await postRaw(admin, '/api/curable/getUsers', `{"search": ${deep}}`), 'search', /nested too deeply/);
    assertRefused(await postRaw(admin, '/api/curable/getUsers', deep), undefined, /nested too deeply/);
    assertRefused(
      await postRaw(nurse, '/api/curable/candidate', `{"screenId": 3, "id": 1, "candidateHabitDTOs": [{"habits": ${deep}}]}`),
      'candidateHabitDTOs.0.habits',
    );
    assertRefused(await postRaw(admin, '/token/authenticate', `{"userName": "a", "password": ${deep}}`), 'password');
    const fine = await get(admin, '/api/curable/statemaster');
    assert.equal(fine.statusCode, 200);
  });

  test('path segments and query strings: NUL, malformed percent-encoding and overlong segments are 400', async () => {
    assertRefused(await get(nurse, '/api/curable/getHabitTypes/a%00b'), 'habit', /not allowed/);
    assertRefused(await get(admin, '/api/curable/authorizeUserRequest/admin%00@demo.in'), 'userName');
    for (const url of [
      '/api/curable/getHabitTypes/%E0%A4%A',
      '/api/curable/hospitalemployee/%ED%A0%80',
      '/api/curable/getHabitTypes/%zz',
    ]) {
      const res = await get(nurse, url);
      assert.equal(res.statusCode, 400, url);
      assert.deepEqual(Object.keys(res.json()), ['error', 'message'], url);
    }
    assertRefused(await get(admin, '/api/curable/statemaster?x=%E0%A4%A'), 'x', /percent-encoded/);
    assertRefused(await get(admin, '/api/curable/statemaster?x=%00'), 'x', /not allowed/);
    assertRefused(await get(admin, '/api/curable/statemaster?x=%ED%A0%80'), 'x');
    const long = await get(nurse, `/api/curable/getHabitTypes/${'x'.repeat(300)}`);
    assert.equal(long.statusCode, 414);
    const ok = await get(admin, '/api/curable/statemaster?x=%20y');
    assert.equal(ok.statusCode, 200);
  });

  test('unknown fields are ignored, hostile or not (once they pass the text checks)', async () => {
    const res = await post(admin, '/getUsers', { search: 'demo', hospitalId: true, extra: { a: [1, 2, { b: null }] } });
    assert.equal(res.statusCode, 200, res.body);
  });

  test('jsonBodyProblem walks any depth without recursion', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < MAX_DEPTH; i++) value = [value];
    assert.equal(jsonBodyProblem(value), null);
    assert.equal(jsonBodyProblem([value])?.statusCode, 400);
    let huge: unknown = null;
    for (let i = 0; i < 1_000_000; i++) huge = [huge];
    assert.match(jsonBodyProblem(huge)?.message ?? '', /nested too deeply/);
    assert.equal(jsonBodyProblem({ a: 'b', c: [1, true, null, { d: 'é 😀' }] }), null);
  });
});
