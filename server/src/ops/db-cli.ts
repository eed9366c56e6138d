/**
 * `pnpm db init|backup|restore|verify`: the database's life for hospital IT, on the database the server uses (same
 * DATA_DIR and DATABASE_URL). `init` creates a new installation's database (in production the server creates none).
 * A backup runs while the server does: with the embedded database the CLI asks the running server through its
 * control socket (only one process may open it), or opens it itself when no server holds it.
 * Exit code 0 when done, 1 on a refusal or failure (a damaged backup for verify), 2 on a usage error.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeDatabase, loadDatabaseConfig, pgliteDir, type DatabaseConfig } from '../db/database-config.js';
import type { SchemaVersion } from '../db/migrations-folder.js';
import { acquireDataDirLock, type DataDirLock } from '../storage/data-dir-lock.js';
import { createFilesForOwnerOnly, prepareDataDir, refusalOf } from '../storage/file-modes.js';
import { Refusal } from '../storage/refusal.js';
import type { BackupSummary } from './backup.js';

// The database modules load PGlite and drizzle (a second or more): imported by the command that needs them, so
// usage errors answer at once.
const backupModules = async () => ({
  ...(await import('./backup.js')),
  ...(await import('../db/open.js')),
  ...(await import('./control-socket.js')),
});

const USAGE = `Usage:
  pnpm db init                            create the database of a new installation (reference data; demo data
                                          too unless NODE_ENV=production); an existing one is left as it is
  pnpm db backup --out FILE [--logical]   write a consistent backup while the server runs
  pnpm db restore FILE [--force]          restore a backup into an empty DATA_DIR or PostgreSQL database
  pnpm db verify FILE                     show what a backup holds and whether it is complete

Uses the server's database: DATA_DIR (default ./data, the embedded database) or DATABASE_URL (PostgreSQL).
The embedded database is backed up in the application's own format (gzip'd NDJSON); PostgreSQL with
pg_dump --format=custom (Debian package postgresql-client), or the application's format with --logical, which
also restores into the embedded database. restore --force moves an existing embedded database aside to
DATA_DIR/replaced-<time>/, or replaces the schemas of a PostgreSQL database.`;

class UsageError extends Error {}

const mb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
const level = (schema: SchemaVersion | null) =>
  schema ? `${schema.migrations} migration(s), last ${schema.last ?? 'none'}` : 'unknown';

function tableLines(tables: Record<string, number>): string[] {
  const width = Math.max(0, ...Object.keys(tables).map((t) => t.length));
  return Object.entries(tables).map(([name, n]) => `  ${name.padEnd(width)}  ${n}`);
}

const totalRows = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

function printBackup(summary: BackupSummary, via: string): void {
  console.log(
    `Wrote ${summary.file} (${mb(summary.bytes)}, ${summary.format}, ${summary.engine}${via}) in ${(summary.durationMs / 1000).toFixed(1)} s:`,
  );
  console.log(
    `snapshot at ${summary.takenAt}, schema ${level(summary.schema)}, ${totalRows(summary.tables)} rows in ${Object.keys(summary.tables).length} tables`,
  );
  for (const line of tableLines(summary.tables)) console.log(line);
}

/** The lock of DATA_DIR, or null when a live process (the server) holds it. */
function tryLock(dataDir: string): { lock: DataDirLock | null; holder: string | null } {
  try {
    return { lock: acquireDataDirLock(dataDir, 'the backup CLI'), holder: null };
  } catch (err) {
    if (err instanceof Refusal) return { lock: null, holder: err.message.split('\n')[0] };
    throw err;
  }
}

