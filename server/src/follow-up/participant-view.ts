/**
 * One participant's view (docs/follow-up.md): who she is, each of her tests' state, her follow-ups with every call,
 * and a timeline of who did what and when, read from the audit log. She is found within the caller's scope first
 * (candidates/participant.ts), so another clinic's or hospital's participant is "not found" and nothing of hers is read.
 */
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  TIMELINE_MAX,
  type ParticipantTest,
  type ParticipantView,
  type ParticipantViewBody,
  type TestState,
  type TimelineEntry,
  type TimelineWhat,
} from '@screening/domain/api';
import type { CallOutcome } from '@screening/domain/follow-up';
import { visibleCandidates, type CallerScope } from '../camps/camp-scope.js';
import { EXCLUSION_REASON } from '../candidates/medical-history.js';
import { loadParticipant } from '../candidates/participant.js';
import {
  auditLog,
  camp,
  candidate,
  candidateMedicalDetails,
  candidateTest,
  diseaseTestMaster,
  employee,
  hospital,
} from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { diseaseOf } from '../history/test-rows.js';
import { followUpsOfParticipant } from './follow-ups.js';
import { loadFollowUpSettings } from './settings.js';

/** Her id, from the id a card names or the Registration ID her slip carries (exactly as printed, less spaces around). */
async function participantIdOf(db: DbOrTx, scope: CallerScope, body: ParticipantViewBody): Promise<number> {
  if (body.candidateId != null) return body.candidateId;
  const registrationId = (body.registrationId ?? '').trim();
  if (registrationId === '') throw badRequest('FIELD_REQUIRED', { field: 'registrationId' }, 'registrationId');
  const [found] = await db
    .select({ id: candidate.id })
    .from(candidate)
    .where(and(eq(candidate.registraionId, registrationId), isNull(candidate.parentCandidateId), visibleCandidates(scope)));
  if (!found) throw notFound('PARTICIPANT_NOT_FOUND', { id: registrationId });
  return found.id;
}

function testState(row: { completed: number; referral: boolean | null; hasResult: boolean }): TestState {
  if (row.completed === 1) return row.referral === true ? 'REFERRED' : 'FINISHED';
  return row.hasResult ? 'SAVED' : 'DUE';
}

async function testsOfParticipant(db: DbOrTx, candidateId: number): Promise<ParticipantTest[]> {
  const rows = await db
    .select({
      candidateTestId: candidateTest.id,
      diseaseTestMasterId: candidateTest.diseaseTestMasterId,
      kind: diseaseTestMaster.name,
      stage: diseaseTestMaster.stage,
      description: diseaseTestMaster.description,
      completed: candidateTest.completed,
      referral: candidateTest.referral,
      testResult: candidateTest.testResult,
      date: candidateTest.reportDate,
    })
    .from(candidateTest)
    .innerJoin(diseaseTestMaster, eq(diseaseTestMaster.id, candidateTest.diseaseTestMasterId))
    .where(
      and(
        eq(candidateTest.candidateId, candidateId),
        eq(candidateTest.isRecordDeleted, false),
        inArray(diseaseTestMaster.name, ['SCREENING', 'CLINICAL']),
      ),
    )
    .orderBy(candidateTest.id);
  return rows.map((row) => {
    const hasResult = row.testResult !== null;
    return {
      candidateTestId: row.candidateTestId,
      diseaseTestMasterId: row.diseaseTestMasterId,
      kind: row.kind as ParticipantTest['kind'],
      disease: diseaseOf(row),
      name: row.description ?? row.stage,
      state: testState({ completed: row.completed, referral: row.referral, hasResult }),
      date: hasResult || row.completed === 1 ? (row.date?.toISOString() ?? null) : null,
    };
  });
}

type AuditRow = { action: string; entity: string; details: Record<string, unknown> | null };

/** What an audit row of hers says happened; null for a row the timeline does not show. */
function whatOf({ action, entity, details }: AuditRow): TimelineWhat | null {
  const d = details ?? {};
  switch (entity) {
    case 'candidate':
      return ({ ENROL: 'ENROLLED', TAG: 'TAGGED', UPDATE: 'DETAILS_CHANGED' } as const)[action as 'ENROL'] ?? null;
    case 'candidate_history':
      return (
        ({ eligibility: 'ELIGIBILITY', familyPersonal: 'FAMILY_PERSONAL', familyMedical: 'FAMILY_MEDICAL' } as const)[
          d.branch as 'eligibility'
        ] ?? null
      );
    case 'candidate_medical_details':
      return 'MEDICAL_DETAILS';
    case 'candidate_test':
      if (d.branch === 'screening') {
        if (d.completed !== 1) return 'SCREENING_SAVED';
        return d.referral === true ? 'SCREENING_REFERRED' : 'SCREENING_FINISHED';
      }
      if (d.branch === 'clinical') return d.completed === 1 ? 'CLINICAL_FINISHED' : 'CLINICAL_SAVED';
      return null;
    case 'follow_up':
      return ({ call: 'CALL', attended: 'ATTENDED', outcome: 'OUTCOME', lost: 'LOST' } as const)[d.kind as 'call'] ?? null;
    default:
      return null;
  }
}

