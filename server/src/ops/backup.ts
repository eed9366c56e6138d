/**
 * A consistent backup of a running database, in one call the CLI, the control socket and scheduled backups share.
 *
 * - Embedded (PGlite): the project's logical format (backup-format.ts), read in ONE `repeatable read, read only`
 *   transaction, so every table is seen at the same instant, through a cursor in batches, so memory stays flat.
 *   Every table of schema public comes from the catalog, so a table added by a later migration is never missed.
 * - PostgreSQL server: `pg_dump --format=custom`, on a snapshot exported by our own transaction, where the same
 *   snapshot also gives the schema level and the row counts the summary reports.
 *
 * Either is authenticated with the installation's backup key (backup-key.ts), which is never inside it. The file
 * appears under its name only when complete and synced (FILE.partial until then); an existing file is never replaced.
 */
import { sql } from 'drizzle-orm';
import type { SchemaVersion } from '../db/migrations-folder.js';
import { appliedSchemaVersion } from '../db/migrations-folder.js';
import type { Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import type { DbOrTx } from '../db/types.js';
import {
  appendArchiveMac,
  LOGICAL_FORMAT,
  LOGICAL_FORMAT_VERSION,
  LogicalWriter,
  OutputTarget,
  type LogicalHeader,
} from './backup-format.js';
import type { BackupKey } from './backup-key.js';
import { pgConnection, runPgTool } from './pg-tools.js';

export interface BackupSummary {
  /** The absolute path written. */
  file: string;
  bytes: number;
  format: 'screening-logical' | 'pg_dump-custom';
  engine: 'pglite' | 'postgres';
  schema: SchemaVersion;
  /** Rows per table of schema public, at the snapshot. */
  tables: Record<string, number>;
  takenAt: string;
  durationMs: number;
  /** The backup key whose MAC authenticates the file. */
  keyId: string;
}

/** Rows fetched per round trip: large enough to be fast, small enough that memory stays flat. */
const FETCH_ROWS = 2000;

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** A quoted SQL identifier. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The ordinary tables of schema public, by name. */
export async function publicTables(db: DbOrTx): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** A table's stored columns in order (generated columns are recomputed on restore, so not kept). */
export async function tableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${`public.${ident(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return rows.map((r) => r.name);
}

/** The installation stored in the database (the first, should there be two; null before there was one). */
export async function storedInstallation(db: DbOrTx): Promise<{ id: string; createdDate: string } | null> {
  const [present] = await selectRows<{ ok: boolean }>(db, sql`select to_regclass('public.installation') is not null as ok`);
  if (!present?.ok) return null;
  const [row] = await selectRows<{ id: string; createdDate: string }>(
    db,
    sql`select id, to_json(created_date)#>>'{}' as "createdDate" from public.installation order by created_date limit 1`,
  );
  return row ?? null;
}

export async function backupDatabase(database: Database, outFile: string, key: BackupKey): Promise<BackupSummary> {
  return database.kind === 'postgres' ? pgDumpBackup(database, outFile, key) : logicalBackup(database, outFile, key);
}

/** The logical format; also usable on PostgreSQL, which is what a move between engines restores from. */
export async function logicalBackup(database: Database, outFile: string, key: BackupKey): Promise<BackupSummary> {
  const started = Date.now();
  const writer = await LogicalWriter.create(outFile, key);
  try {
    const { schema, tables, takenAt } = await database.db.transaction(async (tx) => {
      // now() is the transaction's start: the instant of the snapshot.
      const [{ takenAt }] = await selectRows<{ takenAt: string }>(tx, sql`select to_json(now())#>>'{}' as "takenAt"`);
      const schema = await appliedSchemaVersion(tx);
      const header: LogicalHeader = {
        format: LOGICAL_FORMAT,
        formatVersion: LOGICAL_FORMAT_VERSION,
        engine: database.kind,
        schema,
        installationId: (await storedInstallation(tx))?.id ?? null,
        takenAt: new Date(takenAt).toISOString(),
        authentication: writer.authentication,
      };
      await writer.line(JSON.stringify(header));
      const tables: Record<string, number> = {};
      for (const table of await publicTables(tx)) {
        const columns = await tableColumns(tx, table);
        await writer.line(JSON.stringify(['table', { name: table, columns }]));
        tables[table] = 0;
        await tx.execute(
          sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from public.${ident(table)} as t`),
        );
        for (;;) {
          const batch = await selectRows<{ j: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
          for (const row of batch) await writer.line(row.j);
          tables[table] += batch.length;
          if (batch.length < FETCH_ROWS) break;
        }
        await tx.execute(sql.raw('close backup_rows'));
      }
      const rows = Object.values(tables).reduce((a, b) => a + b, 0);
      await writer.line(JSON.stringify(['end', { tables, rows }]));
      return { schema, tables, takenAt: header.takenAt };
    }, SNAPSHOT);
    const bytes = await writer.commit();
    return {
      file: writer.file,
      bytes,
      format: 'screening-logical',
      engine: database.kind,
      schema,
      tables,
      takenAt,
      durationMs: Date.now() - started,
      keyId: key.id,
    };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}

async function pgDumpBackup(database: Database, outFile: string, key: BackupKey): Promise<BackupSummary> {
  if (database.target.kind !== 'postgres') throw new Error('pg_dump needs a PostgreSQL database');
  const started = Date.now();
  const connection = pgConnection(database.target.url);
  const target = await OutputTarget.claim(outFile);
  try {
    const result = await database.db.transaction(async (tx) => {
      const [{ snapshot, takenAt }] = await selectRows<{ snapshot: string; takenAt: string }>(
        tx,
        sql`select pg_export_snapshot() as snapshot, to_json(now())#>>'{}' as "takenAt"`,
      );
      const schema = await appliedSchemaVersion(tx);
      const tables: Record<string, number> = {};
      for (const table of await publicTables(tx)) {
        const [row] = await selectRows<{ n: string }>(tx, sql.raw(`select count(*)::text as n from public.${ident(table)}`));
        tables[table] = Number(row.n);
      }
      // pg_dump reads the very snapshot our transaction holds, so its content matches the counts above.
      await runPgTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${snapshot}`, `--file=${target.partial}`, `--dbname=${connection.url}`],
        connection,
      );
      return { schema, tables, takenAt: new Date(takenAt).toISOString() };
    }, SNAPSHOT);
    await appendArchiveMac(target.partial, key);
    const bytes = await target.commit();
    return {
      file: target.file,
      bytes,
      format: 'pg_dump-custom',
      engine: 'postgres',
      ...result,
      durationMs: Date.now() - started,
      keyId: key.id,
    };
  } catch (err) {
    await target.abort();
    throw err;
  }
}
