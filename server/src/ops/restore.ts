/**
 * Restores a backup into an empty target: DATA_DIR without a database or marker, or an empty PostgreSQL database.
 * A non-empty target is refused unless `force`, which never deletes patient data: the embedded database and its
 * marker are moved to DATA_DIR/replaced-<time>/; on PostgreSQL the schemas are replaced inside the restoring
 * transaction, so a failed restore leaves them as they were.
 *
 * A logical backup is loaded in ONE transaction: the schema is built at the backup's level (its migrations), the
 * rows are loaded (foreign keys dropped meanwhile and re-added after, which re-checks every reference; triggers
 * disabled meanwhile), every
 * sequence is moved past its column's largest value, and the current migrations are applied, so a backup of an
 * earlier release restores into this one. The embedded database is built in a staging directory and moved into
 * place only when complete. A pg_dump archive restores into PostgreSQL only, through pg_restore.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describeDatabase, pgliteDir, type DatabaseConfig } from '../db/database-config.js';
import {
  appliedSchemaVersion,
  currentSchemaVersion,
  migrationsFolderUpTo,
  readJournal,
  type SchemaVersion,
} from '../db/migrations-folder.js';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { acquireDataDirLock } from '../storage/data-dir-lock.js';
import { tightenFileModes } from '../storage/file-modes.js';
import { MARKER_FILE, markerPath, readMarker, writeMarker } from '../storage/installation.js';
import { Refusal } from '../storage/refusal.js';
import { backupKind, readLogicalBackup, type BackupKind, type LogicalHeader } from './backup-format.js';
import type { Authentication, BackupKey } from './backup-key.js';
import { ident, publicTables, storedInstallation, tableColumns } from './backup.js';
import { pgConnection, runPgTool } from './pg-tools.js';
import { verifyBackup } from './verify.js';

export interface RestoreOptions {
  /** This installation's backup key (null: none here, so only --trust-unauthenticated restores anything). */
  key: BackupKey | null;
  /** Replace a non-empty target (moved aside on the embedded database). */
  force?: boolean;
  /**
   * Restore a backup whose authenticity cannot be checked here (an earlier release's, another key's, the key lost).
   * A backup whose MAC does not match under this key is refused even so.
   */
  trustUnauthenticated?: boolean;
}

/** Refuses a backup this installation cannot authenticate, unless the operator said to trust it. */
function requireAuthentic(file: string, authentication: Authentication | null, options: RestoreOptions): void {
  if (authentication?.status === 'authenticated' || (authentication && options.trustUnauthenticated)) return;
  throw new Refusal(
    [
      `Refusing to restore ${file}: it cannot be authenticated${authentication ? `: ${authentication.reason}` : ''}.`,
      'Its content may have been edited. Restore a backup this installation authenticates (see pnpm db verify FILE), or,',
      'only if you know where this file comes from (a backup of an earlier release, the key lost), add --trust-unauthenticated.',
    ].join('\n'),
  );
}

export interface RestoreSummary {
  file: string;
  format: BackupKind;
  /** Where it was restored, for messages (no password). */
  target: string;
  /** The schema level of the backup, and of the database after the restore (this release's). */
  from: SchemaVersion;
  schema: SchemaVersion;
  /** Rows per table of schema public after the restore. */
  tables: Record<string, number>;
  installationId: string | null;
  /** Where the replaced embedded database and marker were moved (with force). */
  movedAside: string | null;
  durationMs: number;
}

/** Rows per insert statement, and the most JSON text one statement carries. */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 8 * 1024 * 1024;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Refuses a backup whose schema this release cannot rebuild (newer, or another line of migrations). */
function checkLevel(file: string, schema: SchemaVersion): void {
  const journal = readJournal();
  const current = currentSchemaVersion();
  const tagAtLevel = schema.migrations === 0 ? null : journal[schema.migrations - 1]?.tag;
  if (schema.migrations > journal.length || tagAtLevel !== schema.last) {
    throw new Refusal(
      `${file} was taken at schema ${schema.migrations} (${schema.last ?? 'none'}), newer than this release knows (${current.migrations}, ${current.last}): restore it with the release that took it, or a newer one.`,
    );
  }
}

