/**
 * Every write runs through inTransaction: the work and its audit row commit (or roll back) together.
 *
 *   const id = await inTransaction(req, 'CREATE', 'camp', async (tx, audit) => {
 *     const [row] = await tx.insert(camp).values({...}).returning({ id: camp.id });
 *     audit.entityId = row.id;
 *     audit.details = { name };
 *     return row.id;
 *   });
 *
 * A request carrying an Idempotency-Key records it in the same transaction (http/idempotency.ts), so the key exists
 * exactly when the write committed.
 *
 * Inside the callback use `tx` only: with PGlite a query on the outer handle waits for the transaction to end,
 * so it would never run.
 */
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/audit.js';
import type { Db, Tx } from '../db/types.js';
import { recordIdempotencyKey } from './idempotency.js';

/** What the callback may add to the audit row. userId/login default to the signed-in caller. */
export interface AuditEntry {
  entityId?: string | number | null;
  details?: Record<string, unknown> | null;
  userId?: number | null;
  login?: string | null;
}

export type TransactionWork<T> = (tx: Tx, audit: AuditEntry) => Promise<T>;

/** The same, without a request (seed, scripts): the actor is given explicitly. */
export async function runAudited<T>(
  db: Db,
  actor: { userId: number | null; login: string | null },
  action: string,
  entity: string,
  work: TransactionWork<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const audit: AuditEntry = {};
    const result = await work(tx, audit);
    await writeAudit(tx, {
      userId: audit.userId !== undefined ? audit.userId : actor.userId,
      login: audit.login !== undefined ? audit.login : actor.login,
      action,
      entity,
      entityId: audit.entityId,
      details: audit.details,
    });
    return result;
  });
}

export function inTransaction<T>(req: FastifyRequest, action: string, entity: string, work: TransactionWork<T>): Promise<T> {
  const actor = req.user ? { userId: req.user.userId, login: req.user.login } : { userId: null, login: null };
  const claim = req.idempotency;
  if (!claim || claim.recorded) return runAudited(req.server.db, actor, action, entity, work);
  return runAudited(req.server.db, actor, action, entity, async (tx, audit) => {
    await recordIdempotencyKey(tx, claim);
    return work(tx, audit);
  }).then((result) => {
    claim.markRecorded();
    return result;
  });
}
