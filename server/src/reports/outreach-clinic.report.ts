/** Outreachclinic (docs/api.md §8.1): one row per camp of the selection created in the date range. */
import { sql } from 'drizzle-orm';
import { text, type Cell } from './csv.js';
import {
  countsPerCamp,
  idList,
  instant,
  istDateTime,
  istDay,
  limitTo,
  type ReportContext,
  type ReportDefinition,
} from './report-definition.js';

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

/** Role ids of the staff columns (docs/api.md §1.5): Doctor, Program Coordinator, Camp Coordinator, Social Worker, Nurse. */
const STAFF_ROLES = { doctor: 5, programCoordinator: 2, campCoordinator: 3, socialWorker: 4, nurse: 6 } as const;

/** Comma-joined names of the camp's active staff of one role. */
const staffNames = (roleId: number) => sql`(
  select string_agg(e.name, ',' order by e.name)
  from camp_staff s join employee e on e.id = s.employee_id
  where s.camp_id = camp.id and s.is_record_deleted = false
    and e.is_record_deleted = false and e.employee_role_master_id = ${roleId})`;

const selected = ({ selection }: ReportContext) => sql`camp.id in (${idList(selection.campIds)})
  and camp.created_date >= ${instant(selection.from)} and camp.created_date < ${instant(selection.until)}`;

export const outreachClinicReport: ReportDefinition = {
  header,

  parts(ctx) {
    if (ctx.selection.campIds.length === 0) return [];
    return [
      {
        rows: (after, limit) => sql`
          select camp.id, camp.created_date::text as "createdKey", camp.camp_id_prefix as "campIdPrefix", camp.name,
            ${istDay(sql`camp.start_date`)} as "startDate", ${istDay(sql`camp.end_date`)} as "endDate", p.name as panchayat, t.name as taluk,
            d.name as district, st.name as state, camp.no_campcordinators as "noCampcordinators",
            camp.no_doctors as "noDoctors", camp.no_nurses as "noNurses",
            camp.no_programcordinators as "noProgramcordinators", camp.no_socialworkers as "noSocialworkers",
            ${staffNames(STAFF_ROLES.doctor)} as doctors,
            ${staffNames(STAFF_ROLES.programCoordinator)} as "programCoordinators",
            ${staffNames(STAFF_ROLES.campCoordinator)} as "campCoordinators",
            ${staffNames(STAFF_ROLES.socialWorker)} as "socialWorkers",
            ${staffNames(STAFF_ROLES.nurse)} as nurses,
            camp.created_by as "createdBy", ${istDateTime(sql`camp.created_date`)} as "createdDate"
          from camp
            left join panchayat_master p on p.id = camp.panchayat_master_id
            left join taluq_master t on t.id = p.taluq_master_id
            left join district_master d on d.id = t.district_master_id
            left join state_master st on st.id = d.state_master_id
          where ${selected(ctx)}
            ${after ? sql`and (camp.created_date, camp.id) < (${after[0]}::timestamptz, ${after[1]}::int)` : sql``}
          order by camp.created_date desc, camp.id desc ${limitTo(limit)}`,
        key: (row) => [row.createdKey, row.id],
      },
    ];
  },

  records: (_ctx, c): Cell[][] => [
    [
      text(c.campIdPrefix),
      text(c.name),
      text(c.startDate),
      text(c.endDate),
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
      text(c.createdDate),
    ],
  ],

  async countByCamp(ctx) {
    if (ctx.selection.campIds.length === 0) return new Map();
    return countsPerCamp(
      ctx.db,
      sql`select camp.id as "campId", count(*)::int as n from camp where ${selected(ctx)} group by camp.id`,
    );
  },
};
