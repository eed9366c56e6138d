/**
 * Registers the host's service worker (production builds only; never under jest or the development server), once
 * the first screen is up. The files the page fetched before the worker took control (the host's entry, a remote
 * already open) are handed to it to keep, so they are there offline too.
 */
const SERVICE_WORKER_URL = '/sw.js';

/** A request the page made: its address and when it began (ms since the page's start), as resource timing gives. */
export interface Fetched {
  name: string;
  startTime: number;
}

export interface EarlyFetchesDeps {
  worker: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  /** Calls back with each batch of the page's requests that finished, those finished already included. */
  watchFetches: (finished: (entries: readonly Fetched[]) => void) => void;
  now: () => number;
  /** Whether the page itself was asked through the worker (then so was everything after it). */
  navigatedThroughWorker: () => boolean;
}

/**
 * Hands the worker every request the page began before the worker controlled it, those still on their way then
 * included: an area's entry arriving over a slow network as the worker takes over is kept whole like any other
 * (the worker's own routes decide what it keeps; of the API's answers, nothing). A page the worker controlled from
 * its start asked everything through it: nothing to hand over. A page the worker took over while it loaded, before
 * this runs (a reload during the worker's first install), hands over everything begun until now.
 */
export function handOverEarlyFetches({ worker, watchFetches, now, navigatedThroughWorker }: EarlyFetchesDeps): void {
  if (worker.controller && navigatedThroughWorker()) return;
  let controlledAt: number | null = worker.controller ? now() : null;
  let early: Fetched[] = [];
  const handOver = (entries: readonly Fetched[]) => {
    const urlsToCache = entries.filter((entry) => entry.startTime < (controlledAt as number)).map((entry) => entry.name);
    if (urlsToCache.length) worker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  watchFetches((entries) => {
    if (controlledAt === null) early.push(...entries);
    else handOver(entries);
  });
  worker.addEventListener('controllerchange', () => {
    if (controlledAt !== null) return;
    controlledAt = now();
    handOver(early);
    early = [];
  });
}

export interface RegisteringDeps {
  register: () => Promise<Pick<ServiceWorkerRegistration, 'installing' | 'waiting' | 'active'>>;
  /** Runs `run` after `ms` milliseconds. */
  later: (run: () => void, ms: number) => void;
}

/** The waits before registering again: doubled each time from 10 s, at most 5 minutes. */
export const RETRY_FIRST_MS = 10_000;
export const RETRY_MOST_MS = 300_000;

/**
 * Registers the worker, and again while its first install fails: the install keeps the host's whole build, and one
 * file that does not arrive over a bad network undoes it. Without a retry the app would not open offline until the
 * next load of the page, which on a tablet left open all morning may be in the village. A new version whose install
 * fails leaves the working one active: the browser tries again on its own at the next load.
 */
export function keepRegistering({ register, later }: RegisteringDeps, wait = RETRY_FIRST_MS): void {
  const again = () => later(() => keepRegistering({ register, later }, Math.min(wait * 2, RETRY_MOST_MS)), wait);
  register().then((registration) => {
    const worker = registration.installing ?? registration.waiting;
    if (registration.active || !worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant' && !registration.active) again();
    });
  }, again);
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  handOverEarlyFetches({
    worker: navigator.serviceWorker,
    // Observed rather than read once: a request finishing after the worker took over is still seen.
    watchFetches: (finished) =>
      new PerformanceObserver((list) => finished(list.getEntries())).observe({ type: 'resource', buffered: true }),
    now: () => performance.now(),
    navigatedThroughWorker: () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (navigation?.workerStart ?? 0) > 0;
    },
  });
  // Without it the app still works online, as before.
  keepRegistering({
    register: () => navigator.serviceWorker.register(SERVICE_WORKER_URL),
    later: (run, ms) => window.setTimeout(run, ms),
  });
}