async function backup(config: DatabaseConfig, out: string, logical: boolean): Promise<void> {
  const { backupDatabase, logicalBackup, openDatabase, requestBackup } = await backupModules();
  const file = path.resolve(out);
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    try {
      printBackup(logical ? await logicalBackup(database, file) : await backupDatabase(database, file), '');
    } finally {
      await database.close();
    }
    return;
  }
  const { lock, holder } = tryLock(config.dataDir);
  if (!lock) {
    const summary = await requestBackup(config.dataDir, file);
    if (!summary) {
      throw new Refusal(
        `${holder} It does not answer on ${path.join(config.dataDir, 'control.sock')} (a server of an earlier release?): stop it and run the backup again.`,
      );
    }
    printBackup(summary, ', written by the running server');
    return;
  }
  try {
    // Opening a missing embedded directory would create an empty database: there is nothing to back up.
    if (!existsSync(path.join(pgliteDir(config), 'PG_VERSION')))
      throw new Refusal(`There is no database to back up: ${pgliteDir(config)} holds none.`);
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config) });
    try {
      printBackup(await backupDatabase(database, file), '');
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function init(config: DatabaseConfig): Promise<void> {
  const { markerPath, openInstalledDatabase } = await import('../storage/installation.js');
  prepareDataDir(config.dataDir, console.log);
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir, 'the db CLI');
  try {
    const installed = await openInstalledDatabase(config);
    await installed.database.close();
    const what = config.production ? 'reference data only, no demo accounts' : 'reference and demo data';
    console.log(
      installed.initialised
        ? `Initialised ${describeDatabase(config)} (${what}); installation ${installed.installationId}, marker ${markerPath(config.dataDir)}.`
        : `${describeDatabase(config)} already holds installation ${installed.installationId}; nothing was changed.`,
    );
    if (installed.accounts === 0) {
      console.log(
        'No account exists yet: create the first administrator with npx -y pnpm@10.34.9 admin create --email … (same DATA_DIR / DATABASE_URL).',
      );
    }
  } finally {
    lock?.release();
  }
}

async function restore(config: DatabaseConfig, file: string, force: boolean): Promise<void> {
  const { restoreBackup } = await import('./restore.js');
  prepareDataDir(config.dataDir, console.log);
  const summary = await restoreBackup(config, file, { force });
  if (summary.movedAside) console.log(`Moved the existing database and marker aside to ${summary.movedAside}.`);
  console.log(
    `Restored ${summary.file} (${summary.format}) into ${summary.target} in ${(summary.durationMs / 1000).toFixed(1)} s:`,
  );
  const migrated = summary.from.migrations === summary.schema.migrations ? '' : `, migrated to ${level(summary.schema)}`;
  console.log(
    `backup schema ${level(summary.from)}${migrated}; ${totalRows(summary.tables)} rows in ${Object.keys(summary.tables).length} tables`,
  );
  for (const line of tableLines(summary.tables)) console.log(line);
  console.log(
    summary.installationId
      ? `Installation ${summary.installationId}: the server accepts this database at its next start.`
      : 'The backup holds no installation id: the server assigns one at its next start.',
  );
}

async function verify(file: string): Promise<number> {
  const { verifyBackup } = await import('./verify.js');
  const report = await verifyBackup(path.resolve(file));
  console.log(`${report.file}: ${mb(report.bytes)}, format ${report.format}${report.engine ? `, engine ${report.engine}` : ''}`);
  console.log(
    `taken at ${report.takenAt ?? 'unknown'}, installation ${report.installationId ?? 'none'}, schema ${level(report.schema)}`,
  );
  console.log(
    `${totalRows(report.tables)} rows in ${Object.keys(report.tables).length} tables${report.complete ? '' : ' (as far as it could be read)'}`,
  );
  for (const line of tableLines(report.tables)) console.log(line);
  if (report.complete) {
    console.log('Complete: every table is whole and the end marker matches.');
    return 0;
  }
  console.error(`DAMAGED: ${report.problem}`);
  return 1;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        out: { type: 'string' },
        force: { type: 'boolean' },
        logical: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  const config = loadDatabaseConfig();
  if (command === 'init') {
    if (rest.length || values.out || values.force || values.logical) throw new UsageError('init takes no arguments.');
    await init(config);
    return 0;
  }
  if (command === 'backup') {
    if (!values.out || rest.length) throw new UsageError('backup needs --out FILE (and nothing else).');
    if (values.force) throw new UsageError('--force belongs to restore.');
    if (values.logical && !config.databaseUrl)
      throw new UsageError('--logical applies to PostgreSQL: the embedded database is always backed up in the logical format.');
    await backup(config, values.out, values.logical === true);
    return 0;
  }
  if (command === 'restore') {
    if (rest.length !== 1 || values.out || values.logical)
      throw new UsageError('restore needs one FILE (and optionally --force).');
    await restore(config, rest[0], values.force === true);
    return 0;
  }
  if (command === 'verify') {
    if (rest.length !== 1 || values.out || values.force || values.logical) throw new UsageError('verify needs one FILE.');
    return verify(rest[0]);
  }
  throw new UsageError(`Unknown command "${command}".`);
}

createFilesForOwnerOnly();
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    const refusal = refusalOf(err, loadDatabaseConfig().dataDir);
    if (refusal) console.error(refusal.message);
    else console.error(`pnpm db failed (${describeDatabase(loadDatabaseConfig())}):`, err);
    process.exit(1);
  },
);
