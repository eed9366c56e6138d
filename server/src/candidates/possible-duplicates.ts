/**
 * POST /curable/findPossibleDuplicates: before a new participant is enrolled, who she may already be. Searched
 * among the participants Modify Patient Information would list the caller (listScope stage 3), so each one found
 * can be opened there:
 *   - the same 10-digit mobile number (candidate_mobile_idx), or
 *   - the same name, normalised (case-folded, runs of white space made one space, trimmed; Tamil and Latin
 *     compared as typed, never transliterated), with an age within 2 years, registered in a clinic of the same
 *     panchayat as the clinic she is being enrolled into (the clinic itself when it has no panchayat): the
 *     panchayat's few clinics bound the rows compared (candidate_camp_idx).
 * Both sides are normalised by the same SQL expression, so what "the same name" means cannot differ between them.
 */
import { and, between, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { POSSIBLE_DUPLICATES_MAX, type PossibleDuplicatesBody } from '@screening/domain/api';
import type { PossibleDuplicate } from '@screening/domain/types';
import { visibleCamps, type CallerScope } from '../camps/camp-scope.js';
import { camp, candidate } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { listScope } from './candidates-list.js';

/** How far apart two ages may be for the same name to count as possibly the same person. */
export const DUPLICATE_AGE_SPAN = 2;

const TEN_DIGITS = /^\d{10}$/;

const normalisedName = (value: SQL | typeof candidate.name): SQL => sql`lower(btrim(regexp_replace(${value}, '\\s+', ' ', 'g')))`;

export async function findPossibleDuplicates(
  db: DbOrTx,
  scope: CallerScope,
  body: PossibleDuplicatesBody,
): Promise<PossibleDuplicate[]> {
  const [clinic] = await db
    .select({ id: camp.id, panchayatId: camp.panchayatMasterId })
    .from(camp)
    .where(and(eq(camp.id, body.campId), visibleCamps(scope.user, scope.hospitalId)));
  if (!clinic) throw notFound('CLINIC_NOT_FOUND');

  const mobile = body.mobileNo?.trim() ?? '';
  const name = body.name?.trim() ?? '';
  const { age } = body;
  const branches: SQL[] = [];
  if (TEN_DIGITS.test(mobile)) branches.push(eq(candidate.mobileNo, mobile));
  if (name !== '' && age !== null && age !== undefined) {
    const samePlace =
      clinic.panchayatId === null
        ? eq(candidate.campId, clinic.id)
        : inArray(
            candidate.campId,
            sql`(select ${camp.id} from ${camp} where ${camp.panchayatMasterId} = ${clinic.panchayatId})`,
          );
    branches.push(
      and(
        samePlace,
        between(candidate.age, age - DUPLICATE_AGE_SPAN, age + DUPLICATE_AGE_SPAN),
        eq(normalisedName(candidate.name), normalisedName(sql`${name}::text`)),
      ) as SQL,
    );
  }
  if (branches.length === 0) return [];

  // One query per branch: each is served by its own index, which an OR of the two would defeat.
  const found = await Promise.all(
    branches.map((branch) =>
      db
        .select({
          id: candidate.id,
          name: candidate.name,
          age: candidate.age,
          gender: candidate.gender,
          registrationId: candidate.registraionId,
          createdDate: candidate.createdDate,
          campId: camp.id,
          campIdPrefix: camp.campIdPrefix,
          campName: camp.name,
        })
        .from(candidate)
        .innerJoin(camp, eq(camp.id, candidate.campId))
        .where(and(listScope(scope, 3), branch))
        .orderBy(desc(candidate.createdDate), desc(candidate.id))
        .limit(POSSIBLE_DUPLICATES_MAX),
    ),
  );
  const byId = new Map(found.flat().map((row) => [row.id, row]));
  return [...byId.values()]
    .sort((a, b) => b.createdDate.getTime() - a.createdDate.getTime() || b.id - a.id)
    .slice(0, POSSIBLE_DUPLICATES_MAX)
    .map((row) => ({
      id: row.id,
      name: row.name,
      age: row.age,
      gender: row.gender,
      registrationId: row.registrationId,
      clinic: { id: row.campId, outreachClinicId: row.campIdPrefix, name: row.campName },
      registrationDate: row.createdDate.toISOString(),
    }));
}
