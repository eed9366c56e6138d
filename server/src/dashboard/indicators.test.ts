/**
 * The dashboard's indicators against counts made here, in JavaScript, from the database's rows (the demo's and those
 * generated below): never the server's SQL. Per scope (the admin and the Program Coordinator: the hospital; the Camp
 * Coordinator: her clinics), with filters, refusals, the grant and the cache.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { DashboardBody, DashboardIndicators, DashboardTest } from '@screening/domain/api';
import type { Camp, CampsReportSummary } from '@screening/domain/types';
import { employeeIdOf, insertClinic, post } from '../candidates/candidate-fixtures.js';
import {
  camp,
  campStaff,
  candidate,
  candidateTest,
  dashboardChange,
  diseaseTestMaster,
  districtMaster,
  employee,
  followUp,
  followUpEvent,
  panchayatMaster,
  taluqMaster,
} from '../db/schema.js';
import { diseaseOf } from '../reports/form-kinds.js';
import { compactDashboardChanges } from './dashboard-days.js';
import { histogramMedian } from './indicators.js';
import { FORM_IDS, HOSPITAL_ID, MENU, ROLE } from '../seed/ids.js';
import { withoutGrant } from '../testing/grants.js';
import { bearer, createTestApp, demoAccounts, signIn, testClock, type TestApp } from '../testing/test-app.js';

const DAY = 86_400_000;
const IST = 5.5 * 3600_000;
/** India's calendar day of an instant. */
const dayOf = (at: Date): string => new Date(at.getTime() + IST).toISOString().slice(0, 10);
/** Monday of a 'yyyy-mm-dd'. */
const mondayOf = (day: string): string => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};
const within = (day: string, f: DashboardBody) => (!f.from || day >= f.from) && (!f.to || day <= f.to);

const TESTS: Record<DashboardTest, string> = { BREAST: 'breast', ORAL: 'oral', CERVICAL: 'cervical' };

