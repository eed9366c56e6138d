/**
 * DATA_DIR holds password hashes, participants' records, secrets and mailed links: only the account that runs the
 * server may read it. The server and the CLIs create files with umask 077 (owner only), DATA_DIR is 0700, and a start
 * removes the group and other bits an earlier release (or a copy) left on what is already there.
 *
 * PGlite's file layer sets every file it creates to 0666 whatever the umask, so its folders being 0700 (which the
 * umask does give them) is what keeps those files private between two starts; each start tightens them as well.
 */
import { accessSync, chmodSync, constants, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from './refusal.js';

/** What a process of this product creates is its owner's alone. */
export const OWNER_ONLY_UMASK = 0o077;
const GROUP_OTHER_BITS = 0o077;

/** For the entry points (server, admin CLI, db CLI), before they create any file. */
export function createFilesForOwnerOnly(): void {
  process.umask(OWNER_ONLY_UMASK);
}

export interface Tightened {
  /** Files and folders whose group/other bits were removed. */
  changed: number;
  /** Those that could not be changed (another owner), at most a few named. */
  failed: string[];
}

/** Removes the group and other bits of `root` and of everything under it; symbolic links are left as they are. */
export function tightenFileModes(root: string): Tightened {
  const result: Tightened = { changed: 0, failed: [] };
  const visit = (file: string) => {
    let stat;
    try {
      stat = lstatSync(file);
    } catch {
      return; // removed meanwhile (a WAL segment recycled)
    }
    if (stat.isSymbolicLink()) return;
    if (stat.mode & GROUP_OTHER_BITS) {
      try {
        chmodSync(file, stat.mode & 0o7777 & ~GROUP_OTHER_BITS);
        result.changed += 1;
      } catch {
        if (result.failed.length < 5) result.failed.push(file);
      }
    }
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
  return result;
}

const PERMISSION_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Whether `file` is `dataDir`, inside it, or one of the folders that would hold it. */
function concerns(dataDir: string, file: string): boolean {
  const relative = path.relative(dataDir, path.resolve(file));
  return !relative.startsWith('..') || !path.relative(path.resolve(file), dataDir).startsWith('..');
}

/**
 * The one-line refusal for a DATA_DIR this process may not write (read-only, another account's), from the error of
 * any first write there; null for any other error.
 */
export function dataDirNotWritable(dataDir: string, err: unknown): Refusal | null {
  const { code, path: file } = (err ?? {}) as NodeJS.ErrnoException;
  if (!code || !PERMISSION_CODES.has(code) || (file !== undefined && !concerns(dataDir, file))) return null;
  const who = typeof process.getuid === 'function' ? `uid ${process.getuid()}` : 'this account';
  const why = code === 'EROFS' ? 'it is on a read-only file system' : `${who} lacks permission there`;
  return new Refusal(
    `Cannot use DATA_DIR=${dataDir}: ${why} (${code}). Make it writable by the account that runs the server (chown -R that-account ${dataDir}, or remount its file system read-write), or set DATA_DIR to a folder it may write.`,
  );
}

/** What an entry point prints as it is, without a stack: a Refusal, or the first write DATA_DIR did not allow. */
export function refusalOf(err: unknown, dataDir: string): Refusal | null {
  return err instanceof Refusal ? err : dataDirNotWritable(dataDir, err);
}

/**
 * Creates DATA_DIR (0700) when missing, refuses in one line when it cannot be written, and tightens what it holds;
 * `report` gets the one line that says what was tightened, when anything was.
 */
export function prepareDataDir(dataDir: string, report: (notice: string, tightened: Tightened) => void): void {
  let tightened: Tightened;
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    accessSync(dataDir, constants.W_OK);
    tightened = tightenFileModes(dataDir);
  } catch (err) {
    throw dataDirNotWritable(dataDir, err) ?? err;
  }
  if (tightened.changed === 0 && tightened.failed.length === 0) return;
  const failed = tightened.failed.length
    ? `; could not change ${tightened.failed.join(', ')} (owned by another account: chown them to this one)`
    : '';
  report(
    `Removed group and other permissions from ${tightened.changed} file(s) and folder(s) in DATA_DIR=${dataDir}: only the account that runs the server may read them${failed}.`,
    tightened,
  );
}
