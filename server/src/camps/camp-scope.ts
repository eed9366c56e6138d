/**
 * The one rule of which records a caller may touch (docs/api.md §4.2 with its REC, docs/discrepancies.md §24, Decision 3):
 * a camp by the table below, always within the caller's own hospital; a participant (and her family rows, tests,
 * history and medical records) through the camp she is registered in. The camp lists, the reports, the worklists
 * and every by-id read or write use it, so a record reachable by id is never one that no list would show.
 *   Program Coordinator            every camp of the hospital
 *   Camp Coordinator and admin     camps they created, or where they are allocated staff
 *   Social Worker, Doctor, Nurse   camps where they are allocated staff
 * The admin is not in the original's table (it had no menus); with the Outreach Clinic menu of this product's
 * seed an admin creates clinics, so it gets the creator's scope rather than losing sight of its own clinics.
 * EXISTS (not a join on staff rows) keeps each camp once.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { camp, campStaff, candidate } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { hospitalScope, requireUser, type AuthUser } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { ROLE } from '../seed/ids.js';
import { CAMP_TIME_ZONE } from './camp-dates.js';

/** Who is asking and in which hospital: what every scoped query needs. */
export interface CallerScope {
  user: AuthUser;
  hospitalId: number;
}

export function callerScope(req: FastifyRequest): CallerScope {
  return { user: requireUser(req), hospitalId: hospitalScope(req) };
}

export function isStaffOf(employeeId: number): SQL {
  return sql`exists (select 1 from ${campStaff} where ${campStaff.campId} = ${camp.id} and ${campStaff.employeeId} = ${employeeId} and ${campStaff.isRecordDeleted} = false)`;
}

/** Camps the login created (compared lower-cased: older rows kept the login as typed). */
export function isCreatedBy(login: string): SQL {
  return sql`lower(${camp.createdBy}) = ${login}`;
}

export function visibleCamps(user: AuthUser, hospitalId: number): SQL {
  const inHospital = and(eq(camp.hospitalId, hospitalId), eq(camp.isRecordDeleted, false)) as SQL;
  switch (user.roleId) {
    case ROLE.programCoordinator:
      return inHospital;
    case ROLE.campCoordinator:
    case ROLE.admin:
      return and(inHospital, or(isCreatedBy(user.login), isStaffOf(user.userId))) as SQL;
    default:
      return and(inHospital, isStaffOf(user.userId)) as SQL;
  }
}

/** Ids of camps matching a condition, for `campId IN (…)`. */
export const campIdsWhere = (condition: SQL): SQL => sql`(select ${camp.id} from ${camp} where ${condition})`;

/** Candidate rows (participants and family members) the caller may touch: of her hospital, in a camp she may touch. */
export function visibleCandidates({ user, hospitalId }: CallerScope): SQL {
  return and(
    eq(candidate.hospitalId, hospitalId),
    inArray(candidate.campId, campIdsWhere(visibleCamps(user, hospitalId))),
  ) as SQL;
}

export type CampRow = typeof camp.$inferSelect;

/** Out of scope and unknown get the same answer, so an id outside the caller's camps is not confirmed to exist. */

/**
 * A camp the caller may touch, for a write that follows in the same transaction: locked (share: enrolments may
 * run side by side, an edit of the camp waits), 404 otherwise.
 */
export async function loadCampInScope(
  db: DbOrTx,
  scope: CallerScope,
  campId: number,
  lock: 'share' | 'update' = 'share',
): Promise<CampRow> {
  const [row] = await db
    .select()
    .from(camp)
    .where(and(eq(camp.id, campId), visibleCamps(scope.user, scope.hospitalId)))
    .for(lock);
  if (!row) throw notFound('CLINIC_NOT_FOUND');
  return row;
}

/** Active: no end date, or an end date (an IST day) not before today in India. */
export const isActiveCamp: SQL = sql`(${camp.endDate} is null or (${camp.endDate} at time zone ${CAMP_TIME_ZONE})::date >= (now() at time zone ${CAMP_TIME_ZONE})::date)`;
