/**
 * The store of the reads kept on the device (read-cache.ts keeps and answers them in the API client): IndexedDB per
 * user, each answer under the user, the request and its body as sent. The offline worklists (kept-worklists.ts) and
 * the warm-up (warm-reads.ts) read it here, below the adapter that fills it.
 */
import type { AxiosHeaders, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { routeUrl } from '../api/call';

/** A worklist read answered offline from what the device holds (kept-worklists.ts). */
export const WORKLISTS = routeUrl(routes.worklist);
/** The screening tests and who is due each: a participant enrolled on the device is listed with hers. */
export const SCREENING_TESTS = routeUrl(routes.screeningTests);
/** A clinic search: answered offline from the user's whole list of clinics (kept under search ''). */
export const CLINIC_SEARCH = routeUrl(routes.activeClinics);

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
export const text = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data ?? null));

/** The user, the request and its body as sent: the areas and the background warm-up build the same body alike. */
export function keyOf(userId: number, config: InternalAxiosRequestConfig, body: string): string {
  return `${userId} ${config.method} ${config.url} ${text(config.params)} ${body}`;
}

export async function keep(userId: number, key: string, response: AxiosResponse): Promise<void> {
  // An adapter's answer carries AxiosHeaders; kept as a plain object.
  const headers = (response.headers as AxiosHeaders).toJSON(true) as Record<string, string>;
  const record: KeptRead = { key, userId, data: response.data, headers, keptAt: Date.now() };
  await inStore('readwrite', (store) => void store.put(record));
}

export function kept(key: string): Promise<KeptRead | undefined> {
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
