/**
 * The reads a camp day needs offline (form definitions, masters, the user's camps and staff, worklists, prefill
 * reads), kept on the device in IndexedDB per user: every answer read online replaces the kept one, and when no
 * answer comes at all (offline, unreachable, timed out) the kept answer is given instead, as if the server had sent
 * it. A refusal (4xx, 5xx) is never hidden. The original API reads some of these through POST: those are kept by
 * URL + body. Another user's answers are never given (the key starts with the user's id).
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { onLogout } from '../auth/auth.store';
import type { MenuEntry } from '../types';

/**
 * The paths (under the API base) whose answers are kept: form definitions, masters, her camps and staff, worklists and
 * prefill reads. Any other read or write passes untouched.
 */
const KEPT_READS =
  /^\/curable\/(getMetrics(ByGender|ById)?\/|(district|taluq|panchayat)master\/|(hospital|camp)staffdetails\/|getHabitTypes(\/|$)|(statemaster|employeerolemaster|hospitals|activecamp|getCandidatesList|getWorklistClinics|getScreeningTests|candidatehistoryForPrefil)$)/;

/** A clinic search answered offline from the user's whole list of clinics (kept under search ''). */
const CLINIC_SEARCH = '/curable/activecamp';
/** A worklist read answered offline from what the device holds (kept-worklists.ts). */
export const WORKLISTS = '/curable/getCandidatesList';
/** The screening tests and who is due each: a participant enrolled on the device is listed with hers. */
export const SCREENING_TESTS = '/curable/getScreeningTests';

const DB_NAME = 'screening-reads';
const STORE = 'reads';
const BY_USER = 'userId';

export interface KeptRead {
  key: string;
  userId: number;
  /** The body as it came (axios parses it afterwards, as for a live answer). */
  data: unknown;
  headers: Record<string, string>;
  /** When it was read (absent on reads kept before it was recorded). */
  keptAt?: number;
}

// IndexedDB as it is: three kinds of request do not need a library's bytes on the journey.
let opened: Promise<IDBDatabase> | null = null;

/**
 * Opens the database with its store. A database of that name found without it (opened by a page that does not
 * create it, or by a probe) is upgraded to the next version to create it; nothing would ever be kept otherwise.
 */
function openWithStore(version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE))
        request.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex(BY_USER, BY_USER);
    };
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(openWithStore(db.version + 1));
        return;
      }
      // Another tab upgrading it: this connection gives way, the next read opens it again.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  });
}

function database(): Promise<IDBDatabase> {
  opened ??= openWithStore();
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

/** Runs `act` on the store in one transaction; resolves with its request's result once the transaction is done. */
async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const tx = (await database()).transaction(STORE, mode);
  const request = act(tx.objectStore(STORE));
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve(request?.result);
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
}

/** A body as JSON text (at the adapter it is already the text sent). */
const text = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data ?? null));

/** The path of a request under the API base, or null when it is not a kept read. */
function keptPath(config: InternalAxiosRequestConfig): string | null {
  // axios has lower-cased the method by now.
  if (config.method !== 'get' && config.method !== 'post') return null;
  const path = (config.url ?? '').split('?')[0];
  return KEPT_READS.test(path) ? path : null;
}

/** The user, the request and its body as sent: the areas and the background warm-up build the same body alike. */
function keyOf(userId: number, config: InternalAxiosRequestConfig, body: string): string {
  return `${userId} ${config.method} ${config.url} ${text(config.params)} ${body}`;
}

async function keep(userId: number, key: string, response: AxiosResponse): Promise<void> {
  // An adapter's answer carries AxiosHeaders; kept as a plain object.
  const headers = (response.headers as AxiosHeaders).toJSON(true) as Record<string, string>;
  const record: KeptRead = { key, userId, data: response.data, headers, keptAt: Date.now() };
  await inStore('readwrite', (store) => void store.put(record));
}

function kept(key: string): Promise<KeptRead | undefined> {
  return inStore('readonly', (store) => store.get(key) as IDBRequest<KeptRead | undefined>);
}