async function timelineOf(
  db: DbOrTx,
  candidateId: number,
  tests: ParticipantTest[],
  followUps: { id: number; disease: ParticipantTest['disease'] }[],
): Promise<TimelineEntry[]> {
  const own = and(
    inArray(auditLog.entity, ['candidate', 'candidate_history', 'candidate_test']),
    eq(auditLog.entityId, String(candidateId)),
  ) as SQL;
  // A record of hers whose audit rows name the record (its id), not her: each found through the (entity, entity_id)
  // index by the ids of her records.
  const named = (entity: string, ids: number[]): SQL | undefined =>
    ids.length === 0 ? undefined : (and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String))) as SQL);
  // Her Medical Details page saves (candidates/medical-history.ts): the record is hers for good (an update names her).
  const medical = await db
    .select({ id: candidateMedicalDetails.id })
    .from(candidateMedicalDetails)
    .where(eq(candidateMedicalDetails.candidateId, candidateId));
  const calls = named(
    'follow_up',
    followUps.map((f) => f.id),
  );
  const medicalSaves = named(
    'candidate_medical_details',
    medical.map((m) => m.id),
  );
  const rows = await db
    .select({
      at: auditLog.at,
      name: employee.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(employee, eq(employee.id, auditLog.userId))
    .where(
      and(or(own, calls, medicalSaves), inArray(auditLog.action, ['ENROL', 'TAG', 'UPDATE', 'CREATE', 'RESULT', 'FOLLOW_UP'])),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(TIMELINE_MAX);
  const testDisease = new Map(tests.map((t) => [t.candidateTestId, t.disease]));
  const followUpDisease = new Map(followUps.map((f) => [String(f.id), f.disease]));
  const entries: TimelineEntry[] = [];
  for (const row of rows) {
    const what = whatOf(row);
    if (what === null) continue;
    const details = row.details ?? {};
    const disease =
      row.entity === 'follow_up'
        ? (followUpDisease.get(row.entityId ?? '') ?? null)
        : (testDisease.get(details.candidateTestId as number) ?? null);
    entries.push({
      at: row.at.toISOString(),
      // A colleague's name, never her login (an e-mail address).
      by: row.name ?? null,
      what,
      disease,
      outcome: what === 'CALL' ? ((details.outcome as CallOutcome | null) ?? null) : null,
    });
  }
  return entries;
}

/** Where her slip sends her: the hospital's follow-up settings, field by field over the hospital's own record. */
async function referralHospitalOf(db: DbOrTx, hospitalId: number): Promise<ParticipantView['referTo']> {
  const [[own], settings] = await Promise.all([
    db.select({ name: hospital.name, address: hospital.address }).from(hospital).where(eq(hospital.id, hospitalId)),
    loadFollowUpSettings(db, hospitalId),
  ]);
  const set = settings.referralHospital;
  return {
    name: set.name.trim() || (own?.name ?? ''),
    address: set.address.trim() || own?.address || null,
    phone: set.phone.trim() || null,
  };
}

export async function participantView(
  db: DbOrTx,
  scope: CallerScope,
  today: string,
  body: ParticipantViewBody,
): Promise<ParticipantView> {
  const participant = await loadParticipant(db, scope, await participantIdOf(db, scope, body));
  const [tests, followUps, referTo, [clinic]] = await Promise.all([
    testsOfParticipant(db, participant.id),
    followUpsOfParticipant(db, scope, participant.id, today),
    referralHospitalOf(db, scope.hospitalId),
    participant.campId === null
      ? Promise.resolve([])
      : db.select({ name: camp.name }).from(camp).where(eq(camp.id, participant.campId)),
  ]);
  return {
    id: participant.id,
    registrationId: participant.registraionId,
    name: participant.name,
    gender: participant.gender,
    age: participant.age,
    mobileNo: participant.mobileNo,
    address: participant.address,
    campId: participant.campId,
    campName: clinic?.name ?? null,
    registeredAt: participant.createdDate.toISOString(),
    excludedFromScreening: participant.reason === EXCLUSION_REASON,
    referTo,
    tests,
    followUps,
    timeline: await timelineOf(db, participant.id, tests, followUps),
  };
}
