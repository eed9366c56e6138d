import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Camp } from '@screening/domain/types';
import { auditRecordsWithoutRows } from '../audit/records-audit.js';
import { auditLog, camp, candidate, candidateTest, diseaseTestMaster, sequenceCounter } from '../db/schema.js';
import { readCsv } from '../reports/csv-reader.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { seedDemoActivity } from './demo-activity.js';
import { demoCamps, demoParticipants } from './demo-participants.js';

const istDay = (daysAgo: number) => new Date(Date.now() + 330 * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('demo activity', () => {
  let t: TestApp;
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/curable${url}`, headers: bearer(token), payload });

  before(async () => {
    t = await createTestApp();
    assert.equal(await seedDemoActivity(t.db), true);
  });
  after(() => t.close());

  test('is written once: a second run changes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(candidate);
    assert.equal(await seedDemoActivity(t.db), false);
    assert.deepEqual(await t.db.select({ n: count() }).from(candidate), before);
    assert.equal((await t.db.select({ n: count() }).from(camp))[0].n, demoCamps.length);
  });

  test('registration IDs are clinic ID + 3-digit street + the clinic counter, and enrolment continues the counter', async () => {
    const rows = await t.db
      .select({
        registraionId: candidate.registraionId,
        streetId: candidate.streetId,
        prefix: camp.campIdPrefix,
        campId: camp.id,
      })
      .from(candidate)
      .innerJoin(camp, eq(camp.id, candidate.campId))
      .where(isNull(candidate.parentCandidateId));
    assert.equal(rows.length, demoParticipants.length);
    for (const camp of demoCamps)
      assert.ok(
        rows.some((r) => r.registraionId.startsWith(String(r.prefix))),
        camp.name,
      );
    const perCamp = new Map<number, number[]>();
    for (const r of rows) {
      assert.match(r.registraionId, /^\d{16}$/);
      assert.equal(r.registraionId.slice(0, 7), r.prefix);
      assert.equal(r.registraionId.slice(7, 10), String(r.streetId).padStart(3, '0'));
      perCamp.set(r.campId, [...(perCamp.get(r.campId) ?? []), Number(r.registraionId.slice(10))]);
    }
    const counters = await t.db.select().from(sequenceCounter).where(eq(sequenceCounter.kind, 'registration'));
    for (const [campId, numbers] of perCamp) {
      assert.deepEqual(
        numbers.sort((a, b) => a - b),
        numbers.map((_, i) => i + 1),
      );
      assert.equal(counters.find((c) => c.scopeId === campId)?.value, numbers.length);
    }

    const token = await signIn(t.app, demoAccounts.socialWorker.email);
    const kovalam = rows.find((r) => r.prefix === '1203045')!;
    const enrolled = await post(token, '/candidate', {
      name: 'Next Participant',
      mobileNo: '9000000001',
      gender: 'FEMALE',
      age: '40',
      address: '1 New Street',
      streetId: 5,
      hospitalId: 1,
      campId: kovalam.campId,
      id: null,
      registraionId: null,
      type: 1,
      screenId: 1,
    });
    assert.equal(enrolled.statusCode, 200, enrolled.body);
    assert.equal(enrolled.json().registraionId, `1203045005${String(perCamp.get(kovalam.campId)!.length + 1).padStart(6, '0')}`);
  });

  test('participant states follow the workflow rules', async () => {
    const tests = await t.db
      .select({
        candidateId: candidateTest.candidateId,
        kind: diseaseTestMaster.name,
        completed: candidateTest.completed,
        referral: candidateTest.referral,
        result: candidateTest.testResult,
      })
      .from(candidateTest)
      .innerJoin(diseaseTestMaster, eq(diseaseTestMaster.id, candidateTest.diseaseTestMasterId));
    const people = await t.db
      .select()
      .from(candidate)
      .where(and(isNull(candidate.parentCandidateId), eq(candidate.isRecordDeleted, false)));
    for (const p of people) {
      const mine = tests.filter((x) => x.candidateId === p.id);
      const screeningPending = mine.some((x) => x.kind === 'SCREENING' && x.completed === 0);
      const clinical = mine.filter((x) => x.kind === 'CLINICAL');
      if (p.reason === 'CurrentlyPregant') assert.ok(p.consentDate, p.name ?? '');
      else assert.equal(p.consentDate !== null, !screeningPending, `${p.name}: consentDate iff screening finished`);
      assert.equal(
        clinical.length > 0,
        mine.some((x) => x.kind === 'SCREENING' && x.referral === true && x.completed === 1),
        `${p.name}: a clinical test iff a finished referral`,
      );
      if (clinical.length > 0)
        assert.equal(p.optionalId, clinical.every((x) => x.completed === 1) ? 2 : 1, `${p.name}: optionalId`);
      for (const x of mine) if (x.result === null) assert.equal(x.completed, 0);
    }
    const tagged = await t.db
      .select()
      .from(candidate)
      .where(and(isNull(candidate.parentCandidateId), eq(candidate.isRecordDeleted, true)));
    assert.equal(tagged.length, demoParticipants.filter((p) => p.story === 'tagged').length);
    for (const p of tagged) {
      assert.ok(p.reason);
      assert.equal(p.enrolled, false);
    }
  });

  test('the screening and clinical worklists hold demo participants', async () => {
    const doctor = await signIn(t.app, demoAccounts.doctor.email);
    const screening = await post(doctor, '/getCandidatesList', { stage: 1, search: '' });
    const clinical = await post(doctor, '/getCandidatesList', { stage: 2, search: '' });
    assert.equal(screening.statusCode, 200, screening.body);
    assert.ok(screening.json().length > 0);
    assert.ok(clinical.json().some((c: { name: string }) => c.name === 'Revathi Sekar'));
  });

  test('every referral is followed: some overdue, the evaluated ones attended, one per referring test', async () => {
    const coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const open = await post(coordinator, '/followUp/list', { window: 'OPEN', size: 100 });
    assert.equal(open.statusCode, 200, open.body);
    const items: { state: string; daysOverdue: number; candidateId: number }[] = open.json().items;
    assert.ok(
      items.some((i) => i.state === 'DUE' && i.daysOverdue > 0),
      'someone is overdue',
    );
    assert.ok(
      items.some((i) => i.state === 'ATTENDED'),
      'someone evaluated is attended',
    );
    const referred = await t.db
      .select({ n: count() })
      .from(candidateTest)
      .innerJoin(diseaseTestMaster, eq(diseaseTestMaster.id, candidateTest.diseaseTestMasterId))
      .where(and(eq(candidateTest.referral, true), eq(candidateTest.completed, 1), eq(diseaseTestMaster.name, 'SCREENING')));
    assert.equal(open.json().total, referred[0].n);
  });

  test("a referred woman's view says who enrolled her, recorded her medical details and referred her, as a server's audit rows would", async () => {
    const coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const [first] = (await post(coordinator, '/followUp/list', { window: 'OPEN', size: 1 })).json().items as {
      candidateId: number;
    }[];
    const view = await post(coordinator, '/participant/view', { candidateId: first.candidateId });
    assert.equal(view.statusCode, 200, view.body);
    const timeline: { what: string; by: string | null }[] = view.json().timeline;
    const enrolled = timeline.find((e) => e.what === 'ENROLLED');
    const referred = timeline.find((e) => e.what === 'SCREENING_REFERRED');
    const medical = timeline.find((e) => e.what === 'MEDICAL_DETAILS');
    assert.ok(enrolled?.by && referred?.by && medical?.by, JSON.stringify(timeline));
    assert.equal(timeline.at(-1)?.what, 'ENROLLED', 'her enrolment came first');

    // Written once: a second pass finds every record with its row.
    const rows = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
    const before = await rows();
    await auditRecordsWithoutRows(t.db);
    assert.equal(await rows(), before);
  });

  test('every report type has rows for the demo clinics over the last months; staff see their own clinics', async () => {
    const coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const clinics = (await post(coordinator, '/activecampForReports', { search: '' })).json<Camp[]>();
    assert.equal(clinics.length, demoCamps.length);
    const range = { startDate: istDay(180), endDate: istDay(0) };
    for (const reportType of ['Outreachclinic', 'Patientregistration', 'Screening', 'Clinical_Evaluation', 'SavedPatient']) {
      const res = await post(coordinator, '/camps-report', { ids: clinics.map((c) => c.campId), ...range, reportType });
      assert.equal(res.statusCode, 200);
      assert.ok(readCsv(res.body).length >= 2, `${reportType} has a header and rows`);
    }
    for (const [account, expected] of [
      [demoAccounts.socialWorker, ['Kelambakkam Outreach Clinic', 'Kovalam Outreach Clinic', 'Vallam Outreach Clinic']],
      [demoAccounts.nurse, ['Kelambakkam Outreach Clinic', 'Kovalam Outreach Clinic']],
      [demoAccounts.campCoordinator, ['Kelambakkam Outreach Clinic', 'Kovalam Outreach Clinic', 'Vallam Outreach Clinic']],
    ] as const) {
      const token = await signIn(t.app, account.email);
      const names = (await post(token, '/activecampForReports', { search: '' }))
        .json<Camp[]>()
        .map((c) => c.campName)
        .sort();
      assert.deepEqual(names, expected, account.email);
    }
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(camp)
      .where(sql`${camp.endDate} < now()`);
    assert.equal(n, 1, 'one clinic is in the past');
  });
});
