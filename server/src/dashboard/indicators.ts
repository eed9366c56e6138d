/**
 * The programme dashboard's indicators (docs/dashboard.md), each counted in SQL over the clinics the caller sees
 * (camps/camp-scope.ts `visibleCamps`, the admin's widened to her hospital; never ids or roles from the body), with
 * the definitions of the CSV reports so that the two agree:
 *   enrolled              participants (not tagged, not family members) created in the range: Patientregistration
 *   eligible              of those, the ones with a screening test of hers assigned (per test: that test)
 *   screened, positive    participants whose screening of a test was finished, first entered in the range; positive
 *                         when finished with Referral Yes: the Screening report's blocks with STATUS COMPLETED
 *   clinically evaluated  participants with a clinical result saved, first entered in the range: Clinical_Evaluation
 *   referred, reached, lost  follow-ups (one per referral) referred in the range, from the follow_up table: FollowUp
 * Which clinics are the caller's is read from the primary; the counts from the report replica when one is configured
 * (db/report-database.ts), as report downloads are.
 */
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
import { CAMP_TIME_ZONE, istDay } from '../camps/camp-dates.js';
import { visibleCamps, type CallerScope } from '../camps/camp-scope.js';
import { selectRows } from '../db/rows.js';
import { camp, districtMaster, employee, panchayatMaster, taluqMaster } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { istMidnight } from '../reports/csv.js';
import { allTests, loadFormKinds, type Disease, type FormKinds } from '../reports/form-kinds.js';
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

/** Monday of a timestamp's day in India, 'yyyy-mm-dd'. */
const weekOfInstant = (column: SQL): SQL =>
  sql`to_char((${column} at time zone ${CAMP_TIME_ZONE})::date - (extract(isodow from ${column} at time zone ${CAMP_TIME_ZONE})::int - 1), 'YYYY-MM-DD')`;
/** Monday of a date's week, 'yyyy-mm-dd'. */
const weekOfDate = (column: SQL): SQL => sql`to_char(${column} - (extract(isodow from ${column})::int - 1), 'YYYY-MM-DD')`;

const TEST_OF: Record<DashboardTest, Disease> = { BREAST: 'breast', ORAL: 'oral', CERVICAL: 'cervical' };

/** `'BREAST'`, `'ORAL'` or `'CERVICAL'` by the test's form (`column` a disease_test_master id), null for another. */
function testOfForm(column: SQL, forms: FormKinds): SQL {
  const cases = DASHBOARD_TESTS.filter((test) => forms.screening[TEST_OF[test]].length > 0).map(
    (test) => sql`when ${column} in (${idList(forms.screening[TEST_OF[test]])}) then ${test}`,
  );
  return cases.length === 0 ? sql`null::text` : sql`(case ${sql.join(cases, sql` `)} end)`;
}

