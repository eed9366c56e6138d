/**
 * `pnpm bench:server`: the API at programme scale, over real HTTP against a real database.
 *
 *   pnpm bench:server [--participants 200000] [--seconds 60] [--clients 20,50] [--data-dir DIR] [--only reports|searches|dashboard|names]
 *
 * Generates the data (bench-data.ts) into the embedded database under --data-dir (a new temporary one by default;
 * an existing one is reused) or into DATABASE_URL (an empty database), starts the API server on it, and prints:
 * the follow-up list's first pages and search, the tile's counts, a participant's view, the dashboard's indicators (no
 * filter, a clinic, a district, a year of days), worklist search latencies
 * (exact Registration ID, exact mobile, 3-letter name, the 3 letters of the commonest names), mixed load of 20 and 50
 * clients (or --clients) (searches, clinic lists, enrolments, screening saves) with errors, as many clients all searching
 * the commonest names' first page (and 20 asking for their unpaged list, as the original client does), each report's
 * time to first byte, total time, rows/s and the
 * server's memory, a sign-in while a report downloads, and PostgreSQL's own COPY … TO STDOUT of the rows each report
 * reads, as the limit to compare with. `--only reports` measures the reports alone (no searches, no load);
 * `--only searches` the one-client calls alone (no load, no reports); `--only dashboard` the dashboard's calls alone; `--only names` the commonest names' first page, one client then
 * 20 and 50 at once, and their unpaged list at 20. The API server inherits the environment: `API_WORKERS=N` measures N
 * processes. Generating a million participants takes the best part of an hour; a stopped generation goes on where it
 * stopped (bench-data.ts). Not a test: it asserts nothing; it writes bench/out/server-<engine>.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { serialiseGroup } from '@screening/domain/forms';
import { REPORT_TYPES, type Candidate, type DiseaseTestMaster, type MetricGroup } from '@screening/domain/types';
import { loadPasswordPolicy, passwordVerdict } from '@screening/domain/validation';
import { loadDatabaseConfig, type DatabaseConfig } from '../db/database-config.js';
import { selectRows } from '../db/rows.js';
import { SAVED_PATIENT_CONDITION } from '../reports/saved-patient.report.js';
import type { Database } from '../db/open.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { demoAccounts } from '../seed/staff.js';
import { openInstalledDatabase } from '../storage/installation.js';
import { freePort } from '../testing/free-port.js';
import { generateBenchData, type BenchData } from './bench-data.js';

const SERVER_MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const REQUEST_TIMEOUT_MS = 30_000;

/** Saved results of one kind with their participant's Registration ID and name. */
const resultRows = (kind: string) =>
  `select c.registraion_id, c.name, t.* from candidate_test t join candidate c on c.id = t.candidate_id
   join disease_test_master d on d.id = t.disease_test_master_id where d.name = '${kind}' and t.test_result is not null`;

/** The rows each report reads, for PostgreSQL's own COPY of them (the physical limit a report can approach). */
const REPORT_SOURCE: Record<(typeof REPORT_TYPES)[number], string> = {
  Outreachclinic: 'select c.*, s.* from camp c left join camp_staff s on s.camp_id = c.id',
  Patientregistration: 'select c.*, m.* from candidate c left join candidate_medical_details m on m.candidate_id = c.id',
  Screening: resultRows('SCREENING'),
  Clinical_Evaluation: resultRows('CLINICAL'),
  SavedPatient: `select c.* from candidate c where ${SAVED_PATIENT_CONDITION}`,
  FollowUp: `select c.registraion_id, c.name, c.mobile_no, f.*, (select count(*) from follow_up_event e where e.follow_up_id = f.id)
    from follow_up f join candidate c on c.id = f.candidate_id`,
};

