/**
 * What the participant-based reports (Patientregistration, SavedPatient) share: selection, order, counts, identity
 * cells; and whether a selection is a few people (fewPeople), which the result reports ask too.
 */
import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../db/rows.js';
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
 * A selection of at most this many people (participants and family members of its clinics) is read, on PostgreSQL,
 * through those people, sorted: reading the hospital in an index's order to keep a few clinics' rows costs in
 * proportion to the hospital (seconds at a million), sorting theirs in proportion to them. Past it, the hospital's
 * order gives the first rows at once.
 */
export const FEW_PEOPLE = 50_000;
/** Only a selection of at most this many clinics is counted: more are many people, in any hospital this serves. */
export const FEW_CLINICS = 20;

/**
 * Whether the selection is a few people (FEW_PEOPLE): on PostgreSQL, a few clinics' people counted up to that bound
 * before the first batch. The embedded database reads each batch as a query of its own, which would sort a few
 * people's rows again for every batch, and reads in the hospital's order.
 */
export async function fewPeople(ctx: ReportContext): Promise<boolean> {
  if (ctx.source.kind !== 'postgres') return false;
  const bound = ctx.fewPeople ?? FEW_PEOPLE;
  const { hospitalId, campIds } = ctx.selection;
  if (bound <= 0 || campIds.length > FEW_CLINICS) return false;
  // On the API's own connections: a report's are kept for downloads, and may all be busy.
  const [{ n }] = await selectRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from (select 1 from candidate c
      where c.hospital_id = ${hospitalId} and c.camp_id in (${idList(campIds)}) limit ${bound + 1}) people`,
  );
  return n <= bound;
}

/**
 * One stretch over candidate `c` and `joins` where `where` holds, newest first (created date, then id), selecting
 * `columns`: in the order of the hospital's index, or, for a few people (`few`), those people read first (a
 * materialised list), sorted, and each joined to her row by id.
 */
export function newestCandidatesFirst(columns: SQL, joins: SQL, where: SQL, few = false): ReportPart {
  return {
    rows: (after, limit) => {
      const continuing = after ? sql`and (c.created_date, c.id) < (${after[0]}::timestamptz, ${after[1]}::int)` : sql``;
      if (!few)
        return sql`select c.id, c.created_date::text as "createdKey", ${columns} from candidate c ${joins}
          where ${where} ${continuing}
          order by c.created_date desc, c.id desc ${limitTo(limit)}`;
      return sql`with p as materialized (select c.id, c.created_date from candidate c where ${where} ${continuing})
        select c.id, c.created_date::text as "createdKey", ${columns}
        from p
          -- Each person's row by her id (offset 0 keeps the planner from scanning the clinics' instead).
          join lateral (select * from candidate c where c.id = p.id offset 0) c on true ${joins}
        order by p.created_date desc, p.id desc ${limitTo(limit)}`;
    },
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
