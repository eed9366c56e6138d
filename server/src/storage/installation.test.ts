import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { pgliteDir, type DatabaseConfig } from '../db/database-config.js';
import { openDatabase } from '../db/open.js';
import { diseaseTestMaster, employee, hospital, installation, menuRoleMaster, panchayatMaster } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { DEMO_PASSWORD, ROLE } from '../seed/ids.js';
import { demoAccounts, testConfig } from '../testing/test-app.js';
import { markerPath, openInstalledDatabase, readMarker } from './installation.js';
import { Refusal } from './refusal.js';

async function counts(db: Db) {
  const n = async (
    table: typeof employee | typeof hospital | typeof menuRoleMaster | typeof panchayatMaster | typeof diseaseTestMaster,
  ) => (await db.select({ n: count() }).from(table))[0].n;
  return {
    employees: await n(employee),
    hospitals: await n(hospital),
    grants: await n(menuRoleMaster),
    panchayats: await n(panchayatMaster),
    forms: await n(diseaseTestMaster),
  };
}

const refusal = (pattern: RegExp) => (err: unknown) => err instanceof Refusal && pattern.test(err.message);

/** One embedded database on disk (creating one takes seconds), initialised in production mode, then damaged step by step. */
describe('the installation marker, production mode', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'screening-installation-'));
  const config: DatabaseConfig = { dataDir, databaseUrl: null, production: true };
  let installationId: string;
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  before(async () => {
    const first = await openInstalledDatabase(config);
    try {
      assert.equal(first.initialised, true);
      assert.equal(first.accounts, 0);
      installationId = first.installationId;
      // The demo admin cannot sign in: production seeds reference data only.
      const app = buildApp({ db: first.database.db, config: testConfig });
      const res = await app.inject({
        method: 'POST',
        url: '/token/authenticate',
        payload: { userName: demoAccounts.admin.email, password: DEMO_PASSWORD },
      });
      assert.equal(res.statusCode, 401, res.body);
      await app.close();
      assert.deepEqual(await counts(first.database.db), { employees: 0, hospitals: 1, grants: 81, panchayats: 18, forms: 13 });
      const [row] = await first.database.db.select().from(installation);
      assert.equal(row.id, installationId);
      // A demo account brought in by hand: later starts must count it (the server warns about it in production).
      await first.database.db
        .insert(employee)
        .values({ email: demoAccounts.nurse.email.toUpperCase(), name: 'Demo Nurse', employeeRoleMasterId: ROLE.nurse });
    } finally {
      await first.database.close();
    }
  });

  test('the first start wrote the marker outside the database, with the database’s id', () => {
    const marker = readMarker(dataDir);
    assert.equal(marker?.installationId, installationId);
    assert.match(marker?.database ?? '', /embedded database/);
  });

  test('a later start opens the same installation and seeds nothing', async () => {
    const again = await openInstalledDatabase(config);
    await again.database.close();
    assert.deepEqual(
      { initialised: again.initialised, id: again.installationId, accounts: again.accounts, demoAccounts: again.demoAccounts },
      { initialised: false, id: installationId, accounts: 1, demoAccounts: 1 },
    );
  });

  test('a lost marker is written again from the database (a database with data is never refused for it)', async () => {
    rmSync(markerPath(dataDir));
    const again = await openInstalledDatabase(config);
    await again.database.close();
    assert.equal(again.initialised, false);
    assert.equal(readMarker(dataDir)?.installationId, installationId);
  });

  test('refuses a database of another installation', async () => {
    const original = readFileSync(markerPath(dataDir), 'utf8');
    writeFileSync(markerPath(dataDir), JSON.stringify({ ...JSON.parse(original), installationId: 'another-installation' }));
    try {
      await assert.rejects(
        openInstalledDatabase(config),
        refusal(new RegExp(`belongs to installation ${installationId}[^]*records installation another-installation[^]*restore`)),
      );
    } finally {
      writeFileSync(markerPath(dataDir), original);
    }
  });

  test('refuses an emptied database instead of seeding a new one', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config) });
    await database.db.execute(sql`truncate installation, hospital, employee cascade`);
    await database.close();
    await assert.rejects(
      openInstalledDatabase(config),
      refusal(/is empty\.[^]*records installation[^]*restore .*pgdata from your backup[^]*move .*database\.json away/),
    );
    const database2 = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config) });
    assert.equal((await counts(database2.db)).hospitals, 0, 'nothing was seeded');
    await database2.close();
  });

  test('refuses a missing database directory without creating a new one there', async () => {
    rmSync(pgliteDir(config), { recursive: true });
    await assert.rejects(openInstalledDatabase(config), refusal(/is missing \(no database in .*pgdata\)/));
    assert.equal(existsSync(pgliteDir(config)), false);
  });
});
