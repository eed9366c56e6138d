/**
 * The compiled server as production runs it: `pnpm --filter @screening/server build`, then `node server/dist/main.js`
 * with no TypeScript loader, on its own embedded database. It finds its migrations beside the bundle, answers ready,
 * signs a demo account in (the validation rules compiled in from @screening/domain) and stops cleanly on SIGTERM.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { AuthenticateResponse } from '@screening/domain/types';
import { RELEASE } from '../ops/ops-status.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { demoAccounts } from '../seed/staff.js';
import { startCompiledServer } from '../testing/compiled-server.js';
import { freePort } from '../testing/free-port.js';
import { DIST_MAIN, buildServer } from './build-server.js';

const root = mkdtempSync(path.join(tmpdir(), 'screening-dist-'));
after(() => rmSync(root, { recursive: true, force: true }));

test(
  'node dist/main.js: migrates an empty data directory, is ready, signs a demo account in, stops on SIGTERM',
  // A loaded machine may take a minute or more to migrate and seed; the runner's timeout bounds the wait for ready.
  { timeout: 180_000 },
  async () => {
    await buildServer();
    // Plain node from another folder: nothing but the bundle's own location may lead it to its files.
    const server = startCompiledServer(
      DIST_MAIN,
      await freePort(),
      { DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'info' },
      root,
    );
    const { child, base } = server;

    try {
      assert.equal(await server.ready(), 200, `not ready:\n${server.stdout()}\n${server.stderr()}`);
      const startup = server
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.event === 'startup');
      assert.equal(startup?.release, RELEASE, 'the release is compiled in');

      const signIn = await fetch(`${base}/token/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: demoAccounts.admin.email, password: DEMO_PASSWORD }),
      });
      assert.equal(signIn.status, 200, await signIn.clone().text());
      const { token } = (await signIn.json()) as AuthenticateResponse;
      const me = await fetch(`${base}/api/curable/authorizeUserRequest/${encodeURIComponent(demoAccounts.admin.email)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(me.status, 200, await me.clone().text());

      child.kill('SIGTERM');
      assert.equal(await server.exited, 0, server.stderr());
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  },
);
