/**
 * Registers the host's service worker (production builds only; never under jest or the development server), once
 * the first screen is up. The files the page fetched before the worker took control (the host's entry, a remote
 * already open) are handed to it to keep, so they are there offline too.
 */
const SERVICE_WORKER_URL = '/sw.js';
/** Remotes' files and the site files: the worker's own routes decide what it keeps of them. */
const KEPT = /\/\d+\.\d+\.\d+[^/]*\/|\/(remotes|config)\.json$/;

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urlsToCache = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => KEPT.test(new URL(url).pathname));
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    })
    .catch((error: unknown) => console.warn('The app cannot be kept for offline use:', error));
}