export async function restoreBackup(config: DatabaseConfig, file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const started = Date.now();
  const absolute = path.resolve(file);
  const format = await backupKind(absolute);
  if (format === 'pg_dump-custom' && !config.databaseUrl) {
    throw new Refusal(
      `${absolute} is a pg_dump archive of a PostgreSQL server: it restores into PostgreSQL only (set DATABASE_URL). To move to the embedded database, take a logical backup of the server: pnpm db backup --logical --out FILE.`,
    );
  }
  // Read to its end first: a damaged or too new backup is refused before anything is opened, created or replaced.
  const report = await verifyBackup(absolute, options.key);
  if (!report.complete || !report.schema)
    throw new Refusal(`Refusing to restore: ${report.problem ?? `${absolute} holds no schema level.`}`);
  checkLevel(absolute, report.schema);
  requireAuthentic(absolute, report.authentication, options);
  const result = config.databaseUrl
    ? await restoreIntoPostgres(
        config,
        config.databaseUrl,
        absolute,
        format,
        { schema: report.schema, installationId: report.installationId },
        options,
      )
    : await restoreIntoDataDir(config, absolute, options);
  return { ...result, file: absolute, format, durationMs: Date.now() - started };
}

type Restored = Omit<RestoreSummary, 'file' | 'format' | 'durationMs'>;

async function tableCounts(db: DbOrTx): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const [row] = await selectRows<{ n: string }>(db, sql.raw(`select count(*)::text as n from public.${ident(table)}`));
    tables[table] = Number(row.n);
  }
  return tables;
}

type StoredInstallation = NonNullable<Awaited<ReturnType<typeof storedInstallation>>>;

/**
 * Records the restored installation in DATA_DIR, so the server accepts the restored database at its next start.
 * None (a backup from before installation ids): the server's first start gives it one and writes the marker.
 */
function markInstallation(config: DatabaseConfig, installation: StoredInstallation | null): string | null {
  if (!installation) return null;
  writeMarker(config.dataDir, {
    installationId: installation.id,
    database: describeDatabase(config),
    initialisedAt: new Date(installation.createdDate).toISOString(),
  });
  return installation.id;
}

// -------------------------------------------------------------------------------------------------------------
// The embedded database

async function restoreIntoDataDir(config: DatabaseConfig, file: string, options: RestoreOptions): Promise<Restored> {
  const lock = acquireDataDirLock(config.dataDir, 'the restore CLI');
  const target = pgliteDir(config);
  const staging = path.join(config.dataDir, `pgdata.restoring-${stamp()}`);
  try {
    const occupied = [
      existsSync(target) && readdirSync(target).length > 0 ? target : null,
      readMarker(config.dataDir) ? markerPath(config.dataDir) : null,
    ].filter((p): p is string => p !== null);
    if (occupied.length && !options.force) {
      throw new Refusal(
        `Refusing to restore: DATA_DIR=${config.dataDir} is not empty (${occupied.join(', ')}). Restore into an empty DATA_DIR, or add --force to move the existing database aside to ${config.dataDir}/replaced-<time>/.`,
      );
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: staging });
    let from: SchemaVersion;
    let installation: StoredInstallation | null;
    let tables: Record<string, number>;
    try {
      from = await loadLogical(database, file, { replaceSchemas: false, restore: options });
      tables = await tableCounts(database.db);
      installation = await storedInstallation(database.db);
    } finally {
      await database.close();
    }
    let movedAside: string | null = null;
    if (occupied.length) {
      movedAside = path.join(config.dataDir, `replaced-${stamp()}`);
      mkdirSync(movedAside, { recursive: true });
      if (existsSync(target)) renameSync(target, path.join(movedAside, 'pgdata'));
      if (existsSync(markerPath(config.dataDir))) renameSync(markerPath(config.dataDir), path.join(movedAside, MARKER_FILE));
    } else if (existsSync(target)) {
      rmSync(target, { recursive: true }); // an empty directory
    }
    renameSync(staging, target);
    // PGlite lays its files down 0666 (storage/file-modes.ts).
    tightenFileModes(target);
    const installationId = markInstallation(config, installation);
    return { target: describeDatabase(config), from, schema: currentSchemaVersion(), tables, installationId, movedAside };
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    lock.release();
  }
}

