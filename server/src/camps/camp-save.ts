/**
 * POST /curable/newcamp: creates a clinic, or (with campDTO.id) edits one. An edit changes the clinic's fields
 * (Decision 4) only when the body says `editClinicFields: true`; otherwise it replaces the staff only, as the
 * original did (docs/api.md §4.1): the original client's staff edit sends the placeholder panchayat 1 and must not
 * move the clinic (docs/discrepancies.md §28). Validated with the shared clinic and allocation rules, written in one
 * audited transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CampStaffBody, NewCampInput } from '@screening/domain/api';
import type { Camp } from '@screening/domain/types';
import { asText, changedDateErrors, validateCampDTO, type FieldErrors } from '@screening/domain/validation';
import { camp, campStaff, panchayatMaster } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { hospitalScope, requireUser, type AuthUser } from '../http/access.js';
import { badRequest, conflict, notFound, ruleRefusal } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { ROLE } from '../seed/ids.js';
import { istMidnight, istToday, toIstDay } from './camp-dates.js';
import { findVisibleCamp, isClinicIdTaken } from './camp-queries.js';
import { callerScope, loadCampInScope } from './camp-scope.js';
import { allocatableStaff, clinicCreatorId, type StaffRow } from './camp-staff.js';

const UNIQUE_CLINIC_ID_INDEX = 'camp_hospital_prefix_uq';

type Counts = Pick<
  typeof camp.$inferInsert,
  'noCampcordinators' | 'noDoctors' | 'noNurses' | 'noProgramcordinators' | 'noSocialworkers'
>;

interface CampFields extends Required<Counts> {
  name: string;
  campIdPrefix: string;
  pincode: string;
  panchayatMasterId: number;
  startDate: Date;
  endDate: Date | null;
  plannedEnrolment: number | null;
}

/** The planned number each allocatable role is checked against. */
const LIMIT_OF_ROLE: Record<number, keyof Counts> = {
  [ROLE.programCoordinator]: 'noProgramcordinators',
  [ROLE.campCoordinator]: 'noCampcordinators',
  [ROLE.socialWorker]: 'noSocialworkers',
  [ROLE.nurse]: 'noNurses',
  [ROLE.doctor]: 'noDoctors',
};

function throwFirst(errors: FieldErrors<string>): void {
  const first = Object.entries(errors).find(([, message]) => message);
  if (first) throw ruleRefusal(first[1] as string, `campDTO.${first[0]}`);
}

/**
 * Reads and validates the clinic's fields. Creating: dates from today (in India) on. Editing: a clinic may have
 * started already, so only a date that changes must not lie in the past.
 */
function readFields(dto: NewCampInput['campDTO'], stored: Camp | null): CampFields {
  const today = istToday();
  const startDay = toIstDay(dto.startDate);
  const endDay = toIstDay(dto.endDate);
  const campIdPrefix = asText(dto.campIdPrefix) || stored?.campIdPrefix || '';
  const counts: Required<Counts> = {
    noCampcordinators: dto.noCampcordinators ?? 0,
    noDoctors: dto.noDoctors ?? 0,
    noNurses: dto.noNurses ?? 0,
    noProgramcordinators: dto.noProgramcordinators ?? 0,
    noSocialworkers: dto.noSocialworkers ?? 0,
  };
  const errors = validateCampDTO(
    {
      name: dto.name,
      campIdPrefix,
      pincode: dto.pincode,
      panchayatMasterId: dto.panchayatMasterId,
      startDate: startDay,
      endDate: endDay,
      ...counts,
    },
    { today, minimumToday: stored === null },
  );
  if (stored) {
    const changed = changedDateErrors(
      { startDate: startDay, endDate: endDay },
      { startDate: stored.displayStartDate, endDate: stored.displayEndDate },
      today,
    );
    errors.startDate ??= changed.startDate;
    errors.endDate ??= changed.endDate;
  }
  throwFirst(errors);
  if (stored && campIdPrefix !== stored.campIdPrefix) throw badRequest('CLINIC_ID_FIXED', undefined, 'campDTO.campIdPrefix');
  return {
    name: asText(dto.name),
    campIdPrefix,
    pincode: asText(dto.pincode),
    panchayatMasterId: dto.panchayatMasterId as number,
    startDate: istMidnight(startDay as string),
    endDate: endDay ? istMidnight(endDay) : null,
    // The original client never sends it: an edit of hers keeps what this suite's form saved.
    plannedEnrolment: dto.plannedEnrolment !== undefined ? dto.plannedEnrolment : (stored?.plannedEnrolment ?? null),
    ...counts,
  };
}

