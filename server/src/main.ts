/**
 * `pnpm --filter @screening/server start`: reads the environment, opens the database (refusing one that was
 * initialised before and is now missing, empty or another), migrates it, seeds it on first start (reference data
 * only under NODE_ENV=production), listens, takes scheduled backups (BACKUP_DIR), and on SIGINT/SIGTERM stops
 * gracefully (readiness 503 at once, requests in flight finished, then the database closed). With the embedded
 * database it holds DATA_DIR's lock while it runs and stops (exit 1) if the database directory disappears
 * underneath it. Startup, migration, backups and the stop are JSON log lines (pino, LOG_LEVEL).
 */
import { buildApp } from './app.js';
import { formatDuration, loadConfig, type ServerConfig } from './config.js';
import { loadDatabaseConfig, pgliteDir, type DatabaseConfig } from './db/database-config.js';
import { appliedSchemaVersion } from './db/migrations-folder.js';
import { createLogger } from './http/logging.js';
import { backupDatabase } from './ops/backup.js';
import { createBackupScheduler, type BackupScheduler } from './ops/backup-schedule.js';
import { serveControlSocket } from './ops/control-socket.js';
import { startHousekeeping } from './ops/housekeeping.js';
import { gracefulShutdown, type ShutdownStep } from './ops/lifecycle.js';
import { RELEASE } from './ops/ops-status.js';
import { createReadiness } from './ops/readiness.js';
import { acquireDataDirLock, type DataDirLock } from './storage/data-dir-lock.js';
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

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    // A wrong setting is the operator's to fix: its message says which and how; a stack trace would only bury it.
    throw new Refusal(`The API server cannot start: ${(err as Error).message}`);
  }
  const dbConfig = loadDatabaseConfig();
  const log = createLogger(config.logLevel || 'silent');
  const embedded = !dbConfig.databaseUrl;
  const lock: DataDirLock | null = embedded ? acquireDataDirLock(dbConfig.dataDir, 'the API server') : null;
  const { database, initialised, installationId, accounts, demoAccounts } = await openInstalledDatabase(dbConfig, log).catch(
    (err) => {
      lock?.release();
      throw err;
    },
  );
  if (initialised) {
    const what = dbConfig.production ? 'reference data only (NODE_ENV=production: no demo accounts)' : 'reference and demo data';
    log.info(
      { event: 'initialised', installationId, marker: markerPath(dbConfig.dataDir) },
      `Initialised an empty database with ${what}; installation ${installationId}, marker ${markerPath(dbConfig.dataDir)}.`,
    );
  }

  const readiness = createReadiness(database.db);
  const backups: BackupScheduler | null = config.backup
    ? createBackupScheduler({ config: config.backup, takeBackup: (file) => backupDatabase(database, file), log })
    : null;
  const app = buildApp({
    db: database.db,
    config,
    logger: log,
    ops: { readiness, engine: embedded ? 'embedded' : 'postgresql', backups },
  });

  let guard: StorageGuard | null = null;
  let housekeeping: { stop(): void } | null = null;
  let control: { close(): Promise<void> } | null = null;
  let stopping = false;
  const stop = async (reason: string, code: number, closeDatabase: boolean) => {
    if (stopping) return;
    stopping = true;
    housekeeping?.stop();
    const after: ShutdownStep[] = [
      // Lets a `pnpm db backup` in progress finish before the database closes.
      ...(control ? [{ what: 'the control socket', run: () => control?.close() }] : []),
      ...(guard ? [{ what: 'the storage watch', run: () => guard?.stop() }] : []),
      // The database's files may be gone (storage lost): then closing it could only fail or hang.
      ...(closeDatabase ? [{ what: 'the database', run: () => database.close() }] : []),
      ...(lock ? [{ what: 'the data directory lock', run: () => lock.release() }] : []),
    ];
    const report = await gracefulShutdown(reason, {
      app,
      readiness,
      tracker: app.requests,
      log,
      timeoutMs: STOP_TIMEOUT_MS,
      before: backups ? [{ what: 'the running backup', run: () => backups.stop() }] : [],
      after,
    });
    process.exit(code || (report.clean ? 0 : 1));
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
    // The embedded database can be open in this process only: `pnpm db backup` asks the server through this socket.
    if (embedded) control = await serveControlSocket({ dataDir: dbConfig.dataDir, database, log });
  } catch (err) {
    // Close the database cleanly before giving up (e.g. the port is taken).
    guard?.stop();
    await app.close();
    await database.close();
    lock?.release();
    throw err;
  }
  await backups?.start();
  housekeeping = startHousekeeping(database.db, log);

  const schema = await appliedSchemaVersion(database.db);
  const data = dataLocation(dbConfig);
  log.info(
    {
      event: 'startup',
      release: RELEASE,
      port: config.port,
      host: config.host,
      engine: embedded ? 'embedded' : 'postgresql',
      data,
      schema,
      backups: config.backup
        ? { dir: config.backup.dir, every: formatDuration(config.backup.everyMs), keep: config.backup.keep }
        : null,
      backupCommand: BACKUP_COMMAND,
      production: dbConfig.production,
    },
    `Screening API ${RELEASE} listening on http://${config.host}:${config.port}; data in ${embedded ? 'the embedded database' : 'PostgreSQL'} ${data} ` +
      `(schema at migration ${schema.migrations}); ${backupScheduleText(config)}; back up now with: ${BACKUP_COMMAND}`,
  );
  if (accounts === 0) console.warn(firstAdministratorNotice(dbConfig.dataDir, embedded));
  if (dbConfig.production && demoAccounts > 0) {
    console.warn(
      `WARNING: this production database holds ${demoAccounts} active demo accounts (e.g. admin@demo.in) whose password is published: deactivate them in User Management.`,
    );
  }
}

main().catch((err) => {
  if (err instanceof Refusal) console.error(err.message);
  else console.error('The API server failed to start:', err);
  process.exit(1);
});
