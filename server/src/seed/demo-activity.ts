/**
 * Demo activity: four outreach clinics of the demo hospital (one past, three running) with their staff, and
 * about thirty participants at every stage of the workflow (registered, screening pending or "Not now",
 * screened, referred, clinically evaluated, excluded, tagged), so every worklist and every report has data for
 * the last few months. Written in one transaction to the tables the real flows write, registration IDs from
 * the clinic's sequence counter (later enrolments continue it).
 *
 * Idempotent: runs once per database (its audit row is the marker), only where the demo staff exist, and never
 * over a clinic ID that is already taken.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Gender, MetricGroup } from '@screening/domain/types';
import { writeAudit } from '../audit/audit.js';
import { auditRecordsWithoutRows } from '../audit/records-audit.js';
import { dobFromAge } from '../candidates/candidate-input.js';
import { formatRegistrationId, nextRegistrationNumber } from '../candidates/registration-id.js';
import { assignScreeningTests } from '../candidates/screening-tests.js';
import {
  auditLog,
  camp,
  campStaff,
  candidate,
  candidateTest,
  diseaseTestMaster,
  districtMaster,
  employee,
  panchayatMaster,
  stateMaster,
  taluqMaster,
} from '../db/schema.js';
import type { Db, Tx } from '../db/types.js';
import { demoCamps, demoParticipants, type DemoCamp, type DemoParticipant, type ReferralDisease } from './demo-participants.js';
import { recordEligibility, recordFamily, recordGeneralDetails, recordMedical, type Enrolled } from './demo-records.js';
import { recordResults, type DemoForm } from './demo-results.js';
import { BREAST_STAGE } from './forms/breast.js';
import { CERVICAL_STAGE } from './forms/cervical.js';
import { ORAL_STAGE } from './forms/oral.js';
import { SYMPTOMS_STAGE } from './forms/symptoms.js';
import { HOSPITAL_ID, ROLE } from './ids.js';

const MARKER = { action: 'SEED', entity: 'demo-activity' } as const;
/** Any constant: serialises the demo seed of several instances starting on one PostgreSQL. */
const LOCK_KEY = 8015_0002;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

const DISEASE_OF_STAGE: Record<string, ReferralDisease> = {
  [BREAST_STAGE]: 'breast',
  [CERVICAL_STAGE]: 'cervical',
  [ORAL_STAGE]: 'oral',
  [SYMPTOMS_STAGE]: 'symptoms',
};

/** `hour:minute` IST on the day `daysAgo` days before `now`'s IST day. */
function istTime(now: Date, daysAgo: number, hour: number, minute = 0): Date {
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - IST_OFFSET_MS;
  return new Date(midnight - daysAgo * DAY_MS + (hour * 60 + minute) * 60_000);
}

const earlier = (a: Date, b: Date) => (a < b ? a : b);

async function alreadySeeded(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, MARKER.action), eq(auditLog.entity, MARKER.entity)))
    .limit(1);
  return row !== undefined;
}

async function staffByEmail(tx: Tx): Promise<Map<string, { id: number; roleId: number }> | null> {
  const emails = [
    ...new Set(demoCamps.flatMap((c) => [c.createdBy, ...c.staff, ...c.team.enrol, ...c.team.screen, ...c.team.clinical])),
  ];
  const rows = await tx
    .select({ id: employee.id, email: employee.email, roleId: employee.employeeRoleMasterId })
    .from(employee)
    .where(inArray(sql`lower(${employee.email})`, emails));
  const map = new Map(rows.map((r) => [r.email.toLowerCase(), { id: r.id, roleId: r.roleId }]));
  return emails.every((e) => map.has(e)) ? map : null;
}

