/**
 * After sign-in, online, the reads a camp day needs are asked in the background, so that they are on the device
 * (offline/read-cache.ts) before the network goes: her clinics, the masters and the form definitions of the areas
 * her menus open, and the open worklists of her clinics with the forms of the tests waiting on them. The worklists
 * are read again whenever the network returns and after the outbox sent something. One read at a time, each when
 * the browser is idle; a failure is left alone (the area asks again). Its own chunk: nothing of it on sign-in.
 */
import { canView, MENU_KEYS } from '../access/access';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { routeUrl } from '../api/call';
import { api } from '../api/client';
import { clinicSearchRequest } from '../api/clinics';
import { worklistRequest } from '../api/worklists';
import { useAuthStore } from '../auth/auth.store';
import type { Candidate, GetCandidatesRequest, MenuEntry, ScreeningTest } from '../types';
import { CLINIC_SEARCH, keptAnswer, SCREENING_TESTS, WORKLISTS } from './read-store';

interface WarmRead {
  url: string;
  /** A read the original API does through POST. */
  body?: object;
}

const STATES: WarmRead = { url: routeUrl(routes.states) };

const ENROLMENT_READS: readonly WarmRead[] = [
  STATES,
  ...['FEMALE', 'MALE', 'OTHER'].map((gender) => ({
    url: routeUrl(routes.metricsByGender, { type: 'ELIGIBILE', gender }),
  })),
  ...['FAMILY_PERSONAL', 'FAMILY_MEDICAL'].map((stage) => ({ url: routeUrl(routes.metrics, { stage }) })),
  ...['Tobacco', 'Smoking', 'Alcohol'].map((habit) => ({ url: routeUrl(routes.habitTypes, { habit }) })),
];

/** The reads worth having on the device for someone with these menus. */
export function warmReadsFor(menus: readonly MenuEntry[]): WarmRead[] {
  const opens = (...keys: string[]) => keys.some((key) => canView(menus, key));
  const reads: WarmRead[] = [];
  if (
    opens(MENU_KEYS.registration, MENU_KEYS.registrationByName, MENU_KEYS.outreachClinic, MENU_KEYS.screening, MENU_KEYS.clinical)
  ) {
    // Her whole list of clinics: a clinic search offline is answered from it. The same body as the areas' searches.
    reads.push({ url: CLINIC_SEARCH, body: clinicSearchRequest('') });
  }
  if (opens(MENU_KEYS.registration, MENU_KEYS.registrationByName)) reads.push(...ENROLMENT_READS);
  else if (opens(MENU_KEYS.outreachClinic)) reads.push(STATES);
  return reads;
}

/** The worklist (getCandidatesList stage) each menu opens. */
const WORKLIST_OF_MENU: readonly [string, GetCandidatesRequest['stage']][] = [
  [MENU_KEYS.screening, 1],
  [MENU_KEYS.clinical, 2],
  [MENU_KEYS.referral, 4],
  [MENU_KEYS.patientEdit, 3],
];

/** The first page of each worklist her menus open, asked as its screen asks it (mfe-clinical, mfe-patients). */
export function worklistReadsFor(menus: readonly MenuEntry[]): WarmRead[] {
  return WORKLIST_OF_MENU.filter(([key]) => canView(menus, key)).map(([, stage]) => ({
    url: WORKLISTS,
    body: worklistRequest(stage, '', { page: 0 }),
  }));
}

const ask = async (read: WarmRead): Promise<unknown> =>
  (await (read.body ? api.post<unknown>(read.url, read.body) : api.get<unknown>(read.url))).data;

/** The tests a worklist's rows wait for: their forms are read too. */
const testsWaitingOn = (rows: unknown): number[] =>
  Array.isArray(rows)
    ? (rows as Candidate[]).flatMap((row) => (row?.eligibleDiseases ?? []).map((test) => test.diseaseTestId))
    : [];

/** The tests a screening tests answer lists. */
const screeningTestsIn = (definitions: unknown): number[] =>
  Array.isArray(definitions) ? (definitions as ScreeningTest[]).map((test) => test.diseaseTestId) : [];

