/**
 * The metrics a hospital's Prometheus scrapes: requests by route pattern (never the URL), sign-in refusals by code,
 * idempotent replays, requests and downloads in flight, the pools on PostgreSQL, the backup's age; and no label
 * carrying anything a person typed. The metrics port itself: 127.0.0.1, /metrics only.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Registry } from 'prom-client';
import { enrolBody, insertClinic } from '../candidates/candidate-fixtures.js';
import { loadConfig } from '../config.js';
import type { BackupScheduler, BackupScheduleStatus } from '../ops/backup-schedule.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { find, parse, valueOf } from '../testing/prometheus-text.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { METRICS_HOST, serveMetrics } from './metrics-server.js';
import { createMetricsRegistry, installBackupMetrics, PRIMARY, UNMATCHED_ROUTE } from './prometheus.js';

/** Every label name a series may carry: ours, and those of node's default metrics (heap spaces, GC kinds, version). */
const ALLOWED_LABELS = new Set([
  'worker',
  'method',
  'route',
  'status',
  'reason',
  'pool',
  'le',
  'space',
  'kind',
  'type',
  'version',
  'major',
  'minor',
  'patch',
]);

describe('request metrics', () => {
  let t: TestApp;
  let registry: Registry;
  let nurse: string;
  const scrape = async () => parse(await registry.metrics());

  before(async () => {
    registry = createMetricsRegistry('3');
    t = await createTestApp({}, { metrics: registry });
    nurse = await signIn(t.app, demoAccounts.nurse.email);
  });
  after(() => t.close());

  test('requests are counted and timed by route pattern, method and status; a path no route matches by none of its text', async () => {
    const email = demoAccounts.socialWorker.email;
    const res = await t.app.inject({ method: 'GET', url: `/api/curable/authorizeUserRequest/${email}`, headers: bearer(nurse) });
    assert.equal(res.statusCode, 403, res.body);
    const lost = await t.app.inject({
      method: 'GET',
      url: '/api/curable/patients/9876543210?name=Meena%20Kumari',
      headers: bearer(nurse),
    });
    assert.equal(lost.statusCode, 404);

    const samples = await scrape();
    const labels = { method: 'GET', route: '/api/curable/authorizeUserRequest/:userName', status: '403', worker: '3' };
    assert.equal(valueOf(samples, 'screening_http_requests_total', labels), 1);
    assert.equal(valueOf(samples, 'screening_http_request_duration_seconds_count', labels), 1);
    assert.equal(valueOf(samples, 'screening_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }), 1);
    assert.equal(valueOf(samples, 'screening_http_requests_total', { route: UNMATCHED_ROUTE, status: '404' }), 1);
    assert.equal(valueOf(samples, 'screening_http_requests_total', { route: '/token/authenticate', status: '200' }), 1);

    const text = await registry.metrics();
    for (const personal of [email, 'Meena', '9876543210', nurse, DEMO_PASSWORD]) assert.ok(!text.includes(personal), personal);
    for (const sample of samples) {
      for (const name of Object.keys(sample.labels)) assert.ok(ALLOWED_LABELS.has(name), `${sample.name} has label ${name}`);
    }
  });

  test('sign-in refusals are counted by their code, and no refusal of another route is', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/token/authenticate',
      payload: { userName: demoAccounts.doctor.email, password: 'not-the-password' },
    });
    assert.equal(wrong.statusCode, 401);
    const empty = await t.app.inject({ method: 'POST', url: '/token/authenticate', payload: {} });
    assert.equal(empty.statusCode, 400);
    const samples = await scrape();
    const refusals = find(samples, 'screening_sign_in_refusals_total');
    assert.deepEqual(
      refusals.map((s) => [s.labels.route, s.labels.reason, s.value]).sort(),
      [
        ['/token/authenticate', 'FIELD_REQUIRED', 1],
        ['/token/authenticate', 'INVALID_CREDENTIALS', 1],
      ].sort(),
      'the 403 of authorizeUserRequest above is not a sign-in refusal',
    );
    assert.ok(!(await registry.metrics()).includes(demoAccounts.doctor.email));
  });

  test('a write sent again with its Idempotency-Key is counted as a replay', async () => {
    const social = await signIn(t.app, demoAccounts.socialWorker.email);
    const clinic = await insertClinic(t.db, { staff: [demoAccounts.socialWorker.email] });
    const body = enrolBody(clinic.id);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/curable/candidate',
        headers: { ...bearer(social), 'idempotency-key': 'metrics-replay' },
        payload: body,
      });
    assert.equal((await send()).statusCode, 200);
    assert.equal(find(await scrape(), 'screening_idempotent_replays_total').length, 0);
    assert.equal((await send()).headers['idempotent-replayed'], 'true');
    assert.equal(valueOf(await scrape(), 'screening_idempotent_replays_total', { route: '/api/curable/candidate' }), 1);
    assert.ok(!(await registry.metrics()).includes(String(body.mobileNo)));
  });

  test('a report download is in flight from its first byte received until its answer is sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    const body = JSON.stringify({ reportType: 'Patientregistration', ids: [], startDate: '2026-01-01', endDate: '2026-12-31' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/curable/camps-report',
          headers: { ...bearer(coordinator), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      // Part of the body: the request has arrived and waits for the rest (up to 20 s on a loaded machine).
      req.write(body.slice(0, 5));
      void (async () => {
        const inFlight = async () => valueOf(await scrape(), 'screening_report_downloads_in_flight');
        for (let i = 0; i < 800 && (await inFlight()) === 0; i++) await new Promise((r) => setTimeout(r, 25));
        assert.equal(await inFlight(), 1);
        assert.ok(valueOf(await scrape(), 'screening_http_requests_in_flight') >= 1);
        req.end(body.slice(5));
      })().catch(reject);
    });
    await answered;
    const samples = await scrape();
    assert.equal(valueOf(samples, 'screening_report_downloads_in_flight'), 0);
    assert.equal(find(samples, 'screening_http_requests_total', { route: '/api/curable/camps-report' }).length, 1);
  });

  test('the PostgreSQL pools show connections in use and callers waiting; the embedded database has no pool', async () => {
    const samples = await scrape();
    if (t.database.kind === 'postgres') {
      assert.ok(valueOf(samples, 'screening_db_pool_connections_max', { pool: 'api' }) > 0);
      assert.equal(valueOf(samples, 'screening_db_pool_waiting', { pool: 'api' }), 0);
      assert.ok(valueOf(samples, 'screening_db_pool_connections_in_use', { pool: 'reports' }) >= 0);
    } else {
      assert.equal(find(samples, 'screening_db_pool_connections_in_use').length, 0);
    }
  });

  test('every series the alert and recording rules read is one this server exposes', async () => {
    const rules = readFileSync(new URL('../../../deploy/prometheus/screening-rules.yml', import.meta.url), 'utf8');
    const read = new Set(
      [...rules.matchAll(/\b((?:screening|nodejs|process)_[a-z0-9_]+)\b/g)].map(([, name]) =>
        name.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    assert.ok(read.size >= 8, [...read].join(' '));
    const exposed = new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
    const postgresOnly = (name: string) => name.startsWith('screening_db_pool_');
    for (const name of read) {
      if (t.database.kind !== 'postgres' && postgresOnly(name)) continue;
      // The backup series come from the process that takes backups (installBackupMetrics, tested below).
      if (name.startsWith('screening_backup_')) continue;
      assert.ok(exposed.has(name), `the rules read ${name}, which the server does not expose`);
    }
  });

  test("node's own metrics: event-loop lag and memory, labelled with the worker", async () => {
    const samples = await scrape();
    assert.ok(valueOf(samples, 'nodejs_eventloop_lag_seconds', { worker: '3' }) >= 0);
    assert.ok(valueOf(samples, 'process_resident_memory_bytes', { worker: '3' }) > 0);
  });
});

