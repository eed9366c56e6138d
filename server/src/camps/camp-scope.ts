/**
 * Which camps a caller may see (BEHAVIOUR §4.2 with its REC, DISCREPANCIES 24), always within the caller's own
 * hospital (Decision 3):
 *   Program Coordinator            every camp of the hospital
 *   Camp Coordinator and admin     camps they created, or where they are allocated staff
 *   Social Worker, Doctor, Nurse   camps where they are allocated staff
 * The admin is not in the original's table (it had no menus); with the Outreach Clinic menu of this product's
 * seed an admin creates clinics, so it gets the creator's scope rather than losing sight of its own clinics.
 * EXISTS (not a join on staff rows) keeps each camp once.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { camp, campStaff } from '../db/schema.js';
import type { AuthUser } from '../http/access.js';
import { ROLE } from '../seed/ids.js';
import { CAMP_TIME_ZONE } from './camp-dates.js';

export function isStaffOf(employeeId: number): SQL {
  return sql`exists (select 1 from ${campStaff} where ${campStaff.campId} = ${camp.id} and ${campStaff.employeeId} = ${employeeId} and ${campStaff.isRecordDeleted} = false)`;
}

export function visibleCamps(user: AuthUser, hospitalId: number): SQL {
  const inHospital = and(eq(camp.hospitalId, hospitalId), eq(camp.isRecordDeleted, false)) as SQL;
  switch (user.roleId) {
    case ROLE.programCoordinator:
      return inHospital;
    case ROLE.campCoordinator:
    case ROLE.admin:
      return and(inHospital, or(sql`lower(${camp.createdBy}) = ${user.login}`, isStaffOf(user.userId))) as SQL;
    default:
      return and(inHospital, isStaffOf(user.userId)) as SQL;
  }
}

/** Active: no end date, or an end date (an IST day) not before today in India. */
export const isActiveCamp: SQL = sql`(${camp.endDate} is null or (${camp.endDate} at time zone ${CAMP_TIME_ZONE})::date >= (now() at time zone ${CAMP_TIME_ZONE})::date)`;