const formOf = (test: number): WarmRead => ({ url: routeUrl(routes.metricsById, { id: test }) });

/** Not more often than this: a network that comes and goes would read them again and again. */
const REFRESH_GAP_MS = 30_000;
let lastRefresh = 0;
/** The test forms already on the device (a definition does not change within a day). */
const formsKept = new Set<string>();
const now = () => Promise.resolve();

/**
 * Reads again the open worklists her menus open, then the forms of the tests waiting on them. Who screens also
 * reads the screening tests and keeps all their forms: someone she enrols offline is due some of them.
 */
export async function refreshWorklists(idle: () => Promise<void> = now): Promise<void> {
  const { userId, menus } = useAuthStore.getState();
  if (userId === null || !navigator.onLine || Date.now() - lastRefresh < REFRESH_GAP_MS) return;
  lastRefresh = Date.now();
  // Offline, the worklists are answered by this chunk: fetched now, while the network is there.
  await import(/* webpackChunkName: "kept-worklists" */ './kept-worklists').catch(() => undefined);
  const tests = new Set<number>();
  for (const read of worklistReadsFor(menus)) {
    await idle();
    if (useAuthStore.getState().userId !== userId) return;
    for (const test of testsWaitingOn(await ask(read).catch(() => null))) tests.add(test);
  }
  if (canView(menus, MENU_KEYS.screening)) {
    await idle();
    if (useAuthStore.getState().userId !== userId) return;
    for (const test of screeningTestsIn(await ask({ url: SCREENING_TESTS }).catch(() => null))) tests.add(test);
  }
  for (const test of tests) {
    const form = `${userId} ${test}`;
    if (formsKept.has(form)) continue;
    await idle();
    if (useAuthStore.getState().userId !== userId) return;
    await ask(formOf(test))
      .then(() => formsKept.add(form))
      .catch(() => undefined);
  }
}

/**
 * How many of the reads the warm-up asks for her menus are on the device now: those above, her worklists, the
 * screening tests for who screens, and the form of every test those kept answers name. Offline too (all of it is
 * read from the device); a worklist not kept yet leaves the forms of its tests uncounted, and the day not ready.
 */
export async function readsKeptForTheDay(menus: readonly MenuEntry[]): Promise<{ kept: number; needed: number }> {
  const { userId } = useAuthStore.getState();
  if (userId === null) return { kept: 0, needed: 0 };
  const answersOf = (reads: WarmRead[]) =>
    Promise.all(reads.map((read) => keptAnswer(userId, read.url, read.body).catch(() => undefined)));
  const screeningTests = canView(menus, MENU_KEYS.screening) ? [{ url: SCREENING_TESTS }] : [];
  const [general, worklists, definitions] = await Promise.all(
    [warmReadsFor(menus), worklistReadsFor(menus), screeningTests].map(answersOf),
  );
  const tests = new Set([...worklists.flatMap(testsWaitingOn), ...definitions.flatMap(screeningTestsIn)]);
  const forms = await answersOf([...tests].map(formOf));
  const answers = [...general, ...worklists, ...definitions, ...forms];
  return { kept: answers.filter((answer) => answer !== undefined).length, needed: answers.length };
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void refreshWorklists().catch(() => undefined));

/** Once per sign-in (each gives new menus), not on every return to home. */
const warmed = new WeakSet<readonly MenuEntry[]>();

/** Asks each read in turn, one per idle moment (`idle` resolves then); stops if the user signs out meanwhile. */
export async function warmReadCache(menus: readonly MenuEntry[], idle: () => Promise<void>): Promise<void> {
  const userId = useAuthStore.getState().userId;
  if (userId === null || warmed.has(menus) || !navigator.onLine) return;
  warmed.add(menus);
  for (const read of warmReadsFor(menus)) {
    await idle();
    if (useAuthStore.getState().userId !== userId) return;
    await ask(read).catch(() => undefined);
  }
  lastRefresh = 0;
  await refreshWorklists(idle);
}
