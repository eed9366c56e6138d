import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { enrolBody, insertClinic } from './candidate-fixtures.js';
import { auditLog } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

describe('POST /curable/discardQueuedWrite', () => {
  let t: TestApp;
  let social: string;
  let ownParticipant: number;
  let otherParticipant: number;

  const discard = (token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/curable/discardQueuedWrite', headers: token ? bearer(token) : {}, payload });
  const trail = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'DISCARD_QUEUED_WRITE'));

  before(async () => {
    t = await createTestApp();
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    const nurse = await signIn(t.app, demoAccounts.nurse.email);
    const own = await insertClinic(t.db, { staff: [demoAccounts.socialWorker.email] });
    const other = await insertClinic(t.db, { staff: [demoAccounts.nurse.email] });
    const enrol = async (token: string, campId: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/curable/candidate',
        headers: bearer(token),
        payload: enrolBody(campId),
      });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json() as { id: number }).id;
    };
    ownParticipant = await enrol(social, own.id);
    otherParticipant = await enrol(nurse, other.id);
  });
  after(() => t.close());

  test('records who discarded which queued writes about whom, and writes nothing else', async () => {
    const res = await discard(social, {
      idempotencyKeys: ['a1', 'b2'],
      steps: ['eligibility', 'medical'],
      candidateId: ownParticipant,
      refusalStatus: 400,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { discarded: 2 });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'DISCARD_QUEUED_WRITE'), eq(auditLog.entityId, String(ownParticipant))));
    assert.equal(row?.login, demoAccounts.socialWorker.email);
    assert.deepEqual(row?.details, { idempotencyKeys: ['a1', 'b2'], steps: ['eligibility', 'medical'], refusalStatus: 400 });
  });

  test('a participant outside her clinics is not confirmed to exist, and nothing is recorded', async () => {
    const before = (await trail()).length;
    const res = await discard(social, { idempotencyKeys: ['c3'], steps: ['enrolment'], candidateId: otherParticipant });
    assert.equal(res.statusCode, 404);
    assert.equal((await trail()).length, before);
  });

  test('bad input is a 400 with a message; no token is a 401', async () => {
    const bad = await discard(social, { idempotencyKeys: [], steps: 'enrolment' });
    assert.equal(bad.statusCode, 400);
    assert.match(String((bad.json() as { message?: string }).message), /\S/);
    assert.equal((await discard(null, { idempotencyKeys: ['d4'], steps: ['tag'] })).statusCode, 401);
  });
});
