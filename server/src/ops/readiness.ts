/**
 * Readiness: may a load balancer or an orchestrator send this instance traffic? Yes only while the database answers,
 * its schema is the one this release migrates to, and the server is not stopping. Liveness (`/api/health`) is the
 * process alone and never touches the database, so a database outage takes instances out of rotation instead of
 * getting them restarted.
 *
 * A hung database (connections accepted, nothing answered) must not hang the probe: each check waits at most
 * `timeoutMs`. Only one probe query is in flight at a time; checks that arrive meanwhile wait on it, so a hung
 * database does not gather a pile of stuck probe queries that would take every pooled connection.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { routes } from '@screening/domain/api';
import { appliedSchemaVersion, currentSchemaVersion, type SchemaVersion } from '../db/migrations-folder.js';
import type { Db } from '../db/types.js';
import { serve } from '../http/contract-route.js';

export type ReadyState = { ready: true } | { ready: false; reason: string };

export interface Readiness {
  check(): Promise<ReadyState>;
  /** From now on every check answers not ready: the server is stopping. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

export const READY_TIMEOUT_MS = 2000;

const describeVersion = (v: SchemaVersion) => (v.migrations === 0 ? 'no migration' : `migration ${v.migrations} (${v.last})`);

/** A reason fit for an unauthenticated caller: what failed, never a host, a user or a password. */
function failureReason(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  const named = typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? ` (${code})` : '';
  return `the database is unreachable${named}`;
}

class Timeout extends Error {}

export function createReadiness(db: Db, { timeoutMs = READY_TIMEOUT_MS }: { timeoutMs?: number } = {}): Readiness {
  let shuttingDown = false;
  // The positive schema check is kept: a running release's schema does not move back.
  let schemaChecked = false;
  let probe: Promise<ReadyState> | null = null;

  const query = async (): Promise<ReadyState> => {
    await db.execute(sql`select 1`);
    if (schemaChecked) return { ready: true };
    const applied = await appliedSchemaVersion(db);
    const wanted = currentSchemaVersion();
    if (applied.migrations !== wanted.migrations || applied.last !== wanted.last) {
      return {
        ready: false,
        reason: `the database schema is at ${describeVersion(applied)}; this release needs ${describeVersion(wanted)}`,
      };
    }
    schemaChecked = true;
    return { ready: true };
  };

  const withTimeout = (work: Promise<ReadyState>): Promise<ReadyState> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };

  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    async check() {
      if (shuttingDown) return { ready: false, reason: 'the server is shutting down' };
      if (!probe) {
        probe = query().finally(() => {
          probe = null;
        });
      }
      try {
        const state = await withTimeout(probe);
        // The server may have begun stopping while the database answered.
        return shuttingDown ? { ready: false, reason: 'the server is shutting down' } : state;
      } catch (err) {
        if (err instanceof Timeout) return { ready: false, reason: `the database did not answer within ${timeoutMs / 1000} s` };
        return { ready: false, reason: failureReason(err) };
      }
    },
  };
}

/** `GET /api/ready`: 200 {ready: true} or 503 {ready: false, reason}. Public, like /api/health. */
export function readinessRoutes(app: FastifyInstance, readiness: Readiness): void {
  serve(
    app,
    routes.ready,
    // Probes come every few seconds: their request lines would drown the log (a failing one still shows as a 503
    // at the orchestrator, and the reason is in the answer).
    { logLevel: 'warn' },
    async (_req, reply) => {
      const state = await readiness.check();
      return reply.code(state.ready ? 200 : 503).send(state);
    },
  );
}
