/**
 * The programme dashboard's indicators (docs/dashboard.md), over the clinics the caller sees (camps/camp-scope.ts
 * `visibleCamps`, the admin's widened to her hospital; never ids or roles from the body):
 *   enrolled              participants (not tagged, not family members) created in the range: Patientregistration
 *   eligible              of those, the ones with a screening test of hers assigned (per test: that test)
 *   screened, positive    participants whose first finished screening of a test falls in the range; positive when a
 *                         finished screening of hers of that test says Referral Yes (the Screening report's blocks with
 *                         STATUS COMPLETED). Per clinic and week: her first finished screening of any test
 *   clinically evaluated  participants whose first clinical result saved falls in the range: Clinical_Evaluation
 *   referred, reached, lost  follow-ups (one per referral) referred in the range, from the follow_up table: FollowUp
 * The participants' counts are summed from the rollups of dashboard-days.ts (each participant counted once, on her
 * first day), rebuilt first for the clinics written since; they and the clinics are read from the primary, the
 * follow-ups from the report replica when one is configured (db/report-database.ts), as report downloads are. */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  DASHBOARD_DEFAULT_WEEKS,
  DASHBOARD_MAX_CLINICS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_MAX_STAFF,
  DASHBOARD_MAX_WEEKS,
  DASHBOARD_TESTS,
  type DashboardBody,
  type DashboardClinic,
  type DashboardIndicators,
  type DashboardStaff,
  type DashboardTest,
  type DashboardTestCounts,
} from '@screening/domain/api';
import { istDay } from '../camps/camp-dates.js';
import { visibleCamps, type CallerScope } from '../camps/camp-scope.js';
import { selectRows } from '../db/rows.js';
import { camp, districtMaster, employee, panchayatMaster, taluqMaster } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { istMidnight } from '../reports/csv.js';
import { loadFormKinds } from '../reports/form-kinds.js';
import { rebuildChangedClinics } from './dashboard-days.js';
import { idList, instant } from '../reports/report-definition.js';
import { ROLE } from '../seed/ids.js';

/** The filters of a call, as understood: days 'yyyy-mm-dd' (inclusive), places trimmed; null where none. */
export interface DashboardFilters {
  from: string | null;
  to: string | null;
  campId: number | null;
  panchayat: string | null;
  taluk: string | null;
  district: string | null;
}

const DAY_MS = 86_400_000;

/** A 'yyyy-mm-dd' that is a real day, as its UTC midnight (ms); null otherwise. */
function dayNumber(text: string): number | null {
  const [year, month, day] = text.split('-').map(Number);
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

const dayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Monday of the week of a day (ms of UTC midnight). */
const mondayOf = (ms: number): number => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;

const invalid = (field: string, rule: string) => badRequest('FIELD_INVALID', { field, rule }, field);

/** Checks the days (real, in order, at most DASHBOARD_MAX_DAYS apart) and trims the places; 400 naming the field. */
export function readDashboardFilters(body: DashboardBody): DashboardFilters {
  const days: Record<'from' | 'to', number | null> = { from: null, to: null };
  for (const field of ['from', 'to'] as const) {
    const text = body[field];
    if (text === undefined) continue;
    days[field] = dayNumber(text);
    if (days[field] === null) throw invalid(field, 'is not a day of the calendar');
  }
  if (days.from !== null && days.to !== null) {
    if (days.to < days.from) throw invalid('to', 'must not be before from');
    if ((days.to - days.from) / DAY_MS + 1 > DASHBOARD_MAX_DAYS)
      throw invalid('to', `must be within ${DASHBOARD_MAX_DAYS} days of from`);
  }
  const place = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    from: body.from ?? null,
    to: body.to ?? null,
    campId: body.campId ?? null,
    panchayat: place(body.panchayat),
    taluk: place(body.taluk),
    district: place(body.district),
  };
}

/**
 * Whether the caller's dashboard covers every clinic of her hospital: the Program Coordinator's, as everywhere, and
 * the admin's too. The dashboard shows counts, never a participant's record, and the admin oversees the programme
 * with the coordinators; elsewhere (lists, records, reports) she keeps visibleCamps' scope, the clinics she created or
 * staffs, since there she would read the women's records themselves.
 */
const seesHospital = ({ user }: CallerScope): boolean => user.roleId === ROLE.programCoordinator || user.roleId === ROLE.admin;

/**
 * Whose answer a cached one may be: a hospital-wide caller's clinics are her hospital's whatever her name or role, so
 * they share; anyone else's depend on her login (clinics she created) and her id (clinics she staffs), and on her role.
 */
