/**
 * The follow-up lists, the home tile's counts and the calls and moves (docs/follow-up.md). A follow-up is the
 * caller's when its participant is (camps/camp-scope.ts): another clinic's or hospital's is "not found", as any record.
 */
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  applyFollowUpMove,
  daysOverdue,
  isMoveRefusal,
  moveDateRange,
  type FollowUpFacts,
  type FollowUpMove,
  type FollowUpState,
  type FollowUpWindow,
} from '@screening/domain/follow-up';
import type { FollowUp, FollowUpCounts, FollowUpEvent, FollowUpListBody, FollowUpRecordBody } from '@screening/domain/api';
import { worklistSearchPlan } from '@screening/domain/worklists';
import { campIdsWhere, visibleCamps, type CallerScope } from '../camps/camp-scope.js';
import { camp, candidate, employee, followUp, followUpEvent } from '../db/schema.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { FEW_MATCHES_MOST, fewMatchesFor, PLAN_COLUMNS, searchFilter } from '../candidates/candidates-list.js';
import type { FollowUpActor } from './open.js';
import { loadFollowUpSettings } from './settings.js';

const OPEN: FollowUpState[] = ['DUE', 'CONTACTED', 'ATTENDED'];
/** The list's default: overdue and due within the week. */
const DUE_SOON_DAYS = 7;
const EVENTS_SHOWN = 5;
const DEFAULT_PAGE_SIZE = 25;

function windowFilter(window: FollowUpWindow, today: string): SQL {
  switch (window) {
    case 'DUE_SOON':
      return and(inArray(followUp.state, OPEN), lte(followUp.dueDate, addDays(today, DUE_SOON_DAYS))) as SQL;
    case 'OPEN':
      return inArray(followUp.state, OPEN);
    case 'CLOSED':
      return eq(followUp.state, 'CLOSED');
    case 'LOST':
      return eq(followUp.state, 'LOST');
  }
}

/**
 * The caller's follow-ups: her participants', through the clinic each carries (hers, which never changes), so that
 * the counts read the follow-ups alone (schema.ts follow_up_open_idx).
 */
const inScope = ({ user, hospitalId }: CallerScope) =>
  and(
    eq(followUp.hospitalId, hospitalId),
    eq(followUp.isRecordDeleted, false),
    inArray(followUp.campId, campIdsWhere(visibleCamps(user, hospitalId))),
  ) as SQL;

const listColumns = {
  row: followUp,
  registrationId: candidate.registraionId,
  name: candidate.name,
  mobileNo: candidate.mobileNo,
  campId: candidate.campId,
  campName: camp.name,
};
type ListRow = Awaited<ReturnType<typeof selectFollowUps>>[number];

/** The follow-ups' newest `shown` calls and moves each (the list's few; her view's all). */
async function eventsOf(db: DbOrTx, ids: number[], shown = EVENTS_SHOWN): Promise<Map<number, FollowUpEvent[]>> {
  const byFollowUp = new Map<number, FollowUpEvent[]>();
  if (ids.length === 0) return byFollowUp;
  const rows = await db
    .select({
      followUpId: followUpEvent.followUpId,
      kind: followUpEvent.kind,
      outcome: followUpEvent.outcome,
      date: followUpEvent.eventDate,
      note: followUpEvent.note,
      at: followUpEvent.createdDate,
      by: employee.name,
    })
    .from(followUpEvent)
    .leftJoin(employee, eq(employee.id, followUpEvent.employeeId))
    .where(inArray(followUpEvent.followUpId, ids))
    .orderBy(desc(followUpEvent.id));
  for (const { followUpId, at, ...event } of rows) {
    const list = byFollowUp.get(followUpId) ?? [];
    if (list.length < shown) list.push({ ...event, at: at.toISOString() } as FollowUpEvent);
    byFollowUp.set(followUpId, list);
  }
  return byFollowUp;
}

type FollowUpRow = typeof followUp.$inferSelect;

/** What the moves read of a stored follow-up (the domain's words for its columns). */
const factsOf = (row: FollowUpRow): FollowUpFacts => ({
  state: row.state as FollowUpState,
  dueDate: row.dueDate,
  unansweredCalls: row.unansweredCalls,
  attendedDate: row.attendedDate,
  hospital: row.attendedHospital,
  finding: row.finding as FollowUpFacts['finding'],
  treatmentDate: row.treatmentDate,
  lostReason: row.lostReason as FollowUpFacts['lostReason'],
});

/** The columns a move writes, from the follow-up after it. */
const columnsOf = ({ hospital, ...rest }: FollowUpFacts) => ({ ...rest, attendedHospital: hospital });

