import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { OVERRAN, runSuiteProcess } from './suite-process.js';

/** Running, as opposed to gone or a zombie waiting for its new parent to reap it. */
const running = (pid: number) => {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

test('a suite that finishes gives its own exit status', async () => {
  assert.equal(await runSuiteProcess(process.execPath, ['-e', 'process.exit(3)'], 1), 3);
  assert.equal(await runSuiteProcess(process.execPath, ['-e', ''], 1), 0);
});

test('a suite running past its limit is stopped with the processes it started, and fails', async () => {
  // The suite starts a grandchild that would never end, prints its pid, then waits forever itself.
  const script = `
    const { spawn } = require('node:child_process');
    const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    require('node:fs').writeFileSync(process.argv[1], String(g.pid));
    setInterval(() => {}, 1000);`;
  const pidFile = execFileSync('mktemp').toString().trim();
  const started = Date.now();
  const code = await runSuiteProcess(process.execPath, ['-e', script, pidFile], 0.02);
  assert.equal(code, OVERRAN);
  assert.ok(Date.now() - started < 10_000);
  const grandchild = Number(readFileSync(pidFile, 'utf8'));
  assert.ok(grandchild > 0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(running(grandchild), false, 'the grandchild was stopped too');
});
