/**
 * PGlite must never be opened by two processes: the server and the admin CLI each hold DATA_DIR/database.lock
 * (their pid) while the embedded database is open. A lock whose process is gone is stale and taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from './refusal.js';
import { readTextIfExists } from './text-file.js';

export const LOCK_FILE = 'database.lock';

interface LockContent {
  pid: number;
  holder: string;
  since: string;
}

export interface DataDirLock {
  file: string;
  /** Removes the file if it is still ours; safe to call twice. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): { raw: string; content: LockContent | null } | null {
  const raw = readTextIfExists(file);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as LockContent;
    return { raw, content: Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : null };
  } catch {
    return { raw, content: null };
  }
}

/** Takes the lock for `holder` ("the API server", "the admin CLI"), or throws a Refusal naming the live holder. */
export function acquireDataDirLock(dataDir: string, holder: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockContent = { pid: process.pid, holder, since: new Date().toISOString() };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, text, { flag: 'wx' });
      return ownLock(file, text);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const existing = readLock(file);
    if (!existing) continue;
    const other = existing.content;
    // Our own pid is stale too: a container restarted with the same pid (often 1) as the last run.
    if (other && other.pid !== process.pid && isAlive(other.pid)) {
      throw new Refusal(
        [
          `The embedded database in ${dataDir} is in use by ${other.holder} (pid ${other.pid}, since ${other.since}).`,
          'Only one process can open it at a time (the server, the admin CLI, a restore): stop the other one first, then try again.',
          `If no such process is running, remove ${file}.`,
        ].join('\n'),
      );
    }
    // Stale: remove it only if nobody replaced it meanwhile, then try again.
    if (readLock(file)?.raw === existing.raw) unlinkSync(file);
  }
  throw new Refusal(`Could not take the lock ${file}: other processes keep taking it. Try again.`);
}

function ownLock(file: string, text: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Already gone (e.g. the data directory was removed): nothing to release.
    }
  };
  process.on('exit', release);
  return { file, release };
}
