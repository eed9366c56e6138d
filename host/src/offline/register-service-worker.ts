/**
 * Registers the host's service worker (production builds only; never under jest or the development server), once
 * the first screen is up. The files the page fetched before the worker took control (the host's entry, a remote
 * already open) are handed to it to keep, so they are there offline too.
 */
const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Without it the app still works online, as before.
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  // Everything the page fetched: the worker's own routes decide what it keeps (of the API's answers, nothing).
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: performance.getEntriesByType('resource').map((entry) => entry.name) },
    }),
  );
}