export function scopeKey(scope: CallerScope): string {
  const { user, hospitalId } = scope;
  return seesHospital(scope) ? `${hospitalId}:hospital` : `${hospitalId}:${user.roleId}:${user.userId}:${user.login}`;
}

interface ScopedClinic {
  id: number;
  clinicId: string;
  name: string;
  /** The clinic's place, so the screen can offer the place filters of the caller's own clinics. */
  district: string | null;
  taluk: string | null;
  panchayat: string | null;
  planned: number | null;
}

const sameName = (column: SQLWrapper, name: string): SQL => sql`lower(${column}) = lower(${name})`;

/** The caller's clinics that match the clinic and place filters (from the primary: who may see what). */
async function scopedClinics(db: DbOrTx, scope: CallerScope, filters: DashboardFilters): Promise<ScopedClinic[]> {
  const conditions: (SQL | undefined)[] = seesHospital(scope)
    ? [eq(camp.hospitalId, scope.hospitalId), eq(camp.isRecordDeleted, false)]
    : [visibleCamps(scope.user, scope.hospitalId)];
  if (filters.campId !== null) conditions.push(eq(camp.id, filters.campId));
  if (filters.panchayat !== null) conditions.push(sameName(panchayatMaster.name, filters.panchayat));
  if (filters.taluk !== null) conditions.push(sameName(taluqMaster.name, filters.taluk));
  if (filters.district !== null) conditions.push(sameName(districtMaster.name, filters.district));
  return db
    .select({
      id: camp.id,
      clinicId: camp.campIdPrefix,
      name: camp.name,
      district: districtMaster.name,
      taluk: taluqMaster.name,
      panchayat: panchayatMaster.name,
      planned: camp.plannedEnrolment,
    })
    .from(camp)
    .leftJoin(panchayatMaster, eq(panchayatMaster.id, camp.panchayatMasterId))
    .leftJoin(taluqMaster, eq(taluqMaster.id, panchayatMaster.taluqMasterId))
    .leftJoin(districtMaster, eq(districtMaster.id, taluqMaster.districtMasterId))
    .where(and(...conditions))
    .orderBy(camp.id);
}

/** The range as instants: from the first instant of `from` in India to the first of the day after `to`. */
function instants(filters: DashboardFilters): { from: Date | null; until: Date | null } {
  const at = (day: string | null, offset: number) => {
    if (day === null) return null;
    const [year, month, d] = day.split('-').map(Number);
    return istMidnight({ year, month, day: d }, offset);
  };
  return { from: at(filters.from, 0), until: at(filters.to, 1) };
}

/** `column` (a timestamp) within the range, or nothing. */
function inRange(column: SQL, range: { from: Date | null; until: Date | null }): SQL {
  return sql`${range.from ? sql`and ${column} >= ${instant(range.from)}` : sql``}
    ${range.until ? sql`and ${column} < ${instant(range.until)}` : sql``}`;
}

/** Monday of a date's week (a date). */
const mondayOfDate = (column: SQL): SQL => sql`(${column} - (extract(isodow from ${column})::int - 1))`;

type Tally = Map<string, number>;
const add = (tally: Tally, key: string | null, n: number) => {
  if (key !== null) tally.set(key, (tally.get(key) ?? 0) + n);
};

export interface IndicatorInput {
  /** Who may see which clinic (the primary). */
  db: DbOrTx;
  /** Where the counts are read (the report replica, or the primary). */
  reports: DbOrTx;
  scope: CallerScope;
  filters: DashboardFilters;
  now: Date;
}

/** The clinics' planned enrolment: the sum of those that record one, null when none does. */
function plannedOf(clinics: ScopedClinic[]): number | null {
  const recorded = clinics.filter((c) => c.planned !== null);
  return recorded.length === 0 ? null : recorded.reduce((sum, c) => sum + (c.planned ?? 0), 0);
}