interface Counted {
  campId: number | null;
  week: string | null;
  login: string | null;
  test: string | null;
}

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
    clinics.map((c) => [
      c.id,
      { ...c, planned: null, enrolled: 0, screened: 0, positive: 0, referred: 0 } satisfies DashboardClinic,
    ]),
  );
  const perWeek = new Map(weeks.map((weekStart) => [weekStart, { weekStart, enrolled: 0, screened: 0, referred: 0 }]));
  const staffBy = { enrolled: new Map() as Tally, screened: new Map() as Tally, clinical: new Map() as Tally };
  const callsBy = new Map<number, number>();
  const totals = { enrolled: 0, eligible: 0, clinicallyEvaluated: 0 };
  const followUp = { referred: 0, reachedHospital: 0, medianDaysToHospital: null as number | null, lost: 0 };

  if (clinics.length > 0) {
    const camps = idList(clinics.map((c) => c.id));
    /** Participants `c` of these clinics (her camp, and the hospital that leads the indexes). */
    const ofClinics = sql`c.hospital_id = ${hospitalId} and c.camp_id in (${camps})`;
    const enrolledWhere = sql`${ofClinics} and c.is_record_deleted = false and c.parent_candidate_id is null
      ${inRange(sql`c.created_date`, range)}`;
    const screeningForms = DASHBOARD_TESTS.flatMap((test) => forms.screening[TEST_OF[test]]);
    const clinicalForms = allTests(forms.clinical);

    const enrolledQuery = selectRows<Counted & { n: number }>(
      reports,
      sql`select x.camp_id as "campId", x.week, x.login, null as test, count(*)::int as n
        from (select c.camp_id, ${weekOfInstant(sql`c.created_date`)} as week, lower(c.created_by) as login
          from candidate c where ${enrolledWhere}) x
        group by grouping sets ((x.camp_id), (x.week), (x.login))`,
    );
    // Her eligible tests are her screening test rows (assigned at enrolment; a hysterectomy removes the cervical one).
    const eligibleQuery =
      screeningForms.length === 0
        ? Promise.resolve([])
        : selectRows<{ test: string | null; n: number }>(
            reports,
            sql`select x.test, count(distinct x.id)::int as n
              from (select c.id, ${testOfForm(sql`t.disease_test_master_id`, forms)} as test
                from candidate c join candidate_test t on t.candidate_id = c.id
                where ${enrolledWhere} and t.disease_test_master_id in (${idList(screeningForms)})
                  and t.is_record_deleted = false) x
              group by grouping sets ((), (x.test))`,
          );
    const screenedQuery =
      screeningForms.length === 0
        ? Promise.resolve([])
        : selectRows<Counted & { participants: number; positive: number; results: number }>(
            reports,
            sql`select x.camp_id as "campId", x.week, x.login, x.test, count(distinct x.id)::int as participants,
                count(distinct x.id) filter (where x.referral)::int as positive, count(*)::int as results
              from (select c.id, c.camp_id, t.referral, ${testOfForm(sql`t.disease_test_master_id`, forms)} as test,
                  ${weekOfInstant(sql`t.report_date`)} as week, lower(coalesce(t.d_created_by, t.last_modified_by)) as login
                from candidate_test t join candidate c on c.id = t.candidate_id
                where t.disease_test_master_id in (${idList(screeningForms)}) and t.test_result is not null
                  and t.is_record_deleted = false and t.completed = 1 ${inRange(sql`t.report_date`, range)}
                  and ${ofClinics}) x
              group by grouping sets ((x.test), (x.camp_id), (x.week), (x.login))`,
          );
    const clinicalQuery =
      clinicalForms.length === 0
        ? Promise.resolve([])
        : selectRows<{ login: string | null; whole: number; participants: number; results: number }>(
            reports,
            sql`select x.login, grouping(x.login)::int as whole, count(distinct x.id)::int as participants, count(*)::int as results
              from (select c.id, lower(coalesce(t.d_created_by, t.last_modified_by)) as login
                from candidate_test t join candidate c on c.id = t.candidate_id
                where t.disease_test_master_id in (${idList(clinicalForms)}) and t.test_result is not null
                  and t.is_record_deleted = false ${inRange(sql`t.report_date`, range)} and ${ofClinics}) x
              group by grouping sets ((), (x.login))`,
          );
    const followUpWhere = sql`f.hospital_id = ${hospitalId} and f.is_record_deleted = false and ${ofClinics}
      ${filters.from ? sql`and f.referred_on >= ${filters.from}::date` : sql``}
      ${filters.to ? sql`and f.referred_on <= ${filters.to}::date` : sql``}`;
    const followUpQuery = selectRows<
      Omit<Counted, 'login'> & { referred: number; reached: number; lost: number; median: number | string | null; whole: number }
    >(
      reports,
      sql`select x.camp_id as "campId", x.week, upper(x.disease) as test, grouping(x.camp_id, x.week, x.disease)::int as whole,
          count(*)::int as referred, count(x.days)::int as reached, count(*) filter (where x.state = 'LOST')::int as lost,
          percentile_cont(0.5) within group (order by x.days) as median
        from (select c.camp_id, f.disease, f.state, f.attended_date - f.referred_on as days, ${weekOfDate(sql`f.referred_on`)} as week
          from follow_up f join candidate c on c.id = f.candidate_id where ${followUpWhere}) x
        group by grouping sets ((), (x.disease), (x.camp_id), (x.week))`,
    );
    // Calls recorded in the range (the day she was called) on the referrals of these clinics, whenever referred.
    const callsQuery = selectRows<{ employeeId: number; n: number }>(
      reports,
      sql`select e.employee_id as "employeeId", count(*)::int as n
        from follow_up_event e join follow_up f on f.id = e.follow_up_id join candidate c on c.id = f.candidate_id
        where e.kind = 'call' and e.employee_id is not null and e.is_record_deleted = false
          and f.hospital_id = ${hospitalId} and f.is_record_deleted = false and ${ofClinics}
          ${inRange(sql`e.created_date`, range)}
        group by e.employee_id`,
    );
    const [enrolledRows, eligibleRows, screenedRows, clinicalRows, followUpRows, callRows] = await Promise.all([
      enrolledQuery,
      eligibleQuery,
      screenedQuery,
      clinicalQuery,
      followUpQuery,
      callsQuery,
    ]);

    for (const row of enrolledRows) {
      if (row.campId !== null) {
        totals.enrolled += row.n;
        perClinic.get(Number(row.campId))!.enrolled += row.n;
      }
      const week = row.week !== null ? perWeek.get(row.week) : undefined;
      if (week) week.enrolled += row.n;
      add(staffBy.enrolled, row.login, row.n);
    }
    for (const row of eligibleRows) {
      if (row.test === null) totals.eligible = row.n;
      else tests[row.test as DashboardTest].eligible = row.n;
    }
    for (const row of screenedRows) {
      if (row.test !== null) {
        tests[row.test as DashboardTest].screened = row.participants;
        tests[row.test as DashboardTest].positive = row.positive;
      }
      if (row.campId !== null) {
        const clinic = perClinic.get(Number(row.campId))!;
        clinic.screened = row.participants;
        clinic.positive = row.positive;
      }
      const week = row.week !== null ? perWeek.get(row.week) : undefined;
      if (week) week.screened = row.participants;
      add(staffBy.screened, row.login, row.results);
    }
    for (const row of clinicalRows) {
      if (row.whole === 1) totals.clinicallyEvaluated = row.participants;
      else add(staffBy.clinical, row.login, row.results);
    }
    for (const row of followUpRows) {
      if (row.whole === 7) {
        followUp.referred = row.referred;
        followUp.reachedHospital = row.reached;
        followUp.lost = row.lost;
        followUp.medianDaysToHospital = row.median === null ? null : Number(row.median);
      } else if (row.test !== null && row.campId === null && row.week === null) {
        const test = tests[row.test as DashboardTest];
        if (test) test.referred = row.referred;
      } else if (row.campId !== null) {
        perClinic.get(Number(row.campId))!.referred = row.referred;
      } else if (row.week !== null) {
        const week = perWeek.get(row.week);
        if (week) week.referred = row.referred;
      }
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
      planned: null,
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
