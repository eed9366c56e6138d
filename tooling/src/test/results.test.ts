import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  crashedOutcome,
  fromJest,
  fromNodeTap,
  fromPlaywright,
  selectSuites,
  stepOutcome,
  summarize,
  type Outcome,
  type Suite,
  type SuiteResult,
} from './results.js';

const result = (suite: Suite, outcome: Outcome, seconds = 1): SuiteResult => ({ ...outcome, suite, seconds });
const last = (lines: string[]) => lines[lines.length - 1];

// Shapes of the reports as the runners write them (jest 30 --json, node 20 tap reporter, Playwright 1.65 json).
const jest = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    numPassedTests: 40,
    numFailedTests: 0,
    numPendingTests: 2,
    numTodoTests: 1,
    success: true,
    testResults: [{ status: 'passed', assertionResults: [{}] }],
    ...over,
  });

const tap = `TAP version 13
# \\# pass 99
# Subtest: ok
ok 1 - ok
# Subtest: skip me
ok 2 - skip me # SKIP
# Subtest: todo me
not ok 3 - todo me # TODO
# Subtest: grp
    # Subtest: inner
    ok 1 - inner
    # Subtest: inner skip
    ok 2 - inner skip # SKIP
    1..2
ok 4 - grp
# Subtest: bad
not ok 5 - bad
1..5
# tests 6
# suites 1
# pass 2
# fail 1
# cancelled 0
# skipped 2
# todo 1
# duration_ms 243.969756
`;

const playwright = (stats: Record<string, number>) =>
  JSON.stringify({ config: {}, suites: [], errors: [], stats: { startTime: '', duration: 1, ...stats } });

describe('suites', () => {
  test('none named runs them all, in order of cost', () => {
    assert.deepEqual(selectSuites([]), ['typecheck', 'lint', 'unit', 'node', 'postgres', 'build', 'e2e']);
    assert.deepEqual(selectSuites(['node', 'typecheck']), ['node', 'typecheck']);
  });

  test('an unknown name is an error that lists the known ones', () => {
    assert.throws(() => selectSuites(['unit', 'server']), {
      message: 'Unknown suite "server". Suites: typecheck, lint, unit, node, postgres, build, e2e',
    });
  });
});

describe('jest', () => {
  test('counts passed and failed tests, and skipped and todo ones as skipped', () => {
    assert.deepEqual(fromJest(jest({ numFailedTests: 3, success: false }), 1), {
      kind: 'tests',
      passed: 40,
      failed: 3,
      skipped: 3,
      outside: 0,
      note: undefined,
    });
  });

  test('a test file that fails to load is a failure outside any test', () => {
    const report = jest({
      testResults: [
        { status: 'passed', assertionResults: [{}] },
        { status: 'failed', assertionResults: [] },
      ],
    });
    assert.deepEqual(fromJest(report, 1), {
      kind: 'tests',
      passed: 40,
      failed: 0,
      skipped: 3,
      outside: 1,
      note: '1 test file failed to load',
    });
  });

  test('no report, or a failing exit with every test passed, is one failure', () => {
    assert.deepEqual(fromJest(undefined, 1), {
      kind: 'tests',
      passed: 0,
      failed: 0,
      skipped: 0,
      outside: 1,
      note: 'jest exited 1 without a report',
    });
    assert.equal(fromJest(jest(), 1).outside, 1);
    assert.equal(fromJest(jest(), 0).outside, 0);
  });
});

describe('node:test', () => {
  test('reads the closing totals; a test printing "# pass 99" does not count', () => {
    assert.deepEqual(fromNodeTap(tap, 1), { kind: 'tests', passed: 2, failed: 1, skipped: 3, outside: 0 });
  });

  test('cancelled tests are failed', () => {
    assert.equal(fromNodeTap(tap.replace('# cancelled 0', '# cancelled 2'), 1).failed, 3);
  });

  test('a report that never reached its totals is one failure', () => {
    assert.deepEqual(fromNodeTap(tap.slice(0, tap.indexOf('# tests')), 1), {
      kind: 'tests',
      passed: 0,
      failed: 0,
      skipped: 0,
      outside: 1,
      note: 'node --test exited 1 without a report',
    });
    assert.equal(fromNodeTap(undefined, 0).outside, 1);
  });

  test('a failing exit with no failing test is one failure', () => {
    assert.equal(fromNodeTap(tap.replace('# fail 1', '# fail 0'), 1).outside, 1);
  });
});

describe('playwright', () => {
  test('expected are passed, unexpected and flaky are failed, skipped are skipped', () => {
    assert.deepEqual(fromPlaywright(playwright({ expected: 30, unexpected: 1, flaky: 1, skipped: 4 }), 1), {
      kind: 'tests',
      passed: 30,
      failed: 2,
      skipped: 4,
      outside: 0,
    });
  });

  test('no report, or a failing exit with nothing failed (a global setup error), is one failure', () => {
    assert.equal(fromPlaywright(undefined, 1).outside, 1);
    assert.equal(fromPlaywright(playwright({ expected: 30, unexpected: 0, flaky: 0, skipped: 0 }), 1).outside, 1);
  });
});

describe('summary', () => {
  const unit = result('unit', fromJest(jest(), 0));
  const node = result('node', fromNodeTap(tap.replace('# fail 1', '# fail 0'), 0));

  test('counts tests only: passing steps add nothing', () => {
    const summary = summarize([result('typecheck', stepOutcome(0)), unit, node, result('build', stepOutcome(0))]);
    assert.deepEqual(summary.closing, ['6 skipped', '42 passed, 0 failed']);
    assert.equal(summary.failed, 0);
    assert.match(summary.table[0], /^ {2}typecheck +ok +1 s$/);
    assert.match(summary.table[1], /^ {2}unit +40 passed +0 failed +3 skipped +1 s$/);
  });

  test('a failed step fails the run as one failed, and says it is no test', () => {
    const summary = summarize([result('typecheck', stepOutcome(0)), unit, result('build', stepOutcome(2), 70)]);
    assert.equal(last(summary.closing), '40 passed, 1 failed');
    assert.equal(summary.failed, 1);
    assert.deepEqual(summary.closing, [
      'The failed count includes 1 failed step (build), not tests.',
      '3 skipped',
      '40 passed, 1 failed',
    ]);
    assert.match(summary.table[2], /^ {2}build +FAILED +70 s {2}\(exit 2; a step, counted as 1 failed\)$/);
  });

  test('failed tests, failed steps and failures outside tests add up, each named', () => {
    const summary = summarize([
      result('typecheck', stepOutcome(1)),
      result('unit', fromJest(jest({ numFailedTests: 2 }), 1)),
      result('node', crashedOutcome('node', 'database would not start')),
      result('build', crashedOutcome('build', 'out of memory')),
    ]);
    assert.deepEqual(summary.closing, [
      'The failed count includes 2 failed steps (typecheck, build) and 1 failure outside any test (1 in node), not tests.',
      '3 skipped',
      '40 passed, 5 failed',
    ]);
    assert.match(summary.table[2], /\(\+1 failed outside any test: database would not start\)$/);
    assert.match(summary.table[3], /\(out of memory; a step, counted as 1 failed\)$/);
  });

  test('the last line is always exactly "N passed, N failed", as CI reads it', () => {
    for (const results of [[], [result('typecheck', stepOutcome(2))], [unit, node]]) {
      assert.match(last(summarize(results).closing), /^\d+ passed, \d+ failed$/);
    }
  });
});
