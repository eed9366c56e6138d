/**
 * After sign-in, online, the reads a camp day needs are asked in the background, so that they are on the device
 * (offline/read-cache.ts) before the network goes. Which reads is the areas' to say: each area's route manifest
 * declares the reads its screens need (`offline` of a manifest entry, copied into the site's remotes.json as the pin's
 * `offlineReads`), and those of the routes her menus open are asked, with the forms of the tests their answers name.
 * A pin without `offlineReads` is a release made before areas declared them: it gets what the core used to keep for
 * it (legacy-reads.ts). Reads marked `refresh` (the worklists) are read again whenever the network returns and after
 * the outbox sent something. One read at a time, each when the browser is idle; a failure is left alone (the area
 * asks again). Its own chunk: nothing of it on sign-in.
 */
import { opensRoute } from '../access/access';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { readRequest, type Caller } from '@screening/domain/reads';
import { routeUrl } from '../api/call';
import { api } from '../api/client';
import { useAuthStore } from '../auth/auth.store';
import type { Candidate, MenuEntry, Privilege, RemotesManifest, ScreeningTest } from '../types';
import { LEGACY_READS } from './legacy-reads';
import { pinnedAreas } from './pinned-areas';
import { keptAnswer } from './read-store';

interface WarmRead {
  url: string;
  /** A read the original API does through POST. */
  body?: object;
  refresh: boolean;
  testForms?: 'waiting' | 'listed';
}

type PinnedRead = NonNullable<RemotesManifest['remotes'][string]['offlineReads']>[number];

/** The request a declared read stands for, or null when it is skipped (`readRequest` of the domain). */
function requestOf(read: PinnedRead, caller: Caller): WarmRead | null {
  const request = readRequest(read, caller);
  if (!request) return null;
  const testForms =
    read.testForms === 'listed' || read.testForms === 'waiting' ? (read.testForms as WarmRead['testForms']) : undefined;
  const common = { refresh: read.refresh === true, testForms };
  if ('body' in request) return { url: routeUrl(routes[request.route]), body: request.body, ...common };
  try {
    return { url: routeUrl(routes[request.route], request.params), ...common };
  } catch {
    // A param its path needs is missing.
    return null;
  }
}

/**
 * The reads the pinned areas declare for the routes her menus open (the host's own access check), each once. The
 * same request declared twice is read again if either says so.
 */
export function declaredReads(menus: readonly MenuEntry[], remotes: RemotesManifest['remotes'] = pinnedAreas()): WarmRead[] {
  const caller = useAuthStore.getState();
  const reads = new Map<string, WarmRead>();
  for (const [remote, pinned] of Object.entries(remotes)) {
    for (const read of (pinned.offlineReads ?? LEGACY_READS[remote] ?? []) as readonly PinnedRead[]) {
      const access = read.access && { menu: read.access.menu, privileges: read.access.privileges as Privilege[] | undefined };
      if (!opensRoute(menus, access)) continue;
      const request = requestOf(read, caller);
      if (!request) continue;
      const key = `${request.url} ${JSON.stringify(request.body ?? null)}`;
      const known = reads.get(key);
      reads.set(
        key,
        known
          ? { ...known, refresh: known.refresh || request.refresh, testForms: known.testForms ?? request.testForms }
          : request,
      );
    }
  }
  return [...reads.values()];
}

const ask = async (read: Pick<WarmRead, 'url' | 'body'>): Promise<unknown> =>
  (await (read.body ? api.post<unknown>(read.url, read.body) : api.get<unknown>(read.url))).data;

/** The tests an answer names: those its rows wait on (a worklist), or those it lists (the screening tests). */
function testsIn(read: WarmRead, answer: unknown): number[] {
  if (!read.testForms || !Array.isArray(answer)) return [];
  return read.testForms === 'waiting'
    ? (answer as Candidate[]).flatMap((row) => (row?.eligibleDiseases ?? []).map((test) => test.diseaseTestId))
    : (answer as ScreeningTest[]).map((test) => test?.diseaseTestId);
}

const formOf = (test: number): WarmRead => ({ url: routeUrl(routes.metricsById, { id: test }), refresh: false });

/** Not more often than this: a network that comes and goes would read them again and again. */
const REFRESH_GAP_MS = 30_000;
let lastRefresh = 0;
/** The test forms already on the device (a definition does not change within a day). */
const formsKept = new Set<string>();
const now = () => Promise.resolve();

/** Asks each read in turn, then the forms of the tests their answers name; false once she signed out meanwhile. */
async function keep(reads: readonly WarmRead[], userId: number, idle: () => Promise<void>): Promise<boolean> {
  const tests = new Set<number>();
  for (const read of reads) {
    await idle();
    if (useAuthStore.getState().userId !== userId) return false;
    for (const test of testsIn(read, await ask(read).catch(() => null))) tests.add(test);
  }
  for (const test of tests) {
    const form = `${userId} ${test}`;
    if (formsKept.has(form)) continue;
    await idle();
    if (useAuthStore.getState().userId !== userId) return false;
    await ask(formOf(test))
      .then(() => formsKept.add(form))
      .catch(() => undefined);
  }
  return true;
}

/** Reads again the declared reads marked `refresh` (her open worklists, the screening tests), then their tests' forms. */
export async function refreshWorklists(idle: () => Promise<void> = now): Promise<void> {
  const { userId, menus } = useAuthStore.getState();
  if (userId === null || !navigator.onLine || Date.now() - lastRefresh < REFRESH_GAP_MS) return;
  lastRefresh = Date.now();
  // Offline, the worklists are answered by this chunk: fetched now, while the network is there.
  await import(/* webpackChunkName: "kept-worklists" */ './kept-worklists').catch(() => undefined);
  await keep(
    declaredReads(menus).filter((read) => read.refresh),
    userId,
    idle,
  );
}

/**
 * How many of the reads the warm-up asks for her menus are on the device now: the declared reads, and the form of
 * every test those kept answers name. Offline too (all of it is read from the device); a worklist not kept yet
 * leaves the forms of its tests uncounted, and the day not ready.
 */
export async function readsKeptForTheDay(menus: readonly MenuEntry[]): Promise<{ kept: number; needed: number }> {
  const { userId } = useAuthStore.getState();
  if (userId === null) return { kept: 0, needed: 0 };
  const answersOf = (reads: WarmRead[]) =>
    Promise.all(reads.map((read) => keptAnswer(userId, read.url, read.body).catch(() => undefined)));
  const reads = declaredReads(menus);
  const answers = await answersOf(reads);
  const tests = new Set(reads.flatMap((read, index) => testsIn(read, answers[index])));
  const forms = await answersOf([...tests].map(formOf));
  const all = [...answers, ...forms];
  return { kept: all.filter((answer) => answer !== undefined).length, needed: all.length };
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void refreshWorklists().catch(() => undefined));

/** Once per sign-in (each gives new menus), not on every return to home. */
const warmed = new WeakSet<readonly MenuEntry[]>();

/** Asks each read in turn, one per idle moment (`idle` resolves then); stops if the user signs out meanwhile. */
export async function warmReadCache(menus: readonly MenuEntry[], idle: () => Promise<void>): Promise<void> {
  const userId = useAuthStore.getState().userId;
  if (userId === null || warmed.has(menus) || !navigator.onLine) return;
  warmed.add(menus);
  const once = declaredReads(menus).filter((read) => !read.refresh);
  if (!(await keep(once, userId, idle))) return;
  lastRefresh = 0;
  await refreshWorklists(idle);
}
