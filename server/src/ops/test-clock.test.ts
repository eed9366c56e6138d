import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../config.js';
import { fileClock } from './test-clock.js';

const DAY_MS = 86_400_000;

test('TEST_CLOCK_FILE runs the clock ahead by what the file says, read at every reading', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-clock-'));
  try {
    const file = path.join(dir, 'clock');
    const clock = fileClock(file);
    const near = (date: Date, ms: number) => Math.abs(date.getTime() - (Date.now() + ms)) < 1_000;
    assert.ok(near(clock(), 0), 'no file: the system clock');
    fs.writeFileSync(file, String(20 * DAY_MS));
    assert.ok(near(clock(), 20 * DAY_MS), 'twenty days ahead');
    fs.writeFileSync(file, 'soon');
    assert.ok(near(clock(), 0), 'not a number: the system clock');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('TEST_CLOCK_FILE is refused in production', () => {
  const env = (vars: Record<string, string>) => ({
    DATA_DIR: path.join(os.tmpdir(), 'screening-config-unused'),
    JWT_SECRET: 'x'.repeat(40),
    ...vars,
  });
  assert.throws(
    () => loadConfig(env({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', TEST_CLOCK_FILE: '/tmp/clock' })),
    /TEST_CLOCK_FILE .* refused when NODE_ENV=production/,
  );
  assert.equal(loadConfig(env({ TEST_CLOCK_FILE: 'clock' })).clockFile, path.resolve('clock'));
});
