/**
 * What `pnpm test` counts, kept apart from running anything so that it can be tested on small reports: the suites it
 * knows, each runner's report read into passed / failed / skipped tests, and the closing summary.
 */

/** In order of cost. */
export const SUITES = ['typecheck', 'lint', 'unit', 'node', 'postgres', 'build', 'e2e'] as const;
export type Suite = (typeof SUITES)[number];

/** Suites that check the code as a whole: they pass or fail, and contain no tests to count. */
export const STEPS: readonly Suite[] = ['typecheck', 'lint', 'build'];
export const isStep = (suite: Suite) => STEPS.includes(suite);

/** The suites named on the command line (all of them when none is), or an error naming the ones that exist. */
export function selectSuites(args: readonly string[]): Suite[] {
  const unknown = args.filter((a) => !(SUITES as readonly string[]).includes(a));
  if (unknown.length) {
    throw new Error(
      `Unknown suite${unknown.length > 1 ? 's' : ''} ${unknown.map((a) => `"${a}"`).join(', ')}. Suites: ${SUITES.join(', ')}`,
    );
  }
  return args.length ? (args as Suite[]) : [...SUITES];
}

export interface TestsOutcome {
  kind: 'tests';
  passed: number;
  failed: number;
  /** Skipped and todo tests: written but not run. */
  skipped: number;
  /** Failures that belong to no test (a runner without a report, a test file that could not load, a non-zero exit
   * with every test passing); each counts as one failed in the total, since otherwise the run would look green. */
  outside: number;
  note?: string;
}
export interface StepOutcome {
  kind: 'step';
  ok: boolean;
  note?: string;
}
export type Outcome = TestsOutcome | StepOutcome;
export type SuiteResult = Outcome & { suite: Suite; seconds: number };

export function stepOutcome(exitCode: number): StepOutcome {
  return exitCode === 0 ? { kind: 'step', ok: true } : { kind: 'step', ok: false, note: `exit ${exitCode}` };
}

/** A suite whose runner threw before it could report. */
export function crashedOutcome(suite: Suite, message: string): Outcome {
  return isStep(suite)
    ? { kind: 'step', ok: false, note: message }
    : { kind: 'tests', passed: 0, failed: 0, skipped: 0, outside: 1, note: message };
}

const noReport = (runner: string, exitCode: number): TestsOutcome => ({
  kind: 'tests',
  passed: 0,
  failed: 0,
  skipped: 0,
  outside: 1,
  note: `${runner} exited ${exitCode} without a report`,
});

/** A runner that exits non-zero has failed even when no test did (a setup error, a file that would not load). */
function withExit(outcome: TestsOutcome, runner: string, exitCode: number): TestsOutcome {
  if (exitCode === 0 || outcome.failed + outcome.outside > 0) return outcome;
  return { ...outcome, outside: 1, note: `${runner} exited ${exitCode} with no failing test` };
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { status: string; assertionResults: unknown[] }[];
}

/** jest's `--json` report. */
export function fromJest(json: string | undefined, exitCode: number): TestsOutcome {
  if (json === undefined) return noReport('jest', exitCode);
  const report = JSON.parse(json) as JestReport;
  // A file that fails to load reports no tests at all, only its own failure.
  const unloaded = (report.testResults ?? []).filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  return withExit(
    {
      kind: 'tests',
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      outside: unloaded,
      note: unloaded ? `${unloaded} test file${unloaded > 1 ? 's' : ''} failed to load` : undefined,
    },
    'jest',
    exitCode,
  );
}

/** node:test's TAP report; its totals close the report (`# pass 3` …), and a test's own output is escaped (`# \# pass`),
 * but the last of each is taken so that nothing printed earlier can stand in for them. A file that fails to load is
 * reported by node:test as a failing test, so it is in `# fail` already. */
export function fromNodeTap(tap: string | undefined, exitCode: number): TestsOutcome {
  const totals = (key: string) =>
    [...(tap ?? '').matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))].map((m) => Number(m[1])).at(-1);
  if (totals('tests') === undefined) return noReport('node --test', exitCode);
  const count = (key: string) => totals(key) ?? 0;
  return withExit(
    {
      kind: 'tests',
      passed: count('pass'),
      failed: count('fail') + count('cancelled'),
      skipped: count('skipped') + count('todo'),
      outside: 0,
    },
    'node --test',
    exitCode,
  );
}

interface PlaywrightReport {
  stats: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}

/** Playwright's JSON report. A flaky test (passed only on a retry) counts as failed: it did fail. */
export function fromPlaywright(json: string | undefined, exitCode: number): TestsOutcome {
  if (json === undefined) return noReport('playwright', exitCode);
  const { stats } = JSON.parse(json) as PlaywrightReport;
  return withExit(
    {
      kind: 'tests',
      passed: stats.expected ?? 0,
      failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
      skipped: stats.skipped ?? 0,
      outside: 0,
    },
    'playwright',
    exitCode,
  );
}

export interface Summary {
  passed: number;
  /** Failed tests, plus one for each failed step and each failure outside a test. */
  failed: number;
  skipped: number;
  /** One row per suite. */
  table: string[];
  /** The last lines printed; the very last is `N passed, N failed`, which CI reads. */
  closing: string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Only tests are counted as passed. A failed step, though, has to reach the failed count: CI reads nothing but the
 * last line, so a broken build under `0 failed` would pass. It counts as one failed (one thing failed; not one per
 * application, which would be a count of nothing tested), the table marks it, and a line above the totals says which of
 * the failed are not tests. A passing step adds nothing: it is no test.
 */
export function summarize(results: readonly SuiteResult[]): Summary {
  let passed = 0;
  let failedTests = 0;
  let skipped = 0;
  const failedSteps: string[] = [];
  const outside: string[] = [];
  const table = results.map((r) => {
    const seconds = `${r.seconds.toFixed(0).padStart(4)} s`;
    if (r.kind === 'step') {
      if (!r.ok) failedSteps.push(r.suite);
      const note = r.ok ? '' : `  (${r.note ? `${r.note}; ` : ''}a step, counted as 1 failed)`;
      return `  ${r.suite.padEnd(10)} ${(r.ok ? 'ok' : 'FAILED').padEnd(37)} ${seconds}${note}`;
    }
    passed += r.passed;
    failedTests += r.failed;
    skipped += r.skipped;
    if (r.outside) outside.push(`${r.outside} in ${r.suite}`);
    const note = r.outside ? `  (+${r.outside} failed outside any test: ${r.note})` : r.note ? `  (${r.note})` : '';
    return `  ${r.suite.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped ${seconds}${note}`;
  });
  const outsideCount = results.reduce((n, r) => n + (r.kind === 'tests' ? r.outside : 0), 0);
  const failed = failedTests + failedSteps.length + outsideCount;
  const notTests = [
    failedSteps.length ? `${plural(failedSteps.length, 'failed step')} (${failedSteps.join(', ')})` : '',
    outsideCount ? `${plural(outsideCount, 'failure')} outside any test (${outside.join(', ')})` : '',
  ].filter(Boolean);
  const closing = [
    ...(notTests.length ? [`The failed count includes ${notTests.join(' and ')}, not tests.`] : []),
    `${skipped} skipped`,
    `${passed} passed, ${failed} failed`,
  ];
  return { passed, failed, skipped, table, closing };
}
