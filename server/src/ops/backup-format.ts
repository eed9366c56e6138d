/**
 * The project's logical backup format: gzip'd NDJSON, so a backup is readable with zcat and restores into any
 * PostgreSQL (embedded or server) at any later release.
 *
 *   line 1                 {"format":"screening-backup","formatVersion":2,"engine":"pglite","schema":{…},"installationId":…,"takenAt":…,
 *                           "authentication":{"algorithm":"HMAC-SHA256","keyId":"…"}}
 *   per table              ["table",{"name":"camp","columns":["id",…]}]
 *   then its rows          {"id":1,…}        (row_to_json: a row is always an object, a marker line always an array)
 *   then                   ["end",{"tables":{"camp":12,…},"rows":…}]
 *   last line              ["mac",{"keyId":"…","mac":"<HMAC-SHA256 of every line above, as written, in hex>"}]
 *
 * The trailer's counts, checked against the rows read, and gzip's own CRC tell a complete file from a truncated or
 * damaged one; the MAC, under a key that is never in a backup (backup-key.ts), tells a file as written from an edited
 * one. Format 1 (earlier releases) has no MAC. Lines are read with a bounded length, so no file can make the reader
 * hold more than MAX_LINE_BYTES of one line. A pg_dump archive carries its MAC in a line appended after the archive
 * (pg_restore ignores it). Also: which kind of file a backup is, and writing one safely.
 */