/**
 * The answer kept for the user's read of `url`, parsed: a GET, or a POST of `body` as the areas send it; undefined
 * when none is kept.
 */
export async function keptAnswer(userId: number, url: string, body?: object): Promise<unknown> {
  const config = { method: body ? 'post' : 'get', url } as InternalAxiosRequestConfig;
  const read = await kept(keyOf(userId, config, body ? JSON.stringify(body) : text(undefined)));
  if (!read) return undefined;
  return typeof read.data === 'string' ? (JSON.parse(read.data || 'null') as unknown) : read.data;
}

/** The answer kept for the user's GET of `url`, parsed; undefined when none is kept. */
export const keptGet = (userId: number, url: string): Promise<unknown> => keptAnswer(userId, url);

/** Every read kept for the user. */
export function keptReadsOf(userId: number): Promise<KeptRead[] | undefined> {
  return inStore('readonly', (store) => store.index(BY_USER).getAll(IDBKeyRange.only(userId)) as IDBRequest<KeptRead[]>);
}

/** The clinics of her whole list whose name or clinic ID contains the searched text, as the server matches them. */
async function clinicsFromList(userId: number, config: InternalAxiosRequestConfig): Promise<KeptRead | undefined> {
  const body = JSON.parse(text(config.data)) as { search?: unknown };
  if (typeof body?.search !== 'string') return undefined;
  const searched = body.search.trim().toLowerCase();
  const whole = await kept(keyOf(userId, config, JSON.stringify({ ...body, search: '' })));
  if (!whole) return undefined;
  const clinics = (typeof whole.data === 'string' ? JSON.parse(whole.data) : whole.data) as Record<string, unknown>[];
  const found = clinics.filter((clinic) =>
    [clinic.campName, clinic.campIdPrefix].some((field) =>
      String(field ?? '')
        .toLowerCase()
        .includes(searched),
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
    const key = keyOf(user, config, text(config.data));
    try {
      const response = await adapter(config);
      if (response.status >= 200 && response.status < 300) {
        keep(user, key, response).catch(() => undefined);
      }
      return response;
    } catch (error) {
      if (!noAnswer(error)) throw error;
      let answer =
        (await kept(key).catch(() => undefined)) ??
        (path === CLINIC_SEARCH ? await clinicsFromList(user, config).catch(() => undefined) : undefined);
      if (path === WORKLISTS) {
        const exact = answer;
        answer = await import(/* webpackChunkName: "kept-worklists" */ './kept-worklists')
          .then((worklists) => worklists.worklistOffline(user, text(config.data), exact))
          .catch(() => exact);
      }
      if (!answer) throw error;
      return {
        data: answer.data,
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(answer.headers),
        config,
      };
    }
  };
}

/**
 * Puts the reads a camp day needs on the device, after sign-in (warm-reads.ts, in its own chunk: sign-in and home
 * never wait for its bytes). `idle` resolves when the browser has time for the next read.
 */
export async function warmReadCache(menus: readonly MenuEntry[], idle: () => Promise<void>): Promise<void> {
  const warm = await import(/* webpackChunkName: "warm-reads" */ './warm-reads');
  await warm.warmReadCache(menus, idle);
}

/** How many of the reads a camp day needs for these menus are on the device (warm-reads.ts, its own chunk). */
export async function readsKeptForTheDay(menus: readonly MenuEntry[]): Promise<{ kept: number; needed: number }> {
  const warm = await import(/* webpackChunkName: "warm-reads" */ './warm-reads');
  return warm.readsKeptForTheDay(menus);
}

/** Forgets every read kept for the user (on sign-out, once nothing of hers waits to be sent). */
export async function clearReadCache(userId: number): Promise<void> {
  await inStore('readwrite', (store) => {
    const cursor = store.index(BY_USER).openKeyCursor(IDBKeyRange.only(userId));
    cursor.onsuccess = () => {
      if (!cursor.result) return;
      store.delete(cursor.result.primaryKey);
      cursor.result.continue();
    };
  });
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
