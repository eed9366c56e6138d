/** The alert rules hospital IT loads into Prometheus: valid for promtool, and each alert fires on what it is about. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../workspace.js';
import { ensurePromtool } from '../test/promtool.js';

const RULES_DIR = path.join(repoRoot, 'deploy', 'prometheus');

const promtool = (...args: string[]) => spawnSync(ensurePromtool(), args, { cwd: RULES_DIR, encoding: 'utf8' });

test('promtool accepts the rules and their unit tests pass: each alert fires when it should and not before', () => {
  const check = promtool('check', 'rules', 'screening-rules.yml');
  assert.equal(check.status, 0, check.stdout + check.stderr);
  assert.match(check.stdout, /SUCCESS: \d+ rules found/);
  const unit = promtool('test', 'rules', 'screening-rules.test.yml');
  assert.equal(unit.status, 0, unit.stdout + unit.stderr);
  assert.match(unit.stdout, /SUCCESS/);
});
