/**
 * The host's service worker: the app opens and runs offline with the code it ran online.
 * - The host's own build is precached (its list is injected by the webpack preset's InjectManifest).
 * - A remote's files live under its pinned version (`<origin>/<version>/…`): content-hashed chunks are immutable
 *   and answered from the cache first (a kept copy that fails the hash the page asks with is fetched again); its
 *   `remoteEntry.js` is asked the network first, so the pinned integrity (checked by the page) always meets the entry
 *   served now, and the cached one only when offline.
 * - The page itself, `remotes.json` and `config.json` are asked the network first, so a new pin or a new API base
 *   reaches the user on her next online load; the last good copy answers when there is no network (a site file
 *   that fails its check never replaces it: site-copies.ts).
 * - Once a new `remotes.json` is read online, the remotes' files of versions pinned by neither it nor the one before
 *   are deleted (version-pruning.ts).
 * - The API is never handled here (its reads are kept by the page: shared/src/offline/read-cache.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { pinnedFolders, releaseListOf, REMOTES_CACHE, staleUrls, versionFolder, VERSIONED } from './version-pruning';
import { matchesIntegrity } from '../remotes/integrity';
import { copyWorthKeeping } from './site-copies';

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  location: Location;
};

/** The cache of the page and the site files (remotes.json, config.json). */
const SITE_CACHE = 'site';
const HASHED = /\.[0-9a-f]{8}\.\w+$/;
/** Without an answer by then, the cached copy is used (a network that comes and goes rarely fails fast). */
const NETWORK_TIMEOUT_SECONDS = 5;

// A new build takes over at once: its index.html, main.js and chunks come from the one precache that matches them.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Version folders whose files were all kept by this worker. */
const keptVersions = new Set<string>();

/** A remotes.json read online replaced the cached one: the versions neither pins leave the cache. */
async function pruneVersions(manifestUrl: string, previous: Response | undefined, current: Response): Promise<void> {
  const pinnedNow = pinnedFolders(await current.clone().text(), manifestUrl);
  const pinnedBefore = previous ? pinnedFolders(await previous.clone().text(), manifestUrl) : new Set<string>();
  const cache = await caches.open(REMOTES_CACHE);
  const cached = (await cache.keys()).map((request) => request.url);
  for (const url of staleUrls(cached, pinnedNow, pinnedBefore)) {
    await cache.delete(url);
    keptVersions.delete(versionFolder(url) as string);
  }
}

const oldVersionsPruned = {
  cacheDidUpdate: async ({
    request,
    oldResponse,
    newResponse,
  }: {
    request: Request;
    oldResponse?: Response | null;
    newResponse: Response;
  }) => {
    if (new URL(request.url).pathname !== '/remotes.json') return;
    await pruneVersions(request.url, oldResponse ?? undefined, newResponse).catch(() => undefined);
  },
};

const onlyGoodCopies = {
  cacheWillUpdate: ({ request, response }: { request: Request; response: Response }) => copyWorthKeeping(request.url, response),
};

const siteFirst = new NetworkFirst({
  cacheName: SITE_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyGoodCopies, oldVersionsPruned],
});

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await siteFirst.handle(options);
    } catch {
      // Never loaded online under this worker yet: the precached page of the same build.
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname === '/remotes.json' || url.pathname === '/config.json'),
  siteFirst,
);

/**
 * The page asks a remote's chunk with the hash its entry carries, and checks what this worker answers against it. A
 * kept copy that does not match (kept while the file was changed on its server: the whole version is kept without
 * hashes) is dropped and asked again from the network, so a file put right reaches the device.
 */
const keptCopyMatches = {
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
    cacheName,
  }: {
    request: Request;
    cachedResponse?: Response;
    cacheName: string;
  }) => {
    if (!cachedResponse || !request.integrity.includes('sha384-')) return cachedResponse ?? null;
    if (await matchesIntegrity(await cachedResponse.clone().arrayBuffer(), request.integrity)) return cachedResponse;
    await (await caches.open(cacheName)).delete(request.url);
    return null;
  },
};

registerRoute(
  ({ url }) => VERSIONED.test(url.pathname) && HASHED.test(url.pathname),
  new CacheFirst({ cacheName: REMOTES_CACHE, plugins: [keptCopyMatches] }),
);

/**
 * The entry is fetched without the page's integrity metadata: a changed entry then reaches the page, which refuses it
 * against the pin ("failed verification"), instead of failing here and being replaced by the last good copy.
 */
const pageChecksIntegrity = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    new Request(request.url, { mode: 'cors', credentials: request.credentials }),
};

/**
 * Once a version's entry loads online, every file of that version (its release.json's `files`) is kept, so its pages
 * not opened yet (the later steps of an enrolment) open offline too. Files kept already are not fetched again. The
 * list itself is kept last, and only when every file is: the page reads it as "this area is on the device whole"
 * (offline/readiness.ts); a file that failed is asked again on the next online load.
 */
async function keepWholeVersion(entryUrl: string): Promise<void> {
  const folder = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  if (keptVersions.has(folder)) return;
  const answer = await fetch(releaseListOf(folder), { cache: 'no-cache' });
  if (!answer.ok) return;
  const listing = await answer.text();
  const { files } = JSON.parse(listing) as { files?: unknown };
  if (!Array.isArray(files)) return;
  const cache = await caches.open(REMOTES_CACHE);
  let whole = true;
  for (const file of files) {
    if (typeof file !== 'string' || !HASHED.test(file)) continue;
    const url = new URL(file, folder).href;
    if (await cache.match(url)) continue;
    await cache.add(new Request(url, { mode: 'cors' })).catch(() => {
      whole = false;
    });
  }
  if (!whole) return;
  await cache.put(releaseListOf(folder), new Response(listing, { headers: { 'content-type': 'application/json' } }));
  keptVersions.add(folder);
}

const wholeVersionKept = {
  fetchDidSucceed: async ({
    request,
    response,
    event,
  }: {
    request: Request;
    response: Response;
    event: { waitUntil(promise: Promise<unknown>): void };
  }) => {
    if (response.ok) event.waitUntil(keepWholeVersion(request.url).catch(() => undefined));
    return response;
  },
};

registerRoute(
  ({ url }) => VERSIONED.test(url.pathname) && url.pathname.endsWith('/remoteEntry.js'),
  new NetworkFirst({
    cacheName: REMOTES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [pageChecksIntegrity, wholeVersionKept],
  }),
);