const zeroTest = (): DashboardTestCounts => ({ eligible: 0, screened: 0, positive: 0, positiveRate: null, referred: 0 });
const rate = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The weeks of the trend: `from`'s (else DASHBOARD_DEFAULT_WEEKS back) to `to`'s (else today's), oldest first. */
function trendWeeks(filters: DashboardFilters, now: Date): string[] {
  const end = dayNumber(filters.to ?? istDay(now))!;
  const start = filters.from !== null ? dayNumber(filters.from)! : end - (DASHBOARD_DEFAULT_WEEKS - 1) * 7 * DAY_MS;
  const weeks: string[] = [];
  for (let monday = mondayOf(end); monday >= mondayOf(start) && weeks.length < DASHBOARD_MAX_WEEKS; monday -= 7 * DAY_MS)
    weeks.push(dayText(monday));
  return weeks.reverse();
}

const TEST_KEY = { BREAST: 'Breast', ORAL: 'Oral', CERVICAL: 'Cervical' } as const satisfies Record<DashboardTest, string>;

type DaySums = Record<
  | 'enrolled'
  | 'eligible'
  | `${'eligible' | 'screened' | 'positive'}${'' | (typeof TEST_KEY)[DashboardTest]}`
  | 'clinical'
  | 'screeningResults'
  | 'clinicalResults',
  number
>;

/** Whether a date column is a day of the trend's weeks within the filter. */
function trendDays(column: SQL, filters: DashboardFilters, weeks: string[]): SQL {
  const last = dayText(dayNumber(weeks[weeks.length - 1])! + 6 * DAY_MS);
  const from = filters.from !== null && filters.from > weeks[0] ? filters.from : weeks[0];
  const to = filters.to !== null && filters.to < last ? filters.to : last;
  return sql`${column} between ${from}::date and ${to}::date`;
}

/**
 * The rollups of these clinics and days, summed per clinic and login (the whole, each clinic and each login are
 * added up from these), and the trend's weeks apart, over their own days. Two plain groupings rather than grouping
 * sets: PostgreSQL aggregates each in parallel, and the weeks read only the trend's days (at a million
 * participants 70 and 20 ms against 270 ms for the four sets at once).
 */
function summedDays(db: DbOrTx, hospitalId: number, camps: SQL, filters: DashboardFilters, weeks: string[]) {
  const sums = DAY_KEYS.map((key) => sql`coalesce(sum(d.${sql.identifier(DAY_COLUMNS[key])}), 0)::int as ${sql.identifier(key)}`);
  const where = sql`d.hospital_id = ${hospitalId} and d.camp_id in (${camps})`;
  return Promise.all([
    selectRows<DaySums & { campId: number; login: string }>(
      db,
      sql`select d.camp_id as "campId", d.login, ${sql.join(sums, sql`, `)} from dashboard_day d
        where ${where}
          ${filters.from ? sql`and d.day >= ${filters.from}::date` : sql``}
          ${filters.to ? sql`and d.day <= ${filters.to}::date` : sql``}
        group by d.camp_id, d.login`,
    ),
    selectRows<{ week: string; enrolled: number; screened: number }>(
      db,
      sql`select to_char(x.week, 'YYYY-MM-DD') as week, x.enrolled, x.screened
        from (select ${mondayOfDate(sql`d.day`)} as week,
            coalesce(sum(d.enrolled), 0)::int as enrolled, coalesce(sum(d.screened), 0)::int as screened
          from dashboard_day d where ${where} and ${trendDays(sql`d.day`, filters, weeks)}
          group by 1) x`,
    ),
  ]);
}

interface FollowUpCount {
  campId: number;
  test: string;
  week: string | null;
  referred: number;
  reached: number;
  lost: number;
}

/**
 * The follow-ups' statements: counted per clinic, test and week of the trend (none outside it), the whole, each test,
 * clinic and week added up from these; and how many reached the hospital after each number of days, for the median.
 * Both read follow_up_dashboard_idx alone (migration 0020).
 */
export function followUpStatements(
  hospitalId: number,
  camps: SQL,
  filters: DashboardFilters,
  weeks: string[],
): { counts: SQL; daysToHospital: SQL } {
  // The follow-ups carry their clinic (copied when they open), so they are counted without her row.
  const where = sql`f.hospital_id = ${hospitalId} and f.is_record_deleted = false and f.camp_id in (${camps})
    ${filters.from ? sql`and f.referred_on >= ${filters.from}::date` : sql``}
    ${filters.to ? sql`and f.referred_on <= ${filters.to}::date` : sql``}`;
  return {
    counts: sql`select x.camp_id as "campId", upper(x.disease) as test, to_char(x.week, 'YYYY-MM-DD') as week,
        x.referred, x.reached, x.lost
      from (select f.camp_id, f.disease,
          case when ${trendDays(sql`f.referred_on`, filters, weeks)} then ${mondayOfDate(sql`f.referred_on`)} end as week,
          count(*)::int as referred, count(f.attended_date)::int as reached,
          count(*) filter (where f.state = 'LOST')::int as lost
        from follow_up f where ${where}
        group by 1, 2, 3) x`,
    daysToHospital: sql`select f.attended_date - f.referred_on as value, count(*)::int as n
      from follow_up f where ${where} and f.attended_date is not null
      group by 1`,
  };
}

/**
 * The median of a histogram of whole numbers as PostgreSQL's percentile_cont(0.5) gives it: the middle value, or the
 * mean of the two middle ones; null when empty.
 */
export function histogramMedian(counts: { value: number; n: number }[]): number | null {
  const sorted = [...counts].filter((c) => c.n > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, c) => sum + c.n, 0);
  if (total === 0) return null;
  // The values at 0-based positions floor and ceil of (total - 1) / 2.
  const at = (position: number) => {
    let seen = 0;
    for (const c of sorted) if ((seen += c.n) > position) return c.value;
    return sorted[sorted.length - 1].value;
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.ceil((total - 1) / 2))) / 2;
}

