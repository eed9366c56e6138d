/**
 * The server's clock, moved on without waiting (TEST_CLOCK_FILE of the API, which global-setup.ts sets): a follow-up
 * falls overdue days after the referral. The browser's clock is moved with it (Playwright's page.clock), as a tablet's
 * and its server's agree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

export const E2E_CLOCK_FILE = path.join(os.tmpdir(), `screening-e2e-clock-${E2E_PORTS.api}`);
const DAY_MS = 86_400_000;

/** Server and page run `days` ahead from now on. */
export async function moveDaysAhead(page: Page, days: number): Promise<void> {
  fs.writeFileSync(E2E_CLOCK_FILE, String(days * DAY_MS));
  await page.clock.setSystemTime(new Date(Date.now() + days * DAY_MS));
}

/** The server's clock back to the system's (the other specs run on it). */
export function resetServerClock(): void {
  fs.rmSync(E2E_CLOCK_FILE, { force: true });
}