function toFollowUp(found: ListRow, today: string, events: FollowUpEvent[]): FollowUp {
  const { row } = found;
  const open = (OPEN as string[]).includes(row.state);
  return {
    id: row.id,
    candidateId: row.candidateId,
    registrationId: found.registrationId,
    name: found.name,
    mobileNo: found.mobileNo,
    campId: found.campId,
    campName: found.campName,
    disease: row.disease as FollowUp['disease'],
    urgency: row.urgency as FollowUp['urgency'],
    reasons: row.reasons,
    referredOn: row.referredOn,
    ...factsOf(row),
    daysOverdue: open ? daysOverdue(row.dueDate, today) : 0,
    events,
  };
}

function selectFollowUps(db: DbOrTx, where: SQL) {
  return db
    .select(listColumns)
    .from(followUp)
    .innerJoin(candidate, eq(candidate.id, followUp.candidateId))
    .leftJoin(camp, eq(camp.id, candidate.campId))
    .where(where);
}

/** A search's columns: her name as her follow-up carries it (schema.ts), the rest on her row. */
const SEARCHED_COLUMNS = { ...PLAN_COLUMNS, name: followUp.name };

/** How many match: her row is read only when a field of it other than her name is searched. */
function countOf(db: DbOrTx, where: SQL, readsHerRow: boolean) {
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(followUp)
    .$dynamic();
  return (readsHerRow ? count.innerJoin(candidate, eq(candidate.id, followUp.candidateId)) : count).where(where);
}

/**
 * The planner cannot tell three rare letters from three common ones: for both it reads the follow-ups most overdue
 * first until a page is found, which for a rare name is most of them (51,000 for 184 matches at a million
 * participants, 110 ms). So a search by name alone is counted first (through follow_up_name_trgm, a few milliseconds)
 * and, when its matches are few for the rows asked (fewMatchesFor, as the worklists'), they are read through that
 * index and only they are sorted. The subquery's bound keeps it from being merged into the sorted query; it is far
 * above any count that leads there, so nothing opened in between is cut off.
 */
const FEW_MATCHES_FENCE = FEW_MATCHES_MOST * 10;

/** The statements of a page of the list: its rows (`fewMatches`: read as above) and how many match. */
export function followUpListQueries(db: DbOrTx, scope: CallerScope, today: string, body: FollowUpListBody) {
  const window = body.window ?? 'DUE_SOON';
  const size = body.size ?? DEFAULT_PAGE_SIZE;
  const page = body.page ?? 0;
  const plan = worklistSearchPlan((body.search ?? '').trim(), 2);
  const readsHerRow = plan.kind !== 'all' && (plan.kind !== 'contains' || plan.fields.some((field) => field !== 'name'));
  const where = and(
    inScope(scope),
    windowFilter(window, today),
    body.campId == null ? undefined : eq(followUp.campId, body.campId),
    searchFilter(plan, SEARCHED_COLUMNS),
  ) as SQL;
  // Open ones most overdue first; closed and lost ones newest first.
  const order =
    window === 'DUE_SOON' || window === 'OPEN'
      ? [asc(followUp.dueDate), asc(followUp.id)]
      : [desc(followUp.lastModifiedDate), desc(followUp.id)];
  const few = plan.kind === 'contains' && !readsHerRow ? fewMatchesFor((page + 1) * size) : 0;
  const rows = (fewMatches: boolean) =>
    selectFollowUps(
      db,
      fewMatches
        ? inArray(followUp.id, db.select({ id: followUp.id }).from(followUp).where(where).limit(FEW_MATCHES_FENCE))
        : where,
    )
      .orderBy(...order)
      .limit(size)
      .offset(page * size);
  return { page, size, few, rows, count: countOf(db, where, readsHerRow) };
}

export async function listFollowUps(db: DbOrTx, scope: CallerScope, today: string, body: FollowUpListBody) {
  const { page, size, few, ...queries } = followUpListQueries(db, scope, today, body);
  let rows: Awaited<ReturnType<typeof queries.rows>>;
  let total: number;
  if (few > 0) {
    [{ total }] = await queries.count;
    rows = await queries.rows(total <= few);
  } else {
    [rows, [{ total }]] = await Promise.all([queries.rows(false), queries.count]);
  }
  const events = await eventsOf(
    db,
    rows.map((r) => r.row.id),
  );
  return { items: rows.map((r) => toFollowUp(r, today, events.get(r.row.id) ?? [])), total, page, size };
}

