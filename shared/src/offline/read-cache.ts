/**
 * The reads a camp day needs offline (form definitions, masters, the user's camps and staff, worklists, prefill
 * reads), kept on the device in IndexedDB per user: every answer read online replaces the kept one, and when no
 * answer comes at all (offline, unreachable, timed out) the kept answer is given instead, as if the server had sent
 * it. A refusal (4xx, 5xx) is never hidden. The original API reads some of these through POST: those are kept by
 * URL + body. Another user's answers are never given (the key starts with the user's id).
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { IDBPDatabase } from 'idb';
import { onLogout } from '../auth/auth.store';

/** The paths (under the API base) whose answers are kept; any other read or write passes untouched. */
const KEPT_READS: readonly RegExp[] = [
  /^\/curable\/getMetrics(ByGender|ById)?\//,
  /^\/curable\/(statemaster|employeerolemaster|hospitals)$/,
  /^\/curable\/(districtmaster|taluqmaster|panchayatmaster)\//,
  /^\/curable\/getHabitTypes(\/|$)/,
  /^\/curable\/activecamp$/,
  /^\/curable\/(hospitalstaffdetails|campstaffdetails)\//,
  /^\/curable\/(getCandidatesList|candidatehistoryForPrefil)$/,
];

/** A clinic search answered offline from the user's whole list of clinics (kept under search ''). */
const CLINIC_SEARCH = '/curable/activecamp';

const DB_NAME = 'screening-reads';
const STORE = 'reads';
const BY_USER = 'userId';

interface KeptRead {
  key: string;
  userId: number;
  /** The body as it came (axios parses it afterwards, as for a live answer). */
  data: unknown;
  headers: Record<string, string>;
  storedAt: number;
}

let opened: Promise<IDBPDatabase> | null = null;

/** idb is fetched with the first read kept, not with the login screen. */
function database(): Promise<IDBPDatabase> {
  opened ??= import(/* webpackChunkName: "read-cache-idb" */ 'idb').then(({ openDB }) =>
    openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore(STORE, { keyPath: 'key' }).createIndex(BY_USER, BY_USER);
      },
    }),
  );
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

/** JSON text with object keys sorted and undefined left out: the same request built in another order is one key. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

function parsedBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** The path of a request under the API base, or null when it is not a kept read. */
function keptPath(config: InternalAxiosRequestConfig): string | null {
  const method = (config.method ?? 'get').toLowerCase();
  if (method !== 'get' && method !== 'post') return null;
  const path = (config.url ?? '').split('?')[0];
  return KEPT_READS.some((re) => re.test(path)) ? path : null;
}

function keyOf(userId: number, config: InternalAxiosRequestConfig, body: unknown): string {
  const method = (config.method ?? 'get').toUpperCase();
  return `${userId} ${method} ${config.url ?? ''} ${canonical(config.params ?? null)} ${canonical(body)}`;
}

async function keep(userId: number, key: string, response: AxiosResponse): Promise<void> {
  const headers = AxiosHeaders.from(response.headers as Record<string, string>).toJSON(true) as Record<string, string>;
  const record: KeptRead = { key, userId, data: response.data, headers, storedAt: Date.now() };
  await (await database()).put(STORE, record);
}

async function kept(key: string): Promise<KeptRead | undefined> {
  return (await (await database()).get(STORE, key)) as KeptRead | undefined;
}

/** The clinics of the whole list whose name or clinic ID contains the text, as the server matches them. */
async function clinicsFromList(userId: number, config: InternalAxiosRequestConfig, body: unknown): Promise<KeptRead | undefined> {
  if (!body || typeof body !== 'object' || typeof (body as { search?: unknown }).search !== 'string') return undefined;
  const text = (body as { search: string }).search.trim().toLowerCase();
  const whole = await kept(keyOf(userId, config, { ...body, search: '' }));
  const clinics = parsedBody(whole?.data);
  if (!whole || !Array.isArray(clinics)) return undefined;
  const found = clinics.filter((clinic: { campName?: unknown; campIdPrefix?: unknown }) =>
    [clinic.campName, clinic.campIdPrefix].some((field) =>
      String(field ?? '')
        .toLowerCase()
        .includes(text),
    ),
  );
  return { ...whole, data: JSON.stringify(found) };
}

/** Nothing came back: offline, the server unreachable, a timeout. Not a cancel, not a refusal. */
function noAnswer(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && error.code !== axios.AxiosError.ERR_CANCELED;
}

/**
 * Wraps the API client's adapter: a kept read's answer is stored (without waiting for it), and given back when no
 * answer comes. `userId` is asked per request, so a request is stored and answered for whoever made it.
 */
export function withReadCache(adapter: AxiosAdapter, userId: () => number | null): AxiosAdapter {
  return async (config) => {
    const path = keptPath(config);
    const user = path ? userId() : null;
    if (path === null || user === null) return adapter(config);
    const body = parsedBody(config.data);
    const key = keyOf(user, config, body);
    try {
      const response = await adapter(config);
      if (response.status >= 200 && response.status < 300) {
        keep(user, key, response).catch(() => undefined);
      }
      return response;
    } catch (error) {
      if (!noAnswer(error)) throw error;
      const answer =
        (await kept(key).catch(() => undefined)) ??
        (path === CLINIC_SEARCH ? await clinicsFromList(user, config, body).catch(() => undefined) : undefined);
      if (!answer) throw error;
      return {
        data: answer.data,
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(answer.headers),
        config,
        request: undefined,
      };
    }
  };
}

/** Forgets every read kept for the user (on sign-out, once nothing of hers waits to be sent). */
export async function clearReadCache(userId: number): Promise<void> {
  const db = await database();
  const tx = db.transaction(STORE, 'readwrite');
  let cursor = await tx.store.index(BY_USER).openKeyCursor(IDBKeyRange.only(userId));
  while (cursor) {
    await tx.store.delete(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  await tx.done;
}

/** Whether a user's kept reads may be forgotten now; the outbox keeps them while her writes wait to be sent. */
type ForgetGate = (userId: number) => boolean | Promise<boolean>;
let mayForget: ForgetGate = () => true;

/** Sets what decides whether Log Out forgets the user's kept reads (default: always). */
export function setReadCacheForgetGate(gate: ForgetGate): void {
  mayForget = gate;
}

// Log Out forgets; a session that ended on its own (expired, offline too) keeps them for the same user's next sign-in.
onLogout((notice, userId) => {
  if (notice !== null || userId === null) return;
  void Promise.resolve(mayForget(userId))
    .then((forget) => (forget ? clearReadCache(userId) : undefined))
    .catch(() => undefined);
});
