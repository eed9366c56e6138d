/** What the participant-based reports (Patientregistration, SavedPatient) share: selection, order, counts, identity cells. */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportPart, Row } from './report-cursor.js';
import { countsPerCamp, idList, instant, limitTo, packedColumns, type ReportContext } from './report-definition.js';
import { digitId, genderText, streetId, text, type Cell } from './csv.js';

const identity = packedColumns('identity', {
  registraionId: sql`c.registraion_id`,
  name: sql`c.name`,
  mobileNo: sql`c.mobile_no`,
  gender: sql`c.gender`,
  age: sql`c.age`,
  address: sql`c.address`,
  streetId: sql`c.street_id`,
});

/** The identity columns of candidate `c` both reports list, as identityCells reads them. */
export const identityColumns = identity.column;

/** REGISTRATION ID | NAME | MOBILE NO | GENDER | AGE | ADDRESS | STREET ID, as both reports list them. */
export function identityCells(row: Row): Cell[] {
  const c = identity.unpack(row);
  return [
    digitId(c.registraionId),
    text(c.name),
    text(c.mobileNo),
    genderText(c.gender),
    text(c.age),
    text(c.address),
    digitId(streetId(c.streetId as number | null)),
  ];
}

/**
 * Candidates `c` of the selected camps created in the range, and `condition`. The hospital leads so that the
 * (hospital, created date, id) index serves the range and the order.
 */
export function selectedCandidates({ selection }: ReportContext, condition: SQL): SQL {
  return sql`c.hospital_id = ${selection.hospitalId} and c.camp_id in (${idList(selection.campIds)})
    and c.created_date >= ${instant(selection.from)} and c.created_date < ${instant(selection.until)} and ${condition}`;
}

/**
 * One stretch over `from` (which names the candidate `c`) where `where` holds, newest first (created date, then id),
 * selecting `columns`.
 */
export function newestCandidatesFirst(columns: SQL, from: SQL, where: SQL): ReportPart {
  return {
    rows: (after, limit) => sql`select c.id, c.created_date::text as "createdKey", ${columns} from ${from}
      where ${where}
      ${after ? sql`and (c.created_date, c.id) < (${after[0]}::timestamptz, ${after[1]}::int)` : sql``}
      order by c.created_date desc, c.id desc ${limitTo(limit)}`,
    key: (row) => [row.createdKey, row.id],
  };
}

/** Matching participants per camp. */
export function candidatesPerCamp(ctx: ReportContext, where: SQL): Promise<Map<number, number>> {
  return countsPerCamp(
    ctx.db,
    sql`select c.camp_id as "campId", count(*)::int as n from candidate c where ${where} group by c.camp_id`,
  );
}
