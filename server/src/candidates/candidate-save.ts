/**
 * POST /curable/candidate and /curable/saveCandidate (docs/api.md §5.1): one routine, the branch chosen by `id`
 * and `screenId`. Every branch is one audited transaction; the answer is the stored candidate.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PATIENT_EDIT, REGISTRATION_WRITE, type CandidateInput } from '@screening/domain/api';
import type { Candidate, Gender } from '@screening/domain/types';
import { candidate, candidateHabit, candidateTest } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { callerScope, loadCampInScope } from '../camps/camp-scope.js';
import { badRequest, conflict } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { loadHabits, toCandidateDto } from './candidate.dto.js';
import { dobFromAge, readEnrolment, readGeneralDetails, readTag, type GeneralDetails, type Identity } from './candidate-input.js';
import { loadParticipant, optionalId, requiredId, type CandidateRow } from './participant.js';
import { requireGrant } from './privileges.js';
import { formatRegistrationId, nextRegistrationNumber } from './registration-id.js';
import { assignScreeningTests } from './screening-tests.js';
import { TAG_REASONS } from './shared-rules.js';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const identityColumns = (identity: Identity) => ({
  name: identity.name,
  mobileNo: identity.mobileNo,
  gender: identity.gender,
  age: identity.age,
  address: identity.address,
  dob: dobFromAge(identity.age),
});

/** A new participant: enrolled (screenId 1) or tagged (screenId 2) into the chosen clinic of the caller's hospital. */
async function createCandidate(req: FastifyRequest, body: CandidateInput): Promise<CandidateRow> {
  if (body.screenId === 3) throw badRequest('GENERAL_DETAILS_NEED_ID', undefined, 'id');
  await requireGrant(req, REGISTRATION_WRITE, 'register participants');
  const tagged = body.screenId === 2;
  const identity: Identity & { reason?: string } = tagged ? readTag(body, false) : readEnrolment(body, false);
  const campId = requiredId(body.campId, 'campId');
  const scope = callerScope(req);
  const { hospitalId } = scope;
  const { login } = scope.user;

  try {
    return await inTransaction(req, tagged ? 'TAG' : 'ENROL', 'candidate', async (tx, audit) => {
      const clinic = await loadCampInScope(tx, scope, campId);
      const registraionId = formatRegistrationId(
        clinic.campIdPrefix,
        identity.streetId,
        await nextRegistrationNumber(tx, clinic.id, login),
      );
      const [row] = await tx
        .insert(candidate)
        .values({
          registraionId,
          campId: clinic.id,
          hospitalId,
          ...identityColumns(identity),
          streetId: identity.streetId,
          enrolled: !tagged,
          isRecordDeleted: tagged,
          reason: identity.reason ?? null,
          createdBy: login,
        })
        .returning();
      const tests = tagged
        ? []
        : await assignScreeningTests(
            tx,
            { id: row.id, gender: identity.gender as Gender, age: identity.age as number, hospitalId },
            login,
          );
      audit.entityId = row.id;
      audit.details = { registraionId, campId: clinic.id, screenId: body.screenId, screeningTests: tests };
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('REGISTRATION_ID_TAKEN', undefined, 'campId');
    }
    throw err;
  }
}

async function hasTests(tx: Tx, candidateId: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(candidateTest).where(eq(candidateTest.candidateId, candidateId));
  return (row?.n ?? 0) > 0;
}

/**
 * Edit or re-enrol (Modify Patient Information, or enrolling a tagged person): identity updated, the person
 * enrolled; screening tests assigned if they have none yet. The street ID is part of the registration ID and
 * is locked on this screen, so it is kept.
 */
async function reEnrol(req: FastifyRequest, body: CandidateInput, id: number): Promise<CandidateRow> {
  await requireGrant(req, PATIENT_EDIT, 'modify participant information');
  const identity = readEnrolment(body, true);
  const scope = callerScope(req);
  const { hospitalId } = scope;
  const { login } = scope.user;
  return inTransaction(req, 'UPDATE', 'candidate', async (tx, audit) => {
    const current = await loadParticipant(tx, scope, id, true);
    const tests = (await hasTests(tx, id))
      ? []
      : await assignScreeningTests(tx, { id, gender: identity.gender as Gender, age: identity.age as number, hospitalId }, login);
    const wasTagged = current.reason !== null && (TAG_REASONS as readonly string[]).includes(current.reason);
    const [row] = await tx
      .update(candidate)
      .set({
        ...identityColumns(identity),
        isRecordDeleted: false,
        enrolled: true,
        // A tagged person who is now enrolled is no longer "saved for later".
        ...(wasTagged ? { reason: null } : {}),
        lastModifiedBy: login,
        lastModifiedDate: new Date(),
      })
      .where(eq(candidate.id, id))
      .returning();
    audit.entityId = id;
    audit.details = { screenId: 1, enrolledFromTag: wasTagged, screeningTests: tests };
    return row;
  });
}

async function tagExisting(req: FastifyRequest, body: CandidateInput, id: number): Promise<CandidateRow> {
  await requireGrant(req, REGISTRATION_WRITE, 'tag participants');
  const identity = readTag(body, true);
  const scope = callerScope(req);
  const { login } = scope.user;
  return inTransaction(req, 'TAG', 'candidate', async (tx, audit) => {
    await loadParticipant(tx, scope, id, true);
    const [row] = await tx
      .update(candidate)
      .set({
        ...identityColumns(identity),
        isRecordDeleted: true,
        enrolled: false,
        reason: identity.reason,
        lastModifiedBy: login,
        lastModifiedDate: new Date(),
      })
      .where(eq(candidate.id, id))
      .returning();
    audit.entityId = id;
    audit.details = { screenId: 2, reason: identity.reason };
    return row;
  });
}

async function saveGeneralDetails(req: FastifyRequest, details: GeneralDetails, id: number): Promise<CandidateRow> {
  const scope = callerScope(req);
  const { login } = scope.user;
  return inTransaction(req, 'UPDATE', 'candidate', async (tx, audit) => {
    await loadParticipant(tx, scope, id, true);
    if (details.habits) {
      await tx.delete(candidateHabit).where(eq(candidateHabit.candidateId, id));
      if (details.habits.length > 0) {
        await tx.insert(candidateHabit).values(details.habits.map((habit) => ({ ...habit, candidateId: id, createdBy: login })));
      }
    }
    const [row] = await tx
      .update(candidate)
      .set({ ...details.fields, lastModifiedBy: login, lastModifiedDate: new Date() })
      .where(eq(candidate.id, id))
      .returning();
    audit.entityId = id;
    audit.details = { screenId: 3, fields: Object.keys(details.fields), habits: details.habits?.length ?? null };
    return row;
  });
}

export async function saveCandidate(req: FastifyRequest, body: CandidateInput): Promise<Candidate> {
  const id = optionalId(body.id, 'id');
  if (id === null) return toCandidateDto(await createCandidate(req, body), { screenId: body.screenId });
  switch (body.screenId) {
    case 1:
      return toCandidateDto(await reEnrol(req, body, id), { screenId: 1 });
    case 2:
      return toCandidateDto(await tagExisting(req, body, id), { screenId: 2 });
    default: {
      await requireGrant(req, REGISTRATION_WRITE, 'record general details');
      const row = await saveGeneralDetails(req, readGeneralDetails(body), id);
      return toCandidateDto(row, { screenId: 3, candidateHabitDTOs: await loadHabits(req.server.db, id) });
    }
  }
}