async function checkPanchayat(req: FastifyRequest, id: number): Promise<void> {
  const [row] = await req.server.db
    .select({ id: panchayatMaster.id })
    .from(panchayatMaster)
    .where(and(eq(panchayatMaster.id, id), eq(panchayatMaster.isRecordDeleted, false)))
    .limit(1);
  if (!row) throw badRequest('PANCHAYAT_INVALID', undefined, 'campDTO.panchayatMasterId');
}

/**
 * The chosen staff: each an active employee of the caller's hospital in one of the five staff roles, and per
 * role no more than the planned number (docs/screens.md §5 'Kindly select maximum {n} only.'). The clinic's creating Camp
 * Coordinator (`creator`) is kept apart: she is on its staff whatever is sent, and not counted. Role and name in
 * the payload are ignored: the employee record decides.
 */
async function checkStaff(
  req: FastifyRequest,
  hospitalId: number,
  chosen: readonly CampStaffBody[],
  planned: Required<Counts>,
  creator: number | null,
): Promise<StaffRow[]> {
  const ids = [...new Set(chosen.map((s) => s.hospitalEmployeeId))].filter((id) => id !== creator);
  const rows = await allocatableStaff(req.server.db, hospitalId, ids);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) {
    throw badRequest('STAFF_NOT_ALLOCATABLE', { ids: missing.join(', ') }, 'campStaffs');
  }
  for (const row of rows) {
    if (!LIMIT_OF_ROLE[row.roleId]) throw badRequest('ROLE_NOT_ALLOCATABLE', { name: row.name, role: row.role }, 'campStaffs');
  }
  for (const [roleId, countKey] of Object.entries(LIMIT_OF_ROLE)) {
    const inRole = rows.filter((r) => r.roleId === Number(roleId));
    if (inRole.length > planned[countKey])
      throw badRequest('ROLE_ALLOCATION_LIMIT', { role: inRole[0].role, max: planned[countKey] }, 'campStaffs');
  }
  return rows;
}

/** The staff to store: those chosen, and the clinic's creating Camp Coordinator (docs/api.md §4.1), outside the plan. */
function staffIdsToStore(creator: number | null, chosen: readonly StaffRow[]): number[] {
  const ids = chosen.map((r) => r.id);
  if (creator !== null && !ids.includes(creator)) ids.push(creator);
  return ids;
}

/** Creating, the caller is the creator: a Camp Coordinator stays on the clinic she creates. */
const creatorOfNew = (user: AuthUser): number | null => (user.roleId === ROLE.campCoordinator ? user.userId : null);

async function insertStaff(tx: Tx, campId: number, employeeIds: readonly number[], login: string): Promise<void> {
  if (employeeIds.length === 0) return;
  await tx.insert(campStaff).values(employeeIds.map((employeeId) => ({ campId, employeeId, createdBy: login })));
}

function isDuplicateClinicIdViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === UNIQUE_CLINIC_ID_INDEX || String(message).includes(UNIQUE_CLINIC_ID_INDEX)))
      return true;
  }
  return false;
}

async function createCamp(req: FastifyRequest, hospitalId: number, fields: CampFields, chosen: StaffRow[]): Promise<string> {
  const user = requireUser(req);
  const duplicate = () => conflict('CLINIC_ID_TAKEN', { clinicId: fields.campIdPrefix }, 'campDTO.campIdPrefix');
  try {
    return await inTransaction(req, 'CREATE', 'camp', async (tx, audit) => {
      if (await isClinicIdTaken(tx, hospitalId, fields.campIdPrefix)) throw duplicate();
      const [row] = await tx
        .insert(camp)
        .values({ ...fields, hospitalId, createdBy: user.login })
        .returning({ id: camp.id });
      const staffIds = staffIdsToStore(creatorOfNew(user), chosen);
      await insertStaff(tx, row.id, staffIds, user.login);
      audit.entityId = row.id;
      audit.details = { campIdPrefix: fields.campIdPrefix, name: fields.name, staff: staffIds };
      return fields.campIdPrefix;
    });
  } catch (error) {
    // Two creations racing past the check meet the unique index: the same 409.
    throw isDuplicateClinicIdViolation(error) ? duplicate() : error;
  }
}