interface Samples {
  registrationIds: string[];
  mobiles: string[];
  nameParts: string[];
  /** The first 3 letters most names start with (Kav… for Kavitha, Kaviya, Kaveri), the commonest first. */
  commonNameParts: string[];
  /** Names and addresses the load's enrolments take, so that they leave the searches' data as varied as they found it. */
  people: { name: string; address: string }[];
  campIds: number[];
  /** Clinics where the social worker (who enrols) is staff. */
  enrolCampIds: number[];
  /** Participants, for her view: a half of them referred (with a follow-up and calls), a half any. */
  viewIds: number[];
  /** Districts that have clinics, for the dashboard's filter. */
  districts: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

function newlines(bytes: Uint8Array): number {
  let n = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) n += 1;
  return n;
}

function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Samples the server's resident memory while `work` runs; returns the peak. */
async function peakMemory<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 25);
  try {
    return { result: await work(), peak: Math.max(peak, rssOf(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function collectSamples(db: Database['db']): Promise<Samples> {
  const column = async <T>(query: ReturnType<typeof sql>) => (await selectRows<{ v: T }>(db, query)).map((r) => r.v);
  return {
    registrationIds: await column<string>(
      sql`select registraion_id as v from candidate where parent_candidate_id is null order by random() limit 200`,
    ),
    mobiles: await column<string>(
      sql`select mobile_no as v from candidate where mobile_no is not null order by random() limit 200`,
    ),
    people: await selectRows<{ name: string; address: string }>(
      db,
      sql`select name, address from candidate where name is not null and address is not null order by random() limit 200`,
    ),
    // As staff type them: a common name's first letters as often as the name is common.
    nameParts: await column<string>(
      sql`select lower(substring(name from 1 for 3)) as v from candidate
          where parent_candidate_id is null and length(name) >= 3 order by random() limit 200`,
    ),
    commonNameParts: await column<string>(
      sql`select lower(substring(name from 1 for 3)) as v from candidate
          where parent_candidate_id is null and length(name) >= 3 group by 1 order by count(*) desc, 1 limit 5`,
    ),
    campIds: await column<number>(sql`select id as v from camp where is_record_deleted = false order by id`),
    enrolCampIds: await column<number>(
      sql`select s.camp_id as v from camp_staff s join employee e on e.id = s.employee_id
          where lower(e.email) = ${demoAccounts.socialWorker.email} and s.is_record_deleted = false`,
    ),
    viewIds: [
      ...(await column<number>(sql`select candidate_id as v from follow_up order by random() limit 100`)),
      ...(await column<number>(sql`select id as v from candidate where parent_candidate_id is null order by random() limit 100`)),
    ],
    districts: await column<string>(
      sql`select distinct d.name as v from camp c join panchayat_master p on p.id = c.panchayat_master_id
          join taluq_master t on t.id = p.taluq_master_id join district_master d on d.id = t.district_master_id order by 1`,
    ),
  };
}

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(config: DatabaseConfig): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: config.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Every dashboard call computed, not answered from the minute's cache: the figures are the computation's.
    DASHBOARD_CACHE_SECONDS: '0',
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`The API server exited: ${output}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { child, base, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The API server was not ready within 120 s: ${output}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/token/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

interface Timed {
  ms: number;
  status: number;
  bytes: number;
}

async function call(base: string, token: string, method: string, url: string, body?: unknown): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, status: res.status, bytes };
  } catch {
    return { ms: performance.now() - started, status: 0, bytes: 0 };
  }
}

/** The worklist as this suite's screens ask for it (a page of 50), or as the original client does (no page). */
const worklist = (base: string, token: string, search: string, paged = true) =>
  call(base, token, 'POST', '/api/curable/getCandidatesList', {
    search,
    stage: 3,
    hospitalId: 1,
    roleId: 0,
    userId: 0,
    ...(paged ? { page: 0, size: 50 } : {}),
  });

interface LatencyRow {
  what: string;
  n: number;
  p50: number;
  p95: number;
  errors: number;
  meanBytes: number;
}

function latencyRow(what: string, results: Timed[]): LatencyRow {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    what,
    n: results.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    errors: results.filter((r) => r.status < 200 || r.status >= 300).length,
    meanBytes: results.reduce((sum, r) => sum + r.bytes, 0) / Math.max(1, results.length),
  };
}

/** The sign-ins the calls are made with: a coordinator who reads, a social worker who enrols. */
interface Tokens {
  reader: string;
  enroller: string;
  /** Saves screening results. */
  screener: string;
}

/** A pending screening test the nurse may save a result for, with its form. */
interface PendingTest {
  candidateId: number;
  diseaseTestId: number;
  definition: MetricGroup;
}

/**
 * Pending screening tests of the nurse's own screening worklist (as her tablet finds them), with each form's
 * definition: the load saves a draft of one of them (completed 0, so the test stays pending for the next save).
 */
async function pendingTests(base: string, token: string): Promise<PendingTest[]> {
  const definitions = new Map<number, MetricGroup>();
  const tests: PendingTest[] = [];
  for (let page = 0; page < 4; page++) {
    const res = await fetch(`${base}/api/curable/getCandidatesList`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: '', stage: 1, page, size: 50 }),
    });
    if (!res.ok) throw new Error(`the nurse's screening worklist: ${res.status} ${await res.text()}`);
    for (const candidate of (await res.json()) as Candidate[]) {
      for (const test of candidate.eligibleDiseases ?? []) {
        let definition = definitions.get(test.diseaseTestId);
        if (!definition) {
          const form = await fetch(`${base}/api/curable/getMetricsById/${test.diseaseTestId}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (!form.ok) throw new Error(`form ${test.diseaseTestId}: ${form.status} ${await form.text()}`);
          definition = ((await form.json()) as DiseaseTestMaster).testMetrics ?? undefined;
          if (!definition) throw new Error(`form ${test.diseaseTestId} has no questions`);
          definitions.set(test.diseaseTestId, definition);
        }
        tests.push({ candidateId: test.candidateId, diseaseTestId: test.diseaseTestId, definition });
      }
    }
  }
  if (tests.length === 0) throw new Error("the nurse's screening worklist has no pending test to save");
  return tests;
}

/** A screening result saved as a draft (Save, not Save and Finish), its form's first question answered. */
function saveScreening(base: string, token: string, test: PendingTest): Promise<Timed> {
  const first = test.definition.params.find((param) => (param.values?.length ?? 0) > 0);
  const answers = first?.values ? { [first.testName]: [first.values[0]!] } : {};
  return call(base, token, 'POST', '/api/curable/candidatehistory', {
    candidateId: test.candidateId,
    diseaseTestMasterId: test.diseaseTestId,
    completed: 0,
    type: 1,
    testMetrics: serialiseGroup(test.definition, answers),
  });
}

/** `n` calls one after another, as one row of latencies. */
async function timedRounds(what: string, n: number, send: (i: number) => Promise<Timed>): Promise<LatencyRow> {
  const results: Timed[] = [];
  for (let i = 0; i < n; i++) results.push(await send(i));
  return latencyRow(what, results);
}

async function searches(base: string, tokens: Tokens, samples: Samples, rounds: number): Promise<LatencyRow[]> {
  const token = tokens.reader;
  const run = async (what: string, terms: string[], paged = true) => {
    const results: Timed[] = [];
    for (let i = 0; i < rounds; i++) results.push(await worklist(base, token, terms[i % terms.length], paged));
    return latencyRow(what, results);
  };
  const clinics = async (stage: number) => {
    const results: Timed[] = [];
    for (let i = 0; i < Math.max(5, Math.ceil(rounds / 5)); i++)
      results.push(await call(base, token, 'POST', '/api/curable/getWorklistClinics', { stage }));
    return latencyRow(`worklist clinics with waiting counts, stage ${stage}`, results);
  };
  const followUps = (body: Record<string, unknown>) => call(base, token, 'POST', '/api/curable/followUp/list', body);
  return [
    await timedRounds('follow-up: first page, due now', rounds, () => followUps({ window: 'DUE_SOON' })),
    await timedRounds('follow-up: first page, all open', rounds, () => followUps({ window: 'OPEN' })),
    await timedRounds('follow-up: 3 letters of a name', rounds, (i) =>
      followUps({ window: 'OPEN', search: samples.nameParts[i % samples.nameParts.length] }),
    ),
    await timedRounds('follow-up: tile counts', rounds, () => call(base, token, 'GET', '/api/curable/followUp/counts')),
    await timedRounds("participant's view", rounds, (i) =>
      call(base, token, 'POST', '/api/curable/participant/view', {
        candidateId: samples.viewIds[i % Math.max(1, samples.viewIds.length)],
      }),
    ),
    ...(await dashboards(base, tokens, samples, rounds)),
    // The policy judges whatever anyone sends (a password change, a reset): the longest it takes, full of symbols.
    await timedRounds('password policy: 128 characters full of symbols', rounds, async () => {
      await loadPasswordPolicy();
      const started = performance.now();
      passwordVerdict('P@ssw0rd!1$3'.repeat(10) + 'abcdefgh');
      return { ms: performance.now() - started, status: 200, bytes: 0 };
    }),
    await run('worklist: full Registration ID', samples.registrationIds),
    await run('worklist: 10-digit mobile', samples.mobiles),
    await run('worklist: 3 letters of a name', samples.nameParts),
    await run('worklist: 3 letters, unpaged (original client)', samples.nameParts, false),
    await run(`worklist: 3 letters of the commonest names (${samples.commonNameParts.join(', ')})`, samples.commonNameParts),
    await clinics(1),
    await clinics(2),
    await clinics(3),
    await clinics(4),
  ];
}

/** 'yyyy-mm-dd' of `days` before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The dashboard's indicators (computed on every call: the server runs with DASHBOARD_CACHE_SECONDS=0), over all the
 * coordinator's clinics, one clinic, one district and a year of days; the clinic, district and days vary per call.
 * The first call builds the rollups of every clinic (dashboard/dashboard-days.ts) and is shown apart.
 */
async function dashboards(base: string, tokens: Tokens, samples: Samples, rounds: number): Promise<LatencyRow[]> {
  const token = tokens.reader;
  const dashboard = (body: Record<string, unknown>) => call(base, token, 'POST', '/api/curable/dashboard/indicators', body);
  const timed = (what: string, send: (i: number) => Promise<Timed>) => timedRounds(what, rounds, send);
  return [
    // The first call after the data arrive (or after an upgrade) builds every clinic's rollups: timed on its own.
    latencyRow('dashboard: first call, rollups built', [await dashboard({})]),
    await timed('dashboard: no filter', () => dashboard({})),
    await timed('dashboard: a clinic', (i) => dashboard({ campId: samples.campIds[i % samples.campIds.length] })),
    await timed('dashboard: a district', (i) =>
      dashboard(samples.districts.length > 0 ? { district: samples.districts[i % samples.districts.length] } : {}),
    ),
    await timed('dashboard: a year of days', (i) => dashboard({ from: daysAgo(365 + (i % 30)), to: daysAgo(i % 30) })),
    // A write since the last call: its clinic's rollups are rebuilt first (the enrolment itself is not timed).
    await timed('dashboard: no filter, after an enrolment in one clinic', async (i) => {
      const enrolled = await enrol(base, tokens.enroller, samples, i, samples.enrolCampIds[i % samples.enrolCampIds.length]);
      if (enrolled.status !== 200) throw new Error(`the enrolment failed: ${enrolled.status}`);
      return dashboard({});
    }),
  ];
}

interface LoadRow extends LatencyRow {
  clients: number;
  seconds: number;
  perSecond: number;
  p99: number;
  timeouts: number;
}

/** One participant enrolled in a clinic, as the social worker's tablet sends her. */
function enrol(base: string, token: string, samples: Samples, serial: number, campId: number): Promise<Timed> {
  const person = pick(samples.people);
  return call(base, token, 'POST', '/api/curable/candidate', {
    name: person.name,
    mobileNo: String(8_000_000_000 + Math.floor(Math.random() * 999_999_999)),
    gender: 'FEMALE',
    registraionId: null,
    age: String(30 + (serial % 40)),
    address: person.address,
    streetId: 1 + (serial % 50),
    hospitalId: 1,
    campId,
    id: null,
    type: 1,
    screenId: 1,
  });
}

/** `clients` callers in a loop for `seconds`: 65 % searches, 20 % clinic lists, 10 % enrolments, 5 % screening saves. */
async function load(base: string, tokens: Tokens, samples: Samples, pending: PendingTest[], clients: number, seconds: number) {
  const until = Date.now() + seconds * 1000;
  const results: Timed[] = [];
  let serial = 0;
  const client = async () => {
    while (Date.now() < until) {
      const roll = Math.random();
      if (roll < 0.65) {
        results.push(
          await worklist(base, tokens.reader, Math.random() < 0.5 ? pick(samples.nameParts) : pick(samples.registrationIds)),
        );
      } else if (roll < 0.85) {
        results.push(await call(base, tokens.reader, 'POST', '/api/curable/activecamp', { search: '' }));
      } else if (roll < 0.95) {
        serial += 1;
        results.push(await enrol(base, tokens.enroller, samples, serial, pick(samples.enrolCampIds)));
      } else {
        results.push(await saveScreening(base, tokens.screener, pick(pending)));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const row = latencyRow(`${clients} clients, ${seconds} s`, results);
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    ...row,
    clients,
    seconds,
    perSecond: results.length / seconds,
    p99: percentile(sorted, 99),
    timeouts: results.filter((r) => r.status === 0).length,
  } satisfies LoadRow;
}

/**
 * `clients` callers in a loop for `seconds`, each asking one of the commonest names' 3 letters: the first page, or
 * (`paged` false) the whole list as the original client asks for it (its newest 1,000, streamed).
 */
async function nameLoad(
  base: string,
  token: string,
  samples: Samples,
  clients: number,
  seconds: number,
  paged = true,
): Promise<LoadRow> {
  const until = Date.now() + seconds * 1000;
  const results: Timed[] = [];
  const client = async () => {
    while (Date.now() < until) results.push(await worklist(base, token, pick(samples.commonNameParts), paged));
  };
  await Promise.all(Array.from({ length: clients }, client));
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const what = paged ? 'first page' : 'unpaged list (original client)';
  return {
    ...latencyRow(`${clients} clients, the commonest names' ${what}, ${seconds} s`, results),
    clients,
    seconds,
    perSecond: results.length / seconds,
    p99: percentile(sorted, 99),
    timeouts: results.filter((r) => r.status === 0).length,
  };
}

/** The commonest names under load: their first page at each client count, the original client's unpaged list at 20. */
async function nameLoads(
  base: string,
  token: string,
  samples: Samples,
  clientCounts: number[],
  seconds: number,
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const clients of clientCounts) rows.push(await nameLoad(base, token, samples, clients, seconds));
  rows.push(await nameLoad(base, token, samples, 20, seconds, false));
  return rows;
}

interface ReportRow {
  type: string;
  status: number;
  firstByteMs: number;
  totalMs: number;
  rows: number;
  bytes: number;
  rowsPerSecond: number;
  peakMemory: number;
  signInDuringMs?: number;
  copyMs?: number;
  copyRows?: number;
}

async function downloadReport(base: string, token: string, type: string, campIds: number[], endDate: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/curable/camps-report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: campIds, startDate: '2000-01-01', endDate, reportType: type }),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  let firstByteMs = NaN;
  let bytes = 0;
  let rows = 0;
  const reader = res.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += chunk.value.byteLength;
    rows += newlines(chunk.value);
  }
  const totalMs = performance.now() - started;
  // The header line is not a row.
  return { status: res.status, firstByteMs, totalMs, bytes, rows: Math.max(0, rows - 1) };
}

async function reports(server: Server, token: string, samples: Samples, idle: number): Promise<ReportRow[]> {
  const out: ReportRow[] = [];
  const endDate = new Date().toISOString().slice(0, 10);
  const pid = server.child.pid ?? 0;
  for (const type of REPORT_TYPES) {
    const { result, peak } = await peakMemory(pid, async () => {
      const download = downloadReport(server.base, token, type, samples.campIds, endDate);
      // A colleague signs in while the report streams.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signInStarted = performance.now();
      await signIn(server.base, demoAccounts.doctor.email);
      const signInDuringMs = performance.now() - signInStarted;
      return { ...(await download), signInDuringMs };
    });
    out.push({
      type,
      ...result,
      rowsPerSecond: result.rows / (result.totalMs / 1000),
      peakMemory: peak - idle,
    });
  }
  return out;
}

/** PostgreSQL's own COPY … TO STDOUT of each report's rows, with the server stopped (PGlite has one session). */
async function copyBaselines(config: DatabaseConfig, rows: ReportRow[]): Promise<void> {
  if (config.databaseUrl) {
    const psql = spawnSync('psql', ['--version']);
    if (psql.status !== 0) return;
    for (const row of rows) {
      const started = performance.now();
      // psql reads every row from the server and writes it out (to /dev/null), then says how many: "COPY n".
      const copy = spawnSync(
        'psql',
        [
          config.databaseUrl,
          '-X',
          '-c',
          `\\copy (${REPORT_SOURCE[row.type as keyof typeof REPORT_SOURCE].replace(/\s+/g, ' ')}) to '/dev/null' with csv`,
        ],
        { encoding: 'utf8' },
      );
      row.copyMs = performance.now() - started;
      const copied = /COPY (\d+)/.exec(copy.stdout ?? '')?.[1];
      row.copyRows = copy.status === 0 && copied !== undefined ? Number(copied) : undefined;
    }
    return;
  }
  const { openDatabase } = await import('../db/open.js');
  const { pgliteDir } = await import('../db/database-config.js');
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config) });
  try {
    const client = (database.db as unknown as { $client: { query(q: string): Promise<{ blob?: Blob }> } }).$client;
    for (const row of rows) {
      const started = performance.now();
      const result = await client.query(
        `copy (${REPORT_SOURCE[row.type as keyof typeof REPORT_SOURCE]}) to '/dev/blob' with csv`,
      );
      row.copyMs = performance.now() - started;
      row.copyRows = result.blob ? newlines(new Uint8Array(await result.blob.arrayBuffer())) : 0;
    }
  } finally {
    await database.close();
  }
}

