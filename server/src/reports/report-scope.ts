/**
 * Which camps a caller may report on: exactly the camps activecampForReports offers them (the role scoping of
 * docs/api.md §4.2 inside their own hospital, past camps included), so a report never reaches beyond that list
 * whatever ids the body carries.
 */
import { and, inArray, type SQL } from 'drizzle-orm';
import { visibleCamps } from '../camps/camp-scope.js';
import { camp } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import type { AuthUser } from '../http/access.js';

/** The requested camp ids the caller may see; ids of other hospitals or outside the role scope drop out. */
export async function permittedCampIds(
  db: DbOrTx,
  user: AuthUser,
  hospitalId: number,
  requested: readonly number[],
): Promise<number[]> {
  if (requested.length === 0) return [];
  const rows = await db
    .select({ id: camp.id })
    .from(camp)
    .where(and(inArray(camp.id, [...requested]), visibleCamps(user, hospitalId)) as SQL)
    .orderBy(camp.id);
  return rows.map((r) => r.id);
}
