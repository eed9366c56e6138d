import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@screening/tooling/test/chromium.ts';
import { E2E_PORTS } from './support/ports';

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  // One shared database and 2 cores: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
});
