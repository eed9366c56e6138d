/**
 * Reports read saved answers from columns that migration 0003 adds and fills, and the date a result is filed under
 * from the column migration 0005 adds and fills. Data written before these migrations (the release before 0003) must
 * give every report byte for byte what the same data written today gives.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { REPORT_TYPES } from '@screening/domain/types';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/open.js';
import { migrateToLevel } from '../db/upgrade-fixture.js';
import { selectRows } from '../db/rows.js';
import { seedIfEmpty } from '../seed/seed.js';
import { bearer, createTestApp, demoAccounts, signIn, testConfig, type TestApp } from '../testing/test-app.js';
import { readCsv } from './csv-reader.js';
import { insertReportFixture, RANGE, type ReportFixture } from './report-fixtures.js';

/** Migrations before 0003_report_answers. */
const LEVEL_BEFORE_REPORT_ANSWERS = 3;

describe('reports on data written before migration 0003', () => {
  let today: TestApp;
  let upgraded: Database;
  let upgradedApp: ReturnType<typeof buildApp>;
  let fx: ReportFixture;

  before(async () => {
    today = await createTestApp();
    fx = await insertReportFixture(today.db);
    upgraded = await openDatabase({ kind: 'pglite' });
    await migrateToLevel(upgraded, LEVEL_BEFORE_REPORT_ANSWERS);
    // Today's seed and fixture name every column of today's employee, role and clinic tables; the ones later
    // migrations add (0007, the user's language; 0013, whether a role needs a second factor; 0017, a clinic's planned
    // enrolment) are there only while the old data is written, as if that release had had them, then go again.
    await upgraded.db.execute(sql`alter table employee add column language text`);
    await upgraded.db.execute(sql`alter table employee_role_master add column second_factor_required boolean`);
    await upgraded.db.execute(sql`alter table camp add column planned_enrolment integer`);
    await seedIfEmpty(upgraded.db);
    await insertReportFixture(upgraded.db);
    await upgraded.db.execute(sql`alter table employee drop column language`);
    await upgraded.db.execute(sql`alter table employee_role_master drop column second_factor_required`);
    await upgraded.db.execute(sql`alter table camp drop column planned_enrolment`);
    await upgraded.migrate();
    upgradedApp = buildApp({ db: upgraded.db, config: testConfig });
  });
  after(async () => {
    await upgradedApp?.close();
    await upgraded?.close();
    await today?.close();
  });

  for (const account of [demoAccounts.programCoordinator, demoAccounts.campCoordinator]) {
    test(`every report type, as ${account.email}: the same bytes as data written after it`, async () => {
      const download = async (app: TestApp['app'], reportType: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/curable/camps-report',
          headers: bearer(await signIn(app, account.email)),
          payload: { ids: [fx.alpha, fx.beta], ...RANGE, reportType },
        });
        assert.equal(res.statusCode, 200, res.body);
        return res.body;
      };
      // A follow-up of earlier data is the migration's (follow-up-migration.test.ts), not the same rows written today.
      for (const reportType of REPORT_TYPES.filter((type) => type !== 'FollowUp')) {
        const expected = await download(today.app, reportType);
        const actual = await download(upgradedApp, reportType);
        assert.equal(actual, expected, reportType);
        if (account === demoAccounts.programCoordinator) {
          // The comparison means something only where the report lists participants with answers.
          assert.ok(readCsv(expected).length > 1, `${reportType} lists rows`);
        }
      }
    });
  }

  test("every result's report date is its first entry (else its test, else its last change), old rows and new writes alike", async () => {
    const differing = async () =>
      (
        await selectRows<{ n: number; all: number }>(
          upgraded.db,
          sql`select count(*) filter (where report_date is distinct from coalesce(d_created_date, test_date, last_modified_date))::int as n,
                count(*)::int as "all" from candidate_test`,
        )
      )[0];
    const filled = await differing();
    assert.equal(filled.n, 0);
    assert.ok(filled.all > 0);

    // A write sees its result's new date within its own transaction, and the clinical save that stamps only the test
    // date files the result under it.
    await upgraded.db.transaction(async (tx) => {
      const [{ id }] = await selectRows<{ id: number }>(tx, sql`select id from candidate_test order by id limit 1`);
      await tx.execute(sql`update candidate_test set d_created_date = null, test_date = timestamptz '2025-04-02 10:00:00+05:30'
        where id = ${id}`);
      const [row] = await selectRows<{ same: boolean }>(
        tx,
        sql`select report_date = timestamptz '2025-04-02 10:00:00+05:30' as same from candidate_test where id = ${id}`,
      );
      assert.equal(row.same, true);
    });
    assert.equal((await differing()).n, 0);
  });
});
