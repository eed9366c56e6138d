import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { acquireDataDirLock, LOCK_FILE } from './data-dir-lock.js';
import { Refusal } from './refusal.js';

describe('the data directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'screening-lock-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  let n = 0;
  const freshDir = () => path.join(root, String(n++));
  const holdBy = (dir: string, pid: number) =>
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, holder: 'the API server', since: '2025-01-01T00:00:00.000Z' }),
    );

  test('writes our pid and removes the file on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, 'the admin CLI');
    assert.equal(JSON.parse(readFileSync(lock.file, 'utf8')).pid, process.pid);
    lock.release();
    assert.equal(existsSync(lock.file), false);
    lock.release();
  });

  test('refuses, naming the holder, while its process lives', () => {
    const dir = freshDir();
    acquireDataDirLock(dir, 'x').release();
    // The test runner that started this file: alive for as long as the test runs.
    holdBy(dir, process.ppid);
    assert.throws(
      () => acquireDataDirLock(dir, 'the admin CLI'),
      (err: unknown) =>
        err instanceof Refusal &&
        err.message.includes(`in use by the API server (pid ${process.ppid}`) &&
        /stop the other one first/.test(err.message),
    );
    assert.equal(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid, process.ppid, 'the holder keeps its lock');
  });

  test('takes over a stale lock: a dead pid, our own pid (a restarted container), an unreadable file', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    assert.ok(dead);
    for (const content of [
      JSON.stringify({ pid: dead, holder: 'the API server', since: 'x' }),
      JSON.stringify({ pid: process.pid }),
      'garbage',
    ]) {
      const dir = freshDir();
      acquireDataDirLock(dir, 'x').release();
      writeFileSync(path.join(dir, LOCK_FILE), content);
      const lock = acquireDataDirLock(dir, 'the admin CLI');
      assert.equal(JSON.parse(readFileSync(lock.file, 'utf8')).holder, 'the admin CLI');
      lock.release();
    }
  });

  test('release leaves a lock that another process took meanwhile', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, 'x');
    holdBy(dir, process.ppid);
    lock.release();
    assert.equal(existsSync(lock.file), true);
  });
});
