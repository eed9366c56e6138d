/**
 * The project's logical backup format: gzip'd NDJSON, so a backup is readable with zcat and restores into any
 * PostgreSQL (embedded or server) at any later release.
 *
 *   line 1                 {"format":"screening-backup","formatVersion":1,"engine":"pglite","schema":{…},"installationId":…,"takenAt":…}
 *   per table              ["table",{"name":"camp","columns":["id",…]}]
 *   then its rows          {"id":1,…}        (row_to_json: a row is always an object, a marker line always an array)
 *   last line              ["end",{"tables":{"camp":12,…},"rows":…}]
 *
 * The trailer's counts, checked against the rows read, and gzip's own CRC tell a complete file from a truncated or
 * damaged one. Also: which kind of file a backup is (ours or a pg_dump archive), and writing one safely.
 */
import { once } from 'node:events';
import { createReadStream, existsSync, type WriteStream, createWriteStream } from 'node:fs';
import { link, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import type { SchemaVersion } from '../db/migrations-folder.js';
import { Refusal } from '../storage/refusal.js';

export const LOGICAL_FORMAT = 'screening-backup';
export const LOGICAL_FORMAT_VERSION = 1;

export interface LogicalHeader {
  format: typeof LOGICAL_FORMAT;
  formatVersion: number;
  engine: 'pglite' | 'postgres';
  schema: SchemaVersion;
  installationId: string | null;
  takenAt: string;
}

export interface TableStart {
  name: string;
  columns: string[];
}

export interface Trailer {
  tables: Record<string, number>;
  rows: number;
}

export type BackupKind = 'screening-logical' | 'pg_dump-custom';

/** Which format `file` is, from its first bytes; a Refusal for anything else. */
export async function backupKind(file: string): Promise<BackupKind> {
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, 5, 0);
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'screening-logical';
    if (bytesRead === 5 && head.toString('latin1') === 'PGDMP') return 'pg_dump-custom';
  } finally {
    await handle.close();
  }
  throw new Refusal(`${file} is not a backup of this application (neither its gzip'd format nor a pg_dump custom archive).`);
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

/**
 * Lines into FILE.partial, gzip'd, with backpressure; `commit` flushes, fsyncs and moves it to FILE without ever
 * replacing an existing file; `abort` removes the partial file.
 */
export class LogicalWriter {
  private constructor(
    private readonly target: OutputTarget,
    private readonly gzip: Gzip,
    private readonly stream: WriteStream,
  ) {}

  static async create(outFile: string): Promise<LogicalWriter> {
    const target = await OutputTarget.claim(outFile);
    const stream = createWriteStream(target.partial, { flags: 'w' });
    const gzip = createGzip({ level: 6 });
    gzip.pipe(stream);
    return new LogicalWriter(target, gzip, stream);
  }

  get file(): string {
    return this.target.file;
  }

  async line(value: string): Promise<void> {
    if (!this.gzip.write(`${value}\n`)) await once(this.gzip, 'drain');
  }

  async commit(): Promise<number> {
    this.gzip.end();
    await once(this.stream, 'close');
    return this.target.commit();
  }

  async abort(): Promise<void> {
    this.gzip.destroy();
    this.stream.destroy();
    await this.target.abort();
  }
}

/** FILE.partial reserved for a writer (our own streams, or pg_dump's --file), then committed to FILE. */
export class OutputTarget {
  private constructor(
    readonly file: string,
    readonly partial: string,
  ) {}

  static async claim(outFile: string): Promise<OutputTarget> {
    const file = path.resolve(outFile);
    if (existsSync(file)) throw new Refusal(`${file} already exists: a backup never overwrites a file. Choose another name.`);
    const partial = `${file}.partial`;
    try {
      // 'wx': a second backup to the same name at the same time is refused, not interleaved.
      await (await open(partial, 'wx', 0o600)).close();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST')
        throw new Refusal(`${partial} exists: another backup to ${file} is running, or one was interrupted (then remove it).`);
      if (code === 'ENOENT') throw new Refusal(`Cannot write ${file}: the directory ${path.dirname(file)} does not exist.`);
      if (code === 'EACCES' || code === 'EPERM') throw new Refusal(`Cannot write ${file}: permission denied.`);
      throw err;
    }
    return new OutputTarget(file, partial);
  }

