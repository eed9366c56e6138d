/**
 * Sends the outbox: the signed-in user's queued writes in the order they were captured, each with its first
 * Idempotency-Key (a write that reached the server before is answered again, never written twice). A participant's
 * writes wait behind her earlier ones; an enrolment's answer gives her real id and Registration ID to every later
 * write and to the screen. A refusal stays queued with the server's message until a person corrects or discards it.
 * No answer stops the run: the next one starts when the network returns, every minute, and after sign-in.
 */
import axios, { type AxiosError } from 'axios';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { api, errorMessage, refusalBody } from '../api/client';
import { call } from '../api/call';
import { IDEMPOTENCY_KEY_HEADER } from '../api/idempotency';
import { useAuthStore } from '../auth/auth.store';
import { useWorkflowStore } from '../workflow/workflow.store';
import * as db from './outbox-db';
import type { QueuedWrite, Refusal } from './outbox-db';
import { provisionalIdsIn, withRealIds } from './outbox';
import { isProvisionalId } from './outbox-gate';
import { useSyncStatus } from './sync-status';

/** A queued write gets longer than a page's write: the server may be busy with a whole camp's queue. */
const SEND_TIMEOUT_MS = 30_000;
const REFUSED_FALLBACK = 'The server refused this record.';

const registrationIdOf = (answer: unknown): string | null => {
  if (!answer || typeof answer !== 'object') return null;
  const { registraionId, registrationId } = answer as Record<string, unknown>;
  const id = registraionId ?? registrationId;
  return typeof id === 'string' && id ? id : null;
};

/** Her real id arrived: the later writes and the participant on screen name it from now on. */
async function resolveParticipant(userId: number, write: QueuedWrite, answer: unknown): Promise<void> {
  const id = Number((answer as Record<string, unknown> | null)?.id);
  if (write.provisionalId === null || !Number.isSafeInteger(id) || id <= 0) return;
  const registrationId = registrationIdOf(answer);
  await db.saveResolvedId({ provisionalId: write.provisionalId, userId, id, registrationId, resolvedAt: Date.now() });
  const realIds = new Map([[write.provisionalId, id]]);
  for (const later of await db.writesOf(userId)) {
    if (later.participant !== write.provisionalId) continue;
    await db.putWrite({ ...later, participant: id, data: withRealIds(later.data, realIds) });
  }
  const workflow = useWorkflowStore.getState();
  if (workflow.participant?.id === write.provisionalId)
    workflow.setParticipant({
      ...workflow.participant,
      id,
      registrationId: registrationId ?? workflow.participant.registrationId,
    });
}

type Outcome = 'sent' | 'refused' | 'stop';

const paramsOf = (params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );

/**
 * What the refusal says, kept with the write: with its stable code, the Sync page words it in the language shown
 * when it is read (and in her terms), so the server's English is kept as sent.
 */
function refusalOf(error: AxiosError, status: number): Refusal {
  const body = refusalBody(error);
  const shown = errorMessage(error, { fallback: REFUSED_FALLBACK, explained: [status] });
  if (!body?.code) return { status, message: shown, code: null, params: null, field: body?.field ?? null };
  return { status, message: body.message ?? shown, code: body.code, params: paramsOf(body.params), field: body.field };
}

async function send(userId: number, write: QueuedWrite): Promise<Outcome> {
  try {
    const { data } = await api.post<unknown>(write.url, write.data, {
      fromOutbox: true,
      timeout: SEND_TIMEOUT_MS,
      headers: write.key ? { [IDEMPOTENCY_KEY_HEADER]: write.key } : {},
    });
    await resolveParticipant(userId, write, data);
    await db.deleteWrite(write.seq as number);
    return 'sent';
  } catch (error) {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    // No answer, a server error, or the session ended (the client signs the user out): try again later.
    if (!axios.isAxiosError(error) || status === undefined || status >= 500 || status === 401) return 'stop';
    await db.putWrite({ ...write, refusal: refusalOf(error, status) });
    return 'refused';
  }
}

