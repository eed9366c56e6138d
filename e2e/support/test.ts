/**
 * Playwright's `test` for every spec, failing any test whose pages report a Content-Security-Policy violation
 * (the host page's CSP must allow every journey, and nothing more). Specs import `test` and `expect` from here;
 * everything else of @playwright/test is re-exported unchanged.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/** Records what a context's pages report: their `securitypolicyviolation` events and console messages about CSP. */
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
  const listen = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`);
    });
  context.pages().forEach(listen);
  context.on('page', listen);
}

export const test = base.extend<{ cspViolations: string[] }>({
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
});

export { expect };
