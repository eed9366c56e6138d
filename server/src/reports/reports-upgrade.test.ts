/**
 * Reports read saved answers from columns that migration 0003 adds and fills. Data written before that migration
 * (the release before it) must give every report byte for byte what the same data written today gives.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REPORT_TYPES } from '@screening/domain/types';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/open.js';
import { migrateToLevel } from '../db/upgrade-fixture.js';
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
    await seedIfEmpty(upgraded.db);
    await insertReportFixture(upgraded.db);
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
      for (const reportType of REPORT_TYPES) {
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
});
