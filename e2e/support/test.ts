/**
 * Playwright's `test` for every spec, failing any test whose pages report a Content-Security-Policy violation
 * (the host page's CSP must allow every journey, and nothing more), or whose last screen has a critical or serious
 * axe-core accessibility violation. Specs import `test` and `expect` from here;
 * everything else of @playwright/test is re-exported unchanged.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { countRequests } from './network';
import { E2E_PORTS, RELEASE_PORTS, SPARE_PORTS } from './ports';

export * from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/**
 * Records what a context's pages report (their `securitypolicyviolation` events and console messages about CSP), and
 * counts each page's requests in flight (support/network.ts).
 */
async function watch(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const source = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      window.__reportCspViolation?.(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}${source}`);
    });
  });
  const listen = (page: Page) => {
    countRequests(page);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`);
    });
  };
  context.pages().forEach(listen);
  context.on('page', listen);
}

const SUITE_ORIGINS = [E2E_PORTS.host, SPARE_PORTS.host, RELEASE_PORTS.host].map((port) => `http://localhost:${port}`);

/** The suite's pages still open (another site's, such as the original client's, are not ours to judge). */
const suitePages = (context: BrowserContext) =>
  context.pages().filter((page) => SUITE_ORIGINS.some((origin) => page.url().startsWith(`${origin}/`)));

export const test = base.extend<{ cspViolations: string[]; accessibility: void }>({
  /** Automatic: what the test's pages reported. A test that provokes a violation on purpose may empty it. */
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      // Contexts the test opens itself (a second user) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
        const opened = await newContext.apply(this, args);
        await watch(opened, violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
  /** Automatic: where each test ends, the screen it shows passes axe (the journeys check their screens on the way). */
  accessibility: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of suitePages(context)) {
        let found: string[];
        try {
          found = await seriousViolations(page);
        } catch {
          continue; // closed or navigating away as the test ended: nothing settled to judge
        }
        expect(found, `critical or serious axe violations where the test ended, ${page.url()}`).toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