// -------------------------------------------------------------------------------------------------------------
// PostgreSQL

async function isEmptyPostgres(db: DbOrTx): Promise<boolean> {
  const [row] = await selectRows<{ objects: number; migrated: boolean }>(
    db,
    sql`select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S'))::int as objects,
               to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  );
  return row.objects === 0 && !row.migrated;
}

async function replaceSchemas(db: DbOrTx): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

async function restoreIntoPostgres(
  config: DatabaseConfig,
  url: string,
  file: string,
  format: BackupKind,
  verified: { schema: SchemaVersion; installationId: string | null },
  options: RestoreOptions,
): Promise<Restored> {
  const where = describeDatabase(config);
  const marker = readMarker(config.dataDir);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const empty = await isEmptyPostgres(database.db);
    if (!empty && !options.force) {
      throw new Refusal(
        `Refusing to restore: ${where} is not empty. Restore into an empty database, or add --force to drop and recreate its schemas public and drizzle.`,
      );
    }
    let from: SchemaVersion;
    if (format === 'screening-logical') {
      from = await loadLogical(database, file, {
        restore: options,
        replaceSchemas: !empty,
        markerInstallation: options.force ? undefined : marker?.installationId,
      });
    } else {
      checkMarker(file, verified.installationId, options.force ? undefined : marker?.installationId);
      from = verified.schema;
      if (!empty) await database.db.transaction(async (tx) => replaceSchemas(tx));
      const connection = pgConnection(url);
      await runPgTool(
        'pg_restore',
        ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${connection.url}`, file],
        connection,
      );
      await database.migrate();
    }
    const installationId = markInstallation(config, await storedInstallation(database.db));
    return {
      target: where,
      from,
      schema: await appliedSchemaVersion(database.db),
      tables: await tableCounts(database.db),
      installationId,
      movedAside: null,
    };
  } finally {
    await database.close();
  }
}

/** DATA_DIR's marker names the installation this directory serves: a backup of another one needs --force. */
function checkMarker(file: string, backupInstallation: string | null, markerInstallation: string | undefined): void {
  if (markerInstallation && backupInstallation && backupInstallation !== markerInstallation) {
    throw new Refusal(
      `${file} is a backup of installation ${backupInstallation}, but DATA_DIR's ${MARKER_FILE} records installation ${markerInstallation}. Add --force if this backup is the right one.`,
    );
  }
}

// -------------------------------------------------------------------------------------------------------------
// Loading a logical backup

/**
 * Applies the migrations of `folder` that `tx` lacks, inside `tx`: drizzle's own migrator (same bookkeeping in
 * drizzle.__drizzle_migrations) given a session whose "transaction" is a savepoint of ours.
 */
async function migrateInside(tx: Tx, migrationsFolder: string): Promise<void> {
  const session = {
    execute: (query: Parameters<Tx['execute']>[0]) => tx.execute(query),
    all: (query: Parameters<Tx['execute']>[0]) => selectRows(tx, query as never),
    transaction: <T>(run: (inner: Tx) => Promise<T>) => tx.transaction(run),
  };
  const { dialect } = tx as unknown as { dialect: { migrate(m: unknown, s: unknown, c: unknown): Promise<void> } };
  await dialect.migrate(readMigrationFiles({ migrationsFolder }), session, { migrationsFolder });
}

interface ForeignKey {
  tbl: string;
  name: string;
  def: string;
}

async function dropForeignKeys(tx: Tx): Promise<ForeignKey[]> {
  const keys = await selectRows<ForeignKey>(
    tx,
    sql`select format('%I.%I', n.nspname, c.relname) as tbl, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as def
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  for (const key of keys) await tx.execute(sql.raw(`alter table ${key.tbl} drop constraint ${key.name}`));
  return keys;
}

/** Every sequence owned by a column of schema public (identity or serial) continues after the column's largest value. */
async function resetSequences(tx: Tx): Promise<void> {
  const owned = await selectRows<{ seq: string; tbl: string; col: string }>(
    tx,
    sql`select format('%I.%I', sn.nspname, s.relname) as seq, format('%I.%I', tn.nspname, t.relname) as tbl, quote_ident(a.attname) as col
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S' join pg_namespace sn on sn.oid = s.relnamespace
        join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i') and tn.nspname = 'public'`,
  );
  for (const { seq, tbl, col } of owned) {
    await tx.execute(
      sql.raw(
        `select setval('${seq.replace(/'/g, "''")}'::regclass, coalesce(max(${col}), (select seqstart from pg_sequence where seqrelid = '${seq.replace(/'/g, "''")}'::regclass)), max(${col}) is not null) from ${tbl}`,
      ),
    );
  }
}

