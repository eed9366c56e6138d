/**
 * The dashboard's follow-up counts can be read from follow_up_dashboard_idx alone, never the table, on whichever
 * engine runs the suite (PGlite here, PostgreSQL in the postgres suite), for the hospital, a clinic and a range of
 * days: their plan reads that index and no other, and every column of the follow-ups they read is in it. Sequential
 * scans are ruled out for the plan, since on a test's few rows any planner would read the table. Whether the planner
 * then scans the index alone depends on how much of the table a vacuum has marked visible to every transaction, which
 * the test does not control (in CI's postgres suite the plan was a bitmap scan of the index and the table); at a
 * million participants it does scan the index alone (docs/performance.md).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { idList } from '../reports/report-definition.js';
import { indexNames, insertBareFollowUps, planOf } from '../testing/query-plan.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { followUpStatements, type DashboardFilters } from './indicators.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // A few thousand referrals over three clinics, in three tests, a quarter of them attended.
  await insertBareFollowUps(t.db, 3000, {
    disease: "(array['breast', 'oral', 'cervical'])[g % 3 + 1]",
    state: "case when g % 4 = 0 then 'ATTENDED' else 'DUE' end",
    attended_date: "case when g % 4 = 0 then date '2026-01-20' + g % 60 end",
    camp_id: 'g % 3 + 1',
  });
});
after(() => t.close());

/** The index's columns, and the one its condition holds (is_record_deleted = false). */
const INDEXED = ['hospital_id', 'camp_id', 'referred_on', 'disease', 'state', 'attended_date', 'is_record_deleted'];
const none: DashboardFilters = { from: null, to: null, campId: null, panchayat: null, taluk: null, district: null };
const weeks = ['2026-02-23', '2026-03-02', '2026-03-09'];

for (const [name, camps, filters] of [
  ['the hospital', [1, 2, 3], none],
  ['a clinic', [2], { ...none, campId: 2 }],
  ['a range of days', [1, 2, 3], { ...none, from: '2026-01-01', to: '2026-03-10' }],
] as const) {
  test(`${name}: the follow-up counts and the days to the hospital read only columns of follow_up_dashboard_idx, through it`, async () => {
    const statements = followUpStatements(1, idList([...camps]), filters, weeks);
    for (const statement of [statements.counts, statements.daysToHospital]) {
      const plan = await planOf(t.db, statement, [], true);
      assert.deepEqual(indexNames(plan), ['follow_up_dashboard_idx']);
      const read = new Set([...plan.matchAll(/\bf\.([a-z_]+)/g)].map((m) => m[1]));
      assert.deepEqual(
        [...read].filter((column) => !INDEXED.includes(column)),
        [],
        [...read].join(', '),
      );
    }
  });
}
