/**
 * Waiting for a page's requests to settle. Playwright's `networkidle` is reached once per document: in this
 * single-page suite a later screen (a hash navigation) does not reset it, so waiting for it again returns at once,
 * before the screen's lists have come. The requests of every page of the suite's tests are counted instead
 * (support/test.ts starts the count on each page as it opens).
 */
import { expect, type Page } from '@playwright/test';

interface InFlight {
  count: number;
  /** When a request last started or ended (the test machine's time: how long the network has been quiet). */
  changedAt: number;
}

const pages = new WeakMap<Page, InFlight>();

/** Counts a page's requests in flight from now on. */
export function countRequests(page: Page): void {
  if (pages.has(page)) return;
  const state: InFlight = { count: 0, changedAt: Date.now() };
  pages.set(page, state);
  const ended = () => {
    state.count = Math.max(0, state.count - 1);
    state.changedAt = Date.now();
  };
  page.on('request', () => {
    state.count += 1;
    state.changedAt = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** Resolves once no request of the page has been in flight for `quietMs` (500 ms, as networkidle means it). */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  const state = pages.get(page);
  if (!state) throw new Error('settled(): the page was not opened through support/test.ts, so its requests are not counted');
  await expect
    .poll(() => state.count === 0 && Date.now() - state.changedAt >= quietMs, {
      message: `the page's requests settle (${state.count} in flight)`,
      intervals: [100],
      timeout: 30_000,
    })
    .toBe(true);
}
