/**
 * The worklists offline (read-cache.ts asks this chunk when a worklist read gets no answer). A search, a clinic or a
 * page of a worklist never read online is answered from the open list of that worklist kept on the device (its first
 * page, as the screens and the warm-up read it: SEARCH_PAGE_SIZE rows), filtered by the plan the server searches by. The
 * screening worklist also lists those enrolled on this device whose enrolment still waits to be sent, marked
 * pending: the server puts every enrolled participant on it until her screening is done.
 */
import { screeningOutcome, screeningTestsDue, type ResultParam } from '@screening/domain/forms';
import { planFinds, worklistSearchPlan } from '@screening/domain/worklists';
import type { Candidate, EligibleDisease, Gender, ScreeningTest } from '../types';
import { SEARCH_PAGE_SIZE } from '../api/paged';
import type { QueuedWrite } from './outbox-db';
import { PENDING_REGISTRATION_ID } from './outbox-gate';
import { CLINIC_SEARCH, keptGet, keptReadsOf, SCREENING_TESTS, WORKLISTS, type KeptRead } from './read-store';

const SCREENING_STAGE = 1;

interface WorklistRequest {
  stage: number;
  search: string;
  page: number | null;
  size: number | null;
  campId: number | null;
}

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

function requestOf(body: string): WorklistRequest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { stage, search, page, size, campId } = parsed as Record<string, unknown>;
  if (int(stage) === null) return null;
  return {
    stage: stage as number,
    search: typeof search === 'string' ? search.trim() : '',
    page: int(page),
    size: int(size),
    campId: int(campId),
  };
}

const isOpenList = (request: WorklistRequest) =>
  request.search === '' && request.campId === null && (request.page ?? 0) === 0 && (request.size ?? Infinity) >= SEARCH_PAGE_SIZE;

/** Keys are `<user> post <path> <params> <body>` (read-store.ts); the worklist reads carry no params. */
const bodyOfKey = (userId: number, key: string): string | null => {
  const prefix = `${userId} post ${WORKLISTS} null `;
  return key.startsWith(prefix) ? key.slice(prefix.length) : null;
};

const rowsOf = (read: KeptRead): Candidate[] => {
  const data = typeof read.data === 'string' ? (JSON.parse(read.data || 'null') as unknown) : read.data;
  return Array.isArray(data) ? (data as Candidate[]) : [];
};

/** The newest open list of a worklist kept for the user. */
function openListOf(reads: readonly KeptRead[], userId: number, stage: number): KeptRead | undefined {
  let newest: KeptRead | undefined;
  for (const read of reads) {
    const body = bodyOfKey(userId, read.key);
    const request = body === null ? null : requestOf(body);
    if (request?.stage === stage && isOpenList(request) && (read.keptAt ?? 0) >= (newest?.keptAt ?? 0)) newest = read;
  }
  return newest;
}

/** Whether the server's search would find her: the same plan (@screening/domain/worklists). */
const matchesSearch = (candidate: Candidate, search: string, stage: number): boolean =>
  planFinds(worklistSearchPlan(search, stage), {
    name: candidate.name,
    registrationId: candidate.registraionId ?? candidate.registrationId,
    mobileNo: candidate.mobileNo,
    address: candidate.address,
  });

/** Whether the request's clinic and search would list her. */
const fits = (candidate: Candidate, request: WorklistRequest): boolean =>
  (request.campId === null || candidate.campId === request.campId) && matchesSearch(candidate, request.search, request.stage);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const number = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

const GENDERS: readonly string[] = ['MALE', 'FEMALE', 'OTHER'];

/**
 * Those enrolled on this device and not sent yet, as the screening worklist would list them: with the screening
 * tests the server will assign her when her enrolment arrives (the same rule on the screening tests kept on the
 * device; none when they were never read online). A test has no row of hers yet: its stand-in row id is the test's
 * id negated (the server does not read it; a screen tells her tests apart by it).
 */
function pendingEnrolments(
  queue: readonly QueuedWrite[],
  definitions: readonly ScreeningTest[],
  clinicNames: ReadonlyMap<number, string>,
): Candidate[] {
  const writes = queue.filter((write) => write.step === 'enrolment' && write.provisionalId !== null);
  return writes.reverse().map((write) => {
    const body = (write.data ?? {}) as Record<string, unknown>;
    const id = write.provisionalId as number;
    const gender = text(body.gender)?.toUpperCase() ?? null;
    const age = number(body.age);
    const due = screeningTestsDue(definitions, {
      gender: gender !== null && GENDERS.includes(gender) ? (gender as Gender) : null,
      age: age !== null && Number.isInteger(age) ? age : null,
    });
    return {
      id,
      registraionId: PENDING_REGISTRATION_ID,
      registrationId: PENDING_REGISTRATION_ID,
      name: text(body.name) ?? write.participantName,
      gender: text(body.gender),
      age,
      mobileNo: text(body.mobileNo),
      address: text(body.address),
      campId: number(body.campId),
      campName: clinicNames.get(number(body.campId) ?? NaN) ?? null,
      eligibleDiseases: due.map((test): EligibleDisease => ({
        candidateId: id,
        stage: test.stage,
        name: 'SCREENING',
        diseaseTestId: test.diseaseTestId,
        candidateTestId: -test.diseaseTestId,
      })),
    } as unknown as Candidate;
  });
}

