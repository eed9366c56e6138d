/**
 * DATABASE_REPLICA_URL on a real replica: a streaming standby of the primary made as docs/operations.md says
 * (`pg_basebackup -R`). Report downloads read there (the standby's pg_stat_activity holds the report connection, the
 * primary's none), writes go to the primary and reach the standby by replication only (it is in recovery and refuses
 * them), and a report asked while the standby restarts is refused with a 503 while sign-in, worklists and writes go on;
 * once it is back, reports work again.
 */
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Camp, Candidate } from '@screening/domain/types';
import { buildApp } from '../app.js';
import { enrolBody, list, post } from '../candidates/candidate-fixtures.js';
import { readCsv } from '../reports/csv-reader.js';
import { seedDemoActivity } from '../seed/demo-activity.js';
import { seedIfEmpty } from '../seed/seed.js';
import {
  POSTGRES_MISSING,
  postgresAvailable,
  startPostgresCluster,
  startStandby,
  type PostgresCluster,
} from '../testing/postgres-cluster.js';
import { demoAccounts, signIn, testConfig } from '../testing/test-app.js';
import { openDatabase, type Database } from './open.js';
import { REPORT_CONNECTION_NAME } from './report-connections.js';
import { openReplica } from './report-database.js';
import { candidate } from './schema.js';

const skip = postgresAvailable() ? false : POSTGRES_MISSING;
const DATABASE = 'screening';
/** How long the standby may take to replay what the primary wrote, or to come back (a loaded machine). */
const PATIENCE_MS = 120_000;

let primaryCluster: PostgresCluster | null = null;
let standbyCluster: PostgresCluster | null = null;
let primary: Database | null = null;
let replica: Database | null = null;
let app: FastifyInstance | null = null;
let coordinator: string;
let social: string;
let clinics: Camp[];

/** Asks `check` again until it gives a value (not undefined), for at most PATIENCE_MS. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await delay(200);
  }
}

/** One query on its own connection to `url`. */
async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The report connections (application_name "screening reports") open on a cluster's database. */
const reportBackends = (url: string) =>
  query<{ query: string }>(url, 'select query from pg_stat_activity where application_name = $1 and datname = $2', [
    REPORT_CONNECTION_NAME,
    DATABASE,
  ]);

const report = (reportType = 'Patientregistration') =>
  post(app!, coordinator, '/camps-report', {
    ids: clinics.map((c) => c.campId),
    startDate: '2000-01-01',
    endDate: '2100-12-31',
    reportType,
  });

before(async () => {
  if (skip) return;
  primaryCluster = await startPostgresCluster();
  primary = await openDatabase({ kind: 'postgres', url: await primaryCluster.createDatabase(DATABASE) });
  await primary.migrate();
  // As a demo installation starts (storage/installation.ts): the staff, then the demo clinics' participants.
  await seedIfEmpty(primary.db, { demo: true });
  await seedDemoActivity(primary.db);

  standbyCluster = await startStandby(primaryCluster);
  // The standby has replayed everything the primary had written when it was made.
  const [{ lsn }] = await query<{ lsn: string }>(primaryCluster.url(DATABASE), 'select pg_current_wal_lsn()::text as lsn');
  await eventually('the standby replays the seed', async () => {
    const [{ caughtUp }] = await query<{ caughtUp: boolean }>(
      standbyCluster!.url(DATABASE),
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as "caughtUp"',
      [lsn],
    );
    return caughtUp || undefined;
  });

  replica = await openReplica(standbyCluster.url(DATABASE));
  app = buildApp({ db: primary.db, replicaDb: replica!.db, config: testConfig, checkRefusals: true });
  coordinator = await signIn(app, demoAccounts.programCoordinator.email);
  social = await signIn(app, demoAccounts.socialWorker.email);
  clinics = (await post(app, coordinator, '/activecampForReports', { search: '' })).json<Camp[]>();
  assert.ok(clinics.length > 0);
});

after(async () => {
  // Each step on its own, so that one failing leaves none of the others undone.
  for (const step of [
    () => app?.close(),
    () => replica?.close(),
    () => primary?.close(),
    () => standbyCluster?.destroy(),
    () => primaryCluster?.destroy(),
  ]) {
    try {
      await step();
    } catch (err) {
      console.error(err);
    }
  }
});

test('a report is read on the standby: its connection is open there, none on the primary', { skip }, async () => {
  assert.deepEqual(await reportBackends(primaryCluster!.url()), []);
  const res = await report();
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv/);
  assert.ok(readCsv(res.body).length >= 2, 'a header and the demo clinics\u2019 participants');
  // The download's connection stays open a minute after it (report-connections.ts): where it is tells where it read.
  const onStandby = await reportBackends(standbyCluster!.url());
  assert.equal(onStandby.length, 1, JSON.stringify(onStandby));
  assert.equal(onStandby[0].query, 'commit', 'its read-only transaction ended');
  assert.deepEqual(await reportBackends(primaryCluster!.url()), []);
});

test('writes go to the primary and reach the standby by replication; the standby refuses writes', { skip }, async () => {
  const [{ inRecovery }] = await query<{ inRecovery: boolean }>(
    standbyCluster!.url(DATABASE),
    'select pg_is_in_recovery() as "inRecovery"',
  );
  assert.equal(inRecovery, true);
  await assert.rejects(
    replica!.db.update(candidate).set({ name: 'Written on the replica' }).where(eq(candidate.id, -1)),
    (err: Error & { cause?: { code?: string } }) => (err.cause?.code ?? (err as { code?: string }).code) === '25006',
  );

  const res = await post(app!, social, '/candidate', enrolBody(clinics[0].campId, { name: 'Replicated Rani' }));
  assert.equal(res.statusCode, 200, res.body);
  const { id } = res.json<Candidate>();
  const onPrimary = await primary!.db.select({ name: candidate.name }).from(candidate).where(eq(candidate.id, id!));
  assert.deepEqual(onPrimary, [{ name: 'Replicated Rani' }]);
  const onStandby = await eventually('the enrolment reaches the standby', async () => {
    const rows = await replica!.db.select({ name: candidate.name }).from(candidate).where(eq(candidate.id, id!));
    return rows.length ? rows : undefined;
  });
  assert.deepEqual(onStandby, [{ name: 'Replicated Rani' }]);
});

test(
  'while the standby restarts a report is refused with a 503, everything else works; then reports work again',
  { skip },
  async () => {
    standbyCluster!.stop();
    try {
      const refused = await report();
      assert.equal(refused.statusCode, 503, refused.body);
      assert.match(String(refused.headers['content-type']), /^application\/json/);
      assert.equal(refused.json<{ error: string }>().error, 'REPORTS_DATABASE_UNAVAILABLE');

      // Sign-in, a worklist and a write, all on the primary.
      const nurse = await signIn(app!, demoAccounts.nurse.email);
      assert.ok(nurse);
      assert.ok((await list(app!, social, 1)).length > 0);
      const enrolled = await post(app!, social, '/candidate', enrolBody(clinics[0].campId, { name: 'Enrolled Meanwhile' }));
      assert.equal(enrolled.statusCode, 200, enrolled.body);
      assert.equal((await app!.inject({ method: 'GET', url: '/api/ready' })).statusCode, 200);
    } finally {
      standbyCluster!.start();
    }
    // Back, and caught up with what the primary took while it was down.
    await eventually('a report from the standby once it is back', async () => {
      const answer = await report();
      return answer.statusCode === 200 && readCsv(answer.body).some((row) => row.includes('Enrolled Meanwhile'))
        ? true
        : undefined;
    });
  },
);
