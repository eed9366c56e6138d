/**
 * The outbox in the one API client: a participant's write (enrolment, tag, details, eligibility, medical and
 * family details, screening and clinical records, a follow-up call) that cannot reach the server (offline, no answer, a 5xx) is kept
 * on the device and answered as saved, so the camp goes on; sync.ts sends it later with its first Idempotency-Key.
 * An enrolment kept this way answers with a provisional id (a large negative number) and a pending Registration
 * ID; the participant's next steps queue behind it and name her real id once it arrives.
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  isProvisionalId,
  participantWriteOf,
  pathOf,
  PENDING_REGISTRATION_ID,
  QUEUED_HEADER,
  type ParticipantWriteRoute,
} from './outbox-gate';
import { historyWriteKind } from '@screening/domain/types';
import { useAuthStore } from '../auth/auth.store';
import { useWorkflowStore } from '../workflow/workflow.store';
import { IDEMPOTENCY_KEY_HEADER } from '../api/idempotency';
import type { QueuedWrite, WriteStep } from './outbox-db';
import { useSyncStatus } from './sync-status';

let lastProvisional = 0;
/** Unique on this device: the capture time in microseconds, negated. */
export function newProvisionalId(): number {
  lastProvisional = Math.max(lastProvisional + 1, Date.now() * 1000);
  return -lastProvisional;
}

/** Every provisional id a body names (at any depth, as a number or its text). */
export function provisionalIdsIn(value: unknown, found = new Set<number>()): Set<number> {
  if (isProvisionalId(value)) found.add(Number(value));
  else if (Array.isArray(value)) for (const item of value) provisionalIdsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) provisionalIdsIn(item, found);
  return found;
}

/** The body with each provisional id replaced by the real one, in the same form (number or text). */
export function withRealIds<T>(value: T, realIds: ReadonlyMap<number, number>): T {
  if (isProvisionalId(value)) {
    const real = realIds.get(Number(value));
    if (real === undefined) return value;
    return (typeof value === 'string' ? String(real) : real) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withRealIds(item, realIds)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRealIds(item, realIds)])) as T;
  return value;
}

interface ParticipantWrite {
  step: WriteStep;
  /** Her id; null for a write that creates a participant (enrolment, tag). */
  participant: number | null;
  detail: string | null;
}

const toId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id !== 0 ? id : null;
};
type Body = Record<string, unknown>;
/** A form record's step: what the server will save it as (a result of either kind is a test's). */
function historyStep(body: Body): WriteStep {
  const kind = historyWriteKind(body);
  return kind === null || kind === 'screening' || kind === 'clinical' ? 'test' : kind;
}

/**
 * The writes a camp day makes for a participant, by route: what each is and whose; null for one the outbox does not
 * keep (a follow-up call that does not say whose it is: only enrolment and tag may name nobody, as they create her).
 */
const PARTICIPANT_WRITES: Record<ParticipantWriteRoute, (body: Body) => ParticipantWrite | null> = {
  enrol: (body) => ({
    step: body.screenId === 3 ? 'details' : 'enrolment',
    participant: toId(body.id),
    detail: null,
  }),
  saveParticipant: (body) => ({ step: 'tag', participant: toId(body.id), detail: null }),
  history: (body) => ({
    step: historyStep(body),
    participant: toId(body.candidateId),
    detail: typeof body.stage === 'string' ? body.stage : null,
  }),
  medicalHistory: (body) => ({ step: 'medical', participant: toId(body.candidateId), detail: null }),
  followUpRecord: (body) => {
    const participant = toId(body.candidateId);
    return participant === null
      ? null
      : { step: 'followUp', participant, detail: typeof body.kind === 'string' ? body.kind : null };
  },
};

function bodyOf(config: InternalAxiosRequestConfig): unknown {
  if (typeof config.data !== 'string') return config.data;
  try {
    return JSON.parse(config.data) as unknown;
  } catch {
    return config.data;
  }
}

function answer(config: InternalAxiosRequestConfig, data: unknown, status: number, queued: boolean): AxiosResponse {
  const headers = new AxiosHeaders();
  if (queued) headers.set(QUEUED_HEADER, 'true');
  return { data, status, statusText: queued ? 'Accepted' : 'OK', headers, config, request: null };
}

