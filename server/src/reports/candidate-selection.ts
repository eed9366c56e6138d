/** What the participant-based reports (Patientregistration, SavedPatient) share: order, counts, identity cells. */
import { count, desc, type SQL } from 'drizzle-orm';
import { candidate } from '../db/schema.js';
import { digitId, streetId, text, type Cell } from './csv.js';
import { countsMap, type ReportContext } from './report-definition.js';

type Identity = Pick<
  typeof candidate.$inferSelect,
  'registraionId' | 'name' | 'mobileNo' | 'gender' | 'age' | 'address' | 'streetId'
>;

/** REGISTRATION ID | NAME | MOBILE NO | GENDER | AGE | ADDRESS | STREET ID, as both reports list them. */
export function identityCells(c: Identity): Cell[] {
  return [
    digitId(c.registraionId),
    text(c.name),
    text(c.mobileNo),
    text(c.gender),
    text(c.age),
    text(c.address),
    digitId(streetId(c.streetId)),
  ];
}

/** Ids of the matching participants, newest first (the hospital/created-date index serves this order). */
export function newestCandidatesFirst(ctx: ReportContext, where: SQL | undefined) {
  return ctx.db
    .select({ id: candidate.id })
    .from(candidate)
    .where(where)
    .orderBy(desc(candidate.createdDate), desc(candidate.id));
}

/** Matching participants per camp. */
export async function candidatesPerCamp(ctx: ReportContext, where: SQL | undefined): Promise<Map<number, number>> {
  return countsMap(
    await ctx.db.select({ campId: candidate.campId, n: count() }).from(candidate).where(where).groupBy(candidate.campId),
  );
}
