/**
 * What a backup holds, whether it is whole and whether it is as written (its MAC under the installation's backup
 * key), read without a database: our logical format by reading it to its end marker and MAC, a pg_dump archive by
 * its appended MAC and through `pg_restore` (its table of contents, then its data as COPY text, counted).
 */
import { statSync } from 'node:fs';
import { readJournal, type SchemaVersion } from '../db/migrations-folder.js';
import {
  archiveAuthentication,
  backupKind,
  DamagedBackup,
  MAX_LINE_BYTES,
  readLogicalBackup,
  type BackupKind,
} from './backup-format.js';
import type { Authentication, BackupKey } from './backup-key.js';
import { runPgTool } from './pg-tools.js';
import { Refusal } from '../storage/refusal.js';

export interface BackupReport {
  file: string;
  bytes: number;
  format: BackupKind;
  engine: 'pglite' | 'postgres' | null;
  takenAt: string | null;
  installationId: string | null;
  schema: SchemaVersion | null;
  /** Rows per table of schema public (as far as the file could be read when it is not complete). */
  tables: Record<string, number>;
  complete: boolean;
  /** Why it is not complete (an edited file included: its MAC does not match). */
  problem: string | null;
  /** Whether it is as written by an installation holding `key` (null when it could not be read that far). */
  authentication: Authentication | null;
}

/** `key`: this installation's backup key, or null when it has none (then nothing can be authenticated). */
export async function verifyBackup(file: string, key: BackupKey | null): Promise<BackupReport> {
  const format = await backupKind(file);
  const bytes = statSync(file).size;
  return format === 'screening-logical' ? verifyLogical(file, bytes, key) : verifyPgDump(file, bytes, key);
}

/** What is known of a file before it is read: its name, size and format. */
const emptyReport = (
  file: string,
  bytes: number,
  format: BackupReport['format'],
  engine: BackupReport['engine'],
): BackupReport => ({
  file,
  bytes,
  format,
  engine,
  takenAt: null,
  installationId: null,
  schema: null,
  tables: {},
  complete: false,
  problem: null,
  authentication: null,
});

async function verifyLogical(file: string, bytes: number, key: BackupKey | null): Promise<BackupReport> {
  const report = emptyReport(file, bytes, 'screening-logical', null);
  let current = '';
  try {
    for await (const item of readLogicalBackup(file, key)) {
      if (item.kind === 'header') {
        Object.assign(report, {
          engine: item.header.engine,
          takenAt: item.header.takenAt,
          installationId: item.header.installationId,
          schema: item.header.schema,
        });
      } else if (item.kind === 'table') {
        current = item.table.name;
        report.tables[current] = 0;
      } else if (item.kind === 'row') {
        report.tables[current] += 1;
      } else {
        report.complete = true;
        report.authentication = item.authentication;
      }
    }
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    report.problem = err.message;
  }
  return report;
}

/** The schema level of a database whose drizzle.__drizzle_migrations held these created_at values. */
export function schemaFromMigrationTimes(times: string[]): SchemaVersion {
  if (times.length === 0) return { migrations: 0, last: null };
  const last = times.reduce((a, b) => (BigInt(a) >= BigInt(b) ? a : b));
  const known = readJournal().find((entry) => String(entry.when) === last);
  return { migrations: times.length, last: known?.tag ?? `unknown migration of ${last}` };
}

/** COPY text format: tab-separated, \N for null (the values read here are ids and numbers: no escapes). */
const copyValue = (field: string | undefined): string | null => (field === undefined || field === '\\N' ? null : field);

async function verifyPgDump(file: string, bytes: number, key: BackupKey | null): Promise<BackupReport> {
  const report = emptyReport(file, bytes, 'pg_dump-custom', 'postgres');
  try {
    report.authentication = await archiveAuthentication(file, key);
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    report.problem = err.message;
    return report;
  }
  try {
    let listing = '';
    await runPgTool('pg_restore', ['--list', file], null, (chunk) => (listing += chunk.toString('utf8')));
    const created = /^; Archive created at (.+)$/m.exec(listing)?.[1];
    if (created) {
      const when = new Date(created.replace(/ ([A-Z]{3,5})$/, (_, zone: string) => (zone === 'UTC' ? 'Z' : ` ${zone}`)));
      report.takenAt = Number.isNaN(when.getTime()) ? created : when.toISOString();
    }

    const migrationTimes: string[] = [];
    const installations: { id: string; created: string }[] = [];
    let table: { schema: string; name: string; columns: string[] } | null = null;
    let rest = '';
    const onLine = (line: string) => {
      if (table) {
        if (line === '\\.') {
          table = null;
          return;
        }
        const fields = line.split('\t');
        if (table.schema === 'public') report.tables[table.name] += 1;
        if (table.schema === 'drizzle' && table.name === '__drizzle_migrations') {
          const at = copyValue(fields[table.columns.indexOf('created_at')]);
          if (at !== null) migrationTimes.push(at);
        }
        if (table.schema === 'public' && table.name === 'installation') {
          const id = copyValue(fields[table.columns.indexOf('id')]);
          if (id !== null) installations.push({ id, created: copyValue(fields[table.columns.indexOf('created_date')]) ?? '' });
        }
        return;
      }
      const copy = /^COPY "?([^".]+)"?\."?([^"\s]+)"? \(([^)]*)\) FROM stdin;$/.exec(line);
      if (copy) {
        table = { schema: copy[1], name: copy[2], columns: copy[3].split(', ').map((c) => c.replace(/^"|"$/g, '')) };
        if (table.schema === 'public') report.tables[table.name] = 0;
      }
    };
    let overlong = false;
    await runPgTool('pg_restore', ['--data-only', '--file=-', file], null, (chunk) => {
      if (overlong) return;
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      // A line is held whole only up to the bound, as in our own format.
      if (rest.length > MAX_LINE_BYTES) overlong = true;
      lines.forEach(onLine);
    });
    if (overlong) throw new DamagedBackup(`its data holds a line longer than ${MAX_LINE_BYTES} bytes.`);
    if (rest) onLine(rest);
    report.schema = schemaFromMigrationTimes(migrationTimes);
    report.installationId = installations.sort((a, b) => a.created.localeCompare(b.created))[0]?.id ?? null;
    report.complete = true;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    report.problem = `${file} is damaged or truncated: ${err.message}`;
  }
  return report;
}
