import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FollowUp, FollowUpList } from '@screening/domain/api';
import { serialiseGroup } from '@screening/domain/forms';
import type { MetricGroup } from '@screening/domain/types';
import { enrol, insertClinic, post } from '../candidates/candidate-fixtures.js';
import { auditLog, diseaseTestMaster, followUp, followUpEvent } from '../db/schema.js';
import { FORM_IDS } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, testClock, type TestApp } from '../testing/test-app.js';

type Answers = Record<string, string[]>;
const DAY = 86_400;

const breastReferred: Answers = {
  'Breast Examination': ['Yes'],
  Symptoms: ['No'],
  'Right Breast on palpation': ['Nodularity'],
  'Left Breast on palpation': ['Normal/Fibro glandular'],
  'Nipple Discharge': ['No for both breasts'],
  Referral: ['Yes'],
  'Referred for': ['Baseline mammogram', 'USG breast'],
};

describe('follow-up of referrals', () => {
  // Noon in India on 1 March 2026: the days below are India's.
  const clock = testClock(new Date('2026-03-01T06:30:00Z'));
  let t: TestApp;
  let nurse: string;
  let doctor: string;
  let social: string;
  let admin: string;
  let outsider: string;
  let clinic: { id: number };
  const definitions = new Map<number, MetricGroup>();

  const result = (candidateId: number, testId: number, answers: Answers, completed: 0 | 1, type: 1 | 3 = 1) =>
    post(t.app, type === 1 ? nurse : doctor, '/candidatehistory', {
      candidateId,
      diseaseTestMasterId: testId,
      completed,
      type,
      testMetrics: serialiseGroup(definitions.get(testId)!, answers),
    });
  const listOf = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await post(t.app, token, '/followUp/list', body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<FollowUpList>();
  };
  const counts = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/curable/followUp/counts', headers: bearer(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ overdue: number; dueThisWeek: number }>();
  };
  const record = (token: string, body: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/curable/followUp/record',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const events = (id: number) => t.db.select().from(followUpEvent).where(eq(followUpEvent.followUpId, id));
  /** A woman referred from breast screening today; her follow-up. */
  const referred = async (name: string): Promise<FollowUp> => {
    const woman = await enrol(t.app, social, clinic.id, { name, gender: 'FEMALE', age: 44 });
    const res = await result(woman.id, FORM_IDS.breastScreening, breastReferred, 1);
    assert.equal(res.statusCode, 200, res.body);
    const found = (await listOf(nurse, { window: 'OPEN', search: name })).items;
    assert.equal(found.length, 1, `${name} is followed`);
    return found[0];
  };

  before(async () => {
    t = await createTestApp({}, { clock: clock.now });
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    doctor = await signIn(t.app, demoAccounts.doctor.email);
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    admin = await signIn(t.app, demoAccounts.admin.email);
    outsider = await signIn(t.app, demoAccounts.campCoordinator.email);
    clinic = await insertClinic(t.db, {
      staff: [demoAccounts.nurse.email, demoAccounts.doctor.email, demoAccounts.socialWorker.email],
      createdBy: 'someone-else@demo.in',
    });
    for (const row of await t.db.select().from(diseaseTestMaster)) if (row.testMetrics) definitions.set(row.id, row.testMetrics);
  });
  after(() => t.close());

  test('a finished screening with Referral Yes opens one follow-up, due by the rule, with its reasons', async () => {
    const first = await referred('Follow Anitha');
    assert.deepEqual(
      [first.disease, first.urgency, first.reasons, first.referredOn, first.dueDate, first.state, first.daysOverdue],
      ['breast', 'URGENT', ['Baseline mammogram', 'USG breast'], '2026-03-01', '2026-03-15', 'DUE', 0],
    );
    assert.equal(first.events[0].kind, 'opened');
    // Not due within the week: off the default list, on the open one.
    assert.equal((await listOf(nurse, { search: 'Follow Anitha' })).total, 0);
    // A screening saved without Finish, or finished without a referral, opens none.
    const other = await enrol(t.app, social, clinic.id, { name: 'Follow NoReferral', gender: 'FEMALE', age: 50 });
    assert.equal(
      (await result(other.id, FORM_IDS.breastScreening, { ...breastReferred, Referral: ['No'], 'Referred for': [] }, 1))
        .statusCode,
      200,
    );
    assert.equal((await listOf(nurse, { window: 'OPEN', search: 'Follow NoReferral' })).total, 0);
  });

  test('her name corrected after her referral: the list finds her by the new name only, and shows it', async () => {
    const followed = await referred('Follow Vasuki');
    await enrol(t.app, social, clinic.id, { id: followed.candidateId, name: 'Follow Vasanthi', gender: 'FEMALE', age: 44 });
    const found = await listOf(nurse, { window: 'OPEN', search: 'vasanthi' });
    assert.deepEqual(
      found.items.map((item) => [item.id, item.name]),
      [[followed.id, 'Follow Vasanthi']],
    );
    assert.equal(found.total, 1);
    assert.equal((await listOf(nurse, { window: 'OPEN', search: 'Vasuki' })).total, 0);
    // The name a follow-up carries is hers whatever a write gives it.
    await t.db.update(followUp).set({ name: 'Someone Else' }).where(eq(followUp.id, followed.id));
    const [stored] = await t.db.select({ name: followUp.name }).from(followUp).where(eq(followUp.id, followed.id));
    assert.equal(stored.name, 'Follow Vasanthi');
    assert.equal((await listOf(nurse, { window: 'OPEN', search: 'Someone Else' })).total, 0);
  });

  test('a name few share is paged most overdue first, as any other', async () => {
    const ids = [(await referred('Follow Padmini 1')).id, (await referred('Follow Padmini 2')).id];
    const first = await listOf(nurse, { window: 'OPEN', search: 'padmini', size: 1 });
    const second = await listOf(nurse, { window: 'OPEN', search: 'padmini', size: 1, page: 1 });
    assert.deepEqual([first.total, second.total], [2, 2]);
    assert.deepEqual(
      [...first.items, ...second.items].map((item) => item.id),
      ids,
    );
  });

  test('a routine reason alone gives the routine due date; admin changes the rule without a release', async () => {
    const woman = await enrol(t.app, social, clinic.id, { name: 'Follow Routine', gender: 'FEMALE', age: 41 });
    await result(woman.id, FORM_IDS.breastScreening, { ...breastReferred, 'Referred for': ['Baseline mammogram'] }, 1);
    const [routine] = (await listOf(nurse, { window: 'OPEN', search: 'Follow Routine' })).items;
    assert.deepEqual([routine.urgency, routine.dueDate], ['ROUTINE', '2026-03-29']);

    const settings = await t.app.inject({ method: 'GET', url: '/api/curable/followUp/settings', headers: bearer(admin) });
    assert.equal(settings.statusCode, 200, settings.body);
    const changed = { ...settings.json(), dueDays: { ...settings.json().dueDays, breast: { URGENT: 7, ROUTINE: 21 } } };
    assert.equal((await post(t.app, nurse, '/followUp/settings', changed)).statusCode, 403, 'only admin sets the rule');
    const saved = await post(t.app, admin, '/followUp/settings', changed);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().dueDays.breast, { URGENT: 7, ROUTINE: 21 });
    const next = await referred('Follow Seven');
    assert.equal(next.dueDate, '2026-03-08');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'follow_up_settings'));
    assert.equal(audit.length, 1);
    assert.equal(audit[0].login, 'admin@demo.in');
    // Back to the defaults for the tests that follow.
    assert.equal((await post(t.app, admin, '/followUp/settings', settings.json())).statusCode, 200);
  });

  test('overdue once the clock passes the due date: listed first with days overdue, counted on the tile', async () => {
    const due = await referred('Follow Overdue');
    const before = await counts(nurse);
    clock.advance(20 * DAY); // 21 March: 6 days past the 15th.
    const after = await counts(nurse);
    assert.ok(after.overdue > before.overdue, JSON.stringify({ before, after }));
    const list = await listOf(nurse);
    const item = list.items.find((i) => i.id === due.id);
    assert.equal(item?.daysOverdue, 6);
    const days = list.items.map((i) => i.daysOverdue);
    assert.deepEqual(
      days,
      [...days].sort((a, b) => b - a),
      'most overdue first',
    );
  });

  test('not reached, then will visit on a date; attended with an outcome closes it; every move audited', async () => {
    const item = await referred('Follow Calls');
    const notReached = await record(nurse, {
      followUpId: item.id,
      kind: 'call',
      outcome: 'NOT_REACHED',
      nextCallDate: '2026-03-23',
    });
    assert.equal(notReached.statusCode, 200, notReached.body);
    assert.deepEqual(
      [notReached.json().state, notReached.json().unansweredCalls, notReached.json().dueDate],
      ['DUE', 1, '2026-03-23'],
    );
    // Stamped by the server's clock (which this test moved on), as the list shows it.
    assert.match(notReached.json().events[0].at, /^2026-03-21T/);
    const visit = await record(nurse, { followUpId: item.id, kind: 'call', outcome: 'WILL_VISIT', visitDate: '2026-03-25' });
    assert.deepEqual([visit.json().state, visit.json().dueDate], ['CONTACTED', '2026-03-25']);
    assert.equal(visit.json().events[0].outcome, 'WILL_VISIT');
    assert.equal(visit.json().events[0].by, demoAccounts.nurse.name);

    const early = await record(nurse, { followUpId: item.id, kind: 'outcome', finding: 'BENIGN' });
    assert.deepEqual([early.statusCode, early.json().error], [409, 'FOLLOW_UP_MOVE_NOT_ALLOWED']);
    assert.equal(early.json().message, 'This cannot be recorded now: the follow-up is contacted.');
    const future = await record(nurse, {
      followUpId: item.id,
      kind: 'attended',
      date: '2026-03-30',
      hospital: 'Cancer Institute',
    });
    assert.deepEqual([future.statusCode, future.json().error, future.json().field], [400, 'FOLLOW_UP_DATE_OUT_OF_RANGE', 'date']);
    assert.equal(future.json().message, 'This date is not possible here: choose one between 2026-03-21 and 2026-03-21.');

    const attended = await record(nurse, {
      followUpId: item.id,
      kind: 'attended',
      date: '2026-03-21',
      hospital: 'Cancer Institute',
    });
    assert.equal(attended.json().state, 'ATTENDED', attended.body);
    const closed = await record(nurse, {
      followUpId: item.id,
      kind: 'outcome',
      finding: 'PRE_CANCEROUS',
      treatmentStarted: '2026-03-21',
    });
    assert.deepEqual(
      [closed.json().state, closed.json().finding, closed.json().treatmentDate],
      ['CLOSED', 'PRE_CANCEROUS', '2026-03-21'],
    );
    assert.equal((await events(item.id)).length, 5, 'opened, two calls, attended, outcome');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'follow_up'), eq(auditLog.entityId, String(item.id))));
    assert.deepEqual(
      audit.map((a) => [a.action, a.login, a.details?.kind, a.details?.to]),
      [
        ['FOLLOW_UP', 'nurse@demo.in', 'call', 'DUE'],
        ['FOLLOW_UP', 'nurse@demo.in', 'call', 'CONTACTED'],
        ['FOLLOW_UP', 'nurse@demo.in', 'attended', 'ATTENDED'],
        ['FOLLOW_UP', 'nurse@demo.in', 'outcome', 'CLOSED'],
      ],
    );
  });

  test('three unanswered calls: lost to follow-up; she may still be recorded as attended', async () => {
    const item = await referred('Follow Lost');
    for (const outcome of ['NOT_REACHED', 'WRONG_NUMBER']) {
      const res = await record(nurse, { followUpId: item.id, kind: 'call', outcome, nextCallDate: '2026-03-24' });
      assert.equal(res.json().state, 'DUE', res.body);
    }
    const third = await record(nurse, { followUpId: item.id, kind: 'call', outcome: 'NOT_REACHED' });
    assert.deepEqual([third.json().state, third.json().lostReason], ['LOST', 'NOT_REACHED']);
    assert.equal((await listOf(nurse, { window: 'LOST', search: 'Follow Lost' })).total, 1);
    const came = await record(nurse, { followUpId: item.id, kind: 'attended', date: '2026-03-21', hospital: 'CI' });
    assert.deepEqual([came.json().state, came.json().lostReason], ['ATTENDED', null]);
  });

  test('a retried call with its Idempotency-Key is recorded once', async () => {
    const item = await referred('Follow Retry');
    const body = { followUpId: item.id, kind: 'call', outcome: 'NOT_REACHED', nextCallDate: '2026-03-22' };
    const first = await record(nurse, body, 'call-retry-1');
    const again = await record(nurse, body, 'call-retry-1');
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    assert.equal((await events(item.id)).filter((e) => e.kind === 'call').length, 1);
  });

  test('another clinic’s follow-up is not found, and nothing is written', async () => {
    const item = await referred('Follow Scoped');
    const res = await record(outsider, { followUpId: item.id, kind: 'lost', reason: 'DIED' });
    assert.deepEqual([res.statusCode, res.json().error], [404, 'FOLLOW_UP_NOT_FOUND']);
    assert.equal((await listOf(outsider, { window: 'OPEN', search: 'Follow Scoped' })).total, 0);
    const [row] = await t.db.select().from(followUp).where(eq(followUp.id, item.id));
    assert.equal(row.state, 'DUE');
    assert.equal((await events(item.id)).length, 1);
    // A Registration ID typed in a body changes nothing: the follow-up id is checked against the caller's clinics.
    const unknown = await record(nurse, { followUpId: 2_000_000_000, kind: 'lost', reason: 'DIED' });
    assert.equal(unknown.statusCode, 404);
  });

  test('her finished clinical evaluation is her visit: the follow-up becomes attended that day', async () => {
    const item = await referred('Follow Evaluated');
    const res = await result(item.candidateId, FORM_IDS.breastClinical, { 'Breast Clinical Examination': ['No'] }, 1, 3);
    assert.equal(res.statusCode, 200, res.body);
    const [row] = (await listOf(nurse, { window: 'OPEN', search: 'Follow Evaluated' })).items;
    assert.deepEqual(
      [row.state, row.attendedDate, row.events[0].kind, row.events[0].by],
      ['ATTENDED', '2026-03-21', 'attended', demoAccounts.doctor.name],
    );
  });
});