/** The answer's name of each rollup column. */
const DAY_COLUMNS: Record<keyof DaySums, string> = {
  enrolled: 'enrolled',
  eligible: 'eligible',
  eligibleBreast: 'eligible_breast',
  eligibleOral: 'eligible_oral',
  eligibleCervical: 'eligible_cervical',
  screened: 'screened',
  positive: 'positive',
  screenedBreast: 'screened_breast',
  positiveBreast: 'positive_breast',
  screenedOral: 'screened_oral',
  positiveOral: 'positive_oral',
  screenedCervical: 'screened_cervical',
  positiveCervical: 'positive_cervical',
  clinical: 'clinical',
  screeningResults: 'screening_results',
  clinicalResults: 'clinical_results',
};
const DAY_KEYS = Object.keys(DAY_COLUMNS) as (keyof DaySums)[];

export async function computeIndicators({ db, reports, scope, filters, now }: IndicatorInput): Promise<DashboardIndicators> {
  const [clinics, forms] = await Promise.all([scopedClinics(db, scope, filters), loadFormKinds(db, scope.hospitalId)]);
  const hospitalId = scope.hospitalId;
  const range = instants(filters);
  const weeks = trendWeeks(filters, now);
  const tests = Object.fromEntries(DASHBOARD_TESTS.map((test) => [test, zeroTest()])) as Record<
    DashboardTest,
    DashboardTestCounts
  >;
  const perClinic = new Map(
    clinics.map((c) => [c.id, { ...c, enrolled: 0, screened: 0, positive: 0, referred: 0 } satisfies DashboardClinic]),
  );
  const perWeek = new Map(weeks.map((weekStart) => [weekStart, { weekStart, enrolled: 0, screened: 0, referred: 0 }]));
  const staffBy = { enrolled: new Map() as Tally, screened: new Map() as Tally, clinical: new Map() as Tally };
  const callsBy = new Map<number, number>();
  const totals = { enrolled: 0, eligible: 0, clinicallyEvaluated: 0 };
  const followUp = { referred: 0, reachedHospital: 0, medianDaysToHospital: null as number | null, lost: 0 };

  if (clinics.length > 0) {
    const camps = idList(clinics.map((c) => c.id));
    const counting = followUpStatements(hospitalId, camps, filters, weeks);
    const followUpQuery = selectRows<FollowUpCount>(reports, counting.counts);
    const daysToHospitalQuery = selectRows<{ value: number; n: number }>(reports, counting.daysToHospital);
    // Calls recorded in the range (the day she was called) on the referrals of these clinics, whenever referred.
    const callsQuery = selectRows<{ employeeId: number; n: number }>(
      reports,
      sql`select e.employee_id as "employeeId", count(*)::int as n
        from follow_up_event e join follow_up f on f.id = e.follow_up_id
        where e.kind = 'call' and e.employee_id is not null and e.is_record_deleted = false
          and f.hospital_id = ${hospitalId} and f.is_record_deleted = false and f.camp_id in (${camps})
          ${inRange(sql`e.created_date`, range)}
        group by e.employee_id`,
    );
    // The rest is summed from the rollups, rebuilt first for the clinics written since (on the primary, which holds
    // them: a replica might not have the rebuild yet).
    const daysQuery = rebuildChangedClinics(db, hospitalId, forms).then(() => summedDays(db, hospitalId, camps, filters, weeks));
    const [[dayRows, weekRows], followUpRows, daysToHospital, callRows] = await Promise.all([
      daysQuery,
      followUpQuery,
      daysToHospitalQuery,
      callsQuery,
    ]);
    followUp.medianDaysToHospital = histogramMedian(daysToHospital.map((row) => ({ value: Number(row.value), n: row.n })));

    const whole = Object.fromEntries(DAY_KEYS.map((key) => [key, 0])) as DaySums;
    for (const row of dayRows) {
      for (const key of DAY_KEYS) whole[key] += row[key];
      const clinic = perClinic.get(Number(row.campId));
      if (clinic) {
        clinic.enrolled += row.enrolled;
        clinic.screened += row.screened;
        clinic.positive += row.positive;
      }
      if (row.login) {
        add(staffBy.enrolled, row.login, row.enrolled);
        add(staffBy.screened, row.login, row.screeningResults);
        add(staffBy.clinical, row.login, row.clinicalResults);
      }
    }
    totals.enrolled = whole.enrolled;
    totals.eligible = whole.eligible;
    totals.clinicallyEvaluated = whole.clinical;
    for (const test of DASHBOARD_TESTS) {
      const key = TEST_KEY[test];
      tests[test].eligible = whole[`eligible${key}`];
      tests[test].screened = whole[`screened${key}`];
      tests[test].positive = whole[`positive${key}`];
    }
    for (const row of weekRows) {
      const week = perWeek.get(row.week);
      if (week) Object.assign(week, { enrolled: row.enrolled, screened: row.screened });
    }
    for (const row of followUpRows) {
      followUp.referred += row.referred;
      followUp.reachedHospital += row.reached;
      followUp.lost += row.lost;
      const test = tests[row.test as DashboardTest];
      if (test) test.referred += row.referred;
      const clinic = perClinic.get(Number(row.campId));
      if (clinic) clinic.referred += row.referred;
      const week = row.week !== null ? perWeek.get(row.week) : undefined;
      if (week) week.referred += row.referred;
    }
    for (const row of callRows) callsBy.set(Number(row.employeeId), row.n);
  }
  for (const test of DASHBOARD_TESTS) tests[test].positiveRate = rate(tests[test].positive, tests[test].screened);

  const clinicRows = [...perClinic.values()].sort(
    (a, b) => b.enrolled - a.enrolled || a.name.localeCompare(b.name) || a.id - b.id,
  );
  const staff = await staffRows(db, staffBy, callsBy);
  return {
    asOf: now.toISOString(),
    filters,
    totals: {
      clinics: clinics.length,
      planned: plannedOf(clinics),
      enrolled: totals.enrolled,
      eligible: totals.eligible,
      tests,
      clinicallyEvaluated: totals.clinicallyEvaluated,
      followUp: { ...followUp, completionRate: rate(followUp.reachedHospital, followUp.referred) },
    },
    clinics: clinicRows.slice(0, DASHBOARD_MAX_CLINICS),
    staff: staff.slice(0, DASHBOARD_MAX_STAFF),
    weeks: [...perWeek.values()],
    truncated: { clinics: clinicRows.length > DASHBOARD_MAX_CLINICS, staff: staff.length > DASHBOARD_MAX_STAFF },
  };
}