/**
 * Loads the logical backup `file` into `database` in one transaction (see the file's comment) and returns the
 * backup's schema level. `replaceSchemas` drops public and drizzle first, inside that transaction.
 */
async function loadLogical(
  database: Database,
  file: string,
  options: { replaceSchemas: boolean; markerInstallation?: string; restore: RestoreOptions },
): Promise<SchemaVersion> {
  const items = readLogicalBackup(file, options.restore.key);
  const first = await items.next();
  if (first.done || first.value.kind !== 'header') throw new Refusal(`${file} has no header.`);
  const header: LogicalHeader = first.value.header;
  checkLevel(file, header.schema);
  checkMarker(file, header.installationId, options.markerInstallation);

  const level = migrationsFolderUpTo(header.schema.migrations);
  try {
    await database.db.transaction(async (tx) => {
      if (options.replaceSchemas) await replaceSchemas(tx);
      else if (!(await isEmptyPostgres(tx))) throw new Refusal('The target database is not empty.');
      await migrateInside(tx, level.folder);
      const keys = await dropForeignKeys(tx);
      const existing = new Set(await publicTables(tx));
      // Migrations may insert reference rows; the backup holds the table as it was, so it replaces them.
      if (existing.size) await tx.execute(sql.raw(`truncate ${[...existing].map((t) => `public.${ident(t)}`).join(', ')}`));
      // The rows go back as they were: triggers (the dashboard's, which note the clinics a write changed) stay quiet
      // meanwhile, or they would add rows of their own beside the backup's.
      for (const table of existing) await tx.execute(sql.raw(`alter table public.${ident(table)} disable trigger user`));

      let insert: string | null = null;
      let batch: string[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (!insert || batch.length === 0) return;
        await tx.execute(sql`${sql.raw(insert)}${sql`${`[${batch.join(',')}]`}::json)`}`);
        batch = [];
        batchBytes = 0;
      };
      for await (const item of items) {
        if (item.kind === 'table') {
          await flush();
          const { name, columns } = item.table;
          if (!existing.has(name))
            throw new Refusal(
              `${file} holds table ${name}, which schema ${header.schema.last} does not have: it does not match this release.`,
            );
          const known = new Set(await tableColumns(tx, name));
          const unknown = columns.filter((c) => !known.has(c));
          if (unknown.length)
            throw new Refusal(
              `${file} holds columns ${unknown.join(', ')} of ${name}, which schema ${header.schema.last} does not have.`,
            );
          const list = columns.map(ident).join(', ');
          const qualified = `public.${ident(name)}`;
          // OVERRIDING SYSTEM VALUE: identity columns take the backup's ids (it is accepted for other tables too).
          insert = `insert into ${qualified} (${list}) overriding system value select ${list} from json_populate_recordset(null::${qualified}, `;
        } else if (item.kind === 'row') {
          batch.push(item.json);
          batchBytes += item.json.length;
          if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
        } else if (item.kind === 'end') {
          // Checked again on this reading, inside the transaction: a file changed since it was verified is refused.
          requireAuthentic(file, item.authentication, options.restore);
        }
      }
      // The reader has checked the end marker's counts by now: an incomplete file throws before this line.
      await flush();
      for (const table of existing) await tx.execute(sql.raw(`alter table public.${ident(table)} enable trigger user`));
      for (const key of keys) await tx.execute(sql.raw(`alter table ${key.tbl} add constraint ${key.name} ${key.def}`));
      await resetSequences(tx);
      await migrateInside(tx, MIGRATIONS_FOLDER);
    });
  } finally {
    level.dispose();
  }
  return header.schema;
}