const loadDb = () => import(/* webpackChunkName: "outbox" */ './outbox-db');

/** What the page is told when its write is kept on the device: what the server would have answered, as far as known. */
function provisionalAnswer(route: ParticipantWriteRoute, body: Body, provisionalId: number | null): unknown {
  if (route === 'enrol' || route === 'saveParticipant')
    return provisionalId === null
      ? body
      : { ...body, id: provisionalId, registraionId: PENDING_REGISTRATION_ID, registrationId: PENDING_REGISTRATION_ID };
  return '';
}

/** Her name for the Sync page: from this write, an earlier queued one of hers, or the participant on screen. */
function participantName(body: Body, participant: number, earlier: QueuedWrite[]): string | null {
  if (typeof body.name === 'string' && body.name.trim()) return body.name;
  const queued = earlier.find((write) => write.participant === participant && write.participantName);
  if (queued) return queued.participantName;
  const current = useWorkflowStore.getState().participant;
  return current?.id === participant ? current.name : null;
}

async function queue(
  config: InternalAxiosRequestConfig,
  userId: number,
  route: ParticipantWriteRoute,
  write: ParticipantWrite,
  body: Body,
) {
  const db = await loadDb();
  const provisionalId = write.participant === null ? newProvisionalId() : null;
  const participant = write.participant ?? (provisionalId as number);
  const key = config.headers.get(IDEMPOTENCY_KEY_HEADER);
  await db.addWrite({
    userId,
    key: typeof key === 'string' ? key : null,
    url: pathOf(config),
    data: body,
    participant,
    participantName: participantName(body, participant, await db.writesOf(userId)),
    provisionalId,
    step: write.step,
    detail: write.detail,
    queuedAt: new Date().toISOString(),
    refusal: null,
  } satisfies QueuedWrite);
  await useSyncStatus.getState().refresh();
  return answer(config, provisionalAnswer(route, body, provisionalId), 202, true);
}

/** No network, or a server that did not answer the last call: the write is kept at once, not after a long wait. */
const deviceOffline = () =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) || !useSyncStatus.getState().reachable;

/** Whether a failure may have left the write unsaved, so it is kept and sent again with the same key. */
function unanswered(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.code === axios.AxiosError.ERR_CANCELED) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

/**
 * A request the outbox must see (outbox-transport.ts). Naming a provisional id, it gets her real id once known; a read
 * about a participant still provisional is answered as empty (nothing of hers is on the server yet); a participant
 * write is kept when the device is offline, when an earlier write of hers still waits, or when it gets no answer.
 */
export async function throughOutbox(send: AxiosAdapter, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const userId = useAuthStore.getState().userId;
  const method = (config.method ?? 'get').toLowerCase();
  if (userId === null) return send(config);
  let body = bodyOf(config);
  const provisional = provisionalIdsIn(body);
  let unresolved = provisional.size > 0;
  if (unresolved) {
    const resolved = await (await loadDb()).resolvedIdsOf(userId);
    const realIds = new Map([...resolved].map(([from, to]) => [from, to.id]));
    unresolved = [...provisional].some((id) => !realIds.has(id));
    body = withRealIds(body, realIds);
    if (typeof config.data === 'string') config.data = JSON.stringify(body);
  }
  const route = method === 'post' || method === 'put' ? participantWriteOf(config) : undefined;
  const classify = route && PARTICIPANT_WRITES[route];
  if (!classify || !body || typeof body !== 'object') {
    return unresolved ? answer(config, '', 200, false) : send(config);
  }
  const write = classify(body as Body);
  if (!write) return unresolved ? answer(config, '', 200, false) : send(config);
  const waitsBehind =
    unresolved || (write.participant !== null && (await (await loadDb()).hasQueuedFor(userId, write.participant)));
  if (waitsBehind || deviceOffline()) return queue(config, userId, route, write, body as Body);
  try {
    return await send(config);
  } catch (error) {
    if (unanswered(error)) return queue(config, userId, route, write, body as Body);
    throw error;
  }
}
