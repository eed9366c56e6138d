/**
 * Registration IDs (docs/api.md §5.1): clinic ID + street ID (3 digits, "000" when none) + the clinic's running
 * number (6 digits, from 000001). Example: 1203045 + 007 + 000012 → "1203045007000012".
 *
 * The number comes from sequence_counter by one INSERT … ON CONFLICT DO UPDATE … RETURNING inside the enrolment's
 * transaction: the counter row stays locked until that transaction ends, so concurrent enrolments into one clinic
 * (on any number of server instances) each get their own number, and a rolled-back enrolment gives its number back.
 */
import { sql } from 'drizzle-orm';
import { sequenceCounter } from '../db/schema.js';
import type { Tx } from '../db/types.js';

const STREET_WIDTH = 3;
const NUMBER_WIDTH = 6;

/** The clinic's next running number (1 for its first participant). */
export async function nextRegistrationNumber(tx: Tx, campId: number, login: string): Promise<number> {
  const [row] = await tx
    .insert(sequenceCounter)
    .values({ kind: 'registration', scopeId: campId, value: 1, createdBy: login })
    .onConflictDoUpdate({
      target: [sequenceCounter.kind, sequenceCounter.scopeId],
      set: { value: sql`${sequenceCounter.value} + 1`, lastModifiedBy: login, lastModifiedDate: sql`now()` },
    })
    .returning({ value: sequenceCounter.value });
  return row.value;
}

export function formatRegistrationId(clinicId: string, streetId: number | null, runningNumber: number): string {
  const street = String(streetId ?? 0).padStart(STREET_WIDTH, '0');
  return `${clinicId.trim()}${street}${String(runningNumber).padStart(NUMBER_WIDTH, '0')}`;
}

export { FAMILY_MEMBER_LIMIT, familyMemberId } from '@screening/domain/worklists';
