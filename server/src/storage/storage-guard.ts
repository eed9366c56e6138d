/**
 * Notices when the embedded database's directory, or the files that make it a database, disappear or are replaced
 * while the server runs. PGlite keeps its files open, so without this check writes would still answer 200 and be
 * lost with the unlinked files.
 *
 * Taken at start and compared on every request, again before a write's answer leaves, and on a timer: the device and
 * inode of the directory, its PG_VERSION, the cluster's control file (global/pg_control) and each database's folder
 * with its PG_VERSION (base/<oid>). PostgreSQL rewrites none of these in place of another while it runs, so a
 * difference means they were deleted or replaced (a `rm -r` that spared PG_VERSION, a restore over a live server).
 * The first failure calls onLost once.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const STORAGE_LOST_MESSAGE = 'The database storage is missing. The server is stopping; contact IT.';
const STORAGE_LOST_BODY = JSON.stringify({ error: 'Service Unavailable', message: STORAGE_LOST_MESSAGE });
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StorageGuard {
  /** False (and onLost called, once) when the directory is gone or another one. */
  check(): boolean;
  /** Why the storage was declared lost, or null. */
  readonly lost: string | null;
  stop(): void;
}

/** "dev:ino" of a path. */
const identity = (file: string): string => {
  const { dev, ino } = statSync(file);
  return `${dev}:${ino}`;
};

/** The paths watched under `dir`, the directory first: those of the list above that exist at start. */
function watchedPaths(dir: string): string[] {
  const base = path.join(dir, 'base');
  let databases: string[] = [];
  try {
    databases = readdirSync(base).flatMap((oid) => [path.join(base, oid), path.join(base, oid, 'PG_VERSION')]);
  } catch {
    // No base folder (not a cluster yet): the directory and its PG_VERSION are watched.
  }
  const candidates = [path.join(dir, 'global', 'pg_control'), base, ...databases];
  return [dir, path.join(dir, 'PG_VERSION'), ...candidates.filter((file) => existsSync(file))];
}

export function watchStorage(dir: string, onLost: (reason: string) => void, intervalMs = 2000): StorageGuard {
  const expected = new Map(watchedPaths(dir).map((file) => [file, identity(file)]));
  let lost: string | null = null;
  const check = (): boolean => {
    if (lost) return false;
    for (const [file, was] of expected) {
      try {
        if (identity(file) === was) continue;
        lost = file === dir ? `${dir} was replaced by another directory` : `${file} was replaced`;
      } catch (err) {
        lost = `${file} is no longer readable (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
      }
      onLost(lost);
      return false;
    }
    return true;
  };
  const timer = setInterval(check, intervalMs);
  // The timer must not keep a closing server alive.
  timer.unref();
  return {
    check,
    get lost() {
      return lost;
    },
    stop: () => clearInterval(timer),
  };
}

/** 503 for every request once the storage is lost, and for a write whose storage vanished while it ran. */
export function installStorageGuard(app: FastifyInstance, guard: StorageGuard): void {
  // Connection: close, so that a kept-alive client does not hold up the server's stop.
  const refuse = (reply: FastifyReply) =>
    reply.code(503).header('content-type', 'application/json; charset=utf-8').header('connection', 'close');
  app.addHook('onRequest', async (_req: FastifyRequest, reply: FastifyReply) => {
    if (!guard.check()) return refuse(reply).send(STORAGE_LOST_BODY);
  });
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (READ_METHODS.has(req.method) || reply.statusCode === 503 || guard.check()) return payload;
    refuse(reply);
    return STORAGE_LOST_BODY;
  });
  app.addHook('onClose', async () => guard.stop());
}