/**
 * Each person's work, by her login (enrolments, results) and her id (calls), named by the user's name; a login that
 * is no user's (an import's, the seed's) is shown as it is.
 */
async function staffRows(
  db: DbOrTx,
  by: { enrolled: Tally; screened: Tally; clinical: Tally },
  calls: Map<number, number>,
): Promise<DashboardStaff[]> {
  const logins = [...new Set([...by.enrolled.keys(), ...by.screened.keys(), ...by.clinical.keys()])];
  const ids = [...calls.keys()];
  if (logins.length === 0 && ids.length === 0) return [];
  const login = sql<string>`lower(${employee.email})`;
  const conditions = [
    ...(logins.length > 0 ? [inArray(login, logins)] : []),
    ...(ids.length > 0 ? [inArray(employee.id, ids)] : []),
  ];
  const people = await db
    .select({ id: employee.id, name: employee.name, login })
    .from(employee)
    .where(sql.join(conditions, sql` or `));
  const rows = new Map<string, DashboardStaff>();
  const rowOf = (key: string, name: string) => {
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { name, enrolled: 0, screened: 0, clinical: 0, calls: 0 }));
    return row;
  };
  const byLogin = new Map(people.map((p) => [p.login, p]));
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const key of logins) {
    const person = byLogin.get(key);
    const row = rowOf(person ? `id:${person.id}` : `login:${key}`, person?.name ?? key);
    row.enrolled += by.enrolled.get(key) ?? 0;
    row.screened += by.screened.get(key) ?? 0;
    row.clinical += by.clinical.get(key) ?? 0;
  }
  for (const [id, n] of calls) rowOf(`id:${id}`, byId.get(id)?.name ?? String(id)).calls += n;
  const work = (r: DashboardStaff) => r.enrolled + r.screened + r.clinical + r.calls;
  return [...rows.values()].sort((a, b) => work(b) - work(a) || a.name.localeCompare(b.name));
}
