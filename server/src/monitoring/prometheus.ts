/**
 * What hospital IT watches over time (METRICS_PORT): Prometheus's text format from prom-client. Every label is a
 * route pattern, a method, a status, a refusal code, a pool's name or a worker's number: never a URL, a query, a
 * body or anything else a person typed, so no record and no e-mail address ever reaches the metrics.
 *
 * One registry per process, each series labelled with the process it comes from (`worker`: "primary" for the
 * process that was started, 1..N for API_WORKERS' workers); the primary answers for all (monitoring/metrics-server.ts),
 * and the recording rules in deploy/prometheus/screening-rules.yml sum them over workers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  API_ERRORS,
  AUTH_REQUIRED,
  INVALID_CREDENTIALS,
  INVALID_LOGIN,
  PASSWORD_CHANGE_REQUIRED,
  routes,
  USER_INACTIVE,
} from '@screening/domain/api';
import { reportConnectionsOf } from '../db/report-connections.js';
import type { Db } from '../db/types.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../http/idempotency.js';
import type { BackupScheduler } from '../ops/backup-schedule.js';

/** The `worker` label of the process that was started (in a cluster, the one that forks the workers). */
export const PRIMARY = 'primary';

/** A request that matched no route is counted under this pattern (its path may hold anything a client sent). */
export const UNMATCHED_ROUTE = 'unmatched';

/** From a request answered in milliseconds to a report download of a minute. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** The routes whose refusals are sign-in refusals: the password (and second factor) is checked there. */
const SIGN_IN_ROUTES: ReadonlySet<string> = new Set([
  routes.authenticate.path,
  routes.signInSecondFactorSetup.path,
  routes.signInSecondFactorEnrol.path,
]);

/** The original gateway's refusals keep its words on the wire; as a label, each is a code like every other refusal. */
const ORIGINAL_REFUSAL_CODES: Readonly<Record<string, string>> = {
  [INVALID_CREDENTIALS]: 'INVALID_CREDENTIALS',
  [USER_INACTIVE]: 'USER_INACTIVE',
  [PASSWORD_CHANGE_REQUIRED]: 'PASSWORD_CHANGE_REQUIRED',
  [AUTH_REQUIRED]: 'AUTH_REQUIRED',
  [INVALID_LOGIN]: 'INVALID_LOGIN',
};

/** A refusal's `error` as a label: a code of the catalogue, or OTHER (a label never takes a value from elsewhere). */
function refusalCode(payload: unknown): string {
  let error: unknown;
  try {
    error = typeof payload === 'string' ? (JSON.parse(payload) as { error?: unknown }).error : undefined;
  } catch {
    return 'OTHER';
  }
  if (typeof error !== 'string') return 'OTHER';
  return Object.hasOwn(API_ERRORS, error) ? error : (ORIGINAL_REFUSAL_CODES[error] ?? 'OTHER');
}

/** A registry for this process, with node's own metrics (memory, event-loop lag, handles, GC) under their usual names. */
export function createMetricsRegistry(worker: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ worker });
  collectDefaultMetrics({ register: registry });
  return registry;
}

const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? UNMATCHED_ROUTE;

/** The pg pools a process reads through: the API's, its report connections, and the replica's when there is one. */
function poolsOf(db: Db, replicaDb: Db | null): [string, pg.Pool][] {
  const pools: [string, pg.Pool][] = [];
  const clientOf = (handle: Db) => (handle as Db & { $client?: unknown }).$client;
  const main = clientOf(db);
  if (main instanceof pg.Pool) pools.push(['api', main], ['reports', reportConnectionsOf(main)]);
  const replica = replicaDb ? clientOf(replicaDb) : null;
  if (replica instanceof pg.Pool) pools.push(['replica', replica], ['replica-reports', reportConnectionsOf(replica)]);
  return pools;
}

/**
 * The API's own series on `registry`: requests by route pattern, method and status (a count and a latency histogram),
 * requests and report downloads in flight, idempotent replays, sign-in refusals by code, and the PostgreSQL pools'
 * connections in use and callers waiting (the embedded database has no pool). Installed before any route.
 */
export function installRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'screening_http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'screening_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent (a download: its last byte), by route pattern, method and status.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const replays = new Counter({
    name: 'screening_idempotent_replays_total',
    help: 'Writes sent again with an Idempotency-Key already saved: answered with the saved answer, not done twice.',
    labelNames: ['route'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'screening_sign_in_refusals_total',
    help: 'Sign-ins refused, by route and refusal code (a wrong password, a throttle, an inactive account, a second factor).',
    labelNames: ['route', 'reason'],
    registers: [registry],
  });
  const inFlight = () => [...app.requests.inFlight];
  new Gauge({
    name: 'screening_http_requests_in_flight',
    help: 'Requests received and not yet answered.',
    registers: [registry],
    collect() {
      this.set(inFlight().length);
    },
  });
  new Gauge({
    name: 'screening_report_downloads_in_flight',
    help: 'Report downloads being written out.',
    registers: [registry],
    collect() {
      this.set(inFlight().filter((req) => req.routeOptions.url === routes.report.path).length);
    },
  });
  const pools = poolsOf(app.db, app.replicaDb);
  if (pools.length > 0) {
    const gauge = (name: string, help: string, value: (pool: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers: [registry],
        collect() {
          for (const [pool, connections] of pools) this.set({ pool }, value(connections));
        },
      });
    gauge(
      'screening_db_pool_connections_in_use',
      'PostgreSQL connections of the pool running a query.',
      (p) => p.totalCount - p.idleCount,
    );
    gauge('screening_db_pool_connections_idle', 'PostgreSQL connections of the pool open and idle.', (p) => p.idleCount);
    gauge('screening_db_pool_connections_max', 'The most connections the pool opens.', (p) => p.options.max ?? 10);
    gauge('screening_db_pool_waiting', 'Callers waiting for a connection of the pool.', (p) => p.waitingCount);
  }

  // From the answer itself, whichever part refused (the schema, a throttle, the password check, the second factor).
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode >= 400 && SIGN_IN_ROUTES.has(routeOf(req)))
      refusals.inc({ route: routeOf(req), reason: refusalCode(payload) });
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: routeOf(req), status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.getHeader(IDEMPOTENT_REPLAYED_HEADER) === 'true') replays.inc({ route: labels.route });
  });
}

/**
 * The age of the last good backup, on the process that takes them. Before the first one, the time since the schedule
 * started: either way, how long the data has gone without a backup this server knows of.
 */
export function installBackupMetrics(registry: Registry, backups: BackupScheduler, now: () => number = Date.now): void {
  const started = now();
  new Gauge({
    name: 'screening_backup_last_success_age_seconds',
    help: 'Seconds since the last backup that completed (before the first one: since the server started).',
    registers: [registry],
    collect() {
      const last = backups.status().lastBackup;
      this.set((now() - (last ? Date.parse(last.at) : started)) / 1000);
    },
  });
  new Gauge({
    name: 'screening_backup_last_failure_timestamp_seconds',
    help: 'When the last backup failed (0 if none has since the server started).',
    registers: [registry],
    collect() {
      const failure = backups.status().lastFailure;
      this.set(failure ? Date.parse(failure.at) / 1000 : 0);
    },
  });
}
