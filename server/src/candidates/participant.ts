/** Loading the participant or clinic a request names, always within the caller's hospital. */
import { and, eq, isNull } from 'drizzle-orm';
import { camp, candidate } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';

export type CandidateRow = typeof candidate.$inferSelect;
export type CampRow = typeof camp.$inferSelect;

/** A positive integer id from a lenient body value ("12" or 12), or null when absent or blank. */
export function optionalId(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest(`${field} must be a positive whole number.`, field);
  return n;
}

export function requiredId(value: unknown, field: string): number {
  const id = optionalId(value, field);
  if (id === null) throw badRequest(`${field} is required.`, field);
  return id;
}

/**
 * A participant of the hospital: a registered person (enrolled or tagged), never a family-member row, which
 * belongs to its participant's family page. Anything else is 404, so other hospitals' records stay invisible.
 */
export async function loadParticipant(db: DbOrTx, hospitalId: number, id: number, lock = false): Promise<CandidateRow> {
  const query = db
    .select()
    .from(candidate)
    .where(and(eq(candidate.id, id), eq(candidate.hospitalId, hospitalId), isNull(candidate.parentCandidateId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`Participant ${id} was not found.`);
  return row;
}

/** The chosen outreach clinic: 404 when unknown, 403 when it belongs to another hospital. */
export async function loadCampOfHospital(db: DbOrTx, hospitalId: number, campId: number): Promise<CampRow> {
  const [row] = await db.select().from(camp).where(and(eq(camp.id, campId), eq(camp.isRecordDeleted, false)));
  if (!row) throw notFound(`Outreach clinic ${campId} was not found.`);
  if (row.hospitalId !== hospitalId) throw forbidden('This outreach clinic belongs to another hospital.');
  return row;
}