async function replaceStaff(
  tx: Tx,
  user: AuthUser,
  campId: number,
  chosen: StaffRow[],
  creator: number | null,
): Promise<number[]> {
  // Staff rows are replaced, as in the original (docs/api.md §0: the one hard delete of camp data).
  await tx.delete(campStaff).where(eq(campStaff.campId, campId));
  const staffIds = staffIdsToStore(creator, chosen);
  await insertStaff(tx, campId, staffIds, user.login);
  return staffIds;
}

async function editCamp(
  req: FastifyRequest,
  stored: Camp,
  fields: CampFields,
  chosen: StaffRow[] | null,
  creator: number | null,
): Promise<string> {
  const user = requireUser(req);
  return inTransaction(req, 'UPDATE', 'camp', async (tx, audit) => {
    // Checked again under the row lock: a staff change since the read above must not let this edit through.
    await loadCampInScope(tx, callerScope(req), stored.id, 'update');
    const { campIdPrefix, ...changes } = fields;
    await tx
      .update(camp)
      .set({ ...changes, lastModifiedBy: user.login, lastModifiedDate: new Date() })
      .where(eq(camp.id, stored.id));
    audit.entityId = stored.id;
    audit.details = {
      campIdPrefix,
      name: fields.name,
      previous: {
        name: stored.campName,
        pincode: stored.pincode,
        panchayatMasterId: stored.panchayatMasterId,
        startDate: stored.displayStartDate,
        endDate: stored.displayEndDate,
        plannedEnrolment: stored.plannedEnrolment ?? null,
      },
    };
    if (chosen) audit.details.staff = await replaceStaff(tx, user, stored.id, chosen, creator);
    return campIdPrefix;
  });
}

/** A staff-only edit: every campDTO field but the id is ignored; the staff are checked against the planned counts. */
async function editStaff(
  req: FastifyRequest,
  hospitalId: number,
  stored: Camp,
  campStaffs: readonly CampStaffBody[],
  creator: number | null,
): Promise<string> {
  const user = requireUser(req);
  const planned: Required<Counts> = {
    noCampcordinators: stored.noCampcordinators,
    noDoctors: stored.noDoctors,
    noNurses: stored.noNurses,
    noProgramcordinators: stored.noProgramCoordinators,
    noSocialworkers: stored.noSocialWorkers,
  };
  const chosen = await checkStaff(req, hospitalId, campStaffs, planned, creator);
  return inTransaction(req, 'UPDATE', 'camp', async (tx, audit) => {
    await loadCampInScope(tx, callerScope(req), stored.id, 'update');
    audit.entityId = stored.id;
    audit.details = {
      campIdPrefix: stored.campIdPrefix,
      staffOnly: true,
      staff: await replaceStaff(tx, user, stored.id, chosen, creator),
    };
    return stored.campIdPrefix;
  });
}

/** Creates or edits; returns the clinic ID (the response body, as plain text). */
export async function saveCamp(req: FastifyRequest, body: NewCampInput): Promise<string> {
  const user = requireUser(req);
  const hospitalId = hospitalScope(req);
  const id = body.campDTO.id ?? null;
  const stored = id === null ? null : await findVisibleCamp(req.server.db, user, hospitalId, id);
  if (id !== null && !stored) throw notFound('CLINIC_NOT_FOUND');
  const staffGiven = body.campStaffs !== undefined && body.campStaffs !== null;
  const creator = stored ? await clinicCreatorId(req.server.db, hospitalId, stored.id) : creatorOfNew(user);
  if (stored && body.editClinicFields !== true) {
    if (!staffGiven) throw badRequest('CLINIC_NOTHING_TO_SAVE', undefined, 'editClinicFields');
    return editStaff(req, hospitalId, stored, body.campStaffs ?? [], creator);
  }
  const fields = readFields(body.campDTO, stored);
  await checkPanchayat(req, fields.panchayatMasterId);
  const chosen = staffGiven ? await checkStaff(req, hospitalId, body.campStaffs ?? [], fields, creator) : null;
  return stored ? editCamp(req, stored, fields, chosen, creator) : createCamp(req, hospitalId, fields, chosen ?? []);
}
