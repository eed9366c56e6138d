/**
 * Work done while the user types or reads instead of after a click: once the login screen shows, the code sign-in
 * needs is fetched into the cache, then run in the next idle moment; once home shows, the areas the user's menus open are loaded with the
 * page each menu leads to. Both wait for the browser to be idle, so neither delays the screen being shown.
 */
import type { MenuEntry } from '@screening/shared';
import { mapMenuUrl, SHARED_VERSION, sharedSatisfies } from '@screening/shared/core';
import { loadPage, loadRemoteRoutes, pageKey, remoteStatuses, sitePages, type Site, type SitePage } from './remote-registry';

/** The longest an idle task waits when the browser is never idle (a busy page still gets it, late). */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short delay lets the screen paint first. */
const FALLBACK_DELAY_MS = 300;

/** Runs `task` when the browser is idle; returns what cancels it. */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/** The element in which the build lists the host's chunks behind sign-in (see the webpack preset). */
export const SIGN_IN_CHUNKS_ID = 'sign-in-chunks';

/**
 * Prefetches, at the lowest priority, the chunks the build listed for sign-in (router, shell, home, UI kit): their
 * names are content-hashed and cached for a year, so the click finds them on disk. Nothing is executed, and a file
 * the page already fetched is not asked for again.
 */
export function prefetchSignIn(doc: Document = document): string[] {
  let urls: unknown;
  try {
    urls = JSON.parse(doc.getElementById(SIGN_IN_CHUNKS_ID)?.textContent || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(urls)) return [];
  const fetched = new Set([
    ...(performance.getEntriesByType?.('resource').map((entry) => entry.name) ?? []),
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
  ]);
  const added: string[] = [];
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    const href = new URL(url, doc.baseURI).href;
    if (fetched.has(href)) continue;
    fetched.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = /\.css$/.test(url) ? 'style' : 'script';
    link.href = url;
    doc.head.appendChild(link);
    added.push(href);
  }
  return added;
}

/** Resolves once every prefetch link of `hrefs` has loaded or failed. */
export function whenPrefetched(hrefs: readonly string[], doc: Document = document): Promise<void> {
  const wanted = new Set(hrefs);
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].filter((link) => wanted.has(link.href));
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * The pages the user's menus lead to on this site, with the remote serving each, in menu order: none of a remote
 * the site does not pin, none of a remote the shell would refuse ("cannot run with this suite"), none of a remote
 * that already failed (its page says why when it is opened).
 */
export function grantedPages(menus: readonly MenuEntry[], site: Site, sharedVersion = SHARED_VERSION): SitePage[] {
  const served = sitePages(site);
  const statuses = remoteStatuses();
  const pages = new Map<string, SitePage>();
  for (const entry of menus) {
    const page = served.get(pageKey(mapMenuUrl(entry.url)));
    if (!page || pages.has(pageKey(page.path)) || statuses[page.remote]?.status === 'failed') continue;
    const pinned = site.manifest.remotes[page.remote];
    if (pinned.sharedVersion && !sharedSatisfies(sharedVersion, pinned.sharedVersion)) continue;
    pages.set(pageKey(page.path), page);
  }
  return [...pages.values()];
}

/** Resolves when the browser is next idle. */
export const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Loads each page's remote through the same loader as a click (its entry with the pinned integrity, the shared
 * modules the host already has, its `./routes`, which brings the page its menu opens: see the remotes' routes.tsx),
 * then runs that page's module, so that a click renders the page in its first pass. One step per idle moment, in
 * menu order, so that a click meanwhile never waits behind them. A failure is left for the click to show and retry.
 */
export async function preloadPages(pages: readonly SitePage[], idle: () => Promise<void> = nextIdle): Promise<void> {
  for (const remote of new Set(pages.map((page) => page.remote))) {
    await idle();
    const routes = await loadRemoteRoutes(remote).catch(() => null);
    for (const page of pages.filter((p) => p.remote === remote)) {
      const route = routes?.find((r) => r.path.toLowerCase() === page.path.toLowerCase());
      if (!route) continue;
      await idle();
      await loadPage(route).catch(() => {
        /* shown, with Retry, when the page is opened */
      });
    }
  }
}
