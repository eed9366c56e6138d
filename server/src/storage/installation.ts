/**
 * Opening the database the way the server and the admin CLI both must: refuse one that was initialised before and
 * is now missing, empty or another installation's, instead of silently seeding a new one.
 *
 * The identity is an installation id kept twice: in the database (table installation) and in DATA_DIR/database.json,
 * outside the database files, written after the first successful initialisation. Only an empty database without
 * a marker is initialised: reference data always, the demo staff and activity only outside production. The
 * production server initialises none (`initialise: false`): there, a database is created by `pnpm db init` or
 * `pnpm admin create`, so a start that finds nothing (DATA_DIR not mounted, a wrong DATABASE_URL) is refused.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit.js';
import type { FastifyBaseLogger } from 'fastify';
import { databaseTarget, describeDatabase, pgliteDir, type DatabaseConfig } from '../db/database-config.js';
import { appliedSchemaVersion, currentSchemaVersion } from '../db/migrations-folder.js';
import { openDatabase, type Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import { employee, hospital, installation } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { seedDemoActivity } from '../seed/demo-activity.js';
import { refreshFormLabels } from '../seed/form-labels.js';
import { seedIfEmpty } from '../seed/seed.js';
import { staff } from '../seed/staff.js';
import { tightenFileModes } from './file-modes.js';
import { Refusal } from './refusal.js';
import { readTextIfExists } from './text-file.js';

export const MARKER_FILE = 'database.json';
/** Any constant: serialises the first start of several instances on one PostgreSQL. */
const INSTALLATION_LOCK_KEY = 8015_0003;

export interface InstallationMarker {
  installationId: string;
  /** Which database it was, for the person reading a refusal. */
  database: string;
  initialisedAt: string;
}

export interface InstalledDatabase {
  database: Database;
  installationId: string;
  /** True when this call initialised an empty database. */
  initialised: boolean;
  /** Active accounts: none in a fresh production database until the admin CLI creates the first administrator. */
  accounts: number;
  /** Active demo accounts (published password): a demo database now run in production should be told. */
  demoAccounts: number;
}

export const markerPath = (dataDir: string): string => path.join(dataDir, MARKER_FILE);

export function readMarker(dataDir: string): InstallationMarker | null {
  const file = markerPath(dataDir);
  const text = readTextIfExists(file);
  if (text === null) return null;
  try {
    const marker = JSON.parse(text) as InstallationMarker;
    if (typeof marker.installationId === 'string' && marker.installationId) return marker;
  } catch {
    // Reported below.
  }
  throw new Refusal(
    `${file} is damaged (no installationId). Restore it from a backup of DATA_DIR, or move it away if the database is the right one.`,
  );
}

/** Writes DATA_DIR/database.json (atomically); also used by a restore, for the installation it restored. */
export function writeMarker(dataDir: string, marker: InstallationMarker): void {
  mkdirSync(dataDir, { recursive: true });
  const file = markerPath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  const note =
    'Written when this database was first initialised. The server refuses to start if the database is missing, empty or another one.';
  writeFileSync(temporary, `${JSON.stringify({ ...marker, note }, null, 2)}\n`);
  renameSync(temporary, file);
}

function restoreAdvice(config: DatabaseConfig): string {
  return config.databaseUrl
    ? 'Restore the PostgreSQL database from your backup, or set DATABASE_URL to the database of this installation, then start again.'
    : `Stop, restore ${pgliteDir(config)} from your backup (the whole DATA_DIR=${config.dataDir} if you back it up as one), then start again.`;
}

function vanished(config: DatabaseConfig, marker: InstallationMarker, what: string): Refusal {
  return new Refusal(
    [
      `Refusing to start: the database of this installation is ${what}.`,
      `${markerPath(config.dataDir)} records installation ${marker.installationId}, initialised ${marker.initialisedAt} in ${marker.database};`,
      `starting now would create a new, empty database in ${describeDatabase(config)} and the existing records would look lost.`,
      restoreAdvice(config),
      `Only if you really mean to start over with an empty database: move ${markerPath(config.dataDir)} away first.`,
    ].join('\n'),
  );
}

function replaced(config: DatabaseConfig, marker: InstallationMarker, found: string): Refusal {
  return new Refusal(
    [
      `Refusing to start: ${describeDatabase(config)} belongs to installation ${found},`,
      `but ${markerPath(config.dataDir)} records installation ${marker.installationId} (initialised ${marker.initialisedAt} in ${marker.database}).`,
      `Point DATA_DIR and DATABASE_URL at this installation's database, or restore it. ${restoreAdvice(config)}`,
      `Only if this database is now the right one: move ${markerPath(config.dataDir)} away first.`,
    ].join('\n'),
  );
}

/** A production server start that finds no database: it creates none (see the file's comment). */
function notInitialised(config: DatabaseConfig): Refusal {
  const same = config.databaseUrl ? 'the same DATABASE_URL' : `the same DATA_DIR=${config.dataDir}`;
  return new Refusal(
    [
      `Refusing to start: there is no database in ${describeDatabase(config)}, and in production the server never creates one`,
      '(a data folder not mounted or a wrong DATABASE_URL would otherwise become a new, empty installation).',
      `To set up a new installation, run once, with ${same} and NODE_ENV=production:`,
      `  npx -y pnpm@10.34.9 db init      (or admin create, which also creates the first administrator)`,
      'If this installation has a database, point DATA_DIR / DATABASE_URL at it, or restore it: npx -y pnpm@10.34.9 db restore FILE.',
    ].join('\n'),
  );
}