export async function countFollowUps(db: DbOrTx, scope: CallerScope, today: string): Promise<FollowUpCounts> {
  const [counts] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${followUp.dueDate} < ${today})::int`,
      dueThisWeek: sql<number>`count(*) filter (where ${followUp.dueDate} >= ${today})::int`,
    })
    .from(followUp)
    .where(and(inScope(scope), inArray(followUp.state, OPEN), lte(followUp.dueDate, addDays(today, DUE_SOON_DAYS))));
  return counts;
}

/** One follow-up of the caller's, for the answer of a write. */
export async function loadFollowUp(db: DbOrTx, scope: CallerScope, id: number, today: string): Promise<FollowUp> {
  const [found] = await selectFollowUps(db, and(eq(followUp.id, id), inScope(scope)) as SQL);
  if (!found) throw notFound('FOLLOW_UP_NOT_FOUND', { id });
  const events = await eventsOf(db, [id]);
  return toFollowUp(found, today, events.get(id) ?? []);
}

/** A participant's follow-ups, newest referral first, each with every call (her view; the caller sees her already). */
export async function followUpsOfParticipant(db: DbOrTx, scope: CallerScope, candidateId: number, today: string) {
  const rows = await selectFollowUps(db, and(eq(followUp.candidateId, candidateId), inScope(scope)) as SQL).orderBy(
    desc(followUp.referredOn),
    desc(followUp.id),
  );
  const events = await eventsOf(
    db,
    rows.map((r) => r.row.id),
    Number.MAX_SAFE_INTEGER,
  );
  return rows.map((r) => toFollowUp(r, today, events.get(r.row.id) ?? []));
}

const STATE_WORDS: Record<FollowUpState, string> = {
  DUE: 'due',
  CONTACTED: 'contacted',
  ATTENDED: 'attended',
  CLOSED: 'closed',
  LOST: 'lost to follow-up',
};

function moveOf(body: FollowUpRecordBody): FollowUpMove {
  const note = body.note ?? null;
  const need = <T>(value: T | undefined, field: string): T => {
    if (value === undefined || value === null) throw badRequest('FIELD_REQUIRED', { field }, field);
    return value;
  };
  switch (body.kind) {
    case 'call':
      return {
        kind: 'call',
        outcome: need(body.outcome, 'outcome'),
        visitDate: body.visitDate,
        nextCallDate: body.nextCallDate,
        note,
      };
    case 'attended':
      return { kind: 'attended', date: need(body.date, 'date') as string, hospital: need(body.hospital, 'hospital'), note };
    case 'outcome':
      return { kind: 'outcome', finding: need(body.finding, 'finding'), treatmentStarted: body.treatmentStarted, note };
    case 'lost':
      return { kind: 'lost', reason: need(body.reason, 'reason'), note };
  }
}

/** The date an event shows: when she will visit, the next call, her visit, her treatment. */
function eventDate(move: FollowUpMove): string | null {
  switch (move.kind) {
    case 'call':
      return move.visitDate ?? move.nextCallDate ?? null;
    case 'attended':
      return move.date;
    case 'outcome':
      return move.treatmentStarted ?? null;
    case 'lost':
      return null;
  }
}

/** Applies one move to a follow-up of the caller's, locked for the transaction; answers what the list would show. */
export async function recordFollowUpMove(tx: Tx, scope: CallerScope, actor: FollowUpActor, body: FollowUpRecordBody) {
  const move = moveOf(body);
  const [found] = await tx
    .select({ row: followUp })
    .from(followUp)
    .innerJoin(candidate, eq(candidate.id, followUp.candidateId))
    .where(and(eq(followUp.id, body.followUpId), inScope(scope)))
    .for('update', { of: followUp });
  if (!found) throw notFound('FOLLOW_UP_NOT_FOUND', { id: body.followUpId });
  const { row } = found;
  const settings = await loadFollowUpSettings(tx, scope.hospitalId);
  const facts = factsOf(row);
  const next = applyFollowUpMove(facts, move, { today: actor.today, referredOn: row.referredOn, settings });
  if (isMoveRefusal(next)) {
    if (next.refused === 'FOLLOW_UP_MOVE_NOT_ALLOWED') {
      throw conflict('FOLLOW_UP_MOVE_NOT_ALLOWED', { state: STATE_WORDS[facts.state] }, next.field);
    }
    if (next.refused === 'FOLLOW_UP_DATE_OUT_OF_RANGE') {
      const range = moveDateRange(next.field, facts, { today: actor.today, referredOn: row.referredOn });
      throw badRequest('FOLLOW_UP_DATE_OUT_OF_RANGE', range, next.field);
    }
    throw badRequest(next.refused, next.refused === 'FIELD_REQUIRED' ? { field: next.field } : undefined, next.field);
  }
  await tx
    .update(followUp)
    .set({
      ...columnsOf(next),
      lastModifiedBy: actor.login,
      lastModifiedDate: actor.now,
    })
    .where(eq(followUp.id, row.id));
  await tx.insert(followUpEvent).values({
    followUpId: row.id,
    kind: move.kind,
    outcome: move.kind === 'call' ? move.outcome : null,
    eventDate: eventDate(move),
    note: move.note ?? null,
    employeeId: actor.employeeId,
    createdBy: actor.login,
    createdDate: actor.now,
  });
  return { from: facts.state, to: next.state, candidateId: row.candidateId };
}
