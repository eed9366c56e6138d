/**
 * The dashboard's rollups (dashboard_day, db/schema.ts): the counts per clinic, day and staff login that a call sums,
 * instead of counting hundreds of thousands of rows each time. Triggers (migration 0018) append the clinic of every
 * written participant or result to dashboard_change; `rebuildChangedClinics` rebuilds those clinics' rows whole from
 * the rows themselves, before a call sums them.
 *
 * Each participant counts once per measure, on the first day it holds for her (India's calendar):
 *   enrolled, eligible (per test)   the day she was enrolled, under the login that enrolled her
 *   screened, positive (per test)   the day of her first finished screening of that test; positive when any finished
 *                                   screening of hers of that test says Referral Yes
 *   screened, positive (any test)   the day of her first finished screening of any test
 *   clinical                        the day of her first clinical result saved
 * and each result row once, under its login and day (the staff's work): screening_results, clinical_results.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_TESTS, type DashboardTest } from '@screening/domain/api';
import { CAMP_TIME_ZONE } from '../camps/camp-dates.js';
import { selectRows } from '../db/rows.js';
import type { DbOrTx } from '../db/types.js';
import { allTests, type Disease, type FormKinds } from '../reports/form-kinds.js';
import { idList } from '../reports/report-definition.js';

const REBUILD_LOCK_KEY = 8015_0004;

const TEST_OF: Record<DashboardTest, Disease> = { BREAST: 'breast', ORAL: 'oral', CERVICAL: 'cervical' };

/** The forms a hospital's rollups are counted with, as text: another set means every clinic is rebuilt. */
function formsSignature(forms: FormKinds): string {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  return JSON.stringify({
    screening: Object.fromEntries(DASHBOARD_TESTS.map((test) => [test, sorted(forms.screening[TEST_OF[test]])])),
    clinical: sorted(allTests(forms.clinical)),
  });
}

/** `ids` as `in (…)`, or a condition that is never true when there are none. */
const among = (column: SQL, ids: number[]): SQL => (ids.length === 0 ? sql`false` : sql`${column} in (${idList(ids)})`);

/** India's calendar day of a timestamp. */
const istDate = (column: SQL): SQL => sql`(${column} at time zone ${CAMP_TIME_ZONE})::date`;

/**
 * Rebuilds the rollups of the hospital's clinics that writes have changed since the last rebuild (all of them the
 * first time, or when its forms change). One statement takes the changes of those clinics and counts their rows, so
 * both see the same snapshot: a write committed later leaves its change for the next rebuild. Rebuilds take turns
 * (an advisory lock), so two server processes never rebuild the same clinic at once.
 */
