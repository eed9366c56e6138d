import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../db/open.js';
import { installStorageGuard, STORAGE_LOST_MESSAGE, watchStorage } from './storage-guard.js';

/** A directory laid out as PGlite's where the guard looks: PG_VERSION, the control file, a database's folder. */
function fakeStorage(dir: string): string {
  mkdirSync(path.join(dir, 'global'), { recursive: true });
  mkdirSync(path.join(dir, 'base', '5'), { recursive: true });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(dir, 'global', 'pg_control'), 'control');
  writeFileSync(path.join(dir, 'base', '5', 'PG_VERSION'), '17\n');
  return dir;
}

function guardedApp(dir: string, onWrite: () => void = () => {}) {
  const losses: string[] = [];
  const guard = watchStorage(dir, (reason) => losses.push(reason), 60_000);
  const app = Fastify();
  app.get('/read', async () => ({ ok: true }));
  app.post('/write', async () => {
    onWrite();
    return { saved: true };
  });
  installStorageGuard(app, guard);
  return { app, guard, losses };
}

const LOST = { error: 'Service Unavailable', message: STORAGE_LOST_MESSAGE };

describe('the storage guard', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'screening-guard-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  test('answers 503 to every request once the directory is removed, and reports the loss once', async () => {
    const dir = fakeStorage(path.join(root, 'removed'));
    const { app, guard, losses } = guardedApp(dir);
    try {
      assert.equal((await app.inject({ url: '/read' })).statusCode, 200);
      rmSync(dir, { recursive: true });
      for (const request of [{ url: '/read' }, { method: 'POST' as const, url: '/write', payload: {} }]) {
        const res = await app.inject(request);
        assert.equal(res.statusCode, 503);
        assert.deepEqual(res.json(), LOST);
      }
      assert.equal(losses.length, 1);
      assert.match(losses[0], /no longer readable \(ENOENT\)/);
      assert.equal(guard.lost, losses[0]);
    } finally {
      await app.close();
    }
  });

  test('notices a directory replaced by another one at the same path', async () => {
    const dir = fakeStorage(path.join(root, 'replaced'));
    const { app, losses } = guardedApp(dir);
    try {
      renameSync(dir, `${dir}.old`);
      fakeStorage(dir);
      assert.equal((await app.inject({ url: '/read' })).statusCode, 503);
      assert.match(losses[0], /replaced by another directory/);
    } finally {
      await app.close();
    }
  });

  test('a write whose storage vanished while it ran is answered 503, not 200', async () => {
    const dir = fakeStorage(path.join(root, 'mid-write'));
    const { app, losses } = guardedApp(dir, () => rmSync(dir, { recursive: true }));
    try {
      const res = await app.inject({ method: 'POST', url: '/write', payload: {} });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), LOST);
      assert.equal(losses.length, 1);
    } finally {
      await app.close();
    }
  });

  test('notices the database files gone while the folders and PG_VERSION stay', async () => {
    const dir = fakeStorage(path.join(root, 'files'));
    const { app, losses } = guardedApp(dir);
    try {
      rmSync(path.join(dir, 'global', 'pg_control'));
      assert.equal((await app.inject({ method: 'POST', url: '/write', payload: {} })).statusCode, 503);
      assert.match(losses[0], /global\/pg_control is no longer readable \(ENOENT\)/);
    } finally {
      await app.close();
    }
  });

  test('a real embedded database: with every file but PG_VERSION deleted, the next write is not answered 200', async () => {
    const dir = path.join(root, 'pgdata');
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    await database.db.execute(sql`create table visit (id int)`);
    const { app, losses } = guardedApp(dir);
    app.post('/visit', async () => {
      await database.db.execute(sql`insert into visit values (1)`);
      return { saved: true };
    });
    try {
      assert.equal((await app.inject({ method: 'POST', url: '/visit', payload: {} })).statusCode, 200);
      for (const name of readdirSync(dir)) if (name !== 'PG_VERSION') rmSync(path.join(dir, name), { recursive: true });
      const res = await app.inject({ method: 'POST', url: '/visit', payload: {} });
      assert.equal(res.statusCode, 503, res.body);
      assert.deepEqual(res.json(), LOST);
      assert.equal(losses.length, 1);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });

  test('the timer notices without any request', async () => {
    const dir = fakeStorage(path.join(root, 'timer'));
    const losses: string[] = [];
    const guard = watchStorage(dir, (reason) => losses.push(reason), 20);
    try {
      rmSync(dir, { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(losses.length, 1);
    } finally {
      guard.stop();
    }
  });
});
