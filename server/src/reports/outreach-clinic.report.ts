/** Outreachclinic (BEHAVIOUR §8.1): one row per camp of the selection created in the date range. */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { camp, campStaff, districtMaster, employee, panchayatMaster, stateMaster, taluqMaster } from '../db/schema.js';
import { istDateTime, istDay, text, type Cell } from './csv.js';
import { countsMap, inIdOrder, type ReportContext, type ReportDefinition } from './report-definition.js';

const header = [
  'OUTREACHCLINICID',
  'OUTREACHCLINICNAME',
  'STARTDATE',
  'ENDDATE',
  'PANJAYATHNAME',
  'TALUKNAME',
  'DISTRICTNAME',
  'STATENAME',
  'NOCAMPCOORDINATORS',
  'NODOCTORS',
  'NONURSES',
  'NOPROGRAMCOORDINATORS',
  'NOSOCIALWORKERS',
  'DOCTOR',
  'PROGRAM_COORDINATOR',
  'CAMP_COORDINATOR',
  'SOCIAL_WORKER',
  'NURSE',
  'CREATEDBY',
  'CREATEDDATE',
] as const;

/** Role ids of the staff columns (BEHAVIOUR §1.5): Doctor, Program Coordinator, Camp Coordinator, Social Worker, Nurse. */
const STAFF_ROLES = { doctor: 5, programCoordinator: 2, campCoordinator: 3, socialWorker: 4, nurse: 6 } as const;

/** Comma-joined names of the camp's active staff of one role. */
const staffNames = (roleId: number) => sql<string | null>`(
  select string_agg(${employee.name}, ',' order by ${employee.name})
  from ${campStaff} join ${employee} on ${employee.id} = ${campStaff.employeeId}
  where ${campStaff.campId} = ${camp.id} and ${campStaff.isRecordDeleted} = false
    and ${employee.isRecordDeleted} = false and ${employee.employeeRoleMasterId} = ${roleId})`;

function selected({ selection }: ReportContext) {
  return and(inArray(camp.id, selection.campIds), gte(camp.createdDate, selection.from), lt(camp.createdDate, selection.until));
}

export const outreachClinicReport: ReportDefinition = {
  header,

  ordering(ctx) {
    if (ctx.selection.campIds.length === 0) return null;
    return ctx.db.select({ id: camp.id }).from(camp).where(selected(ctx)).orderBy(desc(camp.createdDate), desc(camp.id));
  },

  async records(ctx, ids) {
    const rows = await ctx.db
      .select({
        id: camp.id,
        campIdPrefix: camp.campIdPrefix,
        name: camp.name,
        startDate: camp.startDate,
        endDate: camp.endDate,
        panchayat: panchayatMaster.name,
        taluk: taluqMaster.name,
        district: districtMaster.name,
        state: stateMaster.name,
        noCampcordinators: camp.noCampcordinators,
        noDoctors: camp.noDoctors,
        noNurses: camp.noNurses,
        noProgramcordinators: camp.noProgramcordinators,
        noSocialworkers: camp.noSocialworkers,
        doctors: staffNames(STAFF_ROLES.doctor),
        programCoordinators: staffNames(STAFF_ROLES.programCoordinator),
        campCoordinators: staffNames(STAFF_ROLES.campCoordinator),
        socialWorkers: staffNames(STAFF_ROLES.socialWorker),
        nurses: staffNames(STAFF_ROLES.nurse),
        createdBy: camp.createdBy,
        createdDate: camp.createdDate,
      })
      .from(camp)
      .leftJoin(panchayatMaster, eq(panchayatMaster.id, camp.panchayatMasterId))
      .leftJoin(taluqMaster, eq(taluqMaster.id, panchayatMaster.taluqMasterId))
      .leftJoin(districtMaster, eq(districtMaster.id, taluqMaster.districtMasterId))
      .leftJoin(stateMaster, eq(stateMaster.id, districtMaster.stateMasterId))
      .where(inArray(camp.id, ids));
    return inIdOrder(ids, rows, (c) => c.id).map((c): Cell[] => [
      text(c.campIdPrefix),
      text(c.name),
      istDay(c.startDate),
      istDay(c.endDate),
      text(c.panchayat),
      text(c.taluk),
      text(c.district),
      text(c.state),
      text(c.noCampcordinators),
      text(c.noDoctors),
      text(c.noNurses),
      text(c.noProgramcordinators),
      text(c.noSocialworkers),
      text(c.doctors),
      text(c.programCoordinators),
      text(c.campCoordinators),
      text(c.socialWorkers),
      text(c.nurses),
      text(c.createdBy),
      text(istDateTime(c.createdDate)),
    ]);
  },

  async countByCamp(ctx) {
    if (ctx.selection.campIds.length === 0) return new Map();
    return countsMap(await ctx.db.select({ campId: camp.id, n: count() }).from(camp).where(selected(ctx)).groupBy(camp.id));
  },
};