export async function rebuildChangedClinics(db: DbOrTx, hospitalId: number, forms: FormKinds): Promise<void> {
  const signature = formsSignature(forms);
  const screening = DASHBOARD_TESTS.flatMap((test) => forms.screening[TEST_OF[test]]);
  const clinical = allTests(forms.clinical);
  const testOf = (column: SQL) =>
    sql`(case ${sql.join(
      DASHBOARD_TESTS.map((test) => sql`when ${among(column, forms.screening[TEST_OF[test]])} then ${test}`),
      sql` `,
    )} end)`;
  const has = (test: DashboardTest) => sql`bool_or(${among(sql`t.disease_test_master_id`, forms.screening[TEST_OF[test]])})`;
  const login = sql`coalesce(lower(coalesce(t.d_created_by, t.last_modified_by)), '')`;
  // The columns of a part, in dashboard_day's order after the key; the parts fill in theirs and leave 0 elsewhere.
  const columns = [
    'enrolled',
    'eligible',
    'eligible_breast',
    'eligible_oral',
    'eligible_cervical',
    'screened',
    'positive',
    'screened_breast',
    'positive_breast',
    'screened_oral',
    'positive_oral',
    'screened_cervical',
    'positive_cervical',
    'clinical',
    'screening_results',
    'clinical_results',
  ] as const;
  type Column = (typeof columns)[number];
  const part = (key: SQL, values: Partial<Record<Column, SQL>>, from: SQL) =>
    sql`select ${key}, ${sql.join(
      columns.map((c) => sql`(${values[c] ?? sql`0`})::int as ${sql.identifier(c)}`),
      sql`, `,
    )} ${from}`;
  const perTest = (test: DashboardTest, what: 'screened' | 'positive') =>
    what === 'screened' ? sql`(f.test = ${test})` : sql`(f.test = ${test} and f.positive)`;

  await db.transaction(async (tx) => {
    // The rebuild's statement is large and, by its estimated cost, would be compiled (JIT): at a million participants
    // that took 1.5 s of a clinic's 2 s rebuild, for rows read by index a few thousand at a time.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK_KEY}, ${hospitalId})`);
    const [state] = await selectRows<{ forms: string }>(
      tx,
      sql`select forms from dashboard_rollup_state where hospital_id = ${hospitalId}`,
    );
    if (state?.forms !== signature) {
      await tx.execute(
        sql`insert into dashboard_change (hospital_id, camp_id) select hospital_id, id from camp where hospital_id = ${hospitalId}`,
      );
      await tx.execute(sql`insert into dashboard_rollup_state (hospital_id, forms) values (${hospitalId}, ${signature})
        on conflict (hospital_id) do update set forms = excluded.forms`);
    }
    // The clinics are named in the statement, not read from a subquery: the planner then reads one clinic's rows by
    // their indexes instead of planning for every clinic (on PGlite a clinic took 4.5 s that way, now 0.6 s).
    const changed = await selectRows<{ campId: number }>(
      tx,
      sql`select distinct camp_id as "campId" from dashboard_change where hospital_id = ${hospitalId}`,
    );
    if (changed.length === 0) return;
    const camps = idList(changed.map((row) => Number(row.campId)));
    await tx.execute(sql`
      with changed as (delete from dashboard_change where hospital_id = ${hospitalId} and camp_id in (${camps})),
      cleared as (delete from dashboard_day d where d.hospital_id = ${hospitalId} and d.camp_id in (${camps})),
      people as (
        select c.id, c.camp_id, ${istDate(sql`c.created_date`)} as day, lower(c.created_by) as login
        from candidate c
        where c.hospital_id = ${hospitalId} and c.camp_id in (${camps})
          and c.is_record_deleted = false and c.parent_candidate_id is null),
      assigned as (
        select t.candidate_id, ${has('BREAST')} as breast, ${has('ORAL')} as oral, ${has('CERVICAL')} as cervical
        from candidate_test t join people p on p.id = t.candidate_id
        where ${among(sql`t.disease_test_master_id`, screening)} and t.is_record_deleted = false
        group by t.candidate_id),
      results as (
        select c.id, c.camp_id, ${testOf(sql`t.disease_test_master_id`)} as test, coalesce(t.referral, false) as referral,
          ${istDate(sql`t.report_date`)} as day, ${login} as login
        from candidate_test t join candidate c on c.id = t.candidate_id
        where c.hospital_id = ${hospitalId} and c.camp_id in (${camps})
          and ${among(sql`t.disease_test_master_id`, screening)} and t.test_result is not null
          and t.is_record_deleted = false and t.completed = 1 and t.report_date is not null),
      firsts as (select id, camp_id, test, min(day) as day, bool_or(referral) as positive from results group by id, camp_id, test),
      first_any as (select id, camp_id, min(day) as day, bool_or(positive) as positive from firsts group by id, camp_id),
      clinical_rows as (
        select c.id, c.camp_id, ${istDate(sql`t.report_date`)} as day, ${login} as login
        from candidate_test t join candidate c on c.id = t.candidate_id
        where c.hospital_id = ${hospitalId} and c.camp_id in (${camps})
          and ${among(sql`t.disease_test_master_id`, clinical)} and t.test_result is not null
          and t.is_record_deleted = false and t.report_date is not null),
      parts as (
        ${part(
          sql`p.camp_id, p.day, p.login`,
          {
            enrolled: sql`1`,
            eligible: sql`a.candidate_id is not null`,
            eligible_breast: sql`coalesce(a.breast, false)`,
            eligible_oral: sql`coalesce(a.oral, false)`,
            eligible_cervical: sql`coalesce(a.cervical, false)`,
          },
          sql`from people p left join assigned a on a.candidate_id = p.id`,
        )}
        union all
        ${part(sql`f.camp_id, f.day, ''`, { screened: sql`1`, positive: sql`f.positive` }, sql`from first_any f`)}
        union all
        ${part(
          sql`f.camp_id, f.day, ''`,
          {
            screened_breast: perTest('BREAST', 'screened'),
            positive_breast: perTest('BREAST', 'positive'),
            screened_oral: perTest('ORAL', 'screened'),
            positive_oral: perTest('ORAL', 'positive'),
            screened_cervical: perTest('CERVICAL', 'screened'),
            positive_cervical: perTest('CERVICAL', 'positive'),
          },
          sql`from firsts f`,
        )}
        union all
        ${part(sql`f.camp_id, min(f.day), ''`, { clinical: sql`1` }, sql`from clinical_rows f group by f.id, f.camp_id`)}
        union all
        ${part(sql`r.camp_id, r.day, r.login`, { screening_results: sql`count(*)` }, sql`from results r group by r.camp_id, r.day, r.login`)}
        union all
        ${part(sql`r.camp_id, r.day, r.login`, { clinical_results: sql`count(*)` }, sql`from clinical_rows r group by r.camp_id, r.day, r.login`)}
      )
      insert into dashboard_day (hospital_id, camp_id, day, login, ${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )})
      select ${hospitalId}, camp_id, day, login, ${sql.join(
        columns.map((c) => sql`sum(${sql.identifier(c)})`),
        sql`, `,
      )}
      from parts group by camp_id, day, login`);
  });
}

/**
 * Keeps one change row per clinic, the newest: a site whose staff never open the dashboard would otherwise gather a
 * row per write for ever. One row still marks the clinic, so the next rebuild is the same. Run by the hourly
 * housekeeping; returns the rows removed.
 */
export async function compactDashboardChanges(db: DbOrTx): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with gone as (
        delete from dashboard_change a using dashboard_change b
        where b.hospital_id = a.hospital_id and b.camp_id = a.camp_id and b.id > a.id returning a.id)
      select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}
