/**
 * `pnpm --filter @screening/server start`: reads the environment, opens the database (refusing one that was
 * initialised before and is now missing, empty or another), migrates it, seeds it on first start (reference data
 * only under NODE_ENV=production), listens, takes scheduled backups (BACKUP_DIR), and on SIGINT/SIGTERM stops
 * gracefully (readiness 503 at once, requests in flight finished, then the database closed). With the embedded
 * database it holds DATA_DIR's lock while it runs and stops (exit 1) if the database directory disappears
 * underneath it. Startup, migration, backups and the stop are JSON log lines (pino, LOG_LEVEL).
 *
 * API_WORKERS > 1 (PostgreSQL only): this process becomes the primary of a cluster (ops/workers.ts) and the same
 * file runs in each worker, which only serves requests.
 */
import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { formatDuration, loadConfig, type ServerConfig } from './config.js';
import { databaseTarget, loadDatabaseConfig, pgliteDir, type DatabaseConfig } from './db/database-config.js';
import { appliedSchemaVersion } from './db/migrations-folder.js';
import { openDatabase, type Database } from './db/open.js';
import { openReplica } from './db/report-database.js';
import { createLogger } from './http/logging.js';
import {
  answerMetricsRequests,
  clusterMetricsText,
  METRICS_HOST,
  METRICS_PATH,
  serveMetrics,
  type MetricsServer,
} from './monitoring/metrics-server.js';
import { createMetricsRegistry, installBackupMetrics, PRIMARY } from './monitoring/prometheus.js';
import { backupDatabase } from './ops/backup.js';
import { BACKUP_KEY_FILE, loadBackupKey, type BackupKey } from './ops/backup-key.js';
import { createBackupScheduler, type BackupScheduler } from './ops/backup-schedule.js';
import { serveControlSocket } from './ops/control-socket.js';
import { startHousekeeping } from './ops/housekeeping.js';
import { limitHeapGrowth } from './ops/heap-growth.js';
import { gracefulShutdown, type ShutdownOptions, type ShutdownStep } from './ops/lifecycle.js';
import { RELEASE } from './ops/ops-status.js';
import { createReadiness } from './ops/readiness.js';
import { backupStatusFromPrimary, startWorkers } from './ops/workers.js';
import { fileClock } from './ops/test-clock.js';
import { acquireDataDirLock, type DataDirLock } from './storage/data-dir-lock.js';
import { createFilesForOwnerOnly, dataDirNotWritable, prepareDataDir, refusalOf } from './storage/file-modes.js';
import { markerPath, openInstalledDatabase } from './storage/installation.js';
import { Refusal } from './storage/refusal.js';
import { installStorageGuard, watchStorage, type StorageGuard } from './storage/storage-guard.js';

/** How long a stop may wait for in-flight requests (and each later step) before it goes on without them. */
const STOP_TIMEOUT_MS = 10_000;

export const BACKUP_COMMAND = 'npx -y pnpm@10.34.9 db backup --out FILE';

function firstAdministratorNotice(dataDir: string, embedded: boolean): string {
  return [
    'No account exists yet. Create the first administrator with the admin CLI (same DATA_DIR / DATABASE_URL):',
    ...(embedded ? [`  stop this server first: the embedded database in ${dataDir} can be open in one process only`] : []),
    `  printf '%s\\n' "$PASSWORD" | npx -y pnpm@10.34.9 admin create --email it.admin@hospital.example --name "IT Admin"`,
  ].join('\n');
}

