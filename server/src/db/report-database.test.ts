/**
 * DATABASE_REPLICA_URL: reports read from the replica, everything else from the primary. Here the "replica" is a
 * second database of one throwaway cluster holding a row the primary lacks, which proves where each read goes.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildApp } from '../app.js';
import { testConfig } from '../testing/test-app.js';
import { POSTGRES_MISSING, postgresAvailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster.js';
import { openDatabase, type Database } from './open.js';
import { openReplica, reportDatabase } from './report-database.js';
import { installation } from './schema.js';

const skip = postgresAvailable() ? false : POSTGRES_MISSING;
let cluster: PostgresCluster | null = null;
let primary: Database;
let replica: Database;

before(async () => {
  if (skip) return;
  cluster = await startPostgresCluster();
  primary = await openDatabase({ kind: 'postgres', url: await cluster.createDatabase('primary_db') });
  await primary.migrate();
  replica = (await openReplica(await cluster.createDatabase('replica_db')))!;
  await replica.migrate();
  await replica.db.insert(installation).values({ id: 'only-in-the-replica' });
});
after(async () => {
  await primary?.close();
  await replica?.close();
  cluster?.destroy();
});

test('without a replica, reports read from the primary', async () => {
  assert.equal(await openReplica(null), null);
  const app = buildApp({ db: {} as never, config: testConfig });
  assert.equal(reportDatabase(app), app.db);
  await app.close();
});

test('with a replica, reports read from it and everything else from the primary', { skip }, async () => {
  const app = buildApp({ db: primary.db, replicaDb: replica.db, config: testConfig });
  try {
    const fromReports = await reportDatabase(app).select({ id: installation.id }).from(installation);
    assert.deepEqual(fromReports, [{ id: 'only-in-the-replica' }]);
    assert.deepEqual(await app.db.select({ id: installation.id }).from(installation), []);
  } finally {
    await app.close();
  }
});
