/**
 * Whether this device is ready for a day without a network: the code of each area her menus open, kept whole by the
 * service worker (a version's `release.json` in its cache, kept last), and the reads the day needs kept by the page
 * (shared/src/offline/warm-reads.ts). Read from the device only, so it answers offline too.
 */
import { readsKeptForTheDay, type MenuEntry } from '@screening/shared';
import { grantedPages } from '../remotes/preload';
import type { Site } from '../remotes/remote-registry';
import { releaseListOf, REMOTES_CACHE, versionFolder } from './version-pruning';

export interface Readiness {
  /** Her areas, in menu order, each kept whole or not. */
  areas: { remote: string; kept: boolean }[];
  reads: { kept: number; needed: number };
}

export const isReady = (readiness: Readiness): boolean =>
  readiness.areas.every((area) => area.kept) && readiness.reads.kept === readiness.reads.needed;

/**
 * Null where this browser keeps no code for offline use: browsers give service workers and Cache Storage to secure
 * origins only (HTTPS, or localhost), and jest has neither.
 */
export async function offlineReadiness(menus: readonly MenuEntry[], site: Site): Promise<Readiness | null> {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return null;
  const remotes = [...new Set(grantedPages(menus, site).map((page) => page.remote))];
  const areas = await Promise.all(
    remotes.map(async (remote) => {
      const folder = versionFolder(site.manifest.remotes[remote].entry, window.location.href);
      const kept = folder !== null && (await caches.match(releaseListOf(folder), { cacheName: REMOTES_CACHE })) !== undefined;
      return { remote, kept };
    }),
  );
  return { areas, reads: await readsKeptForTheDay(menus) };
}