/** Where the data lives, for logs: the embedded directory, or the PostgreSQL server and database (never a user or password). */
function dataLocation(config: DatabaseConfig): string {
  if (!config.databaseUrl) return pgliteDir(config);
  try {
    const url = new URL(config.databaseUrl);
    return `postgresql://${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (not a URL that can be shown)';
  }
}

function backupScheduleText(config: ServerConfig): string {
  return config.backup
    ? `scheduled backups every ${formatDuration(config.backup.everyMs)} into ${config.backup.dir} (keeping ${config.backup.keep})`
    : 'no scheduled backups (BACKUP_DIR unset)';
}

/** Stops serving gracefully (ops/lifecycle.ts) and exits with `code`, or 1 when a step of the stop failed. */
async function stopServing(
  reason: string,
  code: number,
  options: Pick<ShutdownOptions, 'app' | 'readiness' | 'log' | 'before' | 'after'>,
): Promise<never> {
  const report = await gracefulShutdown(reason, { ...options, tracker: options.app.requests, timeoutMs: STOP_TIMEOUT_MS });
  process.exit(code || (report.clean ? 0 : 1));
}

/** The startup line: once per server (in a cluster, the primary's, once every worker listens). */
async function logStartup(
  log: FastifyBaseLogger,
  config: ServerConfig,
  dbConfig: DatabaseConfig,
  database: Database,
  workers: number,
): Promise<void> {
  const embedded = !dbConfig.databaseUrl;
  const schema = await appliedSchemaVersion(database.db);
  const data = dataLocation(dbConfig);
  const replica = config.databaseReplicaUrl ? dataLocation({ ...dbConfig, databaseUrl: config.databaseReplicaUrl }) : null;
  log.info(
    {
      event: 'startup',
      release: RELEASE,
      port: config.port,
      host: config.host,
      engine: embedded ? 'embedded' : 'postgresql',
      data,
      replica,
      workers,
      schema,
      backups: config.backup
        ? { dir: config.backup.dir, every: formatDuration(config.backup.everyMs), keep: config.backup.keep }
        : null,
      backupCommand: BACKUP_COMMAND,
      metrics: config.metricsPort ? `http://${METRICS_HOST}:${config.metricsPort}${METRICS_PATH}` : null,
      production: dbConfig.production,
    },
    `Screening API ${RELEASE} listening on http://${config.host}:${config.port}` +
      `${workers > 1 ? ` (${workers} worker processes)` : ''}; data in ${embedded ? 'the embedded database' : 'PostgreSQL'} ${data} ` +
      `${replica ? `(reports read from the replica ${replica}) ` : ''}` +
      `(schema at migration ${schema.migrations}); ${backupScheduleText(config)}; back up now with: ${BACKUP_COMMAND}`,
  );
}

/** DATA_DIR made or checked (0700, writable), its loose files tightened with one log line. */
function prepareForServing(dbConfig: DatabaseConfig, log: FastifyBaseLogger): void {
  prepareDataDir(dbConfig.dataDir, (notice, { changed, failed }) =>
    log.warn({ event: 'file-modes', changed, failed: failed.length }, notice),
  );
}

/**
 * The key the server's backups are authenticated with (BACKUP_KEY, BACKUP_KEY_FILE, or generated in DATA_DIR); in
 * production, a key kept only in DATA_DIR is worth a warning: it goes with DATA_DIR's disk, and backups with it.
 */
function serverBackupKey(config: ServerConfig, dbConfig: DatabaseConfig, log: FastifyBaseLogger): BackupKey {
  const key = loadBackupKey(process.env, dbConfig.dataDir, { create: true })!;
  if (dbConfig.production && config.backup && !process.env.BACKUP_KEY && !process.env.BACKUP_KEY_FILE) {
    log.warn(
      { event: 'backup-key', keyId: key.id },
      `Backups are authenticated with the key generated in DATA_DIR/${BACKUP_KEY_FILE} (${key.id}): a backup restores only with its key, and this copy goes with DATA_DIR's disk. Keep the key apart from the backups (IT's vault) and set BACKUP_KEY.`,
    );
  }
  return key;
}

/** Opens (and on first start initialises) the database, refusing one that vanished; logs an initialisation. */
async function openForServing(dbConfig: DatabaseConfig, log: FastifyBaseLogger, lock: DataDirLock | null) {
  // In production a database is created by `db init` or `admin create` only, never by a start that finds none.
  const installed = await openInstalledDatabase(dbConfig, { log, initialise: !dbConfig.production }).catch((err) => {
    lock?.release();
    throw err;
  });
  if (installed.initialised) {
    const what = dbConfig.production ? 'reference data only (NODE_ENV=production: no demo accounts)' : 'reference and demo data';
    log.info(
      { event: 'initialised', installationId: installed.installationId, marker: markerPath(dbConfig.dataDir) },
      `Initialised an empty database with ${what}; installation ${installed.installationId}, marker ${markerPath(dbConfig.dataDir)}.`,
    );
  }
  return installed;
}

function startupNotices(dbConfig: DatabaseConfig, accounts: number, demoAccounts: number): void {
  if (accounts === 0) console.warn(firstAdministratorNotice(dbConfig.dataDir, !dbConfig.databaseUrl));
  if (dbConfig.production && demoAccounts > 0) {
    console.warn(
      `WARNING: this production database holds ${demoAccounts} active demo accounts (e.g. admin@demo.in) whose password is published: deactivate them in User Management.`,
    );
  }
}

