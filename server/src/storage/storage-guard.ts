/**
 * Notices when the embedded database's directory disappears or is replaced while the server runs. PGlite keeps
 * its files open, so without this check writes would still answer 200 and be lost with the unlinked files.
 *
 * The directory's device and inode are taken at start and compared (with PG_VERSION still present) on every
 * request, again before a write's answer leaves, and on a timer; the first failure calls onLost once.
 */
import { statSync } from 'node:fs';
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

function identity(dir: string): { dev: number; ino: number } {
  const { dev, ino } = statSync(dir);
  statSync(path.join(dir, 'PG_VERSION'));
  return { dev, ino };
}

export function watchStorage(dir: string, onLost: (reason: string) => void, intervalMs = 2000): StorageGuard {
  const expected = identity(dir);
  let lost: string | null = null;
  const check = (): boolean => {
    if (lost) return false;
    try {
      const now = identity(dir);
      if (now.dev === expected.dev && now.ino === expected.ino) return true;
      lost = `${dir} was replaced by another directory`;
    } catch (err) {
      lost = `${dir} is no longer readable (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
    }
    onLost(lost);
    return false;
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