/** The panchayat of each demo clinic and its clinic ID: state + district + taluk + panchayat codes. */
async function places(tx: Tx) {
  const rows = await tx
    .select({
      id: panchayatMaster.id,
      name: panchayatMaster.name,
      p: panchayatMaster.code,
      t: taluqMaster.code,
      d: districtMaster.code,
      s: stateMaster.code,
    })
    .from(panchayatMaster)
    .innerJoin(taluqMaster, eq(taluqMaster.id, panchayatMaster.taluqMasterId))
    .innerJoin(districtMaster, eq(districtMaster.id, taluqMaster.districtMasterId))
    .innerJoin(stateMaster, eq(stateMaster.id, districtMaster.stateMasterId))
    .where(
      inArray(
        panchayatMaster.name,
        demoCamps.map((c) => c.panchayat),
      ),
    );
  return new Map(rows.map((r) => [r.name, { id: r.id, clinicId: `${r.s}${r.d}${r.t}${r.p}` }]));
}

async function loadForms(tx: Tx) {
  const rows = await tx
    .select({
      id: diseaseTestMaster.id,
      name: diseaseTestMaster.name,
      stage: diseaseTestMaster.stage,
      testMetrics: diseaseTestMaster.testMetrics,
    })
    .from(diseaseTestMaster)
    .where(and(eq(diseaseTestMaster.hospitalId, HOSPITAL_ID), inArray(diseaseTestMaster.name, ['SCREENING', 'CLINICAL'])));
  const forms = new Map<number, DemoForm>();
  for (const r of rows) {
    const disease = DISEASE_OF_STAGE[r.stage ?? ''];
    if (disease && r.testMetrics) forms.set(r.id, { id: r.id, name: r.name, disease, testMetrics: r.testMetrics as MetricGroup });
  }
  const clinical = new Map(
    [...forms.values()]
      .filter((f) => f.name === 'CLINICAL' && f.disease !== 'symptoms')
      .map((f) => [f.disease as 'breast' | 'cervical' | 'oral', f]),
  );
  return { forms, clinical };
}

const STAFF_COUNT_OF_ROLE = {
  [ROLE.programCoordinator]: 'noProgramcordinators',
  [ROLE.campCoordinator]: 'noCampcordinators',
  [ROLE.socialWorker]: 'noSocialworkers',
  [ROLE.nurse]: 'noNurses',
  [ROLE.doctor]: 'noDoctors',
} as const;

async function createCamp(
  tx: Tx,
  now: Date,
  spec: DemoCamp,
  place: { id: number; clinicId: string },
  staff: Map<string, { id: number; roleId: number }>,
) {
  const members = spec.staff.map((email) => staff.get(email)!);
  const counts = { noProgramcordinators: 0, noCampcordinators: 0, noSocialworkers: 0, noNurses: 0, noDoctors: 0 };
  for (const m of members) {
    const key = STAFF_COUNT_OF_ROLE[m.roleId as keyof typeof STAFF_COUNT_OF_ROLE];
    if (key) counts[key] += 1;
  }
  const createdDate = istTime(now, spec.createdDaysAgo, 9, 30);
  const [row] = await tx
    .insert(camp)
    .values({
      name: spec.name,
      hospitalId: HOSPITAL_ID,
      panchayatMasterId: place.id,
      pincode: spec.pincode,
      campIdPrefix: place.clinicId,
      // Camp days are stored as their IST midnight, as the clinic screens send them.
      startDate: istTime(now, spec.startDaysAgo, 0),
      endDate: spec.endDaysAgo === null ? null : istTime(now, spec.endDaysAgo, 0),
      // One more planned place per role than allocated, so editing the clinic can add someone.
      ...Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, n + 1])),
      plannedEnrolment: spec.plannedEnrolment,
      createdBy: spec.createdBy,
      createdDate,
    })
    .returning({ id: camp.id, campIdPrefix: camp.campIdPrefix });
  await tx
    .insert(campStaff)
    .values(members.map((m) => ({ campId: row.id, employeeId: m.id, createdBy: spec.createdBy, createdDate })));
  return row;
}

