import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { employeeIdOf, enrolBody, insertClinic } from '../candidates/candidate-fixtures.js';
import { candidate, idempotencyKey } from '../db/schema.js';
import { openDatabase, type Database } from '../db/open.js';
import { seedIfEmpty } from '../seed/seed.js';
import { POSTGRES_MISSING, postgresAvailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster.js';
import { bearer, createTestApp, demoAccounts, signIn, testConfig, type TestApp } from '../testing/test-app.js';
import { buildApp } from '../app.js';
import type { FastifyInstance } from 'fastify';
import { apiErrorText } from '@screening/domain/api';

describe('Idempotency-Key on writes', () => {
  let t: TestApp;
  let social: string;
  let nurse: string;
  let clinic: { id: number; prefix: string };

  const enrolWith = (token: string, body: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/curable/candidate',
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const enrolled = async (mobileNo: unknown) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(candidate)
        .where(eq(candidate.mobileNo, String(mobileNo)))
    )[0].n;

  before(async () => {
    t = await createTestApp();
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    clinic = await insertClinic(t.db, { staff: [demoAccounts.socialWorker.email, demoAccounts.nurse.email] });
  });
  after(() => t.close());

  test('the same key twice enrols once; the second answer is the first one again, marked as replayed', async () => {
    const body = enrolBody(clinic.id);
    const first = await enrolWith(social, body, 'enrol-1');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    const again = await enrolWith(social, body, 'enrol-1');
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body, first.body);
    assert.match(String(again.headers['content-type']), /application\/json/);
    assert.equal(await enrolled(body.mobileNo), 1);
  });

  test('the same key with another body answers 422 and writes nothing', async () => {
    const body = enrolBody(clinic.id);
    assert.equal((await enrolWith(social, body, 'enrol-2')).statusCode, 200);
    const other = enrolBody(clinic.id);
    const res = await enrolWith(social, other, 'enrol-2');
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), {
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was used for a different request.',
    });
    assert.equal(await enrolled(other.mobileNo), 0);
  });

  test("another user's same key is her own key: her write is done", async () => {
    const mine = enrolBody(clinic.id);
    const hers = enrolBody(clinic.id);
    assert.equal((await enrolWith(social, mine, 'shared-key')).statusCode, 200);
    const res = await enrolWith(nurse, hers, 'shared-key');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['idempotent-replayed'], undefined);
    assert.equal(await enrolled(hers.mobileNo), 1);
  });

  test('a malformed key answers 400 and writes nothing', async () => {
    for (const key of ['', 'has space', 'x'.repeat(101), 'naïve']) {
      const body = enrolBody(clinic.id);
      const res = await enrolWith(social, body, key);
      assert.equal(res.statusCode, 400, `key ${JSON.stringify(key)}`);
      assert.deepEqual(res.json(), { error: 'IDEMPOTENCY_KEY_INVALID', message: apiErrorText('IDEMPOTENCY_KEY_INVALID') });
      assert.equal(await enrolled(body.mobileNo), 0);
    }
    assert.equal((await enrolWith(social, enrolBody(clinic.id), 'x'.repeat(100))).statusCode, 200);
  });

  test('without a key nothing changes: each request is written', async () => {
    const body = enrolBody(clinic.id);
    assert.equal((await enrolWith(social, body)).statusCode, 200);
    const again = await enrolWith(social, body);
    assert.notEqual(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.statusCode, 200, again.body);
  });

  test('a refused write keeps no key: the corrected retry with the same key is written', async () => {
    const refused = await enrolWith(social, enrolBody(clinic.id, { campId: 987_654 }), 'fix-and-retry');
    assert.ok(refused.statusCode >= 400 && refused.statusCode < 500, refused.body);
    const corrected = enrolBody(clinic.id);
    const res = await enrolWith(social, corrected, 'fix-and-retry');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['idempotent-replayed'], undefined);
    assert.equal(await enrolled(corrected.mobileNo), 1);
  });

  test('a key committed without a stored answer (the server stopped before replying) answers 409, never a new write', async () => {
    const body = enrolBody(clinic.id);
    assert.equal((await enrolWith(social, body, 'lost-answer')).statusCode, 200);
    await t.db
      .update(idempotencyKey)
      .set({ responseStatus: null, responseBody: null })
      .where(and(eq(idempotencyKey.key, 'lost-answer')));
    const res = await enrolWith(social, body, 'lost-answer');
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), {
      error: 'REQUEST_ALREADY_SAVED',
      message: 'This request was already saved. Reload to see it.',
    });
    assert.equal(await enrolled(body.mobileNo), 1);
  });

  test('a read through POST keeps no key: asked again with the same key, it is answered afresh', async () => {
    const read = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/curable/getCandidatesList',
        headers: { ...bearer(social), 'idempotency-key': 'read-1' },
        payload: { hospitalId: 1, search: '', stage: 1, roleId: 0, userId: 0 },
      });
    const first = await read();
    assert.equal(first.statusCode, 200, first.body);
    const body = enrolBody(clinic.id);
    assert.equal((await enrolWith(social, body)).statusCode, 200);
    const second = await read();
    assert.equal(second.statusCode, 200);
    assert.equal(second.headers['idempotent-replayed'], undefined);
    assert.ok(second.json<{ mobileNo: string }[]>().some((row) => row.mobileNo === body.mobileNo));
  });

  test('two concurrent requests with one key write once; the other is told so (409 or the replay), never a 5xx', async () => {
    const body = enrolBody(clinic.id);
    const answers = await Promise.all([enrolWith(social, body, 'race'), enrolWith(social, body, 'race')]);
    const statuses = answers.map((res) => res.statusCode).sort();
    assert.ok(statuses.includes(200), statuses.join());
    assert.ok(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    );
    assert.equal(await enrolled(body.mobileNo), 1);
  });

  test('a write whose answer is a password takes no key: its answer is never stored, a retry sets another', async () => {
    const admin = await signIn(t.app, demoAccounts.admin.email);
    const userId = await employeeIdOf(t.db, demoAccounts.campCoordinator.email);
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/curable/resetUserPassword',
        headers: { ...bearer(admin), 'idempotency-key': 'reset-1' },
        payload: { userId },
      });
    const first = await reset();
    const second = await reset();
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(second.headers['idempotent-replayed'], undefined);
    assert.notEqual(
      second.json<{ temporaryPassword: string }>().temporaryPassword,
      first.json<{ temporaryPassword: string }>().temporaryPassword,
    );
    assert.equal((await t.db.select().from(idempotencyKey).where(eq(idempotencyKey.key, 'reset-1'))).length, 0);
  });
});

