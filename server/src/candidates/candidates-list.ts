/**
 * POST /curable/getCandidatesList (docs/api.md §5.4): the screening worklist (stage 1), the clinical worklist
 * (stage 2), Modify Patient Information (stage 3) and the referral-to-hospital worklist (stage 4, this product's:
 * the part of stage 2 with no clinical evaluation recorded yet), scoped by the caller's role from the token.
 *
 * | role                 | stages 1, 2 and 4                 | stage 3                           |
 * |----------------------|-----------------------------------|-----------------------------------|
 * | 2 Program Coordinator| the whole hospital                | the whole hospital                |
 * | 3 Camp Coordinator   | clinics the caller created        | clinics where the caller is staff |
 * | 4, 5, 6              | clinics where the caller is staff | clinics where the caller is staff |
 * | 1 admin              | clinics created or staffed (the seed gives the admin no worklist menu)  |
 *
 * Every list starts from the participants the caller may touch by id (visibleCandidates, camps/camp-scope.ts);
 * the Camp Coordinator's worklists then keep one half of her scope each. Clinics are matched by IN sub-queries,
 * so a person is listed once however many staff rows match.
 */
import {
  and,
  asc,
  count,
  desc,
  type AnyColumn,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { WORKLIST_MAX_ROWS, WORKLIST_SEARCH_COUNT_LIMIT, type WorklistStage } from '@screening/domain/api';
import type { Candidate, EligibleDisease, WorklistClinic } from '@screening/domain/types';
import { worklistSearchPlan, type SearchedField, type WorklistSearchPlan } from '@screening/domain/worklists';
import { campIdsWhere, isCreatedBy, isStaffOf, visibleCandidates, type CallerScope } from '../camps/camp-scope.js';
import { camp, candidate, candidateTest, diseaseTestMaster } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import type { AuthUser } from '../http/access.js';
import { ROLE } from '../seed/ids.js';
import { toCandidateDto } from './candidate.dto.js';
import type { CandidateRow } from './participant.js';

export type ListStage = WorklistStage;

/** Test kind listed as eligibleDiseases per worklist. */
const WORKLIST_TEST: Record<1 | 2 | 4, 'SCREENING' | 'CLINICAL'> = { 1: 'SCREENING', 2: 'CLINICAL', 4: 'CLINICAL' };

/** LIKE pattern for a case-insensitive substring match; % _ and \ in the search are literal. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Camp Coordinator's half of her scope per list; every other role's list is her whole scope. */
function worklistHalf(user: AuthUser, stage: ListStage): SQL | undefined {
  if (user.roleId !== ROLE.campCoordinator) return undefined;
  return inArray(candidate.campId, campIdsWhere(stage === 3 ? isStaffOf(user.userId) : isCreatedBy(user.login)));
}

/** A referred participant: some test row carries referral = true. */
const referred = exists(
  sql`(select 1 from ${candidateTest} where ${candidateTest.candidateId} = ${candidate.id} and ${candidateTest.referral} = true)`,
);

/**
 * Some clinical evaluation was recorded: a clinical test saved (its test date is set by Save and Finish) or finished.
 * The clinical forms' ids are read once (an array), so that each participant is one lookup of the index of recorded
 * tests by participant and form, not a read of all her recorded tests and their forms.
 */
const clinicallyEvaluated = exists(
  sql`(select 1 from ${candidateTest} where ${candidateTest.candidateId} = ${candidate.id}
    and ${candidateTest.diseaseTestMasterId} = any(array(select ${diseaseTestMaster.id} from ${diseaseTestMaster} where ${diseaseTestMaster.name} = 'CLINICAL'))
    and (${candidateTest.testDate} is not null or ${candidateTest.completed} = 1))`,
);

function stageFilter(stage: ListStage): SQL | undefined {
  switch (stage) {
    case 1:
      return and(eq(candidate.isRecordDeleted, false), isNull(candidate.consentDate));
    case 2:
      // optionalId 1 = referred or screened, not yet through clinical evaluation (2); null is not listed.
      return and(eq(candidate.isRecordDeleted, false), eq(candidate.optionalId, 1), referred);
    case 4:
      // Referred to hospital and not seen there yet: once a clinical form is saved she is on list 2 only.
      return and(stageFilter(2), not(clinicallyEvaluated));
    default:
      // Tagged persons are listed (so they can be enrolled later); family-member rows are not participants.
      return and(isNull(candidate.surveyStatus), isNull(candidate.parentCandidateId));
  }
}

/**
 * Whom a list may show the caller (who is on one of her worklists), before any search or clinic filter: the
 * possible-duplicate check uses stage 3's.
 */
export function listScope(scope: CallerScope, stage: ListStage): SQL {
  return and(visibleCandidates(scope), worklistHalf(scope.user, stage), stageFilter(stage)) as SQL;
}

/** The search's plan (@screening/domain/worklists, which the device's kept lists also filter by) as SQL. */
export const PLAN_COLUMNS: Record<SearchedField, AnyColumn> = {
  name: candidate.name,
  registrationId: candidate.registraionId,
  mobileNo: candidate.mobileNo,
  address: candidate.address,
};

/**
 * A substring is served by the trigram indexes; a whole Registration ID or mobile number is a btree lookup rather
 * than trigram scans of four columns.
 */
export function searchFilter(
  plan: WorklistSearchPlan,
  columns: Record<SearchedField, AnyColumn> = PLAN_COLUMNS,
): SQL | undefined {
  switch (plan.kind) {
    case 'all':
      return undefined;
    case 'registrationIds':
      return inArray(candidate.registraionId, plan.ids);
    case 'mobile':
      return eq(candidate.mobileNo, plan.mobileNo);
    case 'contains': {
      const pattern = containsPattern(plan.text);
      return or(...plan.fields.map((field) => ilike(columns[field], pattern)));
    }
  }
}

/**
 * The planner cannot tell three rare letters from three common ones: for both it reads the participants newest first
 * until a page is found, and for a rare one that reads the whole hospital (0.7–0.9 s at 200,000 participants). So a
 * substring search is counted first, through the trigram indexes alone (the count the answer carries anyway): when
 * its matches are few for the rows asked (FEW_MATCHES_PER_ROW each, at most FEW_MATCHES_MOST), they are found through
 * the indexes and only they are sorted (in a query of their own, bounded by FEW_MATCHES_FENCE, far above any count
 * that leads there); past it, they are dense enough that reading newest first finds the rows at once.
 */
const FEW_MATCHES_FENCE = WORKLIST_MAX_ROWS * 10;
/**
 * Reading newest first costs in proportion to the rows asked over the matches' share of the hospital, sorting the
 * matches in proportion to them. At a million participants a search of 1,375 matches read newest first took 1.9 s
 * for the original client's 1,000 rows (and its count 1.25 s, by a plan that passed the trigram indexes by), sorted
 * 34 ms; a search of 10,000 matches sorted takes about 140 ms.
 */
export const FEW_MATCHES_PER_ROW = 10;
export const FEW_MATCHES_MOST = WORKLIST_MAX_ROWS * 5;
/** How many matches are few for `wanted` rows (those of the page and before it): the bound a search is counted to. */
export const fewMatchesFor = (wanted: number): number => Math.min(wanted * FEW_MATCHES_PER_ROW, FEW_MATCHES_MOST);

/** How long a search found to match more than its count's limit is taken to still do so, unread. */
export const DENSE_SEARCH_KEPT_MS = 60_000;

/**
 * Substring searches that matched more than their count's limit, per caller and list, for DENSE_SEARCH_KEPT_MS. A
 * common name ("Kav" of Kavitha, Kaviya, Kaveri) is what staff type most, and counting its thousands of matches is
 * most of what its first page costs the database: within the minute its count is "more than the limit" unread, and
 * its page is read newest first at once. A count that has since fallen under the limit is shown as "more" until the
 * minute is out; the rows are read fresh every time. Kept per scope (a Program Coordinator's is her hospital's, so
 * every coordinator of it shares what one found), one per server process.
 */
export class DenseSearches {
  private readonly found: LRUCache<string, true>;

  constructor(clock: () => Date) {
    this.found = new LRUCache<string, true>({
      max: 10_000,
      ttl: DENSE_SEARCH_KEPT_MS,
      // The server's clock, read at each look-up (no timer keeps a reading).
      perf: { now: () => clock().getTime() },
      ttlResolution: 0,
    });
  }

  has(key: string): boolean {
    return this.found.get(key) === true;
  }

  add(key: string): void {
    this.found.set(key, true);
  }
}

/** Pending tests of the worklist's kind per participant, in assignment order. */
async function pendingTests(
  db: DbOrTx,
  candidateIds: number[],
  kind: 'SCREENING' | 'CLINICAL',
): Promise<Map<number, EligibleDisease[]>> {
  const byCandidate = new Map<number, EligibleDisease[]>();
  if (candidateIds.length === 0) return byCandidate;
  const rows = await db
    .select({
      candidateId: candidateTest.candidateId,
      candidateTestId: candidateTest.id,
      diseaseTestId: diseaseTestMaster.id,
      description: diseaseTestMaster.description,
    })
    .from(candidateTest)
    .innerJoin(diseaseTestMaster, eq(diseaseTestMaster.id, candidateTest.diseaseTestMasterId))
    .where(
      and(inArray(candidateTest.candidateId, candidateIds), eq(candidateTest.completed, 0), eq(diseaseTestMaster.name, kind)),
    )
    .orderBy(asc(candidateTest.id));
  for (const row of rows) {
    const list = byCandidate.get(row.candidateId) ?? [];
    list.push({
      candidateId: row.candidateId,
      stage: row.description ?? '',
      name: kind,
      diseaseTestId: row.diseaseTestId,
      candidateTestId: row.candidateTestId,
    });
    byCandidate.set(row.candidateId, list);
  }
  return byCandidate;
}

/**
 * How many participants match a worklist search (the answer holds one page of them), counted up to a limit + 1:
 * that value means "more than the limit". Counting every match of a short search costs as much as reading them all.
 * The limit is WORKLIST_MAX_ROWS (no one pages past the first thousand), and WORKLIST_SEARCH_COUNT_LIMIT for a paged
 * search by text, whose matches are narrowed by typing more; it travels in WORKLIST_TOTAL_LIMIT_HEADER.
 */
export const WORKLIST_TOTAL_HEADER = 'X-Total-Count';
export const WORKLIST_TOTAL_LIMIT_HEADER = 'X-Total-Count-Limit';

/**
 * Rows the unpaged list reads at a time (about 140 KB of JSON): each batch is written out before the next is read,
 * so the answer is never held whole.
 */
export const WORKLIST_BATCH_ROWS = 200;

export interface WorklistPage {
  /** 0-based page; with `size`. */
  page?: number | null;
  /** Rows per page, at most WORKLIST_MAX_ROWS; absent: the first WORKLIST_MAX_ROWS rows. */
  size?: number | null;
  /** Only this clinic's participants (within the caller's worklist: another clinic gives nobody). */
  campId?: number | null;
}

interface Counted {
  /** Every match, beyond the page too, up to totalLimit + 1. */
  total: number;
  /** A total above this means "more than this many". */
  totalLimit: number;
}

export interface WorklistAnswer extends Counted {
  rows: Candidate[];
}

/** The unpaged list: counted first, then its rows newest first, a batch at a time as they are read. */
export interface WorklistBatches extends Counted {
  batches: AsyncGenerator<Candidate[]>;
}

/**
 * A row as the lists read it, with its created date as PostgreSQL's text: exact to the microsecond, where a Date
 * keeps milliseconds, so that the next batch starts right after it.
 */
const listedColumns = {
  ...getTableColumns(candidate),
  createdText: sql<string>`${candidate.createdDate}::text`.as('created_text'),
  // Each card shows her clinic: read with her row, not in a statement of its own.
  campName: sql<string | null>`(select ${camp.name} from ${camp} where ${camp.id} = ${candidate.campId})`.as('camp_name'),
};

/** A participant as the lists read her. */
type ListedRow = CandidateRow & { campName: string | null };

/** Where a batch ended in the newest-first order. */
type ReadFrom = { createdText: string; id: number };

// Newest first, of the table or of the few matches read from it.
const newestFirst = (t: { createdDate: AnyColumn; id: AnyColumn }) => [desc(t.createdDate), desc(t.id)];

/** One worklist's matches for one caller and search, and how they are counted. */
function worklistSearch(
  db: DbOrTx,
  user: AuthUser,
  hospitalId: number,
  stage: ListStage,
  search: string,
  campId: number | null | undefined,
  totalLimit: number,
  dense: DenseSearches | undefined,
) {
  const plan = worklistSearchPlan(search, stage);
  const where = and(
    listScope({ user, hospitalId }, stage),
    campId == null ? undefined : eq(candidate.campId, campId),
    searchFilter(plan),
  );
  /** The matches up to `limit` + 1; a substring search's through the trigram indexes alone (see FEW_MATCHES_FENCE). */
  const countMatches = async (limit: number) => {
    const count = async (on: DbOrTx) => {
      const matches = on
        .select({ one: sql`1` })
        .from(candidate)
        .where(where)
        .limit(limit + 1)
        .as('matches');
      const [{ n }] = await on.select({ n: sql<number>`count(*)::int` }).from(matches);
      return n;
    };
    if (plan.kind !== 'contains') return count(db);
    return db.transaction(async (tx) => {
      // Neither a scan of the table nor of an ordered index: for a count short of the limit either reads most of it.
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
      return count(tx);
    });
  };
  /** Matches newest first: `limit` of them after `offset`, or after where the previous batch ended (`from`). */
  const readNewest = (fewMatches: boolean, { limit, offset = 0, from }: { limit: number; offset?: number; from?: ReadFrom }) => {
    const after = from && sql`(${candidate.createdDate}, ${candidate.id}) < (${from.createdText}::timestamptz, ${from.id})`;
    if (!fewMatches)
      return db
        .select(listedColumns)
        .from(candidate)
        .where(and(where, after))
        .orderBy(...newestFirst(candidate))
        .limit(limit)
        .offset(offset);
    // A subquery with a limit is not merged into the outer query; the limit is far above the count just taken, so
    // participants enrolled in between are never cut off.
    const matches = db.select(listedColumns).from(candidate).where(and(where, after)).limit(FEW_MATCHES_FENCE).as('c');
    return db
      .select()
      .from(matches)
      .orderBy(...newestFirst(matches))
      .limit(limit)
      .offset(offset);
  };
  type Row = Awaited<ReturnType<typeof readNewest>>[number];
  /**
   * The count and the first rows (`read`). A substring search is counted first, which tells how to read it
   * (FEW_MATCHES_FENCE); any other is counted while it is read.
   */
  const countAndRead = async (wanted: number, read: (fewMatches: boolean) => Promise<Row[]>) => {
    if (plan.kind !== 'contains') {
      const [rows, total] = await Promise.all([read(false), countMatches(totalLimit)]);
      return { rows, total, fewMatches: false };
    }
    // Whom the search reads: a Program Coordinator's scope is her hospital's, anyone else's is her own. The search
    // is the plan's text, matched case-insensitively.
    const scopeKey = user.roleId === ROLE.programCoordinator ? 'hospital' : `${user.roleId}:${user.userId}`;
    // At most this many matches are few (never fewer than the count's limit, which is counted whole).
    const few = Math.max(totalLimit, fewMatchesFor(wanted));
    const denseKey = JSON.stringify([hospitalId, scopeKey, stage, campId ?? null, totalLimit, few, plan.text.toLowerCase()]);
    if (dense?.has(denseKey)) return { rows: await read(false), total: totalLimit + 1, fewMatches: false };
    const matches = await countMatches(few);
    const fewMatches = matches <= few;
    if (!fewMatches) dense?.add(denseKey);
    return { rows: await read(fewMatches), total: Math.min(matches, totalLimit + 1), fewMatches };
  };
  return { readNewest, countAndRead };
}

/** A batch of rows as the list's cards: each with her clinic's name and, on stages 1, 2 and 4, her pending tests. */
async function toListed(db: DbOrTx, stage: ListStage, rows: ListedRow[]): Promise<Candidate[]> {
  if (stage === 3) return rows.map((row) => toCandidateDto(row, { campName: row.campName }));
  const tests = await pendingTests(
    db,
    rows.map((row) => row.id),
    WORKLIST_TEST[stage],
  );
  return rows.map((row) => toCandidateDto(row, { eligibleDiseases: tests.get(row.id) ?? null, campName: row.campName }));
}

/** One page of a worklist (`size` rows, past WORKLIST_MAX_ROWS none), with its count. */
export async function listCandidates(
  db: DbOrTx,
  user: AuthUser,
  hospitalId: number,
  stage: ListStage,
  search: string,
  { page, size, campId }: WorklistPage = {},
  dense?: DenseSearches,
): Promise<WorklistAnswer> {
  const offset = (page ?? 0) * (size ?? WORKLIST_MAX_ROWS);
  const limit = Math.min(size ?? WORKLIST_MAX_ROWS, WORKLIST_MAX_ROWS - offset);
  const totalLimit = search !== '' && size != null ? WORKLIST_SEARCH_COUNT_LIMIT : WORKLIST_MAX_ROWS;
  const { readNewest, countAndRead } = worklistSearch(db, user, hospitalId, stage, search, campId, totalLimit, dense);
  const { rows, total } = await countAndRead(offset + Math.max(limit, 0), async (fewMatches) =>
    limit <= 0 ? [] : readNewest(fewMatches, { limit, offset }),
  );
  return { rows: await toListed(db, stage, rows), total, totalLimit };
}

/**
 * The original client's unpaged list: the newest WORKLIST_MAX_ROWS matches, the same rows in the same order as its
 * pages. The count and the first batch are read before anything is sent; each further batch starts where the last
 * ended (created date and id, not an offset: participants enrolled meanwhile are newer, so none is listed twice),
 * in a query of its own, so no database session is held while a slow client reads.
 */
export async function unpagedCandidates(
  db: DbOrTx,
  user: AuthUser,
  hospitalId: number,
  stage: ListStage,
  search: string,
  campId?: number | null,
  dense?: DenseSearches,
): Promise<WorklistBatches> {
  const totalLimit = WORKLIST_MAX_ROWS;
  const { readNewest, countAndRead } = worklistSearch(db, user, hospitalId, stage, search, campId, totalLimit, dense);
  const first = await countAndRead(WORKLIST_MAX_ROWS, (fewMatches) => readNewest(fewMatches, { limit: WORKLIST_BATCH_ROWS }));
  async function* batches(): AsyncGenerator<Candidate[]> {
    let rows = first.rows;
    let read = rows.length;
    for (;;) {
      if (rows.length > 0) yield await toListed(db, stage, rows);
      if (rows.length < WORKLIST_BATCH_ROWS || read >= WORKLIST_MAX_ROWS) return;
      const limit = Math.min(WORKLIST_BATCH_ROWS, WORKLIST_MAX_ROWS - read);
      rows = await readNewest(first.fewMatches, { limit, from: rows[rows.length - 1] });
      read += rows.length;
    }
  }
  return { batches: batches(), total: first.total, totalLimit };
}

/** The clinics of one worklist where someone is waiting, with how many (the clinic filter's choices). */
export async function worklistClinics(
  db: DbOrTx,
  user: AuthUser,
  hospitalId: number,
  stage: ListStage,
): Promise<WorklistClinic[]> {
  const waiting = db
    .select({ campId: candidate.campId, waiting: count().as('waiting') })
    .from(candidate)
    .where(listScope({ user, hospitalId }, stage))
    .groupBy(candidate.campId)
    .as('waiting');
  return db
    .select({ campId: camp.id, campIdPrefix: camp.campIdPrefix, campName: camp.name, waiting: waiting.waiting })
    .from(waiting)
    .innerJoin(camp, eq(camp.id, waiting.campId))
    .orderBy(asc(camp.name), asc(camp.id));
}
