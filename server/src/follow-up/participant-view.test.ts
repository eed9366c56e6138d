import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FollowUpList, FollowUpSettings, ParticipantView } from '@screening/domain/api';
import { serialiseGroup } from '@screening/domain/forms';
import type { MetricGroup } from '@screening/domain/types';
import { enrol, insertClinic, post } from '../candidates/candidate-fixtures.js';
import { diseaseTestMaster } from '../db/schema.js';
import { FORM_IDS } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, testClock, type TestApp } from '../testing/test-app.js';

const breastReferred = {
  'Breast Examination': ['Yes'],
  Symptoms: ['No'],
  'Right Breast on palpation': ['Nodularity'],
  'Left Breast on palpation': ['Normal/Fibro glandular'],
  'Nipple Discharge': ['No for both breasts'],
  Referral: ['Yes'],
  'Referred for': ['USG breast'],
};

describe("a participant's view", () => {
  const clock = testClock(new Date('2026-03-01T06:30:00Z'));
  let t: TestApp;
  let nurse: string;
  let social: string;
  let admin: string;
  let outsider: string;
  let woman: { id: number; registraionId: string };
  const definitions = new Map<number, MetricGroup>();

  const view = (token: string, body: Record<string, unknown>) => post(t.app, token, '/participant/view', body);
  const viewOf = async (token: string, body: Record<string, unknown>) => {
    const res = await view(token, body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ParticipantView>();
  };

  before(async () => {
    t = await createTestApp({}, { clock: clock.now });
    nurse = await signIn(t.app, demoAccounts.nurse.email);
    social = await signIn(t.app, demoAccounts.socialWorker.email);
    admin = await signIn(t.app, demoAccounts.admin.email);
    outsider = await signIn(t.app, demoAccounts.campCoordinator.email);
    const clinic = await insertClinic(t.db, {
      staff: [demoAccounts.nurse.email, demoAccounts.socialWorker.email],
      createdBy: 'someone-else@demo.in',
    });
    for (const row of await t.db.select().from(diseaseTestMaster)) if (row.testMetrics) definitions.set(row.id, row.testMetrics);
    woman = await enrol(t.app, social, clinic.id, { name: 'View Kavitha', gender: 'FEMALE', age: 46 });
    const saved = await post(t.app, nurse, '/candidatehistory', {
      candidateId: woman.id,
      diseaseTestMasterId: FORM_IDS.breastScreening,
      completed: 1,
      type: 1,
      testMetrics: serialiseGroup(definitions.get(FORM_IDS.breastScreening)!, breastReferred),
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [followUp] = (
      await post(t.app, nurse, '/followUp/list', { window: 'OPEN', search: 'View Kavitha' })
    ).json<FollowUpList>().items;
    clock.advance(3600);
    const call = await post(t.app, nurse, '/followUp/record', {
      followUpId: followUp.id,
      kind: 'call',
      outcome: 'NOT_REACHED',
      nextCallDate: '2026-03-03',
    });
    assert.equal(call.statusCode, 200, call.body);
  });
  after(() => t.close());

  test('shows who she is, each test, her follow-up with its calls and who did what, by her id or her slip', async () => {
    const byId = await viewOf(nurse, { candidateId: woman.id });
    assert.deepEqual(
      [byId.registrationId, byId.name, byId.gender, byId.age],
      [woman.registraionId, 'View Kavitha', 'FEMALE', 46],
    );
    const breast = byId.tests.find((test) => test.kind === 'SCREENING' && test.disease === 'breast');
    assert.equal(breast?.state, 'REFERRED');
    assert.ok(breast?.date, 'a finished test has its date');
    const oral = byId.tests.find((test) => test.kind === 'SCREENING' && test.disease === 'oral');
    assert.deepEqual([oral?.state, oral?.date], ['DUE', null]);
    // The referral made her breast clinical evaluation due.
    assert.equal(byId.tests.find((test) => test.kind === 'CLINICAL' && test.disease === 'breast')?.state, 'DUE');

    assert.equal(byId.followUps.length, 1);
    assert.deepEqual(
      byId.followUps[0].events.map((e) => [e.kind, e.outcome]),
      [
        ['call', 'NOT_REACHED'],
        ['opened', null],
      ],
    );
    // Newest first: the call an hour after the referral, the referral, her enrolment.
    assert.deepEqual(
      byId.timeline.map((e) => [e.what, e.disease, e.outcome]),
      [
        ['CALL', 'breast', 'NOT_REACHED'],
        ['SCREENING_REFERRED', 'breast', null],
        ['ENROLLED', null, null],
      ],
    );
    assert.ok(
      byId.timeline.every((e) => typeof e.by === 'string' && e.by.length > 0),
      'each row says who',
    );
    assert.notEqual(byId.timeline[0].by, byId.timeline[2].by, 'the nurse called; the social worker enrolled');

    // Her slip carries her Registration ID: a scanner, or a USB scanner typing it, opens the same view.
    assert.deepEqual(await viewOf(nurse, { registrationId: ` ${woman.registraionId} ` }), byId);
  });

  test('another clinic\'s participant is "not found", by id or by slip; a blank or unknown ID is refused', async () => {
    for (const body of [{ candidateId: woman.id }, { registrationId: woman.registraionId }]) {
      const res = await view(outsider, body);
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json<{ error: string }>().error, 'PARTICIPANT_NOT_FOUND');
      assert.doesNotMatch(res.body, /Kavitha/);
    }
    assert.equal((await view(nurse, { registrationId: 'NO-SUCH-ID' })).statusCode, 404);
    const blank = await view(nurse, {});
    assert.equal(blank.statusCode, 400, blank.body);
    assert.equal((await view(nurse, { candidateId: 'x' })).statusCode, 400);
  });

  test('her slip names the hospital the settings give, else the hospital itself', async () => {
    const before = await viewOf(nurse, { candidateId: woman.id });
    assert.ok(before.referTo.name.length > 0, 'the hospital by default');
    assert.equal(before.referTo.phone, null);

    const settings = await t.app.inject({ method: 'GET', url: '/api/curable/followUp/settings', headers: bearer(admin) });
    const referralHospital = {
      name: 'Cancer Institute (WIA), Adyar',
      address: '38 Sardar Patel Road, Chennai',
      phone: '044 2220 9150',
    };
    const saved = await post(t.app, admin, '/followUp/settings', { ...settings.json<FollowUpSettings>(), referralHospital });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual((await viewOf(nurse, { candidateId: woman.id })).referTo, referralHospital);

    // A client that does not know the field keeps what is stored.
    const { referralHospital: _kept, ...older } = saved.json<FollowUpSettings>();
    assert.equal((await post(t.app, admin, '/followUp/settings', older)).statusCode, 200);
    assert.deepEqual((await viewOf(nurse, { candidateId: woman.id })).referTo, referralHospital);
  });
  test("her Medical Details saves are on her timeline, each one, and no one else's", async () => {
    const clinic = await insertClinic(t.db, {
      staff: [demoAccounts.nurse.email, demoAccounts.socialWorker.email],
      createdBy: 'someone-else@demo.in',
    });
    const other = await enrol(t.app, social, clinic.id, { name: 'View Other', gender: 'FEMALE', age: 50 });
    const medical = async (candidateId: number, id: number | null, bloodPressure: string) => {
      clock.advance(60);
      const res = await post(t.app, social, '/createMedicalHistory', { id, candidateId, bloodPressure });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<number>();
    };
    const record = await medical(woman.id, null, '120/80');
    const otherRecord = await medical(other.id, null, '110/70');
    await medical(woman.id, record, '130/85');
    assert.equal((await viewOf(nurse, { candidateId: other.id })).excludedFromScreening, false);
    // Cancer in her history takes her out of screening, and her view says so.
    clock.advance(60);
    const excluded = await post(t.app, social, '/createMedicalHistory', {
      id: otherRecord,
      candidateId: other.id,
      medicalhistory: 'Cancer',
    });
    assert.equal(excluded.statusCode, 200, excluded.body);
    assert.equal((await viewOf(nurse, { candidateId: other.id })).excludedFromScreening, true);
    assert.equal((await viewOf(nurse, { candidateId: woman.id })).excludedFromScreening, false);

    const { timeline } = await viewOf(nurse, { candidateId: woman.id });
    assert.deepEqual(
      timeline.slice(0, 3).map((e) => [e.what, e.disease, e.by]),
      [
        ['MEDICAL_DETAILS', null, timeline[timeline.length - 1].by],
        ['MEDICAL_DETAILS', null, timeline[timeline.length - 1].by],
        ['CALL', 'breast', timeline[2].by],
      ],
    );
    assert.equal(timeline[timeline.length - 1].what, 'ENROLLED', 'the social worker who enrolled her saved them');
    assert.deepEqual(
      (await viewOf(nurse, { candidateId: other.id })).timeline.map((e) => e.what),
      ['MEDICAL_DETAILS', 'MEDICAL_DETAILS', 'ENROLLED'],
    );
  });
});