/** True when the database holds no installation of this product (no tables yet, or no hospital row). */
async function holdsNothing(db: Db): Promise<boolean> {
  const [found] = await selectRows<{ ok: boolean }>(db, sql`select to_regclass('public.hospital') is not null as ok`);
  if (!found?.ok) return true;
  const [seeded] = await db.select({ n: count() }).from(hospital);
  return (seeded?.n ?? 0) === 0;
}

/** The installation id stored in the database (the first, should there ever be two), and whether it holds data. */
async function readState(db: Db): Promise<{ installationId: string | null; hasData: boolean }> {
  const [row] = await db.select({ id: installation.id }).from(installation).orderBy(installation.createdDate).limit(1);
  const [seeded] = await db.select({ n: count() }).from(hospital);
  return { installationId: row?.id ?? null, hasData: (seeded?.n ?? 0) > 0 };
}

/** Returns the database's installation, storing `preferred` (or a new id) when it has none yet. */
async function ensureInstallation(db: Db, preferred: string | undefined): Promise<{ id: string; createdDate: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSTALLATION_LOCK_KEY})`);
    const columns = { id: installation.id, createdDate: installation.createdDate };
    const [row] = await tx.select(columns).from(installation).orderBy(installation.createdDate).limit(1);
    if (row) return row;
    const [created] = await tx
      .insert(installation)
      .values({ id: preferred ?? randomUUID() })
      .returning(columns);
    await writeAudit(tx, { userId: null, login: 'system', action: 'INSTALL', entity: 'installation', entityId: created.id });
    return created;
  });
}

async function countAccounts(db: Db): Promise<{ accounts: number; demoAccounts: number }> {
  const demoEmails = sql.join(
    staff.map((s) => sql`${s.email}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      accounts: count(),
      demoAccounts: sql<number>`(count(*) filter (where lower(${employee.email}) in (${demoEmails})))::int`,
    })
    .from(employee)
    .where(eq(employee.isRecordDeleted, false));
  return { accounts: row?.accounts ?? 0, demoAccounts: row?.demoAccounts ?? 0 };
}

/**
 * Opens, checks against the marker, migrates and (when empty) initialises the database of `config`; throws a
 * Refusal when it was initialised before and is now missing, empty or another one. The caller closes it.
 */
export async function openInstalledDatabase(
  config: DatabaseConfig,
  options: {
    /** The server's logger: the schema level before and after migrating. */
    log?: Pick<FastifyBaseLogger, 'info'>;
    /** Whether an empty database may be initialised here (default true; the production server: false). */
    initialise?: boolean;
  } = {},
): Promise<InstalledDatabase> {
  const { log, initialise = true } = options;
  const marker = readMarker(config.dataDir);
  const embeddedMissing = !config.databaseUrl && !existsSync(path.join(pgliteDir(config), 'PG_VERSION'));
  // Opening a missing embedded directory would create a new cluster there: refuse before touching it.
  if (marker && embeddedMissing) throw vanished(config, marker, `missing (no database in ${pgliteDir(config)})`);
  if (!marker && !initialise && embeddedMissing) throw notInitialised(config);
  const database = await openDatabase(databaseTarget(config));
  try {
    if (!marker && !initialise && (await holdsNothing(database.db))) throw notInitialised(config);
    if (log) {
      const before = await appliedSchemaVersion(database.db);
      log.info(
        { event: 'migrate', schema: before, target: currentSchemaVersion() },
        `Schema before migrating: ${before.migrations} migration(s)`,
      );
      const started = Date.now();
      await database.migrate();
      const after = await appliedSchemaVersion(database.db);
      log.info(
        { event: 'migrate', schema: after, applied: after.migrations - before.migrations, durationMs: Date.now() - started },
        `Schema after migrating: ${after.migrations} migration(s), ${after.migrations - before.migrations} applied`,
      );
    } else {
      await database.migrate();
    }
    const state = await readState(database.db);
    if (marker && state.installationId && state.installationId !== marker.installationId) {
      throw replaced(config, marker, state.installationId);
    }
    if (marker && !state.installationId && !state.hasData) throw vanished(config, marker, 'empty');

    const initialised = await seedIfEmpty(database.db, { demo: !config.production });
    // A database seeded by an earlier release gets the forms' Tamil texts of this one.
    await refreshFormLabels(database.db);
    // Demo clinics and participants once, where the demo staff exist.
    if (!config.production) await seedDemoActivity(database.db);
    // A marker with a database that has data but no id yet (one restored from before ids existed) keeps its id.
    const { id, createdDate } = await ensureInstallation(database.db, marker?.installationId);
    if (marker?.installationId !== id) {
      writeMarker(config.dataDir, {
        installationId: id,
        database: describeDatabase(config),
        initialisedAt: createdDate.toISOString(),
      });
    }
    const accounts = await countAccounts(database.db);
    // PGlite lays its files down 0666 (file-modes.ts): a new installation's are tightened at once.
    if (initialised && !config.databaseUrl) tightenFileModes(config.dataDir);
    return { database, installationId: id, initialised, ...accounts };
  } catch (err) {
    await database.close();
    throw err;
  }
}
