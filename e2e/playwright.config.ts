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
  outputDir: `../test-results/e2e-${process.env.E2E_PORT_OFFSET ?? 0}`,
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // A step that cannot happen fails in seconds with a clear message rather than waiting for the test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot; the trace's running
    // screencast cost every test a share of the 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
});
