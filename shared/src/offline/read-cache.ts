/**
 * The reads a camp day needs offline (form definitions, masters, the user's camps and staff, worklists, prefill
 * reads), kept on the device in IndexedDB per user: every answer read online replaces the kept one, and when no
 * answer comes at all (offline, unreachable, timed out) the kept answer is given instead, as if the server had sent
 * it. A refusal (4xx, 5xx) is never hidden. The original API reads some of these through POST: those are kept by
 * URL + body. Another user's answers are never given (the key starts with the user's id).
 */
import axios, { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { LogoutListener } from '../auth/auth.store';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { KEPT_GET_READS, KEPT_POST_READS } from '@screening/domain/reads/kept';
import { isRouteUrl } from '../api/call';
import type { MenuEntry } from '../types';
import { clearReadCache, CLINIC_SEARCH, kept, keep, keyOf, text, WORKLISTS, type KeptRead } from './read-store';

export { clearReadCache };

/**
 * The reads whose answers are kept: form definitions, masters, her camps and staff, worklists and prefill reads. Any
 * other read or write passes untouched.
 */
const KEPT_READS = [...KEPT_GET_READS, ...KEPT_POST_READS].map((name) => routes[name]);

/** The path of a request under the API base, or null when it is not a kept read. */
function keptPath(config: InternalAxiosRequestConfig): string | null {
  // axios has lower-cased the method by now.
  if (config.method !== 'get' && config.method !== 'post') return null;
  const path = (config.url ?? '').split('?')[0];
  return KEPT_READS.some((route) => isRouteUrl(route, path)) ? path : null;
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

/** Whether a user's kept reads may be forgotten now; the outbox keeps them while her writes wait to be sent. */
type ForgetGate = (userId: number) => boolean | Promise<boolean>;
let mayForget: ForgetGate = () => true;

/** Sets what decides whether Log Out forgets the user's kept reads (default: always). */
export function setReadCacheForgetGate(gate: ForgetGate): void {
  mayForget = gate;
}

/**
 * Log Out forgets; a session that ended on its own (expired, offline too) keeps them for the same user's next sign-in.
 * Registered on the auth store by the composition root (shared/src/install.ts).
 */
export const forgetReadsOnLogout: LogoutListener = (notice, userId) => {
  if (notice !== null || userId === null) return;
  void Promise.resolve(mayForget(userId))
    .then((forget) => (forget ? clearReadCache(userId) : undefined))
    .catch(() => undefined);
};
