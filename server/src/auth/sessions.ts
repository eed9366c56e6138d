/**
 * Server-side sessions (ASVS V3): a token is only as good as its session row. Signing in creates one with an
 * absolute end; sign-out, a password change or reset and a deactivation revoke them, effective on the next call.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { authSession } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export type RevokeReason = 'sign-out' | 'password-changed' | 'password-reset' | 'deactivated' | 'temporary-password';

export interface ActiveSession {
  id: string;
  expiresAt: Date;
}

export async function createSession(db: DbOrTx, employeeId: number, maxSeconds: number, login: string): Promise<ActiveSession> {
  const id = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(authSession)
    .values({ id, employeeId, expiresAt: sql`now() + make_interval(secs => ${maxSeconds})`, createdBy: login })
    .returning({ id: authSession.id, expiresAt: authSession.expiresAt });
  return row;
}

/** The session when it belongs to the employee, is not revoked and has not reached its absolute end; else null. */
export async function findActiveSession(db: DbOrTx, id: string, employeeId: number): Promise<ActiveSession | null> {
  const rows = await db
    .select({ id: authSession.id, expiresAt: authSession.expiresAt })
    .from(authSession)
    .where(
      and(
        eq(authSession.id, id),
        eq(authSession.employeeId, employeeId),
        isNull(authSession.revokedAt),
        gt(authSession.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Revokes every live session of the employee (but `keep`, the caller's own, when given). */
export async function revokeSessions(
  db: DbOrTx,
  employeeId: number,
  reason: RevokeReason,
  by: string,
  keep?: string,
): Promise<number> {
  const rows = await db
    .update(authSession)
    .set({ revokedAt: sql`now()`, revokedReason: reason, lastModifiedBy: by, lastModifiedDate: sql`now()` })
    .where(
      and(
        eq(authSession.employeeId, employeeId),
        isNull(authSession.revokedAt),
        gt(authSession.expiresAt, sql`now()`),
        keep === undefined ? undefined : ne(authSession.id, keep),
      ),
    )
    .returning({ id: authSession.id });
  return rows.length;
}

export async function revokeSession(db: DbOrTx, id: string, employeeId: number, by: string): Promise<boolean> {
  const rows = await db
    .update(authSession)
    .set({
      revokedAt: sql`now()`,
      revokedReason: 'sign-out' satisfies RevokeReason,
      lastModifiedBy: by,
      lastModifiedDate: sql`now()`,
    })
    .where(and(eq(authSession.id, id), eq(authSession.employeeId, employeeId), isNull(authSession.revokedAt)))
    .returning({ id: authSession.id });
  return rows.length > 0;
}
