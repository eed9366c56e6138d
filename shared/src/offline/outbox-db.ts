/**
 * The outbox on the device (IndexedDB): participant writes that could not reach the server yet, in the order they
 * were made, and the real ids that replaced provisional ones. Every row carries its user: a tablet shared by two
 * staff never sends or shows one's queue to the other.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What a queued write does, for the people who read the Sync page. */
export type WriteStep =
  'enrolment' | 'tag' | 'details' | 'eligibility' | 'medical' | 'familyPersonal' | 'familyMedical' | 'test' | 'followUp';

export interface Refusal {
  status: number;
  /**
   * The server's sentence: its English `message` when the refusal has a code (worded in the language shown when read,
   * by `refusalSentence`); otherwise as it was shown when refused.
   */
  message: string;
  /** The refusal's stable code (the answer's `error`, e.g. CLINIC_NOT_FOUND); absent on writes refused before it was kept. */
  code?: string | null;
  /** The values of the code's `{{names}}`. */
  params?: Record<string, string | number> | null;
  /** The field of the write the server named (`mobileNo`). */
  field?: string | null;
}

export interface QueuedWrite {
  /** Order of capture (IndexedDB's own counter): sync sends in this order. */
  seq?: number;
  userId: number;
  /**
   * The Idempotency-Key it was first sent with: sending it again can never write twice. Null on a site whose API
   * does not take the keys (config.json `idempotencyKeys: false`).
   */
  key: string | null;
  /** Relative to the API base, e.g. '/curable/candidate'. */
  url: string;
  data: unknown;
  /** The participant it belongs to: her id, or the provisional id of an enrolment still queued. */
  participant: number;
  participantName: string | null;
  /** Set on the enrolment that created `participant` as a provisional id. */
  provisionalId: number | null;
  step: WriteStep;
  /** The test or stage it records (screening and clinical records). */
  detail: string | null;
  queuedAt: string;
  /** The server's answer when it refused the write: it waits for a person to correct or discard it. */
  refusal: Refusal | null;
}

/** The real participant behind a provisional id, once her enrolment reached the server. */
export interface ResolvedId {
  provisionalId: number;
  userId: number;
  id: number;
  registrationId: string | null;
  resolvedAt: number;
}

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { byUser: number } };
  ids: { key: number; value: ResolvedId };
}

const DB_NAME = 'screening-outbox';
let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      writes.createIndex('byUser', 'userId');
      db.createObjectStore('ids', { keyPath: 'provisionalId' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function addWrite(write: QueuedWrite): Promise<QueuedWrite> {
  const db = await database();
  const seq = await db.add('writes', write);
  return { ...write, seq };
}

/** The user's queue in capture order. */
export async function writesOf(userId: number): Promise<QueuedWrite[]> {
  const db = await database();
  const rows = await db.getAllFromIndex('writes', 'byUser', userId);
  return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function putWrite(write: QueuedWrite): Promise<void> {
  const db = await database();
  await db.put('writes', write);
}

export async function deleteWrite(seq: number): Promise<void> {
  const db = await database();
  await db.delete('writes', seq);
}

/** Whether anything of this participant is still queued (a later step must then wait behind it). */
export async function hasQueuedFor(userId: number, participant: number): Promise<boolean> {
  return (await writesOf(userId)).some((write) => write.participant === participant);
}

export async function saveResolvedId(resolved: ResolvedId): Promise<void> {
  const db = await database();
  await db.put('ids', resolved);
}

export async function resolvedIdsOf(userId: number): Promise<Map<number, ResolvedId>> {
  const db = await database();
  const rows = await db.getAll('ids');
  return new Map(rows.filter((row) => row.userId === userId).map((row) => [row.provisionalId, row]));
}

/** How long a resolved id is kept: a page (or a draft) opened while she was pending may still name her by it. */
const RESOLVED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Forgets the user's resolved ids older than a week, once nothing of hers is queued. */
export async function forgetResolvedIds(userId: number, now = Date.now()): Promise<void> {
  const db = await database();
  const tx = db.transaction('ids', 'readwrite');
  for (const row of await tx.store.getAll())
    if (row.userId === userId && now - row.resolvedAt > RESOLVED_KEPT_MS) await tx.store.delete(row.provisionalId);
  await tx.done;
}