  /** fsync the data, move it into place without replacing anything, fsync the directory; returns the size. */
  async commit(): Promise<number> {
    const handle = await open(this.partial, 'r+');
    let bytes: number;
    try {
      await handle.sync();
      bytes = (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    try {
      // link fails if FILE appeared meanwhile, where rename would silently replace it.
      await link(this.partial, this.file);
      await unlink(this.partial);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        await this.abort();
        throw new Refusal(
          `${this.file} appeared while the backup was written; it was left as it is and the new backup discarded.`,
        );
      }
      // A filesystem without hard links: the check and the rename are not atomic, but FILE was absent a moment ago.
      if (existsSync(this.file)) throw new Refusal(`${this.file} already exists: a backup never overwrites a file.`);
      await rename(this.partial, this.file);
    }
    const dir = await open(path.dirname(this.file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return bytes;
  }

  async abort(): Promise<void> {
    await unlink(this.partial).catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

export type LogicalItem =
  | { kind: 'header'; header: LogicalHeader }
  | { kind: 'table'; table: TableStart }
  | { kind: 'row'; json: string }
  | { kind: 'end'; trailer: Trailer };

/** Thrown for a file that cannot be read to its end: truncated, damaged, or not complete. */
export class DamagedBackup extends Refusal {
  override name = 'DamagedBackup';
}

function parseLine<T>(line: string, lineNo: number, file: string): T {
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new DamagedBackup(`${file} is damaged: line ${lineNo} is not valid JSON.`);
  }
}

/**
 * The items of a logical backup in order, checked as they come: a header first, rows only inside a table, one
 * trailer last whose counts match the rows read. Throws DamagedBackup for anything else, including gzip errors
 * (a truncated file ends without gzip's trailer).
 */
export async function* readLogicalBackup(file: string): AsyncGenerator<LogicalItem> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  let streamError: Error | null = null;
  input.on('error', (err) => gunzip.destroy(err));
  gunzip.on('error', (err) => (streamError = err));
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let lineNo = 0;
  let current: string | null = null;
  const counts: Record<string, number> = {};
  let trailer: Trailer | null = null;
  try {
    for await (const line of lines) {
      lineNo += 1;
      if (trailer) throw new DamagedBackup(`${file} is damaged: data after its end marker (line ${lineNo}).`);
      if (lineNo === 1) {
        const header = parseLine<LogicalHeader>(line, lineNo, file);
        if (header?.format !== LOGICAL_FORMAT)
          throw new DamagedBackup(`${file} is not a backup of this application (no header).`);
        if (header.formatVersion > LOGICAL_FORMAT_VERSION) {
          throw new Refusal(
            `${file} is in backup format ${header.formatVersion}; this release reads format ${LOGICAL_FORMAT_VERSION}. Use a newer release.`,
          );
        }
        yield { kind: 'header', header };
        continue;
      }
      if (line.startsWith('{')) {
        if (current === null) throw new DamagedBackup(`${file} is damaged: a row before any table (line ${lineNo}).`);
        counts[current] += 1;
        yield { kind: 'row', json: line };
        continue;
      }
      const [marker, body] = parseLine<[string, unknown]>(line, lineNo, file);
      if (marker === 'table') {
        const table = body as TableStart;
        if (typeof table?.name !== 'string' || !Array.isArray(table.columns) || table.name in counts) {
          throw new DamagedBackup(`${file} is damaged: a bad table line (line ${lineNo}).`);
        }
        current = table.name;
        counts[current] = 0;
        yield { kind: 'table', table };
      } else if (marker === 'end') {
        trailer = body as Trailer;
        const expected = trailer?.tables ?? {};
        const names = new Set([...Object.keys(expected), ...Object.keys(counts)]);
        for (const name of names) {
          if (expected[name] !== counts[name]) {
            throw new DamagedBackup(
              `${file} is damaged: table ${name} has ${counts[name] ?? 0} rows, its end marker says ${expected[name] ?? 'none'}.`,
            );
          }
        }
      } else {
        throw new DamagedBackup(`${file} is damaged: unknown line (line ${lineNo}).`);
      }
    }
  } catch (err) {
    if (err instanceof Refusal) throw err;
    throw new DamagedBackup(`${file} is damaged or truncated: ${(err as Error).message}.`);
  } finally {
    lines.close();
    input.destroy();
  }
  if (streamError) throw new DamagedBackup(`${file} is damaged or truncated: ${(streamError as Error).message}.`);
  if (lineNo === 0) throw new DamagedBackup(`${file} is empty.`);
  if (!trailer)
    throw new DamagedBackup(`${file} is incomplete: it ends without its end marker (truncated after line ${lineNo}).`);
  yield { kind: 'end', trailer };
}
