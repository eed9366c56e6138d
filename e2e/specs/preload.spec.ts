/**
 * Loading ahead (docs/performance.md): the login screen prefetches the code behind sign-in only once it is shown,
 * home loads the areas the user's menus open before any click and never another, and a second visit with the
 * cache of the first fetches no code again.
 */
import { expect, test, type CDPSession, type Page } from '../support/test';
import { E2E_PORTS } from '../support/ports';
import { signIn } from '../support/session';
import { settled } from '../support/network';

declare global {
  interface Window {
    __loginShownAt?: number;
  }
}

const remoteOf = (url: string) =>
  Object.entries(E2E_PORTS.remotes).find(([, port]) => String(port) === new URL(url).port)?.[0] ?? null;

/** The remotes whose entry the page has fetched so far. */
const fetchedRemotes = (urls: string[]) =>
  [...new Set(urls.filter((url) => url.endsWith('/remoteEntry.js')).map(remoteOf))].filter(Boolean).sort();

test('the login screen fetches no remote and no code behind sign-in before it is shown, then prefetches that code', async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (window.__loginShownAt !== undefined) return;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign In');
      if (button) window.__loginShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  // A resource timing entry appears once its fetch has ended: wait for the first prefetch to arrive.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const listed = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href));
          return performance.getEntriesByType('resource').filter((entry) => listed.has(entry.name)).length;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);

  const timing = await page.evaluate(() => {
    // What the login screen prefetched: the listed files it had not fetched itself (the router, the UI kit, …).
    const prefetched = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href));
    return {
      shownAt: window.__loginShownAt ?? Infinity,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime, prefetched: prefetched.has(entry.name) })),
    };
  });
  const beforeShown = timing.resources.filter((r) => r.startTime < timing.shownAt);
  expect(beforeShown.filter((r) => remoteOf(r.url)).map((r) => r.url)).toEqual([]);
  expect(beforeShown.filter((r) => r.prefetched).map((r) => r.url)).toEqual([]);
  expect(timing.resources.filter((r) => r.prefetched).length).toBeGreaterThan(0);
});

test("after home renders, a nurse's areas are fetched before any click, and outreach clinics and users never", async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await signIn(page, 'nurse@demo.in');
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
  await expect.poll(() => fetchedRemotes(urls), { timeout: 15_000 }).toEqual(['clinical', 'patients', 'reports']);
  // Her pages came with them: the screening worklist opens without fetching its remote again.
  await settled(page);
  expect(fetchedRemotes(urls)).toEqual(['clinical', 'patients', 'reports']);
  const before = urls.length;
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Screening', exact: true }).click();
  await expect(page).toHaveURL(/#\/PatientSearchPage$/);
  await expect(page.getByLabel('Search by Patient name/id/mobile')).toBeVisible();
  expect(fetchedRemotes(urls.slice(before))).toEqual([]);
});

/**
 * The JS and CSS files the page asked the network for, with the body bytes that came back (0: the cache had it,
 * or a 304; the service worker's answers are left out), through the DevTools protocol: Playwright does not say whether the cache answered.
 */
async function codeRequests(page: Page): Promise<() => { url: string; body: number }[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>(); // Chrome says so before the response event
  const open = new Map<string, { url: string; headers: number }>();
  const done: { url: string; body: number }[] = [];
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    // The host's service worker answering from its cache is the cache too.
    const cached = fromCache.has(requestId) || response.fromDiskCache || response.fromServiceWorker;
    if (!/\.(js|css)$/.test(new URL(response.url).pathname) || cached) return;
    open.set(requestId, { url: response.url, headers: response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = open.get(requestId);
    if (entry) done.push({ url: entry.url, body: Math.max(0, encodedDataLength - entry.headers) });
  });
  return () => done;
}

test('a second visit with the cache of the first fetches no code: entries are revalidated (304), chunks come from the cache', async ({
  page,
}) => {
  const journey = async () => {
    await signIn(page, 'coordinator@demo.in');
    await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
    await page.getByRole('link', { name: 'Outreach Clinic' }).click();
    await expect(page.getByRole('heading', { name: 'Outreach Clinic' })).toBeVisible();
    await settled(page);
  };
  const first = await codeRequests(page);
  await journey();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  const fetchedBefore = new Set(first().map((r) => r.url));
  expect(fetchedBefore.size).toBeGreaterThan(0);

  const second = await codeRequests(page);
  await journey();
  // Whatever the first visit fetched comes from the cache (what idle preloading had not reached yet may be new).
  expect(second().filter((r) => r.body > 0 && fetchedBefore.has(r.url))).toEqual([]);
  // Only the unhashed entries are asked again (and answered 304); content-hashed chunks come from the cache.
  expect(
    second()
      .filter((r) => r.body === 0)
      .every((r) => /\/(main|remoteEntry)\.js$/.test(new URL(r.url).pathname)),
  ).toBe(true);
});
