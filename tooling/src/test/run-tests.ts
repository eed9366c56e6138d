/**
 * `pnpm test`: every suite, in order of cost — typecheck, unit/component (jest), node (server on a real database,
 * tooling CLI; node:test), postgres (the server tests on the app's database again, on PostgreSQL), builds of the six applications, end-to-end (Playwright in Debian's chromium). The typecheck
 * and the build are steps, not tests: they pass or fail. Ends with `N skipped` and then `N passed, N failed`, counting
 * tests (see summarize in results.ts for how a failed step is counted).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_PGLITE_TEMPLATE_ENV } from '@screening/server/testing/pglite-template';
import { repoRoot } from '../workspace.js';
import { ensureChromium } from './chromium.js';
import { ensureCertutil } from './certutil.js';
import { ensureNginx } from './nginx.js';
import { ensurePostgres } from './postgres.js';
import { runSuiteProcess } from './suite-process.js';
import {
  crashedOutcome,
  fromJest,
  fromNodeTap,
  fromPlaywright,
  selectSuites,
  stepOutcome,
  summarize,
  type Outcome,
  type StepOutcome,
  type Suite,
  type SuiteResult,
  type TestsOutcome,
} from './results.js';

const sh = runSuiteProcess;

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'screening-test-'));

function listFiles(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...listFiles(full, suffix));
    else if (entry.isFile() && entry.name.endsWith(suffix)) out.push(full);
  }
  return out.sort();
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

async function typecheck(): Promise<StepOutcome> {
  return stepOutcome(await sh(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], 10));
}

/** The house rules (eslint.config.mjs) and the format (Prettier): `pnpm lint`. */
async function lint(): Promise<StepOutcome> {
  const eslint = await sh(bin('eslint'), ['.'], 10);
  const prettier = await sh(bin('prettier'), ['--check', '--log-level=warn', '.'], 5);
  return stepOutcome(eslint || prettier);
}

/**
 * One jest worker more than the machine has cores: a component test spends about a sixth of its time waiting (its
 * local HTTP server, timers), which another file's work fills (two cores: 186 s, against 206 s with two workers).
 */
async function unit(): Promise<TestsOutcome> {
  const out = path.join(tmp(), 'jest.json');
  const code = await sh(
    bin('jest'),
    ['--ci', '--json', `--outputFile=${out}`, `--maxWorkers=${os.availableParallelism() + 1}`],
    25,
  );
  return fromJest(readIfThere(out), code);
}

/** node's own test runner over `files`, after `launcher` (a script that runs node with the arguments it is given). */
async function nodeTests(files: string[], launcher: string[] = [], env: Record<string, string> = {}): Promise<TestsOutcome> {
  if (files.length === 0) return { kind: 'tests', passed: 0, failed: 0, skipped: 0, outside: 1, note: 'no node tests found' };
  const tap = path.join(tmp(), 'node.tap');
  const code = await sh(
    process.execPath,
    [
      ...launcher,
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      // A test still waiting after 5 minutes fails (and its file's after hooks run) instead of holding up the suite.
      '--test-timeout=300000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    30,
    env,
  );
  return fromNodeTap(readIfThere(tap), code);
}

const testFiles = (dir: string) => listFiles(path.join(repoRoot, dir, 'src'), '.test.ts');

/** The server (on a real database) and the tooling (release and site CLI, this runner): node's own test runner. */
async function node(): Promise<TestsOutcome> {
  ensureNginx();
  // One migrated and seeded PGlite cluster for the run, dumped by the first file and loaded by the others.
  const template = path.join(tmp(), 'pglite-template.tar');
  try {
    return await nodeTests(
      ['server', 'tooling'].flatMap(testFiles).map((f) => path.relative(repoRoot, f)),
      [],
      { [TEST_PGLITE_TEMPLATE_ENV]: template },
    );
  } finally {
    fs.rmSync(path.dirname(template), { recursive: true, force: true });
  }
}

/**
 * The areas whose server tests run again on PostgreSQL: those that keep records with SQL of their own (sign-in,
 * sessions and throttles, clinics, participants, histories and worklists, follow-ups, reports, the dashboard's
 * indicators, users, seeding, housekeeping and backups). The others (the API description, input checks, logs, master data, the fuzz test) exercise the same engine
 * through the same driver and would only lengthen the run.
 */
export const POSTGRES_AREAS = [
  'auth',
  'camps',
  'candidates',
  'dashboard',
  'follow-up',
  'history',
  'monitoring',
  'ops',
  'reports',
  'seed',
  'users',
];

/**
 * The test files of those areas that open their database through createTestApp (server/src/testing/test-app.ts), on
 * PostgreSQL: one throwaway cluster for the run, a fresh database for each app (server/src/testing/on-postgres.ts).
 * A file that starts a cluster of its own tests PostgreSQL already, in the node suite.
 */
async function postgres(): Promise<TestsOutcome> {
  ensurePostgres();
  ensureNginx();
  const src = path.join(repoRoot, 'server', 'src');
  const files = testFiles('server').filter((f) => {
    const text = fs.readFileSync(f, 'utf8');
    const area = path.relative(src, f).split(path.sep)[0];
    return POSTGRES_AREAS.includes(area) && text.includes('createTestApp(') && !text.includes('startPostgresCluster(');
  });
  const launcher = ['--import', 'tsx', path.join('server', 'src', 'testing', 'on-postgres.ts')];
  return nodeTests(
    files.map((f) => path.relative(repoRoot, f)),
    launcher,
  );
}

async function build(): Promise<StepOutcome> {
  return stepOutcome(await sh(process.execPath, ['--import', 'tsx', path.join('tooling', 'src', 'cli.ts'), 'build'], 15));
}

async function e2e(): Promise<TestsOutcome> {
  await ensureChromium();
  // https.spec.ts: the suite through nginx on HTTPS, in a profile trusting the test's certificate authority.
  ensureNginx();
  ensureCertutil();
  const out = path.join(tmp(), 'playwright.json');
  const code = await sh(
    path.join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'),
    ['test', '--config', path.join('e2e', 'playwright.config.ts'), '--reporter=list,json'],
    // A guard against a hang, not a goal: ~24 min on an idle two-core machine for its 61 tests, 37-40 min with both
    // cores kept busy by other work (a run at 40 min was stopped as hung while every test passed). The limit leaves
    // room for that, and keeps the whole test command within CI's 90 minutes if the suite does hang.
    55,
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  return fromPlaywright(readIfThere(out), code);
}

const RUNNERS: Record<Suite, () => Promise<Outcome>> = { typecheck, lint, unit, node, postgres, build, e2e };

export async function runTests(args: string[]): Promise<number> {
  const chosen = selectSuites(args);
  const results: SuiteResult[] = [];
  for (const suite of chosen) {
    console.log(`\n=== ${suite} ===`);
    const started = Date.now();
    let outcome: Outcome;
    try {
      outcome = await RUNNERS[suite]();
    } catch (error) {
      outcome = crashedOutcome(suite, error instanceof Error ? error.message : String(error));
    }
    results.push({ ...outcome, suite, seconds: (Date.now() - started) / 1000 });
  }
  const summary = summarize(results);
  console.log('\nSummary');
  for (const line of [...summary.table, ...summary.closing]) console.log(line);
  return summary.failed > 0 ? 1 : 0;
}