test("the last good backup's age, and before the first one the time since the server started", async () => {
  let now = Date.parse('2026-11-29T10:00:00Z');
  const status: BackupScheduleStatus = {
    dir: '/srv/backups',
    everyMs: 86_400_000,
    keep: 7,
    running: false,
    nextDueAt: null,
    lastBackup: null,
    lastFailure: null,
  };
  const backups = { status: () => status } as BackupScheduler;
  const registry = createMetricsRegistry(PRIMARY);
  installBackupMetrics(registry, backups, () => now);
  const names = (await registry.getMetricsAsJSON()).map((m) => m.name);
  const rules = readFileSync(new URL('../../../deploy/prometheus/screening-rules.yml', import.meta.url), 'utf8');
  for (const name of names.filter((n) => n.startsWith('screening_backup_'))) assert.ok(rules.includes(name), name);
  now += 90_000;
  assert.equal(valueOf(parse(await registry.metrics()), 'screening_backup_last_success_age_seconds'), 90);
  status.lastBackup = { at: '2026-11-29T09:00:00.000Z', file: 'f', bytes: 1, durationMs: 1, rows: null };
  status.lastFailure = { at: '2026-11-29T10:01:00.000Z', message: 'disk full' };
  const samples = parse(await registry.metrics());
  assert.equal(valueOf(samples, 'screening_backup_last_success_age_seconds', { worker: PRIMARY }), 3690);
  assert.equal(valueOf(samples, 'screening_backup_last_failure_timestamp_seconds'), Date.parse(status.lastFailure.at) / 1000);
});

test('the metrics port answers /metrics on 127.0.0.1 only, and nothing else', async () => {
  const registry = createMetricsRegistry(PRIMARY);
  const server = await serveMetrics(0, () => registry.metrics());
  try {
    const base = `http://${METRICS_HOST}:${server.port}`;
    const ok = await fetch(`${base}/metrics`);
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    assert.ok(find(parse(await ok.text()), 'process_resident_memory_bytes').length === 1);
    assert.equal((await fetch(`${base}/`)).status, 404);
    assert.equal((await fetch(`${base}/api/health`)).status, 404);
    assert.equal((await fetch(`${base}/metrics`, { method: 'POST' })).status, 405);
  } finally {
    await server.close();
  }
});

test('METRICS_PORT: off unless set, a port number, never the API port', () => {
  const env = { DATA_DIR: '/tmp/metrics-config-test', JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check-here' };
  assert.equal(loadConfig(env).metricsPort, null);
  assert.equal(loadConfig({ ...env, METRICS_PORT: '9464' }).metricsPort, 9464);
  assert.throws(() => loadConfig({ ...env, METRICS_PORT: 'yes' }), /METRICS_PORT must be a positive integer, got "yes"/);
  assert.throws(() => loadConfig({ ...env, METRICS_PORT: '70000' }), /METRICS_PORT must be a port number/);
  assert.throws(() => loadConfig({ ...env, PORT: '9000', METRICS_PORT: '9000' }), /METRICS_PORT must differ from PORT \(9000\)/);
});
