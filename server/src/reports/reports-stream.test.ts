/**
 * A large report streams: 20 000 participants (each with a medical record, a habit and a breast screening result)
 * are read from a cursor in batches of REPORT_BATCH_SIZE and written as they are read, so the server's heap stays within a bound
 * far below the size of the report. Measured over a real HTTP connection (app.inject would collect the whole body
 * in memory), with garbage collection forced before each sample so the numbers are live data, not garbage.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { desc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { auditLog, camp, candidate } from '../db/schema.js';
import { answered, breastScreeningAnswers, cervicalScreeningAnswers, oralScreeningAnswers } from '../seed/demo-answers.js';
import { breastScreening } from '../seed/forms/breast.js';
import { cervicalScreening } from '../seed/forms/cervical.js';
import { oralScreenings } from '../seed/forms/oral.js';
import { DEMO_PASSWORD, FORM_IDS } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { istMidnight } from './csv.js';
import { loadFormKinds } from './form-kinds.js';
import { readBatches, reportSource, SORTS_RULED_OUT, type ReportPart } from './report-cursor.js';
import type { ReportContext } from './report-definition.js';
import { REPORT_BATCH_SIZE, REPORTS } from './report-types.js';

const PARTICIPANTS = 20_000;
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function liveHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

async function generateParticipants(t: TestApp): Promise<number> {
  const [clinic] = await t.db
    .insert(camp)
    .values({
      name: 'Bulk Clinic',
      hospitalId: 1,
      campIdPrefix: '8000001',
      startDate: new Date('2025-01-01T00:00:00+05:30'),
      createdBy: 'coordinator@demo.in',
    })
    .returning({ id: camp.id });
  const result = JSON.stringify(answered(breastScreening.testMetrics!, breastScreeningAnswers.referred));
  // Set-based inserts: seconds, where 20 000 round trips would take minutes.
  await t.db.execute(sql`
    insert into candidate (registraion_id, camp_id, hospital_id, name, gender, age, mobile_no, address, street_id,
      spouse_name, occupation, education, aadhar, tobacco_user, social_habits, enrolled, created_by, created_date)
    select '8000001' || lpad((g % 999 + 1)::text, 3, '0') || lpad(g::text, 6, '0'), ${clinic.id}, 1,
      'Participant number ' || g, 'FEMALE', 30 + g % 35, '9' || lpad(g::text, 9, '0'),
      g || ', Long Street Name, Village Panchayat, Taluk, District', g % 999 + 1, 'Spouse ' || g, 'House wife',
      'High school', lpad(g::text, 12, '4'), true, 'true', true, 'social@demo.in',
      timestamptz '2025-02-01 09:00:00+05:30' + (g || ' seconds')::interval
    from generate_series(1, ${PARTICIPANTS}) g`);
  await t.db.execute(sql`
    insert into candidate_medical_details (candidate_id, medicalhistory, blood_pressure, pulse_rate, weight, height, spo2,
      allergy, age_at_menarche, when_was_last_mentrution, total_pregnancies, currently_pregant)
    select id, 'Diabetes,Hypertension', '120/80', '78', 58.5, 156, 98, 'None', 13, 'Less than 12 months ago', 2, false
    from candidate where camp_id = ${clinic.id}`);
  await t.db.execute(sql`
    insert into candidate_habit (candidate_id, habits, type, duration, frequency, quit)
    select id, 'Tobacco', 'Hans', '10 years', '4', 'false' from candidate where camp_id = ${clinic.id}`);
  await t.db.execute(sql`
    insert into candidate_test (candidate_id, disease_test_master_id, test_result, completed, referral,
      d_created_date, d_created_by, last_modified_by, last_modified_date)
    select id, ${FORM_IDS.breastScreening}, ${result}::jsonb, 1, true, created_date + interval '1 hour',
      'nurse@demo.in', 'nurse@demo.in', created_date + interval '1 hour'
    from candidate where camp_id = ${clinic.id}`);
  // The planner's statistics as a server's would hold them (autovacuum analyses such a load, sooner or later): the
  // plans below must not depend on whether it has yet.
  await t.db.execute(sql`analyze candidate, candidate_test, candidate_medical_details, candidate_habit`);
  return clinic.id;
}

interface Measured {
  status: number;
  bytes: number;
  lines: number;
  baseline: number;
  peak: number;
  samples: number;
}

/** Downloads over a socket, keeping only counts; samples the process heap every ~512 KiB received. */
function download(port: number, token: string, payload: object): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const baseline = liveHeap();
    const out: Measured = { status: 0, bytes: 0, lines: 0, baseline, peak: baseline, samples: 0 };
    let nextSample = 512 * 1024;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/curable/camps-report',
        headers: { 'content-type': 'application/json', ...bearer(token) },
      },
      (res) => {
        out.status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => {
          out.bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) out.lines += 1;
          if (out.bytes >= nextSample) {
            nextSample += 512 * 1024;
            out.samples += 1;
            out.peak = Math.max(out.peak, liveHeap());
          }
        });
        res.on('end', () => resolve(out));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}