/** The registry of the process that was started (METRICS_PORT set), with the backups' age where it takes them. */
function primaryMetrics(config: ServerConfig, backups: BackupScheduler | null) {
  if (!config.metricsPort) return null;
  const metrics = createMetricsRegistry(PRIMARY);
  if (backups) installBackupMetrics(metrics, backups);
  return metrics;
}

/** One process serving the API (API_WORKERS=1, the default): everything below runs here. */
async function runSingle(config: ServerConfig, dbConfig: DatabaseConfig, log: FastifyBaseLogger): Promise<void> {
  const embedded = !dbConfig.databaseUrl;
  prepareForServing(dbConfig, log);
  const lock: DataDirLock | null = embedded ? acquireDataDirLock(dbConfig.dataDir, 'the API server') : null;
  const backupKey = serverBackupKey(config, dbConfig, log);
  const { database, accounts, demoAccounts } = await openForServing(dbConfig, log, lock);
  const replica = await openReplica(config.databaseReplicaUrl);

  const readiness = createReadiness(database.db);
  const backups: BackupScheduler | null = config.backup
    ? createBackupScheduler({ config: config.backup, takeBackup: (file) => backupDatabase(database, file, backupKey), log })
    : null;
  const metrics = primaryMetrics(config, backups);
  const app = buildApp({
    db: database.db,
    replicaDb: replica?.db ?? null,
    config,
    logger: log,
    connections: config.connections,
    metrics,
    ...(config.clockFile ? { clock: fileClock(config.clockFile) } : {}),
    ops: { readiness, engine: embedded ? 'embedded' : 'postgresql', backups },
  });

  let metricsServer: MetricsServer | null = null;
  let guard: StorageGuard | null = null;
  let housekeeping: { stop(): void } | null = null;
  let control: { close(): Promise<void> } | null = null;
  let stopping = false;
  const stop = async (reason: string, code: number, closeDatabase: boolean) => {
    if (stopping) return;
    stopping = true;
    housekeeping?.stop();
    const after: ShutdownStep[] = [
      ...(metricsServer ? [{ what: 'the metrics port', run: () => metricsServer?.close() }] : []),
      // Lets a `pnpm db backup` in progress finish before the database closes.
      ...(control ? [{ what: 'the control socket', run: () => control?.close() }] : []),
      ...(guard ? [{ what: 'the storage watch', run: () => guard?.stop() }] : []),
      ...(replica ? [{ what: 'the replica', run: () => replica.close() }] : []),
      // The database's files may be gone (storage lost): then closing it could only fail or hang.
      ...(closeDatabase ? [{ what: 'the database', run: () => database.close() }] : []),
      ...(lock ? [{ what: 'the data directory lock', run: () => lock.release() }] : []),
    ];
    const before = backups ? [{ what: 'the running backup', run: () => backups.stop() }] : [];
    await stopServing(reason, code, { app, readiness, log, before, after });
  };
  process.once('SIGINT', () => void stop('SIGINT', 0, true));
  process.once('SIGTERM', () => void stop('SIGTERM', 0, true));

  if (embedded) {
    guard = watchStorage(pgliteDir(dbConfig), (reason) => {
      const message = `The database storage is missing: ${reason}. Stopping so that no write is answered and then lost.`;
      log.fatal({ event: 'storage-lost', dataDir: dbConfig.dataDir }, message);
      console.error(`FATAL: ${message} Restore DATA_DIR=${dbConfig.dataDir} before starting again.`);
      void stop('storage lost', 1, false);
    });
    installStorageGuard(app, guard);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
    if (metrics && config.metricsPort) metricsServer = await serveMetrics(config.metricsPort, () => metrics.metrics());
    // The embedded database can be open in this process only: `pnpm db backup` asks the server through this socket.
    if (embedded) control = await serveControlSocket({ dataDir: dbConfig.dataDir, database, key: backupKey, log });
  } catch (err) {
    // Close the database cleanly before giving up (e.g. the port is taken).
    guard?.stop();
    await metricsServer?.close();
    await app.close();
    await replica?.close();
    await database.close();
    lock?.release();
    throw err;
  }
  await backups?.start();
  housekeeping = startHousekeeping(database.db, log, embedded);
  await logStartup(log, config, dbConfig, database, 1);
  startupNotices(dbConfig, accounts, demoAccounts);
}

/**
 * API_WORKERS > 1, the primary: migrates and seeds (once, before any worker starts), runs housekeeping and scheduled
 * backups, and keeps API_WORKERS workers serving (ops/workers.ts). It serves no request itself.
 */
