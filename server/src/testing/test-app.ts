/**
 * Test helpers: a real, migrated and seeded database (in-memory PGlite, or PostgreSQL with
 * SCREENING_TEST_DATABASE=postgres: test-database.ts) behind the real app. Creating PGlite costs seconds and memory,
 * so share one per test file:
 *
 *   let t: TestApp;
 *   before(async () => { t = await createTestApp(); });
 *   after(() => t.close());
 *   test('…', async () => {
 *     const token = await signIn(t.app, demoAccounts.nurse.email);
 *     const res = await t.app.inject({ method: 'GET', url: '/api/curable/statemaster', headers: bearer(token) });
 *   });
 *
 * Routes a test needs of its own may be added to `t.app` before its first inject (the app is not ready yet).
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { DEFAULT_THROTTLE, type AppConfig } from '../config.js';
import type { Database } from '../db/open.js';
import type { Db } from '../db/types.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { openTestDatabase } from './test-database.js';

export { demoAccounts } from '../seed/staff.js';

export const testConfig: AppConfig = {
  jwtSecret: 'test-secret-that-is-long-enough-for-hs512-signing',
  tokenTtlSeconds: 7200,
  sessionMaxSeconds: 12 * 3600,
  throttle: DEFAULT_THROTTLE,
  resetLinkMinutes: 30,
  appUrl: 'http://localhost:3000',
  corsOrigins: ['http://localhost:3000'],
  // Tests that read mail start a local SMTP server and set smtpUrl; the others send nothing anywhere.
  mail: { smtpUrl: null, from: 'Screening App <no-reply@test.local>', outboxDir: null },
  production: false,
  trustProxy: false,
  logLevel: false,
};

/** What a test may give an app besides its configuration. */
export type TestAppOptions = Pick<BuildAppOptions, 'clock' | 'metrics'>;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Another app on the same database (e.g. with a tiny token TTL, or a clock of its own). */
  buildApp(overrides?: Partial<AppConfig>, options?: TestAppOptions): FastifyInstance;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const apps: FastifyInstance[] = [];
  const make = (extra: Partial<AppConfig> = {}, extraOptions: TestAppOptions = {}) => {
    const config = { ...testConfig, ...overrides, ...extra };
    const app = buildApp({ db: database.db, config, checkRefusals: true, ...options, ...extraOptions });
    apps.push(app);
    return app;
  };
  return {
    app: make(),
    db: database.db,
    database,
    buildApp: make,
    async close() {
      for (const app of apps) await app.close();
      await database.close();
    },
  };
}

/** Signs in (default: the demo password) and returns the bearer token; fails the test on a non-200. */
export async function signIn(app: FastifyInstance, userName: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/token/authenticate', payload: { userName, password } });
  assert.equal(res.statusCode, 200, `sign-in of ${userName} failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock a test moves on by hand (BuildAppOptions.clock), so that waiting takes no time; it stands still otherwise. */
export interface TestClock {
  now: () => Date;
  advance(seconds: number): void;
}

export function testClock(start = new Date()): TestClock {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    advance(seconds) {
      ms += seconds * 1000;
    },
  };
}
