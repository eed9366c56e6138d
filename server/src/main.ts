/**
 * `pnpm --filter @screening/server start`: reads the environment, opens the database (refusing one that was
 * initialised before and is now missing, empty or another), migrates it, seeds it on first start (reference data
 * only under NODE_ENV=production), listens, and closes everything on SIGINT/SIGTERM. With the embedded database it
 * holds DATA_DIR's lock while it runs and stops (exit 1) if the database directory disappears underneath it.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { describeDatabase, loadDatabaseConfig, pgliteDir } from './db/database-config.js';
import { acquireDataDirLock, type DataDirLock } from './storage/data-dir-lock.js';
import { markerPath, openInstalledDatabase } from './storage/installation.js';
import { Refusal } from './storage/refusal.js';
import { installStorageGuard, watchStorage, type StorageGuard } from './storage/storage-guard.js';

/** How long a stop may wait for in-flight requests before the process exits anyway. */
const STOP_TIMEOUT_MS = 5000;

function firstAdministratorNotice(dataDir: string, embedded: boolean): string {
  return [
    'No account exists yet. Create the first administrator with the admin CLI (same DATA_DIR / DATABASE_URL):',
    ...(embedded ? [`  stop this server first: the embedded database in ${dataDir} can be open in one process only`] : []),
    `  printf '%s\\n' "$PASSWORD" | npx -y pnpm@10.34.9 admin create --email it.admin@hospital.example --name "IT Admin"`,
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const dbConfig = loadDatabaseConfig();
  const embedded = !dbConfig.databaseUrl;
  const lock: DataDirLock | null = embedded ? acquireDataDirLock(dbConfig.dataDir, 'the API server') : null;
  const { database, initialised, installationId, accounts, demoAccounts } = await openInstalledDatabase(dbConfig);
  if (initialised) {
    const what = dbConfig.production ? 'reference data only (NODE_ENV=production: no demo accounts)' : 'reference and demo data';
    console.log(`Initialised an empty database with ${what}; installation ${installationId}, marker ${markerPath(dbConfig.dataDir)}.`);
  }

  const app = buildApp({ db: database.db, config });
  let stopping = false;
  const stop = async (code: number, closeDatabase: boolean) => {
    if (stopping) return;
    stopping = true;
    const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
    try {
      await Promise.race([app.close(), timeout]);
      if (closeDatabase) await database.close();
    } catch (err) {
      console.error('Error while stopping:', err);
      code = code || 1;
    }
    lock?.release();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0, true));
  process.once('SIGTERM', () => void stop(0, true));

  let guard: StorageGuard | null = null;
  if (embedded) {
    guard = watchStorage(pgliteDir(dbConfig), (reason) => {
      const message = `The database storage is missing: ${reason}. Stopping so that no write is answered and then lost.`;
      app.log.fatal({ dataDir: dbConfig.dataDir }, message);
      console.error(`FATAL: ${message} Restore DATA_DIR=${dbConfig.dataDir} before starting again.`);
      // The database's files are gone: closing it could only fail or hang.
      void stop(1, false);
    });
    installStorageGuard(app, guard);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Close the database cleanly before giving up (e.g. the port is taken).
    guard?.stop();
    await app.close();
    await database.close();
    lock?.release();
    throw err;
  }
  console.log(`Screening API listening on http://${config.host}:${config.port} (${describeDatabase(dbConfig)})`);
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
