/**
 * Idempotency keys of the API's writes (the server's http/idempotency.ts): every POST and PUT carries one, and a
 * write asked again after an unknown outcome (no answer, a timeout, a 5xx) carries the same key, so the server
 * answers it again instead of writing twice. The keys of writes without a definite answer yet are kept in
 * sessionStorage (a reload keeps them), by a hash of user + method + URL + body: never the body itself.
 */
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const STORAGE_KEY = 'screening.idempotencyKeys';
/** Enough for the writes a page can leave unanswered; the oldest go first. */
const MAX_KEPT = 100;
const WRITES = new Set(['post', 'put']);

type Kept = Record<string, string>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readKept(): Kept {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

function writeKept(kept: Kept): void {
  const entries = Object.entries(kept).slice(-MAX_KEPT);
  try {
    if (entries.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // A full or disabled storage only loses the reuse of a key after a reload.
  }
}

/** 128 random bits as hex: getRandomValues works outside secure contexts too (a LAN address over http). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A 64-bit hash (two FNV-1a lanes), synchronous because crypto.subtle is missing outside secure contexts. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** A body that can be told apart by its JSON text; a file or form upload cannot, so its key is never reused. */
function jsonText(data: unknown): string | null {
  if (data === undefined || data === null || typeof data === 'string') return String(data ?? '');
  if (typeof FormData !== 'undefined' && data instanceof FormData) return null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return null;
  try {
    return JSON.stringify(data);
  } catch {
    return null;
  }
}

/** Gives a write its key: the kept one of the same write by the same user, else a new one kept until answered. */
export function withIdempotencyKey(config: InternalAxiosRequestConfig, userId: number | null): InternalAxiosRequestConfig {
  if (!WRITES.has((config.method ?? 'get').toLowerCase()) || config.headers.has(IDEMPOTENCY_KEY_HEADER)) return config;
  const body = jsonText(config.data);
  if (body === null) {
    config.headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
    return config;
  }
  const params = config.params === undefined ? '' : JSON.stringify(config.params);
  const fingerprint = hash(
    [userId ?? '', config.method?.toUpperCase(), config.baseURL ?? '', config.url ?? '', params, body].join('\n'),
  );
  const kept = readKept();
  const key = kept[fingerprint] ?? newKey();
  // Kept before it is sent: a reload while it is in flight leaves its outcome unknown too.
  delete kept[fingerprint];
  kept[fingerprint] = key;
  writeKept(kept);
  config.headers.set(IDEMPOTENCY_KEY_HEADER, key);
  return config;
}

/**
 * After an answer: a definite one (2xx, or a 4xx but 409) ends the write, so its key is forgotten and the same
 * write done again later is a new write. No answer or a 5xx keeps it for the retry; so does a 409, which may
 * say that the first request with this key is still being saved.
 */
export function settleIdempotencyKey(config: InternalAxiosRequestConfig | undefined, response?: AxiosResponse): void {
  const key = config?.headers?.get?.(IDEMPOTENCY_KEY_HEADER);
  const status = response?.status;
  if (typeof key !== 'string' || status === undefined || status >= 500 || status === 409) return;
  const kept = readKept();
  const stale = Object.keys(kept).filter((fingerprint) => kept[fingerprint] === key);
  if (stale.length === 0) return;
  for (const fingerprint of stale) delete kept[fingerprint];
  writeKept(kept);
}
