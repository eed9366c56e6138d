/**
 * A gzip'd tar archive written with Node alone (POSIX ustar, with pax records for names and link targets longer
 * than ustar holds: GNU tar and bsdtar read both). Folders, regular files and symbolic links only, which is what a
 * release bundle holds. Every entry has the owner 0:0 and the one given time, so the same files make the same archive.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

export type TarEntry =
  | { type: 'dir'; name: string }
  | { type: 'file'; name: string; source: string; executable?: boolean }
  | { type: 'file'; name: string; content: Buffer }
  | { type: 'symlink'; name: string; target: string };

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, type: '0' | '2' | '5' | 'x', size: number, mode: number, mtime: number, link = ''): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.fill(' ', 148, 156);
  block.write(type, 156, 'ascii');
  block.write(link, 157, 100, 'utf8');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A pax record `"<length> <key>=<value>\n"`, whose length counts its own digits. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

/** The pax header that carries what ustar's 100-byte fields cannot, if anything. */
function paxFor(name: string, link: string, mtime: number): Buffer[] {
  const records = [
    ...(Buffer.byteLength(name) > 100 ? [paxRecord('path', name)] : []),
    ...(Buffer.byteLength(link) > 100 ? [paxRecord('linkpath', link)] : []),
  ].join('');
  if (!records) return [];
  const body = Buffer.from(records);
  return [header('PaxHeader', 'x', body.length, 0o644, mtime), body, padding(body.length)];
}

/** Writes `entries` in order to `file` as .tar.gz; the caller names the entries (relative, `/`-separated). */
export async function writeTarGz(file: string, entries: TarEntry[], mtime: Date): Promise<void> {
  const seconds = Math.floor(mtime.getTime() / 1000);
  const gzip = createGzip();
  const out = fs.createWriteStream(file, { mode: 0o644 });
  const finished = once(out, 'close');
  const failed = new Promise<never>((_, reject) => {
    gzip.once('error', reject);
    out.once('error', reject);
  });
  gzip.pipe(out);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), failed]);
  };
  for (const entry of entries) {
    if (entry.type === 'dir') {
      const name = entry.name.endsWith('/') ? entry.name : `${entry.name}/`;
      for (const part of [...paxFor(name, '', seconds), header(name, '5', 0, 0o755, seconds)]) await write(part);
    } else if (entry.type === 'symlink') {
      for (const part of [...paxFor(entry.name, entry.target, seconds), header(entry.name, '2', 0, 0o777, seconds, entry.target)])
        await write(part);
    } else {
      const body = 'content' in entry ? entry.content : fs.readFileSync(entry.source);
      const mode = 'source' in entry && entry.executable ? 0o755 : 0o644;
      for (const part of [
        ...paxFor(entry.name, '', seconds),
        header(entry.name, '0', body.length, mode, seconds),
        body,
        padding(body.length),
      ])
        await write(part);
    }
  }
  // The end of the archive: two empty blocks.
  await write(Buffer.alloc(2 * BLOCK));
  gzip.end();
  await Promise.race([finished, failed]);
}
