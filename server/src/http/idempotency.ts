/**
 * Idempotent writes: a write may carry an `Idempotency-Key` header (1–100 of A–Z a–z 0–9 _ -), chosen by the
 * caller and scoped to her (another user's same key is another key). The key row is inserted inside the write's
 * transaction (inTransaction), so it exists exactly when the write committed; the answer is stored once sent. A
 * request that comes again with a key already recorded is not run:
 *   same request, answer stored      → the stored answer again, with `Idempotent-Replayed: true`
 *   another request (method, URL, body) → 422
 *   the first one still running       → 409 "This request is already being saved."
 *   committed but no answer stored    → 409 "This request was already saved. Reload to see it." (the server stopped
 *                                        between commit and reply)
 * A write that fails (4xx/5xx inside its transaction) leaves no key, so a corrected retry with the same key runs.
 * Signed-in /api writes only; elsewhere, and on a route declaring `idempotent: false`, the header is ignored. Keys
 * are never logged.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKey } from '../db/schema.js';
import type { Db, Tx } from '../db/types.js';
import { appendHook } from './access.js';
import { badRequest, conflict, refusal } from './errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key answers again; housekeeping removes older ones. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers of writes are small; a larger one (or a stream) is not kept, and a retry then gets the 409 "already saved". */
const MAX_STORED_ANSWER_BYTES = 256 * 1024;

/** The key a request carries, once checked; `recorded` once its row committed with the write. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
  recorded: boolean;
  /** Called by inTransaction when the write and its key committed. */
  markRecorded(): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on a write whose answer holds a secret (a temporary password): it takes no key, so it is never stored. */
    idempotent?: false;
  }
  interface FastifyRequest {
    /** Set on a signed-in /api write that carries an Idempotency-Key; null otherwise. */
    idempotency: IdempotencyClaim | null;
  }
}

function requestHash(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method}\n${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}

/** Inside the write's transaction: the key commits or rolls back with it. Another request holding it → 409. */
export async function recordIdempotencyKey(tx: Tx, claim: IdempotencyClaim): Promise<void> {
  const inserted = await tx
    .insert(idempotencyKey)
    .values({ userId: claim.userId, key: claim.key, route: claim.route, requestHash: claim.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (inserted.length === 0) throw conflict('REQUEST_IN_PROGRESS');
}

export async function purgeIdempotencyKeys(db: Db | Tx, before: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, before))
    .returning({ key: idempotencyKey.key });
  return removed.length;
}

function storableAnswer(payload: unknown): string | null {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return Buffer.byteLength(payload) <= MAX_STORED_ANSWER_BYTES ? payload : null;
  if (Buffer.isBuffer(payload)) return payload.length <= MAX_STORED_ANSWER_BYTES ? payload.toString('utf8') : null;
  return null;
}

export function installIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  // Keys committed in this process whose answer is not stored yet: a retry then is told the first is being saved,
  // not that it was lost. Reads never get here (they record no key), so a retried read simply runs again.
  const answering = new Set<string>();
  const idOf = (claim: { userId: number; key: string }) => `${claim.userId}:${claim.key}`;

  async function checkKey(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !req.user) return undefined;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest('IDEMPOTENCY_KEY_INVALID');
    const claim: IdempotencyClaim = {
      userId: req.user.userId,
      key: header,
      route: `${req.method} ${req.routeOptions.url ?? ''}`,
      requestHash: requestHash(req),
      recorded: false,
      markRecorded() {
        claim.recorded = true;
        answering.add(idOf(claim));
      },
    };
    const [saved] = await req.server.db
      .select()
      .from(idempotencyKey)
      .where(and(eq(idempotencyKey.userId, claim.userId), eq(idempotencyKey.key, claim.key)));
    if (saved) {
      if (saved.requestHash !== claim.requestHash) throw refusal(422, 'IDEMPOTENCY_KEY_REUSED');
      if (saved.responseStatus === null || saved.responseBody === null) {
        throw conflict(answering.has(idOf(claim)) ? 'REQUEST_IN_PROGRESS' : 'REQUEST_ALREADY_SAVED');
      }
      reply.code(saved.responseStatus).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if (saved.responseType) reply.type(saved.responseType);
      return reply.send(saved.responseBody);
    }
    req.idempotency = claim;
    return undefined;
  }

  // After the route's own preHandlers (the privilege check), so a caller who lost the privilege gets no replay.
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent === false) return;
    if (![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
    route.preHandler = appendHook(route.preHandler, checkKey);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim?.recorded) return payload;
    const body = storableAnswer(payload);
    try {
      if (body !== null) {
        const type = reply.getHeader('content-type');
        await req.server.db
          .update(idempotencyKey)
          .set({ responseStatus: reply.statusCode, responseType: typeof type === 'string' ? type : null, responseBody: body })
          .where(and(eq(idempotencyKey.userId, claim.userId), eq(idempotencyKey.key, claim.key)));
      }
    } catch (err) {
      // The write committed: its answer still goes out; a retry then gets the 409 "already saved".
      req.log.error({ event: 'idempotency-answer-not-stored', err }, 'The answer of an idempotent write was not stored');
    } finally {
      answering.delete(idOf(claim));
    }
    return payload;
  });
}
