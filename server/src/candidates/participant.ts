/** Loading the participant a request names, always within the caller's scope (camps/camp-scope.ts). */
import { and, eq, isNull } from 'drizzle-orm';
import { visibleCandidates, type CallerScope } from '../camps/camp-scope.js';
import { candidate } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { badRequest, notFound } from '../http/errors.js';

export type CandidateRow = typeof candidate.$inferSelect;

/** A positive integer id from a lenient body value ("12" or 12), or null when absent or blank. */
export function optionalId(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest('POSITIVE_WHOLE_NUMBER', { field }, field);
  return n;
}

export function requiredId(value: unknown, field: string): number {
  const id = optionalId(value, field);
  if (id === null) throw badRequest('FIELD_REQUIRED', { field }, field);
  return id;
}

/**
 * A participant the caller may touch: a registered person (enrolled or tagged) of a camp in her scope, never a
 * family-member row, which belongs to its participant's family page. Anything else is 404 with the answer an
 * unknown id gets, so records of other hospitals and other camps are not confirmed to exist. With `lock` (a
 * write follows in the same transaction) the row stays locked until it commits.
 */
export async function loadParticipant(db: DbOrTx, scope: CallerScope, id: number, lock = false): Promise<CandidateRow> {
  const query = db
    .select()
    .from(candidate)
    .where(and(eq(candidate.id, id), isNull(candidate.parentCandidateId), visibleCandidates(scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('PARTICIPANT_NOT_FOUND', { id });
  return row;
}