describe('Idempotency-Key on PostgreSQL, two server instances', { skip: postgresAvailable() ? false : POSTGRES_MISSING }, () => {
  let cluster: PostgresCluster;
  let database: Database;
  let apps: FastifyInstance[];

  before(async () => {
    cluster = await startPostgresCluster();
    database = await openDatabase({ kind: 'postgres', url: await cluster.createDatabase() });
    await database.migrate();
    await seedIfEmpty(database.db);
    apps = [buildApp({ db: database.db, config: testConfig }), buildApp({ db: database.db, config: testConfig })];
  });
  after(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.close();
    cluster?.destroy();
  });

  test('the same write sent at once to both instances is written once; the others get 409 or the replay, never a 5xx', async () => {
    const token = await signIn(apps[0], demoAccounts.socialWorker.email);
    const clinic = await insertClinic(database.db, { staff: [demoAccounts.socialWorker.email] });
    const body = enrolBody(clinic.id);
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/curable/candidate',
        headers: { ...bearer(token), 'idempotency-key': 'two-instances' },
        payload: body,
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(apps[i % 2])));
    const statuses = answers.map((res) => res.statusCode);
    assert.ok(statuses.includes(200), statuses.join());
    assert.ok(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    );
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(candidate)
      .where(eq(candidate.mobileNo, String(body.mobileNo)));
    assert.equal(n, 1);
    const later = await send(apps[1]);
    assert.equal(later.statusCode, 200);
    assert.equal(later.headers['idempotent-replayed'], 'true');
    assert.equal(later.body, answers.find((res) => res.statusCode === 200 && !res.headers['idempotent-replayed'])?.body);
  });
});