import { once } from 'node:events';
import { createReadStream, existsSync, type WriteStream, createWriteStream } from 'node:fs';
import { appendFile, link, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import type { SchemaVersion } from '../db/migrations-folder.js';
import { Refusal } from '../storage/refusal.js';
import { backupMac, checkMac, type Authentication, type BackupKey } from './backup-key.js';

export const LOGICAL_FORMAT = 'screening-backup';
export const LOGICAL_FORMAT_VERSION = 2;
export const MAC_ALGORITHM = 'HMAC-SHA256';
/**
 * The longest line a backup may hold. A row is one line: request bodies are at most 1 MB and a stored value at most a
 * few MB even with JSON's escapes, so a longer line is not a backup of this application.
 */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;

export interface LogicalHeader {
  format: typeof LOGICAL_FORMAT;
  formatVersion: number;
  engine: 'pglite' | 'postgres';
  schema: SchemaVersion;
  installationId: string | null;
  takenAt: string;
  /** Format 2 on: the key whose MAC ends the file. */
  authentication?: { algorithm: typeof MAC_ALGORITHM; keyId: string };
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
 * Lines into FILE.partial, gzip'd, with backpressure, and their MAC under `key`; `commit` writes the MAC line,
 * flushes, fsyncs and moves it to FILE without ever replacing an existing file; `abort` removes the partial file.
 */
export class LogicalWriter {
  private readonly mac: ReturnType<typeof backupMac>;

  private constructor(
    private readonly target: OutputTarget,
    private readonly gzip: Gzip,
    private readonly stream: WriteStream,
    private readonly key: BackupKey,
  ) {
    this.mac = backupMac(key);
  }

  static async create(outFile: string, key: BackupKey): Promise<LogicalWriter> {
    const target = await OutputTarget.claim(outFile);
    const stream = createWriteStream(target.partial, { flags: 'w' });
    const gzip = createGzip({ level: 6 });
    gzip.pipe(stream);
    return new LogicalWriter(target, gzip, stream, key);
  }

  get file(): string {
    return this.target.file;
  }

  /** The header's authentication field for this writer's key. */
  get authentication(): NonNullable<LogicalHeader['authentication']> {
    return { algorithm: MAC_ALGORITHM, keyId: this.key.id };
  }

  async line(value: string): Promise<void> {
    const text = `${value}\n`;
    this.mac.update(text);
    if (!this.gzip.write(text)) await once(this.gzip, 'drain');
  }

  async commit(): Promise<number> {
    const mac = JSON.stringify(['mac', { keyId: this.key.id, mac: this.mac.digest('hex') }]);
    if (!this.gzip.write(`${mac}\n`)) await once(this.gzip, 'drain');
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
  | { kind: 'end'; trailer: Trailer; authentication: Authentication };

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

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The lines of `input` (without their `\n`), none held longer than `maxLineBytes`: a longer one is refused as soon as
 * that many bytes of it have arrived, whatever its full length.
 */
async function* boundedLines(input: AsyncIterable<Buffer>, maxLineBytes: number, file: string): AsyncGenerator<Buffer> {
  let pieces: Buffer[] = [];
  let length = 0;
  let lineNo = 1;
  for await (const chunk of input) {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(10, start);
      const stop = newline < 0 ? chunk.length : newline;
      length += stop - start;
      if (length > maxLineBytes) {
        throw new DamagedBackup(
          `${file} is not a backup of this application: line ${lineNo} is longer than ${megabytes(maxLineBytes)} (no line of a backup is); it was not read further.`,
        );
      }
      if (stop > start) pieces.push(chunk.subarray(start, stop));
      if (newline < 0) break;
      yield pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, length);
      pieces = [];
      length = 0;
      lineNo += 1;
      start = newline + 1;
    }
  }
  if (length > 0) yield Buffer.concat(pieces, length);
}

/** The MAC line's content: ["mac",{"keyId","mac"}]. */
interface MacLine {
  keyId: string;
  mac: string;
}

/** The verdict on the MAC (or its absence) of a logical backup read to its end. */
function authenticationOf(
  file: string,
  header: LogicalHeader,
  found: MacLine | null,
  key: BackupKey | null,
  computed: () => Buffer,
): Authentication {
  if (!header.authentication && !found) {
    return { status: 'none', reason: `it is in backup format ${header.formatVersion}, taken before backups were authenticated` };
  }
  if (!header.authentication || !found || typeof found.keyId !== 'string' || found.keyId !== header.authentication.keyId) {
    throw new DamagedBackup(`${file} is damaged: its authentication is missing or does not match its header.`);
  }
  return checkMac(file, found, key, computed);
}

/**
 * The items of a logical backup in order, checked as they come: a header first, rows only inside a table, one
 * trailer whose counts match the rows read, then the MAC line (format 2 on), checked under `key` (the end item says
 * how far it could be). Throws DamagedBackup for anything else, including gzip errors (a truncated file ends without
 * gzip's trailer) and a line longer than `maxLineBytes`, and TamperedBackup for a MAC that does not match.
 */
export async function* readLogicalBackup(
  file: string,
  key: BackupKey | null,
  options: { maxLineBytes?: number } = {},
): AsyncGenerator<LogicalItem> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  const mac = key ? backupMac(key) : null;
  let lineNo = 0;
  let header: LogicalHeader | null = null;
  let current: string | null = null;
  const counts: Record<string, number> = {};
  let trailer: Trailer | null = null;
  let found: MacLine | null = null;
  try {
    for await (const raw of boundedLines(input.pipe(gunzip), options.maxLineBytes ?? MAX_LINE_BYTES, file)) {
      lineNo += 1;
      const line = raw.toString('utf8');
      if (found) throw new DamagedBackup(`${file} is damaged: data after its authentication (line ${lineNo}).`);
      if (trailer) {
        const [marker, body] = parseLine<[string, MacLine]>(line, lineNo, file);
        if (marker !== 'mac') throw new DamagedBackup(`${file} is damaged: data after its end marker (line ${lineNo}).`);
        found = body ?? ({} as MacLine);
        continue;
      }
      mac?.update(raw);
      mac?.update('\n');
      if (lineNo === 1) {
        header = parseLine<LogicalHeader>(line, lineNo, file);
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
    input.destroy();
    gunzip.destroy();
  }
  if (lineNo === 0 || !header) throw new DamagedBackup(`${file} is empty.`);
  if (!trailer)
    throw new DamagedBackup(`${file} is incomplete: it ends without its end marker (truncated after line ${lineNo}).`);
  yield { kind: 'end', trailer, authentication: authenticationOf(file, header, found, key, () => mac!.digest()) };
}

// ---------------------------------------------------------------------------------------------------------------
// The MAC of a pg_dump archive: one line appended after the archive, of a fixed length.

const ARCHIVE_MAC = /^\nscreening-backup-mac HMAC-SHA256 ([0-9a-f]{16}) ([0-9a-f]{64})\n$/;
const archiveMacLine = (keyId: string, mac: string) => `\nscreening-backup-mac HMAC-SHA256 ${keyId} ${mac}\n`;
const ARCHIVE_MAC_BYTES = archiveMacLine('0'.repeat(16), '0'.repeat(64)).length;

/** The MAC of the first `bytes` bytes of `file`, read as a stream. */
async function macOfFile(file: string, key: BackupKey, bytes: number): Promise<Buffer> {
  const mac = backupMac(key);
  if (bytes === 0) return mac.digest();
  for await (const chunk of createReadStream(file, { start: 0, end: bytes - 1 })) mac.update(chunk as Buffer);
  return mac.digest();
}

/** Appends the MAC line to a pg_dump archive just written (before it is committed). */
export async function appendArchiveMac(file: string, key: BackupKey): Promise<void> {
  const mac = await macOfFile(file, key, (await stat(file)).size);
  await appendFile(file, archiveMacLine(key.id, mac.toString('hex')));
}

/** How far a pg_dump archive's authenticity can be checked (TamperedBackup when its MAC does not match). */
export async function archiveAuthentication(file: string, key: BackupKey | null): Promise<Authentication> {
  const { size } = await stat(file);
  const handle = await open(file, 'r');
  let tail = '';
  try {
    if (size >= ARCHIVE_MAC_BYTES) {
      const buffer = Buffer.alloc(ARCHIVE_MAC_BYTES);
      await handle.read(buffer, 0, ARCHIVE_MAC_BYTES, size - ARCHIVE_MAC_BYTES);
      tail = buffer.toString('latin1');
    }
  } finally {
    await handle.close();
  }
  const found = ARCHIVE_MAC.exec(tail);
  if (!found) return { status: 'none', reason: 'it is a pg_dump archive taken before backups were authenticated' };
  const length = size - ARCHIVE_MAC_BYTES;
  const computed = await (key && key.id === found[1] ? macOfFile(file, key, length) : Promise.resolve(Buffer.alloc(0)));
  return checkMac(file, { keyId: found[1], mac: found[2] }, key, () => computed);
}
