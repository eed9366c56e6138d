/** What the tablet holds for a day without a network, read in the page as the app reads it. */
import { expect, type Page } from './test';

/**
 * The keys of the reads the tablet keeps for the signed-in user (IndexedDB, shared/src/offline/read-cache.ts). It
 * never creates the database: asked before the app's first kept read, it answers none rather than leave an empty
 * database behind.
 */
export const keptReads = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('screening-reads');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('reads').objectStore('reads').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

/** How many kept reads are of this URL (a key is the URL, a space, then the body). */
export const keptReadsOf = async (page: Page, url: string): Promise<number> =>
  (await keptReads(page)).filter((key) => key.includes(`${url} `)).length;

/**
 * The files of an area's pinned version (its release.json) that the service worker has not kept yet; none once
 * every page of the area, opened online or not, can open offline (host/src/offline/service-worker.ts).
 */
export const areaFilesNotKept = (page: Page, remote: string): Promise<string[]> =>
  page.evaluate(async (name) => {
    const pins = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as {
      remotes: Record<string, { entry: string }>;
    };
    const folder = new URL('.', pins.remotes[name].entry).href;
    const { files } = (await (await fetch(`${folder}release.json`, { cache: 'no-store' })).json()) as { files: string[] };
    const cache = await caches.open('remotes');
    const absent: string[] = [];
    for (const file of files.filter((path) => /\.[0-9a-f]{8}\.\w+$/.test(path))) {
      if (!(await cache.match(new URL(file, folder).href))) absent.push(file);
    }
    return absent;
  }, remote);

/** Waits until the tablet holds the whole area, as staff would before leaving for the village. */
export async function expectAreaKept(page: Page, remote: string) {
  await expect.poll(() => areaFilesNotKept(page, remote), { timeout: 30_000 }).toEqual([]);
}

/**
 * The header's word while the app cannot reach the server, with `waiting` writes kept on the device: "Offline" when
 * the device says it has no network, "Server unreachable" when it says it has one. A page loaded while Chromium
 * emulates no network is told it is online (navigator.onLine), as a tablet on a network that reaches nothing is, so
 * after such a reload either word is right; the app finds out from its calls and its health check of the server.
 */
export const cutOff = (waiting = 0) =>
  new RegExp(`^(Offline|Server unreachable)${waiting > 0 ? ` · ${waiting} waiting to sync` : ''}$`);

/**
 * Waits until the service worker controls the page: it first keeps the host's whole build, which on a loaded
 * two-core machine takes tens of seconds. A wait that runs out says where the worker stood (installing, waiting,
 * or none registered: its install failed), not only that it timed out.
 */
export async function untilServiceWorkerControls(page: Page, timeout = 60_000) {
  const controls = await page
    .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout })
    .then(() => true)
    .catch(() => false);
  if (controls) return;
  const where = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no worker registered';
    const { installing, waiting, active } = registration;
    return `installing: ${installing?.state ?? '-'}, waiting: ${waiting?.state ?? '-'}, active: ${active?.state ?? '-'}`;
  });
  throw new Error(`The service worker did not take control of the page within ${timeout / 1000} s (${where})`);
}