async function enrol(
  tx: Tx,
  person: DemoParticipant,
  clinic: { id: number; campIdPrefix: string },
  at: Date,
  login: string,
): Promise<Enrolled> {
  const tagged = person.story === 'tagged';
  const number = await nextRegistrationNumber(tx, clinic.id, login);
  const registraionId = formatRegistrationId(clinic.campIdPrefix, person.streetId, number);
  const [row] = await tx
    .insert(candidate)
    .values({
      registraionId,
      campId: clinic.id,
      hospitalId: HOSPITAL_ID,
      name: person.name,
      gender: person.gender,
      age: person.age,
      dob: dobFromAge(person.age, at),
      mobileNo: person.mobileNo,
      address: person.address,
      streetId: person.streetId,
      enrolled: !tagged,
      isRecordDeleted: tagged,
      reason: tagged ? (person.reason ?? null) : null,
      createdBy: login,
      createdDate: at,
    })
    .returning({ id: candidate.id });
  if (!tagged) {
    await assignScreeningTests(
      tx,
      { id: row.id, gender: person.gender as Gender, age: person.age, hospitalId: HOSPITAL_ID },
      login,
    );
    await tx.update(candidateTest).set({ createdDate: at }).where(eq(candidateTest.candidateId, row.id));
  }
  return {
    id: row.id,
    registraionId,
    campId: clinic.id,
    hospitalId: HOSPITAL_ID,
    gender: person.gender,
    age: person.age,
    streetId: person.streetId,
    address: person.address,
  };
}

const pick = (list: string[], i: number) => list[i % list.length];

/** Writes the demo activity unless it is there already; true when it wrote it. */
export async function seedDemoActivity(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    if (await alreadySeeded(tx)) return false;
    const staff = await staffByEmail(tx);
    const placeOf = await places(tx);
    if (!staff || demoCamps.some((c) => !placeOf.has(c.panchayat))) return false;
    const clinicIds = demoCamps.map((c) => placeOf.get(c.panchayat)!.clinicId);
    const taken = await tx
      .select({ id: camp.id })
      .from(camp)
      .where(and(eq(camp.hospitalId, HOSPITAL_ID), inArray(camp.campIdPrefix, clinicIds), eq(camp.isRecordDeleted, false)))
      .limit(1);
    if (taken.length > 0) return false;

    const { forms, clinical } = await loadForms(tx);
    const clinics = new Map<string, { id: number; campIdPrefix: string }>();
    for (const spec of demoCamps) clinics.set(spec.key, await createCamp(tx, now, spec, placeOf.get(spec.panchayat)!, staff));

    // Enrol in time order, so each clinic's running numbers follow the enrolment times.
    const ordered = demoParticipants
      .map((person, index) => ({ person, index }))
      .sort((a, b) => b.person.daysAgo - a.person.daysAgo || a.index - b.index);
    const cervical = [...forms.values()].filter((f) => f.name === 'SCREENING' && f.disease === 'cervical').map((f) => f.id);
    for (const [order, { person, index }] of ordered.entries()) {
      const spec = demoCamps.find((c) => c.key === person.camp)!;
      const team = {
        enrol: pick(spec.team.enrol, index),
        screen: pick(spec.team.screen, index),
        clinical: pick(spec.team.clinical, index),
      };
      const at = earlier(istTime(now, person.daysAgo, 10, (order * 9) % 300), new Date(now.getTime() - 6 * 3_600_000));
      const who = await enrol(tx, person, clinics.get(person.camp)!, at, team.enrol);
      if (person.story === 'tagged') continue;
      const step = (n: number) => new Date(at.getTime() + n * 60_000);
      await recordEligibility(tx, who, step(5), team.enrol, person.name === 'Kamala Devi', cervical);
      if (person.story === 'registered') continue;
      await recordGeneralDetails(tx, who, person, index, step(10), team.enrol);
      await recordMedical(tx, who, index, step(15), team.enrol, person.story === 'excluded');
      if (index % 3 !== 2) await recordFamily(tx, who, person, index, step(20), team.enrol);
      if (person.story === 'excluded') continue;
      const evaluatedAt = earlier(istTime(now, person.daysAgo - 10, 11, order % 50), new Date(now.getTime() - 3_600_000));
      await recordResults(tx, who, person, forms, clinical, step(60), evaluatedAt, team);
    }

    // Each participant's timeline shows who enrolled her, who recorded her results and who called her.
    await auditRecordsWithoutRows(tx);
    await writeAudit(tx, {
      userId: null,
      login: 'system',
      ...MARKER,
      details: { clinics: demoCamps.length, participants: demoParticipants.length, clinicIds },
    });
    return true;
  });
}
