/**
 * The result reports join each listed participant's newest saved result of each form (result-report.ts) through the
 * index made for it, on whichever engine runs the suite (PGlite here, PostgreSQL in the postgres suite): EXPLAIN of
 * each stretch of the Screening and Clinical_Evaluation reports, planned as the report cursor plans it, names
 * candidate_test_answers_idx and never the plain index of a participant's tests (which visits her pending tests and
 * leaves the newest to a sort). Sequential scans are ruled out, as a test's few rows would make any planner read the
 * tables.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { indexNames, planOf } from '../testing/query-plan.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loadFormKinds } from './form-kinds.js';
import { reportSource, SORTS_RULED_OUT } from './report-cursor.js';
import type { ReportContext } from './report-definition.js';
import { REPORTS } from './report-types.js';
import { FEW_PEOPLE } from './candidate-selection.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

for (const reportType of ['Screening', 'Clinical_Evaluation'] as const) {
  // Read in the hospital's order, and (on PostgreSQL) a selection of a few people read through them.
  for (const fewPeople of [0, FEW_PEOPLE]) {
    test(`${reportType}, ${fewPeople ? 'a few people' : "in the hospital's order"}: each participant's newest result of a form is read through candidate_test_answers_idx`, async () => {
      const ctx = {
        db: t.db,
        source: reportSource(t.db),
        forms: await loadFormKinds(t.db, 1),
        fewPeople,
        selection: {
          hospitalId: 1,
          // Planned, not run: any clinics will do.
          campIds: [1, 2],
          from: new Date('2020-01-01T00:00:00Z'),
          until: new Date('2030-01-01T00:00:00Z'),
          startDay: '2020-01-01',
          endDay: '2029-12-31',
        },
      } as ReportContext;
      const parts = await REPORTS[reportType].parts(ctx);
      assert.equal(parts.length, 2, 'participants with a breast result, then those without');
      for (const part of parts) {
        assert.equal(part.unsorted, !(fewPeople && ctx.source.kind === 'postgres'), 'a few people are sorted, on PostgreSQL');
        const plan = await planOf(t.db, part.rows(null, 500), part.unsorted ? [sql.raw(SORTS_RULED_OUT)] : []);
        const names = indexNames(plan);
        assert.ok(names.includes('candidate_test_answers_idx'), names.join(', '));
        assert.ok(!names.includes('candidate_test_candidate_idx'), names.join(', '));
      }
    });
  }
}