describe('dashboard indicators', () => {
  // The data are of the weeks before 2026-03-10; the server's clock says that day.
  const clock = testClock(new Date('2026-03-10T06:30:00Z'));
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  let campCoordinator: string;
  const places: { panchayat: string; taluk: string; district: string; id: number }[] = [];
  const clinics: { mine: number; others: number; staffed: number } = { mine: 0, others: 0, staffed: 0 };

  const ask = (token: string, body: unknown, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/curable/dashboard/indicators', headers: bearer(token), payload: body as object });
  const indicators = async (token: string, body: DashboardBody, app = t.app): Promise<DashboardIndicators> => {
    const res = await ask(token, body, app);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<DashboardIndicators>();
  };

  /** Participants, tests, referrals with their follow-up and calls, over three weeks, in one clinic. */
  async function generate(campId: number, seed: number): Promise<void> {
    const logins = [demoAccounts.socialWorker.email, demoAccounts.nurse.email, demoAccounts.doctor.email];
    const nurseId = await employeeIdOf(t.db, demoAccounts.nurse.email);
    const socialId = await employeeIdOf(t.db, demoAccounts.socialWorker.email);
    const screening = [FORM_IDS.breastScreening, FORM_IDS.oralScreeningFemale, FORM_IDS.cervicalScreening] as const;
    const clinical: Record<number, number> = {
      [FORM_IDS.breastScreening]: FORM_IDS.breastClinical,
      [FORM_IDS.oralScreeningFemale]: FORM_IDS.oralClinical,
      [FORM_IDS.cervicalScreening]: FORM_IDS.cervicalClinical,
    };
    const disease: Record<number, string> = {
      [FORM_IDS.breastScreening]: 'breast',
      [FORM_IDS.oralScreeningFemale]: 'oral',
      [FORM_IDS.cervicalScreening]: 'cervical',
    };
    for (let i = 0; i < 14; i++) {
      const n = seed * 100 + i;
      const enrolledOn = new Date(Date.parse('2026-02-09T06:30:00Z') + ((n * 5) % 24) * DAY);
      const kind = i % 7 === 6 ? 'tagged' : 'enrolled';
      const [woman] = await t.db
        .insert(candidate)
        .values({
          registraionId: `DASH${n}`,
          campId,
          hospitalId: HOSPITAL_ID,
          name: `Dash ${n}`,
          gender: 'FEMALE',
          age: 30 + i,
          isRecordDeleted: kind === 'tagged',
          reason: kind === 'tagged' ? 'Door Locked' : null,
          enrolled: kind === 'enrolled',
          createdBy: logins[n % 2],
          createdDate: enrolledOn,
        })
        .returning({ id: candidate.id });
      if (kind === 'tagged') continue;
      // A family member: never a participant.
      await t.db.insert(candidate).values({
        registraionId: `DASH${n}_A`,
        campId,
        hospitalId: HOSPITAL_ID,
        parentCandidateId: woman.id,
        isRecordDeleted: true,
        reason: 'Family Personal Details',
        createdBy: logins[0],
        createdDate: enrolledOn,
      });
      // No tests for one in five (none assigned: not eligible); else the three, the cervical one removed for some.
      if (i % 5 === 4) continue;
      // Some are screened for breast twice, the second time weeks later with Referral Yes: counted once, on the first.
      if (i % 6 === 0) {
        const later = new Date(enrolledOn.getTime() + 17 * DAY);
        await t.db.insert(candidateTest).values({
          candidateId: woman.id,
          diseaseTestMasterId: FORM_IDS.breastScreening,
          testResult: { params: [] },
          completed: 1,
          referral: true,
          dCreatedDate: later,
          dCreatedBy: logins[1],
        });
      }
      for (const [k, form] of screening.entries()) {
        if (form === FORM_IDS.cervicalScreening && i % 4 === 1) continue;
        const state = (n + k) % 5; // 0 pending, 1 saved, 2 finished, 3 finished and referred, 4 finished
        const resultOn = new Date(enrolledOn.getTime() + ((n + k) % 6) * DAY);
        const finished = state >= 2;
        const referred = state === 3;
        const [row] = await t.db
          .insert(candidateTest)
          .values({
            candidateId: woman.id,
            diseaseTestMasterId: form,
            testResult: state === 0 ? null : { params: [] },
            completed: finished ? 1 : 0,
            referral: finished ? referred : null,
            dCreatedDate: state === 0 ? null : resultOn,
            dCreatedBy: state === 0 ? null : logins[(n + k) % 3],
            lastModifiedBy: state === 0 ? null : logins[(n + k + 1) % 3],
            lastModifiedDate: state === 0 ? null : resultOn,
          })
          .returning({ id: candidateTest.id });
        if (!referred) continue;
        // Her clinical evaluation, saved for some, finished for others.
        const evaluated = (n + k) % 3;
        await t.db.insert(candidateTest).values({
          candidateId: woman.id,
          diseaseTestMasterId: clinical[form],
          testResult: evaluated === 0 ? null : { params: [] },
          completed: evaluated === 2 ? 1 : 0,
          testDate: evaluated === 0 ? null : new Date(resultOn.getTime() + 9 * DAY),
          dCreatedDate: evaluated === 0 ? null : new Date(resultOn.getTime() + 9 * DAY),
          dCreatedBy: evaluated === 0 ? null : demoAccounts.doctor.email,
        });
        const referredOn = dayOf(resultOn);
        const outcome = (n + k) % 4; // 0 due, 1 reached, 2 closed, 3 lost
        const attended = outcome === 1 || outcome === 2 ? dayOf(new Date(resultOn.getTime() + (3 + ((n + k) % 9)) * DAY)) : null;
        const [f] = await t.db
          .insert(followUp)
          .values({
            candidateId: woman.id,
            hospitalId: HOSPITAL_ID,
            campId,
            candidateTestId: row.id,
            disease: disease[form],
            urgency: 'URGENT',
            referredOn,
            dueDate: dayOf(new Date(resultOn.getTime() + 14 * DAY)),
            state: ['DUE', 'ATTENDED', 'CLOSED', 'LOST'][outcome],
            attendedDate: attended,
            lostReason: outcome === 3 ? 'NOT_REACHED' : null,
          })
          .returning({ id: followUp.id });
        for (let call = 0; call < 1 + ((n + k) % 3); call++) {
          await t.db.insert(followUpEvent).values({
            followUpId: f.id,
            kind: 'call',
            outcome: 'NOT_REACHED',
            employeeId: call % 2 === 0 ? nurseId : socialId,
            createdDate: new Date(resultOn.getTime() + (call + 1) * 2 * DAY),
          });
        }
      }
    }
  }

  /** Everything the dashboard counts, counted here from the rows: of every clinic of the hospital, or of the login's. */
  async function expected(login: string, wholeHospital: boolean, f: DashboardBody) {
    const [camps, staffRows, people, tests, forms, followUps, events, employees, panchayats, taluks, districts] =
      await Promise.all([
        t.db.select().from(camp),
        t.db.select().from(campStaff),
        t.db.select().from(candidate),
        t.db.select().from(candidateTest),
        t.db.select().from(diseaseTestMaster).where(eq(diseaseTestMaster.hospitalId, HOSPITAL_ID)),
        t.db.select().from(followUp),
        t.db.select().from(followUpEvent),
        t.db.select().from(employee),
        t.db.select().from(panchayatMaster),
        t.db.select().from(taluqMaster),
        t.db.select().from(districtMaster),
      ]);
    const me = employees.find((e) => e.email.toLowerCase() === login)!;
    const placeOf = (c: (typeof camps)[number]) => {
      const p = panchayats.find((x) => x.id === c.panchayatMasterId);
      const tk = taluks.find((x) => x.id === p?.taluqMasterId);
      const d = districts.find((x) => x.id === tk?.districtMasterId);
      return { panchayat: p?.name.toLowerCase(), taluk: tk?.name.toLowerCase(), district: d?.name.toLowerCase() };
    };
    const namesOf = (c: (typeof camps)[number]) => {
      const p = panchayats.find((x) => x.id === c.panchayatMasterId);
      const tk = taluks.find((x) => x.id === p?.taluqMasterId);
      const d = districts.find((x) => x.id === tk?.districtMasterId);
      return { district: d?.name ?? null, taluk: tk?.name ?? null, panchayat: p?.name ?? null };
    };
    const scope = camps.filter((c) => {
      if (c.hospitalId !== HOSPITAL_ID || c.isRecordDeleted) return false;
      if (!wholeHospital) {
        const created = c.createdBy.toLowerCase() === login;
        const staffed = staffRows.some((s) => s.campId === c.id && s.employeeId === me.id && !s.isRecordDeleted);
        if (!created && !staffed) return false;
      }
      if (f.campId !== undefined && c.id !== f.campId) return false;
      const place = placeOf(c);
      // Places are names compared without case or the spaces around them.
      if (f.panchayat && place.panchayat !== f.panchayat.trim().toLowerCase()) return false;
      if (f.taluk && place.taluk !== f.taluk.trim().toLowerCase()) return false;
      if (f.district && place.district !== f.district.trim().toLowerCase()) return false;
      return true;
    });
    const campIds = new Set(scope.map((c) => c.id));
    const ofClinics = new Map(
      people.filter((p) => p.hospitalId === HOSPITAL_ID && p.campId !== null && campIds.has(p.campId)).map((p) => [p.id, p]),
    );
    const enrolled = [...ofClinics.values()].filter(
      (p) => !p.isRecordDeleted && p.parentCandidateId === null && within(dayOf(p.createdDate), f),
    );
    const enrolledIds = new Set(enrolled.map((p) => p.id));
    const formDisease = new Map(
      forms.map((row) => [row.id, { kind: row.name, disease: diseaseOf(row.stage) ?? diseaseOf(row.description) }]),
    );
    const screeningOf = (row: (typeof tests)[number]) => {
      const form = formDisease.get(row.diseaseTestMasterId);
      return form?.kind === 'SCREENING' && form.disease && form.disease !== 'symptoms' ? form.disease : null;
    };
    const reportDay = (row: (typeof tests)[number]) => {
      const at = row.dCreatedDate ?? row.testDate ?? row.lastModifiedDate;
      return at ? dayOf(at) : null;
    };
    // Every finished screening and saved clinical result of these clinics, whenever entered.
    const finishedEver = tests.filter(
      (row) =>
        screeningOf(row) !== null &&
        row.testResult !== null &&
        !row.isRecordDeleted &&
        row.completed === 1 &&
        reportDay(row) !== null &&
        ofClinics.has(row.candidateId),
    );
    const clinicalEver = tests.filter((row) => {
      const form = formDisease.get(row.diseaseTestMasterId);
      return (
        form?.kind === 'CLINICAL' &&
        form.disease !== null &&
        row.testResult !== null &&
        !row.isRecordDeleted &&
        reportDay(row) !== null &&
        ofClinics.has(row.candidateId)
      );
    });
    // The staff's work: the results entered in the range.
    const finished = finishedEver.filter((row) => within(reportDay(row)!, f));
    const clinicalSaved = clinicalEver.filter((row) => within(reportDay(row)!, f));
    /** Per participant, her first day among the rows and whether any says Referral Yes. */
    const firsts = (rows: typeof tests) => {
      const by = new Map<number, { day: string; positive: boolean }>();
      for (const row of rows) {
        const day = reportDay(row)!;
        const seen = by.get(row.candidateId);
        by.set(row.candidateId, {
          day: seen && seen.day < day ? seen.day : day,
          positive: (seen?.positive ?? false) || row.referral === true,
        });
      }
      return [...by.entries()].map(([candidateId, first]) => ({ candidateId, ...first }));
    };
    // A participant is screened (of a test, or of any) on the day of her first finished screening, once.
    const screenedAny = firsts(finishedEver);
    const screenedIn = screenedAny.filter((p) => within(p.day, f));
    const referrals = followUps.filter(
      (row) =>
        row.hospitalId === HOSPITAL_ID && !row.isRecordDeleted && ofClinics.has(row.candidateId) && within(row.referredOn, f),
    );
    const distinct = (rows: { candidateId: number }[]) => new Set(rows.map((r) => r.candidateId)).size;
    const assigned = tests.filter((row) => enrolledIds.has(row.candidateId) && screeningOf(row) !== null && !row.isRecordDeleted);
    const days = referrals
      .filter((r) => r.attendedDate !== null)
      .map((r) => (Date.parse(r.attendedDate!) - Date.parse(r.referredOn)) / DAY)
      .sort((a, b) => a - b);
    const median =
      days.length === 0
        ? null
        : days.length % 2 === 1
          ? days[(days.length - 1) / 2]
          : (days[days.length / 2 - 1] + days[days.length / 2]) / 2;
    const testCounts = Object.fromEntries(
      (Object.keys(TESTS) as DashboardTest[]).map((test) => {
        const mine = firsts(finishedEver.filter((row) => screeningOf(row) === TESTS[test])).filter((p) => within(p.day, f));
        const screened = mine.length;
        const positive = mine.filter((p) => p.positive).length;
        return [
          test,
          {
            eligible: distinct(assigned.filter((row) => screeningOf(row) === TESTS[test])),
            screened,
            positive,
            positiveRate: screened === 0 ? null : positive / screened,
            referred: referrals.filter((r) => r.disease === TESTS[test]).length,
          },
        ];
      }),
    );
    const reached = referrals.filter((r) => r.attendedDate !== null).length;
    const clinicRows = scope.map((c) => {
      const here = screenedIn.filter((p) => ofClinics.get(p.candidateId)!.campId === c.id);
      return {
        id: c.id,
        clinicId: c.campIdPrefix,
        name: c.name,
        ...namesOf(c),
        planned: c.plannedEnrolment,
        enrolled: enrolled.filter((p) => p.campId === c.id).length,
        screened: here.length,
        positive: here.filter((p) => p.positive).length,
        referred: referrals.filter((r) => ofClinics.get(r.candidateId)!.campId === c.id).length,
      };
    });
    // Each person's work: by login (enrolments, results) and by id (calls).
    const work = new Map<string, { name: string; enrolled: number; screened: number; clinical: number; calls: number }>();
    const rowOf = (key: string) => {
      const person = employees.find((e) => e.email.toLowerCase() === key || String(e.id) === key);
      const id = person ? String(person.id) : key;
      if (!work.has(id)) work.set(id, { name: person?.name ?? key, enrolled: 0, screened: 0, clinical: 0, calls: 0 });
      return work.get(id)!;
    };
    for (const p of enrolled) rowOf(p.createdBy.toLowerCase()).enrolled += 1;
    for (const row of finished) {
      const by = row.dCreatedBy ?? row.lastModifiedBy;
      if (by) rowOf(by.toLowerCase()).screened += 1;
    }
    for (const row of clinicalSaved) {
      const by = row.dCreatedBy ?? row.lastModifiedBy;
      if (by) rowOf(by.toLowerCase()).clinical += 1;
    }
    const followUpIds = new Set(
      followUps
        .filter((r) => r.hospitalId === HOSPITAL_ID && !r.isRecordDeleted && ofClinics.has(r.candidateId))
        .map((r) => r.id),
    );
    for (const e of events) {
      if (
        e.kind === 'call' &&
        e.employeeId !== null &&
        !e.isRecordDeleted &&
        followUpIds.has(e.followUpId) &&
        within(dayOf(e.createdDate), f)
      )
        rowOf(String(e.employeeId)).calls += 1;
    }
    // The trend: the weeks of the range (without `from`, the 26 weeks up to `to` or the clock's day).
    const end = f.to ?? dayOf(clock.now());
    const start = f.from ?? new Date(Date.parse(`${end}T00:00:00Z`) - 25 * 7 * DAY).toISOString().slice(0, 10);
    const weeks = [];
    for (let w = Date.parse(`${mondayOf(start)}T00:00:00Z`); w <= Date.parse(`${mondayOf(end)}T00:00:00Z`); w += 7 * DAY) {
      const weekStart = new Date(w).toISOString().slice(0, 10);
      const inWeek = (day: string) => mondayOf(day) === weekStart;
      weeks.push({
        weekStart,
        enrolled: enrolled.filter((p) => inWeek(dayOf(p.createdDate))).length,
        screened: screenedIn.filter((p) => inWeek(p.day)).length,
        referred: referrals.filter((r) => inWeek(r.referredOn)).length,
      });
    }
    return {
      totals: {
        clinics: scope.length,
        planned: scope.some((c) => c.plannedEnrolment !== null)
          ? scope.reduce((sum, c) => sum + (c.plannedEnrolment ?? 0), 0)
          : null,
        enrolled: enrolled.length,
        eligible: distinct(assigned),
        tests: testCounts,
        clinicallyEvaluated: firsts(clinicalEver).filter((p) => within(p.day, f)).length,
        followUp: {
          referred: referrals.length,
          reachedHospital: reached,
          completionRate: referrals.length === 0 ? null : reached / referrals.length,
          medianDaysToHospital: median,
          lost: referrals.filter((r) => r.state === 'LOST').length,
        },
      },
      clinics: clinicRows,
      staff: [...work.values()].filter((w) => w.enrolled + w.screened + w.clinical + w.calls > 0),
      weeks,
      campIds: [...campIds],
    };
  }

  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));

  async function check(token: string, login: string, wholeHospital: boolean, f: DashboardBody, app = t.app) {
    const answer = await indicators(token, f, app);
    const want = await expected(login, wholeHospital, f);
    const context = `${login} ${JSON.stringify(f)}`;
    assert.deepEqual(answer.totals, want.totals, context);
    assert.deepEqual(byId(answer.clinics), byId(want.clinics), context);
    assert.deepEqual(byName(answer.staff), byName(want.staff), context);
    assert.deepEqual(answer.weeks, want.weeks, context);
    assert.deepEqual(answer.truncated, { clinics: false, staff: false });
    return { answer, want };
  }

  before(async () => {
    t = await createTestApp({}, { clock: clock.now });
    admin = await signIn(t.app, demoAccounts.admin.email);
    coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    campCoordinator = await signIn(t.app, demoAccounts.campCoordinator.email);
    // Two places in different districts.
    const rows = await t.db
      .select({ id: panchayatMaster.id, panchayat: panchayatMaster.name, taluk: taluqMaster.name, district: districtMaster.name })
      .from(panchayatMaster)
      .innerJoin(taluqMaster, eq(taluqMaster.id, panchayatMaster.taluqMasterId))
      .innerJoin(districtMaster, eq(districtMaster.id, taluqMaster.districtMasterId));
    places.push(
      rows[0],
      rows.find((r) => r.district !== rows[0].district)!,
    );
    assert.ok(places[1], 'the master data have two districts');
    const cc = demoAccounts.campCoordinator.email;
    clinics.mine = (await insertClinic(t.db, { createdBy: cc, name: 'Dash Mine' })).id;
    clinics.others = (await insertClinic(t.db, { createdBy: 'someone-else@demo.in', name: 'Dash Others' })).id;
    clinics.staffed = (await insertClinic(t.db, { createdBy: 'someone-else@demo.in', staff: [cc], name: 'Dash Staffed' })).id;
    await t.db.update(camp).set({ panchayatMasterId: places[0].id }).where(eq(camp.id, clinics.mine));
    await t.db.update(camp).set({ panchayatMasterId: places[1].id }).where(eq(camp.id, clinics.others));
    await t.db.update(camp).set({ panchayatMasterId: places[1].id }).where(eq(camp.id, clinics.staffed));
    // Two of the three record a planned enrolment; the third does not.
    await t.db.update(camp).set({ plannedEnrolment: 20 }).where(eq(camp.id, clinics.mine));
    await t.db.update(camp).set({ plannedEnrolment: 15 }).where(eq(camp.id, clinics.others));
    await generate(clinics.mine, 1);
    await generate(clinics.others, 2);
    await generate(clinics.staffed, 3);
  });
  after(() => t.close());

  type Who = readonly [token: string, login: string, wholeHospital: boolean];
  const pc = (): Who => [coordinator, demoAccounts.programCoordinator.email, true];
  const cc = (): Who => [campCoordinator, demoAccounts.campCoordinator.email, false];
  const ad = (): Who => [admin, demoAccounts.admin.email, true];

  test("a Program Coordinator's indicators are her hospital's, counted as the reports count", async () => {
    const { answer, want } = await check(...pc(), {});
    assert.ok(answer.totals.enrolled >= 3 * 12, 'the generated participants are counted');
    assert.ok(
      answer.totals.followUp.referred > 0 && answer.totals.followUp.reachedHospital > 0 && answer.totals.followUp.lost > 0,
    );
    assert.ok(want.campIds.includes(clinics.others));
    assert.equal(answer.asOf, clock.now().toISOString());
    assert.equal(answer.weeks.length, 26);
    // The plans of the two clinics that record one (the demo's add theirs), and none for a clinic without.
    assert.ok(answer.totals.planned !== null && answer.totals.planned >= 35);
    assert.equal(answer.clinics.find((c) => c.id === clinics.staffed)?.planned, null);
  });

  test("a Camp Coordinator's numbers cover her clinics only: those she created or staffs", async () => {
    const { answer, want } = await check(...cc(), {});
    assert.ok(want.campIds.includes(clinics.mine) && want.campIds.includes(clinics.staffed));
    assert.ok(!want.campIds.includes(clinics.others));
    assert.ok(!answer.clinics.some((c) => c.id === clinics.others));
    const everyone = await indicators(coordinator, {});
    assert.ok(answer.totals.enrolled < everyone.totals.enrolled);
  });

  test("the admin's indicators are her hospital's, as the Program Coordinator's; her clinic lists stay her own", async () => {
    // No answer kept: each is computed for its caller.
    const uncached = t.buildApp({ dashboardCacheSeconds: 0 }, { clock: clock.now });
    for (const f of [{}, { from: '2026-02-16', to: '2026-03-01', district: places[1].district }]) {
      const { answer, want } = await check(...ad(), f, uncached);
      assert.ok(want.campIds.includes(clinics.others), JSON.stringify(f));
      assert.deepEqual(answer, await indicators(coordinator, f, uncached), JSON.stringify(f));
    }
    // Outside the dashboard she sees the clinics she created or staffs, none of those generated here.
    const res = await post(t.app, admin, '/activecampForReports', { search: '' });
    assert.equal(res.statusCode, 200, res.body);
    const listed = res.json<Camp[]>().map((c) => c.campId);
    for (const id of Object.values(clinics)) assert.ok(!listed.includes(id), String(id));
  });

  test('filters: a clinic, a range of days, a district, a taluk and a panchayat, for each scope', async () => {
    const range = { from: '2026-02-16', to: '2026-03-01' };
    for (const who of [pc(), cc()]) {
      await check(...who, { campId: clinics.mine });
      await check(...who, range);
      await check(...who, { district: places[1].district.toUpperCase() });
      await check(...who, { ...range, taluk: places[0].taluk, panchayat: ` ${places[0].panchayat} ` });
      await check(...who, { from: '2026-02-20' });
      await check(...who, { to: '2026-02-25', district: places[0].district });
    }
    // Another's clinic asked for by id counts nothing for the Camp Coordinator.
    const { answer } = await check(...cc(), { campId: clinics.others });
    assert.equal(answer.totals.clinics, 0);
    assert.equal(answer.totals.enrolled, 0);
    assert.deepEqual(answer.clinics, []);
  });

  test('the totals agree with the report summary of the same clinics and days', async () => {
    const range = { from: '2026-02-01', to: '2026-03-10' };
    const answer = await indicators(coordinator, range);
    const { campIds } = await expected(demoAccounts.programCoordinator.email, true, range);
    const res = await post(t.app, coordinator, '/camps-report-summary', {
      ids: campIds,
      startDate: range.from,
      endDate: range.to,
    });
    assert.equal(res.statusCode, 200, res.body);
    const summary = res.json<CampsReportSummary>().counts;
    assert.equal(answer.totals.enrolled, summary.Patientregistration);
    assert.equal(answer.totals.clinicallyEvaluated, summary.Clinical_Evaluation);
    assert.equal(answer.totals.followUp.referred, summary.FollowUp);
  });

  test('a bad body is a 400 naming the field, never a 5xx', async () => {
    const bodies: [unknown, string][] = [
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '2026-13-01' }, 'to'],
      [{ from: '2026-03-10', to: '2026-03-01' }, 'to'],
      [{ from: '2024-01-01', to: '2026-03-01' }, 'to'],
      [{ from: '10-03-2026' }, 'from'],
      [{ from: 20260301 }, 'from'],
      [{ campId: 0 }, 'campId'],
      [{ campId: '7' }, 'campId'],
      [{ campId: 2 ** 31 }, 'campId'],
      [{ district: 'x'.repeat(101) }, 'district'],
      [{ panchayat: null }, 'panchayat'],
    ];
    for (const [body, field] of bodies) {
      const res = await ask(coordinator, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.match(res.json<{ field?: string; message: string }>().field ?? res.body, new RegExp(field), JSON.stringify(body));
    }
    for (const body of [[], 'text', null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/curable/dashboard/indicators',
        headers: { ...bearer(coordinator), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(body)}: ${res.statusCode} ${res.body}`);
    }
  });

  test("the scope is the token's: hospital, role or user ids in the body change nothing", async () => {
    const own = await indicators(campCoordinator, {});
    const res = await ask(campCoordinator, { hospitalId: 2, roleId: 2, userId: 1, campIds: [clinics.others] });
    assert.ok(res.statusCode === 200 || res.statusCode === 400, res.body);
    if (res.statusCode === 200) assert.deepEqual(res.json<DashboardIndicators>(), own);
  });

  test('the field staff are refused (403), the admin and coordinators answered; without a token, 401', async () => {
    for (const account of [demoAccounts.socialWorker, demoAccounts.nurse, demoAccounts.doctor]) {
      const res = await ask(await signIn(t.app, account.email), {});
      assert.equal(res.statusCode, 403, `${account.email}: ${res.body}`);
      assert.equal(res.json<{ error: string }>().error, 'PRIVILEGE_REQUIRED');
    }
    for (const token of [admin, coordinator, campCoordinator]) assert.equal((await ask(token, {})).statusCode, 200);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/curable/dashboard/indicators', payload: {} });
    assert.equal(anonymous.statusCode, 401);
  });

  test("only VIEW on '/dashboard' admits: the Camp Coordinator without it is refused despite her Outreach Clinic grant", async () => {
    await withoutGrant(t.db, { roleId: ROLE.campCoordinator, menuId: MENU.dashboard, privilege: 'VIEW' }, async () => {
      const res = await ask(campCoordinator, {});
      assert.equal(res.statusCode, 403, res.body);
      assert.equal((await post(t.app, campCoordinator, '/activecamp', { search: '' })).statusCode, 200);
    });
  });

  test("housekeeping keeps one change row per clinic, and the next answer still counts the clinic's new participant", async () => {
    const uncached = t.buildApp({ dashboardCacheSeconds: 0 }, { clock: clock.now });
    const before = await indicators(coordinator, { campId: clinics.others }, uncached);
    for (let i = 0; i < 3; i++)
      await t.db.insert(candidate).values({
        registraionId: `DASH-COMPACT-${i}`,
        campId: clinics.others,
        hospitalId: HOSPITAL_ID,
        createdBy: demoAccounts.socialWorker.email,
        createdDate: new Date('2026-03-09T07:00:00Z'),
      });
    const rows = async () => (await t.db.select().from(dashboardChange).where(eq(dashboardChange.campId, clinics.others))).length;
    assert.equal(await rows(), 3);
    assert.ok((await compactDashboardChanges(t.db)) >= 2);
    assert.equal(await rows(), 1);
    const after = await indicators(coordinator, { campId: clinics.others }, uncached);
    assert.equal(after.totals.enrolled, before.totals.enrolled + 3);
    assert.equal(await rows(), 0);
    await check(...pc(), {}, uncached);
  });

  test('an answer is kept 60 s per scope and filters by the clock, then computed afresh', async () => {
    const fresh = testClock(new Date('2026-03-10T08:00:00Z'));
    const app = t.buildApp({}, { clock: fresh.now });
    const token = await signIn(app, demoAccounts.programCoordinator.email);
    const call = async (tok: string, body: DashboardBody) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/curable/dashboard/indicators',
        headers: bearer(tok),
        payload: body,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<DashboardIndicators>();
    };
    const first = await call(token, { campId: clinics.mine });
    // A participant enrolled now is not in the kept answer...
    await t.db.insert(candidate).values({
      registraionId: 'DASH-LATE',
      campId: clinics.mine,
      hospitalId: HOSPITAL_ID,
      createdBy: demoAccounts.socialWorker.email,
      createdDate: new Date('2026-03-10T07:00:00Z'),
    });
    fresh.advance(59);
    const kept = await call(token, { campId: clinics.mine });
    assert.deepEqual(kept, first);
    // ...other filters, or another scope, are answers of their own...
    const other = await call(token, { campId: clinics.mine, from: '2026-01-01' });
    assert.equal(other.totals.enrolled, first.totals.enrolled + 1);
    const theirs = await call(await signIn(app, demoAccounts.campCoordinator.email), { campId: clinics.mine });
    assert.equal(theirs.totals.enrolled, first.totals.enrolled + 1);
    // The admin's scope is the coordinator's: she is given the same kept answer.
    assert.deepEqual(await call(await signIn(app, demoAccounts.admin.email), { campId: clinics.mine }), first);
    // ...and after 60 s it is computed again.
    fresh.advance(1);
    const again = await call(token, { campId: clinics.mine });
    assert.equal(again.totals.enrolled, first.totals.enrolled + 1);
    assert.equal(again.asOf, fresh.now().toISOString());
    assert.notEqual(again.asOf, first.asOf);
  });
});

describe('histogramMedian', () => {
  // percentile_cont(0.5) of a list of values, given as the histogram of the list (in an arbitrary order).
  const histogram = (values: number[]) =>
    [...new Set(values)].reverse().map((value) => ({ value, n: values.filter((v) => v === value).length }));
  const cases: [string, number[], number | null][] = [
    ['nothing counted', [], null],
    ['one value', [9], 9],
    ['an odd count', [1, 3, 3, 7, 7], 3],
    ['an even count across two values', [2, 2, 5, 5], 3.5],
    ['an even count within one value', [0, 4, 4, 4, 4, 10], 4],
    ['two values far apart', [1, 6], 3.5],
  ];
  for (const [name, values, median] of cases) test(name, () => assert.equal(histogramMedian(histogram(values)), median));
  test('values counted zero times are not in the list', () => {
    assert.equal(histogramMedian([{ value: 4, n: 0 }]), null);
    assert.equal(
      histogramMedian([
        { value: 1, n: 1 },
        { value: 3, n: 0 },
        { value: 6, n: 1 },
      ]),
      3.5,
    );
  });
});
