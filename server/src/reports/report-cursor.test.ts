/**
 * On PostgreSQL a report reads on a connection of its own through a server-side cursor: while a download is under way
 * (its first batch read, the rest not yet), the API's pool is free for everyone else, even a pool of one connection,
 * and the report's rows stay in the database until they are fetched.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import * as schema from '../db/schema.js';
import type { Db } from '../db/types.js';
import { seedIfEmpty } from '../seed/seed.js';
import { POSTGRES_MISSING, postgresAvailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster.js';
import { istMidnight } from './csv.js';
import { loadFormKinds } from './form-kinds.js';
import { endReportConnections, REPORT_CONNECTION_NAME, REPORT_CONNECTIONS } from '../db/report-connections.js';
import { reportSource } from './report-cursor.js';
import { reportBatches, type ReportContext } from './report-definition.js';
import { patientRegistrationReport } from './patient-registration.report.js';

const available = postgresAvailable();
const PARTICIPANTS = 40;
const BATCH = 5;

describe('reports on PostgreSQL', { skip: available ? false : POSTGRES_MISSING }, () => {
  let cluster: PostgresCluster;
  let database: Database;
  let pool: pg.Pool;
  let db: Db;
  let campId: number;

  before(async () => {
    cluster = await startPostgresCluster();
    const url = await cluster.createDatabase();
    database = await openDatabase({ kind: 'postgres', url });
    await database.migrate();
    await seedIfEmpty(database.db);
    [{ id: campId }] = await selectRows<{ id: number }>(
      database.db,
      sql`insert into camp (name, hospital_id, camp_id_prefix, start_date, created_by)
          values ('Cursor Clinic', 1, '8000002', now(), 'coordinator@demo.in') returning id`,
    );
    await database.db.execute(sql`
      insert into candidate (registraion_id, camp_id, hospital_id, name, gender, age, enrolled, created_date)
      select '8000002001' || lpad(g::text, 6, '0'), ${campId}, 1, 'Participant ' || g, 'FEMALE', 40, true,
        timestamptz '2025-03-01 09:00:00+05:30' + (g || ' minutes')::interval
      from generate_series(1, ${PARTICIPANTS}) g`);
    // The API's pool at its smallest: a report holding one of its connections would stop every other request.
    pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2000 });
    db = drizzle(pool, { schema }) as unknown as Db;
  });
  after(async () => {
    if (pool) await endReportConnections(pool);
    await pool?.end();
    await database?.close();
    cluster?.destroy();
  });

  /** Connections other than the pool's inside a transaction reading a cursor. */
  const cursorReaders = async () =>
    (
      await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database()
            and pid <> pg_backend_pid() and xact_start is not null and query ilike 'fetch forward%'`,
      )
    )[0].n;

  const reportContext = async (): Promise<ReportContext> => ({
    db,
    source: reportSource(db),
    forms: await loadFormKinds(db, 1),
    batchSize: BATCH,
    selection: {
      hospitalId: 1,
      campIds: [campId],
      from: istMidnight({ year: 2025, month: 3, day: 1 }),
      until: istMidnight({ year: 2025, month: 3, day: 2 }),
      startDay: '2025-03-01',
      endDay: '2025-03-01',
    },
  });

  test('while a download is under way, the pool serves other requests and the rest of the rows wait in a cursor', async () => {
    const ctx = await reportContext();
    const batches = reportBatches(patientRegistrationReport, ctx);
    const first = await batches.next();
    try {
      assert.equal(first.done, false);
      assert.equal(first.value?.length, BATCH);
      // The newest participant first.
      assert.ok(String(first.value?.[0][4]).endsWith(`8000002001${String(PARTICIPANTS).padStart(6, '0')}`));

      const [{ answered }] = await selectRows<{ answered: number }>(db, sql`select 1 as answered`);
      assert.equal(answered, 1, 'the pool answered while the report was under way');

      assert.equal(await cursorReaders(), 1, 'one connection of its own, in the middle of its cursor');

      let rows = first.value!.length;
      for await (const batch of batches) rows += batch.length;
      assert.equal(rows, PARTICIPANTS);
    } finally {
      await batches.return(undefined);
    }
    for (let i = 0; i < 40 && (await cursorReaders()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await cursorReaders(), 0, 'the report ends its transaction');
  });

  /** The report connections open, with their server process ids. */
  const reportConnections = async () =>
    (
      await selectRows<{ pid: number; state: string }>(
        db,
        sql`select pid, state from pg_stat_activity where datname = current_database()
            and application_name = ${REPORT_CONNECTION_NAME} order by pid`,
      )
    ).map((row) => ({ pid: row.pid, idle: row.state === 'idle' }));

  test('a finished download leaves its connection open for the next one; one abandoned midway closes it', async () => {
    const download = async () => {
      let rows = 0;
      for await (const batch of reportBatches(patientRegistrationReport, await reportContext())) rows += batch.length;
      assert.equal(rows, PARTICIPANTS);
    };
    await download();
    const [kept, ...others] = await reportConnections();
    assert.deepEqual(others, [], 'one connection for one download at a time');
    assert.equal(kept?.idle, true, 'kept open, outside any transaction');
    await download();
    assert.deepEqual(await reportConnections(), [kept], 'the next download read on the same connection');

    const abandoned = reportBatches(patientRegistrationReport, await reportContext());
    assert.equal((await abandoned.next()).done, false);
    await abandoned.return(undefined);
    for (let i = 0; i < 40 && (await reportConnections()).length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual(await reportConnections(), [], 'the connection of a download left midway is closed, not reused');
  });

  test('a download past the reports one process runs at once is refused with 429, and once one ends another may start', async () => {
    const ctx = await reportContext();
    const running = Array.from({ length: REPORT_CONNECTIONS }, () => reportBatches(patientRegistrationReport, ctx));
    try {
      for (const batches of running) assert.equal((await batches.next()).done, false);
      const refused = reportBatches(patientRegistrationReport, ctx);
      await assert.rejects(
        refused.next(),
        (err: { statusCode?: number; error?: string; message?: string; headers?: Record<string, string> }) => {
          assert.equal(err.statusCode, 429);
          assert.equal(err.error, 'REPORTS_BUSY');
          assert.equal(err.message, 'Too many reports are being downloaded at this moment. Please try again in a minute.');
          assert.equal(err.headers?.['Retry-After'], '60');
          return true;
        },
      );
      await running[0].return(undefined);
      const next = reportBatches(patientRegistrationReport, ctx);
      assert.equal((await next.next()).done, false, 'a place freed by a finished download is taken');
      running[0] = next;
    } finally {
      for (const batches of running) await batches.return(undefined);
    }
  });
});