/** A plan's nodes, the plan's own first. */
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
/** The test database's client: the pool on PostgreSQL, the one session of the embedded database. */
const sessionOf = (t: TestApp) =>
  (t.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;

type QuerySession = { query(q: string, p?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** Runs `work` in a transaction of its own, with a part's settings as the download reads it under. */
async function inReportSettings<T>(t: TestApp, part: ReportPart, work: (session: QuerySession) => Promise<T>): Promise<T> {
  const source = reportSource(t.db);
  if (source.kind === 'embedded') {
    return source.session.transaction(async (tx) => {
      if (part.unsorted) await tx.query(SORTS_RULED_OUT);
      return work(tx);
    });
  }
  const client = await (sessionOf(t) as unknown as pg.Pool).connect();
  try {
    await client.query('begin');
    if (part.unsorted) await client.query(SORTS_RULED_OUT);
    return await work(client);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('streaming a large report', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  let clinicId: number;

  before(async () => {
    t = await createTestApp();
    clinicId = await generateParticipants(t);
    token = await signIn(t.app, demoAccounts.programCoordinator.email);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  /** The reports of February 2025 over `campIds`, read as a download reads them. */
  const februaryReport = async (campIds: number[]): Promise<ReportContext> => ({
    db: t.db,
    source: reportSource(t.db),
    forms: await loadFormKinds(t.db, 1),
    batchSize: REPORT_BATCH_SIZE,
    // Read in the hospital's order, as a selection of more people than FEW_PEOPLE is: these 20 000 are fewer.
    fewPeople: 0,
    selection: {
      hospitalId: 1,
      campIds,
      from: istMidnight({ year: 2025, month: 2, day: 1 }),
      until: istMidnight({ year: 2025, month: 3, day: 1 }),
      startDay: '2025-02-01',
      endDay: '2025-02-28',
    },
  });

  for (const reportType of ['Patientregistration', 'Screening'] as const) {
    test(`${reportType} of ${PARTICIPANTS} participants: batches of ${REPORT_BATCH_SIZE}, heap bounded`, async () => {
      const started = Date.now();
      const m = await download(port, token, { ids: [clinicId], startDate: '2025-02-01', endDate: '2025-02-28', reportType });
      const growth = m.peak - m.baseline;
      console.log(
        `${reportType}: ${m.lines - 1} rows, ${(m.bytes / MB).toFixed(1)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `heap baseline ${(m.baseline / MB).toFixed(1)} MiB, peak growth ${(growth / MB).toFixed(1)} MiB over ${m.samples} samples`,
      );
      assert.equal(m.status, 200);
      assert.equal(m.lines, PARTICIPANTS + 1);
      // Holding the report would cost at least its size (its text, and more in row objects); streaming holds a batch.
      assert.ok(m.bytes > 4 * MB, `the report is large enough to tell the two apart (${m.bytes} bytes)`);
      assert.ok(m.samples >= 8);
      assert.ok(
        growth < Math.min(16 * MB, m.bytes / 2),
        `heap grew by ${(growth / MB).toFixed(1)} MiB while streaming ${(m.bytes / MB).toFixed(1)} MiB`,
      );

      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'DOWNLOAD'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      assert.deepEqual(
        {
          rows: (audit.details as { rows: number }).rows,
          batches: (audit.details as { batches: number }).batches,
          completed: (audit.details as { completed: boolean }).completed,
        },
        { rows: PARTICIPANTS, batches: PARTICIPANTS / REPORT_BATCH_SIZE, completed: true },
      );
    });
  }

  test('a batch of a large report reads about a batch of rows, not the whole report (no sort before the first row)', async () => {
    const ctx = await februaryReport([clinicId]);
    for (const reportType of ['Patientregistration', 'Screening', 'Clinical_Evaluation', 'SavedPatient'] as const) {
      // The first stretch of each (Screening's second lists participants without a breast result: here, none), at
      // its start and where a batch in the middle of the report continues.
      const [part] = await REPORTS[reportType].parts(ctx);
      // Planned as the download plans it (report-cursor.ts): an unsorted stretch with sorts ruled out.
      const run = (after: unknown[] | null, prefix = '') => {
        const query = new PgDialect().sqlToQuery(part.rows(after, REPORT_BATCH_SIZE));
        return inReportSettings(t, part, (session) => session.query(`${prefix}${query.sql}`, query.params));
      };
      const first = (await run(null)).rows;
      const middle = first.length === REPORT_BATCH_SIZE ? part.key(first[first.length - 1]) : null;
      for (const after of middle ? [null, middle] : [null]) {
        const { rows } = await run(after, 'explain (analyze, buffers, format json) ');
        const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
        const largest = Math.max(...planNodes(plan).map((n) => n['Actual Rows'] * n['Actual Loops']));
        const passedOver = Math.max(...planNodes(plan).map((n) => (n['Rows Removed by Filter'] ?? 0) * n['Actual Loops']));
        // Each row is a few index lookups: a lookup that reads a whole date range per participant reads far more pages.
        const pages = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
        assert.ok(pages <= 30 * REPORT_BATCH_SIZE, `${reportType}: ${pages} pages read for a batch: ${JSON.stringify(plan)}`);
        // Nor does it pass over rows it does not list (a participant of the selected clinics read to be left out).
        assert.ok(
          passedOver <= 3 * REPORT_BATCH_SIZE,
          `${reportType}, ${after ? 'second' : 'first'} batch: a step passed over ${passedOver} rows: ${JSON.stringify(plan)}`,
        );
        assert.ok(
          largest <= 3 * REPORT_BATCH_SIZE,
          `${reportType}, ${after ? 'second' : 'first'} batch: a step handled ${largest} rows of ${PARTICIPANTS}: ` +
            JSON.stringify(plan),
        );
      }
    }
  });

  test("Screening's participants without a breast result: highest id first, each once, a batch read at a time", async () => {
    // A clinic of later enrolments, after the 20 000 above: each with a cervical result, every second one an oral
    // result too, every fifth one a breast result (she is listed in the first stretch, at her breast result).
    const [clinic] = await t.db
      .insert(camp)
      .values({
        name: 'Second Bulk Clinic',
        hospitalId: 1,
        campIdPrefix: '8000002',
        startDate: new Date('2025-01-01T00:00:00+05:30'),
        createdBy: 'coordinator@demo.in',
      })
      .returning({ id: camp.id });
    const count = 2 * REPORT_BATCH_SIZE + 300;
    await t.db.execute(sql`
      insert into candidate (registraion_id, camp_id, hospital_id, name, gender, age, mobile_no, enrolled, created_by,
        created_date)
      select '8000002001' || lpad(g::text, 6, '0'), ${clinic.id}, 1, 'Later participant ' || g, 'FEMALE', 40,
        '8' || lpad(g::text, 9, '0'), true, 'social@demo.in', timestamptz '2025-02-10 09:00:00+05:30'
      from generate_series(1, ${count}) g`);
    const at = new Date('2025-02-10T10:00:00+05:30');
    const results = [
      [FORM_IDS.cervicalScreening, answered(cervicalScreening.testMetrics!, cervicalScreeningAnswers('normal', at)), 1],
      [FORM_IDS.oralScreeningFemale, answered(oralScreenings[1].testMetrics!, oralScreeningAnswers.normal), 2],
      [FORM_IDS.breastScreening, answered(breastScreening.testMetrics!, breastScreeningAnswers.normal), 5],
    ] as const;
    for (const [form, result, every] of results) {
      await t.db.execute(sql`
        insert into candidate_test (candidate_id, disease_test_master_id, test_result, completed, d_created_date,
          d_created_by, last_modified_by, last_modified_date)
        select id, ${form}, ${JSON.stringify(result)}::jsonb, 1, timestamptz '2025-02-10 10:00:00+05:30',
          'nurse@demo.in', 'nurse@demo.in', timestamptz '2025-02-10 10:00:00+05:30'
        from candidate where camp_id = ${clinic.id} and (id - (select min(id) from candidate where camp_id = ${clinic.id})) % ${every} = 0`);
    }
    const ids = (
      await t.db.select({ id: candidate.id }).from(candidate).where(eq(candidate.campId, clinic.id)).orderBy(desc(candidate.id))
    ).map((row) => row.id);
    const first = ids[ids.length - 1];
    const withoutBreast = ids.filter((id) => (id - first) % 5 !== 0);

    // With the clinic of 20 000 above, all of whom have a breast result: none of them is listed here.
    const ctx = await februaryReport([clinicId, clinic.id]);
    const [, part] = await REPORTS.Screening.parts(ctx);
    const listed: number[] = [];
    for await (const rows of readBatches(ctx.source, [part], REPORT_BATCH_SIZE)) {
      for (const row of rows) {
        listed.push(Number(row.id));
        assert.equal(row.b0Id, null, `participant ${String(row.id)} has a breast result`);
      }
    }
    assert.deepEqual(listed, withoutBreast);

    // The participants looked at are those with other results, not the 20 000 of the selected clinics who have none
    // (they come after these rows in id order). Planned as the download plans it: on PostgreSQL the stretch is one
    // query read through a cursor; embedded, each batch is a query of its own, without sorts, and reads about a batch
    // of results wherever it starts, the last one too.
    const source = reportSource(t.db);
    const largestStep = async (after: unknown[] | null, limit: number | null) => {
      const query = new PgDialect().sqlToQuery(part.rows(after, limit));
      const text = `explain (analyze, format json) ${query.sql}`;
      // On PostgreSQL the stretch is planned whole (the cursor), with its settings.
      const { rows } =
        source.kind === 'postgres'
          ? await inReportSettings(t, part, (session) => session.query(text, query.params))
          : await source.session.transaction(async (tx) => {
              if (part.unsorted) await tx.query(SORTS_RULED_OUT);
              return tx.query(text, query.params);
            });
      const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
      return { plan, largest: Math.max(...planNodes(plan).map((n) => n['Actual Rows'] * n['Actual Loops'])) };
    };
    if (source.kind === 'postgres') {
      const otherResults = count + Math.ceil(count / 2);
      const { plan, largest } = await largestStep(null, null);
      assert.ok(largest <= otherResults, `a step handled ${largest} rows: ${JSON.stringify(plan)}`);
    } else {
      for (const after of [null, [withoutBreast[REPORT_BATCH_SIZE - 1]], [withoutBreast[2 * REPORT_BATCH_SIZE - 1]]]) {
        const { plan, largest } = await largestStep(after, REPORT_BATCH_SIZE);
        assert.ok(largest <= 3 * REPORT_BATCH_SIZE, `a step handled ${largest} rows: ${JSON.stringify(plan)}`);
      }
    }
  });

  test('a colleague signing in while a large report downloads is answered before the report ends', async () => {
    // The download runs in another process, reading as fast as it can, as a browser would: in this process its
    // reading would slow the report down (back-pressure) and hide a server that serves no one else meanwhile.
    const body = JSON.stringify({ ids: [clinicId], startDate: '2025-02-01', endDate: '2025-02-28', reportType: 'Screening' });
    const downloader = `
      const res = await fetch(process.argv[1], { method: 'POST', headers: JSON.parse(process.argv[2]), body: process.argv[3] });
      for await (const chunk of res.body) void chunk;
      process.stdout.write(String(res.status));`;
    const client = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      downloader,
      `http://127.0.0.1:${port}/api/curable/camps-report`,
      JSON.stringify({ 'content-type': 'application/json', ...bearer(token) }),
      body,
    ]);
    let status = '';
    client.stdout.on('data', (chunk: Buffer) => (status += chunk.toString()));
    let reportEnded = 0;
    const report = new Promise<void>((resolve) =>
      client.once('exit', () => {
        reportEnded = performance.now();
        resolve();
      }),
    );
    // Until the report's first row has been written (its audit row is written at the end, so wait for bytes).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signedIn = await fetch(`http://127.0.0.1:${port}/token/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: demoAccounts.doctor.email, password: DEMO_PASSWORD }),
    });
    const signInEnded = performance.now();
    assert.equal(signedIn.status, 200);
    await report;
    assert.equal(status, '200');
    assert.ok(
      signInEnded < reportEnded,
      `the sign-in waited for the whole report (${Math.round(signInEnded - reportEnded)} ms after it)`,
    );
  });
});