/** Her clinics' names by id, from every clinic search kept on the device (her whole list among them). */
function clinicNamesOf(kept: readonly KeptRead[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const read of kept.filter((each) => each.key.includes(` ${CLINIC_SEARCH} `))) {
    const clinics: unknown = typeof read.data === 'string' ? JSON.parse(read.data || 'null') : read.data;
    for (const clinic of Array.isArray(clinics) ? (clinics as Record<string, unknown>[]) : []) {
      const id = number(clinic.campId);
      if (id !== null && typeof clinic.campName === 'string') names.set(id, clinic.campName);
    }
  }
  return names;
}

/** The screening tests kept on the device for the user (empty when never read online). */
async function screeningTestsOf(userId: number): Promise<ScreeningTest[]> {
  const kept = await keptGet(userId, SCREENING_TESTS).catch(() => undefined);
  return Array.isArray(kept) ? (kept as ScreeningTest[]) : [];
}

/** `<participant> <test>` of each result queued as finished (a 'Not now' keeps the test pending, as on the server). */
function finishedTests(queue: readonly QueuedWrite[]): Set<string> {
  const finished = new Set<string>();
  for (const write of queue) {
    const body = (write.data ?? {}) as Record<string, unknown>;
    if (write.step !== 'test' || body.completed !== 1) continue;
    const params = (body.testMetrics as { params?: unknown } | null)?.params;
    const outcome = screeningOutcome(Array.isArray(params) ? (params as ResultParam[]) : [], {
      stage: typeof body.stage === 'string' ? body.stage : null,
      completed: 1,
    });
    if (outcome.completed === 1) finished.add(`${write.participant} ${String(body.diseaseTestMasterId)}`);
  }
  return finished;
}

/**
 * What the queue tells of the list: a test finished on this device is no longer pending, and on the screening
 * worklist whoever has no screening test left is off it (the server dates her consent then).
 */
function withQueue(rows: Candidate[], queue: readonly QueuedWrite[], stage: number): Candidate[] {
  const finished = finishedTests(queue);
  if (finished.size === 0) return rows;
  return rows.flatMap((row) => {
    const tests = row.eligibleDiseases ?? [];
    const left = tests.filter((test) => !finished.has(`${row.id} ${test.diseaseTestId}`));
    if (left.length === tests.length) return [row];
    return stage === SCREENING_STAGE && left.length === 0 ? [] : [{ ...row, eligibleDiseases: left }];
  });
}

async function queueOf(userId: number): Promise<QueuedWrite[]> {
  const { writesOf } = await import(/* webpackChunkName: "outbox" */ './outbox-db');
  return writesOf(userId);
}

/**
 * The answer to a worklist read that got none: the one kept for the same request (`exact`), else the kept open
 * list narrowed to the request; on the screening worklist's first page, the pending enrolments first (newest first,
 * as the server orders). Undefined when nothing is known.
 */
export async function worklistOffline(userId: number, body: string, exact: KeptRead | undefined): Promise<KeptRead | undefined> {
  const request = requestOf(body);
  if (!request) return exact;
  let base = exact;
  let rows: Candidate[];
  /** NaN: the answer carries no count (a server that does not page). */
  let total: number;
  if (exact) {
    rows = rowsOf(exact);
    total = Number(exact.headers['x-total-count'] ?? NaN);
  } else {
    base = openListOf((await keptReadsOf(userId)) ?? [], userId, request.stage);
    const whole = base ? rowsOf(base) : [];
    const narrowed = request.search !== '' || request.campId !== null;
    const found = whole.filter((row) => fits(row, request));
    // The open list's own count stands for all who wait; a narrowed list counts what the device holds.
    total = narrowed ? found.length : Number(base?.headers['x-total-count'] ?? found.length);
    rows =
      request.size === null ? found : found.slice((request.page ?? 0) * request.size, ((request.page ?? 0) + 1) * request.size);
  }
  const queue = await queueOf(userId).catch(() => []);
  const listed = rows.length;
  rows = withQueue(rows, queue, request.stage);
  total -= listed - rows.length;
  if (request.stage === SCREENING_STAGE && (request.page ?? 0) === 0) {
    // A pending participant screened on the device has those tests off her list too, and leaves it with none left.
    const clinics = clinicNamesOf((await keptReadsOf(userId).catch(() => undefined)) ?? []);
    const enrolled = pendingEnrolments(queue, await screeningTestsOf(userId), clinics).filter((row) => fits(row, request));
    const pending = withQueue(enrolled, queue, request.stage);
    rows = [...pending, ...rows];
    total += pending.length;
    if (pending.length > 0) base ??= { key: '', userId, data: null, headers: { 'content-type': 'application/json' } };
  }
  if (!base) return undefined;
  const headers = { ...base.headers };
  if ('x-total-count' in headers && Number.isFinite(total)) headers['x-total-count'] = String(total);
  return { ...base, data: JSON.stringify(rows), headers };
}