async function runPrimary(config: ServerConfig, dbConfig: DatabaseConfig, log: FastifyBaseLogger): Promise<void> {
  prepareForServing(dbConfig, log);
  const backupKey = serverBackupKey(config, dbConfig, log);
  const { database, accounts, demoAccounts } = await openForServing(dbConfig, log, null);
  const backups: BackupScheduler | null = config.backup
    ? createBackupScheduler({ config: config.backup, takeBackup: (file) => backupDatabase(database, file, backupKey), log })
    : null;
  const metrics = primaryMetrics(config, backups);
  const pool = startWorkers({ count: config.apiWorkers, log, backups });
  let metricsServer: MetricsServer | null = null;
  let housekeeping: { stop(): void } | null = null;
  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ event: 'shutdown', reason }, `Stopping (${reason}): stopping ${config.apiWorkers} API worker(s)`);
    housekeeping?.stop();
    await metricsServer?.close();
    // Each worker may take STOP_TIMEOUT_MS for its requests in flight, then closes its pool; meanwhile a running
    // backup finishes (no further one starts).
    const [{ clean }] = await Promise.all([pool.stop(2 * STOP_TIMEOUT_MS), backups?.stop()]);
    await database.close();
    log.info(
      { event: 'shutdown', reason, clean, durationMs: Date.now() - started },
      `Stopped (${reason}) after ${Date.now() - started} ms`,
    );
    process.exit(code || (clean ? 0 : 1));
  };
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.once('SIGTERM', () => void stop('SIGTERM', 0));

  try {
    await pool.ready;
    if (metrics && config.metricsPort) metricsServer = await serveMetrics(config.metricsPort, () => clusterMetricsText(metrics));
  } catch (err) {
    log.fatal({ event: 'worker-failed', err }, (err as Error).message);
    await stop('a worker could not start', 1);
    return;
  }
  await backups?.start();
  housekeeping = startHousekeeping(database.db, log);
  await logStartup(log, config, dbConfig, database, config.apiWorkers);
  startupNotices(dbConfig, accounts, demoAccounts);
}

/**
 * A worker of the cluster: opens its own pool on the database the primary migrated (never migrating or seeding),
 * serves the API on the shared port, and stops gracefully on SIGTERM/SIGINT or when the primary is gone.
 */
async function runWorker(config: ServerConfig, dbConfig: DatabaseConfig, log: FastifyBaseLogger): Promise<void> {
  const database = await openDatabase(databaseTarget(dbConfig));
  const replica = await openReplica(config.databaseReplicaUrl);
  const readiness = createReadiness(database.db);
  const metrics = config.metricsPort ? createMetricsRegistry(String(cluster.worker?.id)) : null;
  if (metrics) answerMetricsRequests(metrics);
  const app = buildApp({
    db: database.db,
    replicaDb: replica?.db ?? null,
    config,
    logger: log,
    connections: config.connections,
    metrics,
    ...(config.clockFile ? { clock: fileClock(config.clockFile) } : {}),
    ops: { readiness, engine: 'postgresql', backups: config.backup ? backupStatusFromPrimary(config.backup) : null },
  });
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    const after = [
      ...(replica ? [{ what: 'the replica', run: () => replica.close() }] : []),
      { what: 'the database', run: () => database.close() },
    ];
    await stopServing(reason, 0, { app, readiness, log, after });
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // The primary is gone (killed): no one would restart or stop this worker, so it stops too.
  process.once('disconnect', () => void stop('the primary process ended'));

  await app.listen({ port: config.port, host: config.host });
  log.info(
    { event: 'worker-listening', worker: cluster.worker?.id },
    `API worker ${cluster.worker?.id} (pid ${process.pid}) serving`,
  );
}

async function main(): Promise<void> {
  createFilesForOwnerOnly();
  limitHeapGrowth();
  const dbConfig = loadDatabaseConfig();
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    // A wrong setting is the operator's to fix: its message says which and how; a stack trace would only bury it.
    throw dataDirNotWritable(dbConfig.dataDir, err) ?? new Refusal(`The API server cannot start: ${(err as Error).message}`);
  }
  const log = createLogger(config.logLevel || 'silent');
  if (cluster.isWorker) return runWorker(config, dbConfig, log);
  if (config.apiWorkers > 1) return runPrimary(config, dbConfig, log);
  return runSingle(config, dbConfig, log);
}

main().catch((err) => {
  // A DATA_DIR it may not write (read-only, another account's) fails its first write, wherever: one line, the fix.
  const refusal = refusalOf(err, loadDatabaseConfig().dataDir);
  if (refusal) console.error(refusal.message);
  else console.error('The API server failed to start:', err);
  process.exit(1);
});
