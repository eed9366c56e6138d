/**
 * Loading ahead (README "Performance"): the login screen prefetches the code behind sign-in only once it is shown,
 * home loads the areas the user's menus open before any click and never another, and a second visit with the
 * cache of the first fetches no code again.
 */
import { expect, test, type CDPSession, type Page } from '../support/test';
import { E2E_PORTS } from '../support/ports';
import { signIn } from '../support/session';

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

  const timing = await page.evaluate(() => {
    const listed = JSON.parse(document.getElementById('sign-in-chunks')?.textContent ?? '[]') as string[];
    const signInCode = new Set(listed.map((url) => new URL(url, document.baseURI).href));
    return {
      shownAt: window.__loginShownAt ?? Infinity,
      listed: signInCode.size,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime, signInCode: signInCode.has(entry.name) })),
    };
  });
  expect(timing.listed).toBeGreaterThan(0);
  const beforeShown = timing.resources.filter((r) => r.startTime < timing.shownAt);
  expect(beforeShown.filter((r) => remoteOf(r.url)).map((r) => r.url)).toEqual([]);
  expect(beforeShown.filter((r) => r.signInCode).map((r) => r.url)).toEqual([]);
  // The prefetched files are what sign-in then uses, from the cache.
  expect(timing.resources.filter((r) => r.signInCode).length).toBeGreaterThan(0);
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
  await page.waitForLoadState('networkidle');
  expect(fetchedRemotes(urls)).toEqual(['clinical', 'patients', 'reports']);
  const before = urls.length;
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Screening', exact: true }).click();
  await expect(page).toHaveURL(/#\/PatientSearchPage$/);
  await expect(page.getByLabel('Search by Patient name/id/mobile')).toBeVisible();
  expect(fetchedRemotes(urls.slice(before))).toEqual([]);
});

/** What came over the network, through the DevTools protocol (Playwright does not say whether the cache answered). */
async function downloads(page: Page): Promise<{ cdp: CDPSession; code: () => { url: string; status: number }[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, { url: string; status: number; cached: boolean }>();
  cdp.on('Network.responseReceived', ({ requestId, response }) =>
    seen.set(requestId, {
      url: response.url,
      status: response.status,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
    }),
  );
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = seen.get(requestId);
    if (entry) entry.cached = true;
  });
  return {
    cdp,
    code: () =>
      [...seen.values()]
        .filter((r) => /\.(js|css)$/.test(new URL(r.url).pathname) && !r.cached)
        .map(({ url, status }) => ({ url, status })),
  };
}

test('a second visit with the cache of the first fetches no code: entries are revalidated (304), chunks come from the cache', async ({
  page,
}) => {
  const journey = async () => {
    await signIn(page, 'coordinator@demo.in');
    await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
    await page.getByRole('link', { name: 'Outreach Clinic' }).click();
    await expect(page.getByRole('heading', { name: 'Outreach Clinic' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  await journey();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');

  const { code } = await downloads(page);
  await journey();
  const fetched = code();
  expect(fetched.filter((r) => r.status !== 304)).toEqual([]);
  expect(fetched.every((r) => /\/(main|remoteEntry)\.js$/.test(new URL(r.url).pathname))).toBe(true);
});