const tables = {
  search: (rows: LatencyRow[]) => [
    '| search | n | p50 | p95 | errors | answer |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.what} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.errors} | ${(r.meanBytes / 1024).toFixed(1)} KB |`,
    ),
  ],
  load: (rows: LoadRow[]) => [
    '| load | requests/s | p50 | p95 | p99 | errors | timeouts |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${r.timeouts} |`,
    ),
  ],
  reports: (rows: ReportRow[]) => [
    '| report | status | first byte | total | lines | size | rows/s | memory over idle | sign-in meanwhile | COPY of its rows |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.type} | ${r.status} | ${ms(r.firstByteMs)} | ${ms(r.totalMs)} | ${r.rows} | ${mb(r.bytes)} | ${Math.round(r.rowsPerSecond)} | ` +
        `${mb(r.peakMemory)} | ${ms(r.signInDuringMs ?? NaN)} | ${r.copyMs === undefined || r.copyRows === undefined ? '–' : `${ms(r.copyMs)} (${r.copyRows} lines)`} |`,
    ),
  ],
};

/** Prints a table as soon as it is measured, so that a long run shows its progress (and keeps what it had). */
const show = (lines: string[]) => console.log(['', ...lines].join('\n'));

async function main() {
  const { values } = parseArgs({
    options: {
      participants: { type: 'string', default: '200000' },
      seconds: { type: 'string', default: '60' },
      'data-dir': { type: 'string' },
      rounds: { type: 'string', default: '50' },
      only: { type: 'string' },
      clients: { type: 'string', default: '20,50' },
    },
  });
  if (values.only !== undefined && !['reports', 'searches', 'dashboard', 'names'].includes(values.only))
    throw new Error('--only takes reports, searches, dashboard or names');
  const reportsOnly = values.only === 'reports';
  const namesOnly = values.only === 'names';
  const dashboardOnly = values.only === 'dashboard';
  const searchesOnly = values.only === 'searches' || dashboardOnly;
  const participants = Number(values.participants);
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  // The server inherits the environment: API_WORKERS=4 measures four API processes (over PostgreSQL).
  const apiWorkers = Number(process.env.API_WORKERS ?? 1);
  const clientCounts = values.clients.split(',').map(Number);
  if (!(participants > 0) || !(seconds > 0) || !(rounds > 0) || !clientCounts.every((n) => Number.isInteger(n) && n > 0))
    throw new Error('--participants, --seconds and --rounds take positive numbers, --clients a list of them (20,50,100)');
  // Without --data-dir the data are generated into a temporary directory and removed at the end.
  const temporary = values['data-dir'] === undefined;
  const dataDir = values['data-dir'] ?? mkdtempSync(path.join(tmpdir(), 'screening-bench-'));
  const config = loadDatabaseConfig({ ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir });
  const engine = config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    config.databaseUrl
      ? 'Data: DATABASE_URL (kept for the next run)'
      : `Data: ${dataDir}${temporary ? ' (removed at the end; --data-dir DIR keeps it for the next run)' : ''}`,
  );

  const installed = await openInstalledDatabase(config);
  let data: BenchData;
  let samples: Samples;
  try {
    const started = Date.now();
    data = await generateBenchData(installed.database.db, participants, console.log);
    console.log(`Data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    samples = await collectSamples(installed.database.db);
  } finally {
    await installed.database.close();
  }

  const server = await startServer(config);
  let search: LatencyRow[] = [];
  const loads: LoadRow[] = [];
  let report: ReportRow[] = [];
  let idle: number;
  try {
    const reader = await signIn(server.base, demoAccounts.programCoordinator.email);
    const enroller = await signIn(server.base, demoAccounts.socialWorker.email);
    const screener = await signIn(server.base, demoAccounts.nurse.email);
    // Warm-up: the first calls compile queries and fill caches.
    for (let i = 0; i < 5; i++) await worklist(server.base, reader, pick(samples.nameParts));
    idle = rssOf(server.child.pid ?? 0);
    show([
      `Server benchmark: ${engine}, ${apiWorkers} API process${apiWorkers === 1 ? '' : 'es'} (API_WORKERS), ${data.participants} participants (${data.candidateRows} person rows), ${data.clinics} clinics, ` +
        `${data.testRows} test rows, ${data.historyRows} history rows, ${data.followUps} follow-ups, ${data.auditRows} audit rows; ` +
        `server idle at ${mb(idle)}`,
    ]);
    if (namesOnly) {
      search = [
        await timedRounds(`worklist: 3 letters of the commonest names (${samples.commonNameParts.join(', ')})`, rounds, (i) =>
          worklist(server.base, reader, samples.commonNameParts[i % samples.commonNameParts.length]),
        ),
      ];
      show(tables.search(search));
      loads.push(...(await nameLoads(server.base, reader, samples, clientCounts, seconds)));
      show(tables.load(loads));
    } else if (!reportsOnly) {
      search = dashboardOnly
        ? await dashboards(server.base, { reader, enroller, screener }, samples, rounds)
        : await searches(server.base, { reader, enroller, screener }, samples, rounds);
      show(tables.search(search));
      if (!searchesOnly) {
        const pending = await pendingTests(server.base, screener);
        for (const clients of clientCounts)
          loads.push(await load(server.base, { reader, enroller, screener }, samples, pending, clients, seconds));
        loads.push(...(await nameLoads(server.base, reader, samples, clientCounts, seconds)));
        show(tables.load(loads));
      }
    }
    if (!searchesOnly && !namesOnly) report = await reports(server, reader, samples, idle);
  } finally {
    await stopServer(server);
  }
  if (!searchesOnly && !namesOnly) await copyBaselines(config, report);
  if (temporary) rmSync(dataDir, { recursive: true, force: true });
  if (!searchesOnly && !namesOnly) show(tables.reports(report));
  const outDir = path.join(REPO, 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `server-${config.databaseUrl ? 'postgresql' : 'pglite'}.json`);
  writeFileSync(
    file,
    JSON.stringify({ engine, apiWorkers, at: new Date().toISOString(), data, idle, search, loads, report }, null, 2),
  );
  console.log(`\nWritten to ${path.relative(REPO, file)}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? `${err.message}${err.cause ? `\n${String(err.cause)}` : ''}` : err);
  process.exit(1);
});