let running: Promise<void> | null = null;

async function run(): Promise<void> {
  const { userId, token } = useAuthStore.getState();
  if (userId === null || !token || !useSyncStatus.getState().online) return;
  useSyncStatus.setState({ syncing: true });
  let sent = 0;
  try {
    const held = new Set<number>();
    for (const write of await db.writesOf(userId)) {
      // The session changed hands meanwhile: this queue is not the new user's to send.
      if (useAuthStore.getState().userId !== userId) break;
      if (held.has(write.participant)) continue;
      // Re-read: an earlier write of hers may have given this one her real id.
      const current = (await db.writesOf(userId)).find((row) => row.seq === write.seq);
      if (!current) continue;
      if (current.refusal || provisionalIdsIn(current.data).size > 0) {
        held.add(current.participant);
        continue;
      }
      const outcome = await send(userId, current);
      if (outcome === 'stop') break;
      if (outcome === 'sent') sent += 1;
      if (outcome === 'refused') held.add(current.participant);
    }
    if ((await db.writesOf(userId)).length === 0) await db.forgetResolvedIds(userId);
  } finally {
    useSyncStatus.setState({ syncing: false });
    await useSyncStatus.getState().refresh();
  }
  // What was sent changed the worklists: the device's copy is read again.
  if (sent > 0)
    void import(/* webpackChunkName: "warm-reads" */ './warm-reads')
      .then((warm) => warm.refreshWorklists())
      .catch(() => undefined);
}

/** The signed-in user's queue, in order, for the Sync page. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  const userId = useAuthStore.getState().userId;
  return userId === null ? [] : db.writesOf(userId);
}

/** One run at a time; a call during a run waits for it. */
export function syncOutbox(): Promise<void> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Sends a refused write again, as corrected by a person, in its place in the queue and with its key (the server
 * never saved the refused one): her later steps, which name her by the same provisional id, follow it.
 */
export async function resendWrite(seq: number, data: unknown): Promise<void> {
  const userId = useAuthStore.getState().userId;
  if (userId === null) return;
  const writes = await db.writesOf(userId);
  const write = writes.find((row) => row.seq === seq);
  if (!write) return;
  // A corrected name is hers on every step of hers the page lists.
  const typed = (data as Record<string, unknown> | null)?.name;
  const name = typeof typed === 'string' && typed.trim() ? typed.trim() : write.participantName;
  for (const row of writes) {
    if (row.seq === seq) await db.putWrite({ ...row, data, participantName: name, refusal: null });
    else if (row.participant === write.participant && row.participantName === write.participantName)
      await db.putWrite({ ...row, participantName: name });
  }
  await useSyncStatus.getState().refresh();
  // A run under way may have passed this write already: it is sent by a run of its own.
  await running?.catch(() => undefined);
  await syncOutbox();
}

/**
 * Drops a refused write at a person's explicit request, and the writes of that participant that depended on it
 * when it was her enrolment. The server records who discarded what (never the participant's details).
 */
export async function discardWrite(seq: number): Promise<void> {
  const userId = useAuthStore.getState().userId;
  if (userId === null) return;
  const writes = await db.writesOf(userId);
  const write = writes.find((row) => row.seq === seq);
  if (!write) return;
  const dropped = write.provisionalId === null ? [write] : writes.filter((row) => row.participant === write.provisionalId);
  await call(routes.discardQueuedWrite, {
    idempotencyKeys: dropped.map((row) => row.key),
    steps: dropped.map((row) => row.step),
    candidateId: isProvisionalId(write.participant) ? null : write.participant,
    refusalStatus: write.refusal?.status ?? null,
  });
  for (const row of dropped) await db.deleteWrite(row.seq as number);
  await useSyncStatus.getState().refresh();
}
