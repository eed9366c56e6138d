/**
 * Hospital IT's journey (issue: independent release and per-site pinning): release two versions of one remote,
 * pin the first, see it; pin the second, reload, see it — no host rebuild; a tampered chunk, a tampered entry and a
 * remote built for another major version of @screening/shared are refused with a readable panel while other areas
 * work. A new area (the dashboard) is added to the site and taken away again by its pin alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '../support/test';
import { pinWorkingVersions, startHostServer, startRemoteServer } from '@screening/tooling/serve/suite.ts';
import { readApp, repoRoot } from '@screening/tooling/workspace.ts';
import { RELEASE_PORTS, apiUrl } from '../support/ports';
import { signIn } from '../support/session';

test.describe.configure({ timeout: 15 * 60_000 });

const SITE = 'e2e-release';
/** A major version of @screening/shared this suite is not: what a release for another suite would declare. */
const OTHER_SHARED_MAJOR = `${Number(JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version.split('.')[0]) + 1}.0.0`;

function cli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('tooling', 'src', 'cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

async function aboutRow(page: Page, area: string) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('button', { name: 'About this site' }).click();
  const dialog = page.getByRole('dialog', { name: 'About this site' });
  const row = dialog.getByRole('row').filter({ hasText: area });
  const text = (await row.innerText()).replace(/\s+/g, ' ').trim();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}

/** Changes a released file on disk, and its precompressed copies (what is served is what was changed); returns the undo. */
function tamper(file: string, code: string): () => void {
  // The file as every encoding serves it: a browser that takes Brotli gets the .br, one that takes gzip the .gz.
  const copies = { gz: (bytes: Buffer) => zlib.gzipSync(bytes), br: (bytes: Buffer) => zlib.brotliCompressSync(bytes) };
  const saved = new Map([file, `${file}.gz`, `${file}.br`].filter((f) => fs.existsSync(f)).map((f) => [f, fs.readFileSync(f)]));
  fs.appendFileSync(file, code);
  for (const [ext, compress] of Object.entries(copies)) {
    if (saved.has(`${file}.${ext}`)) fs.writeFileSync(`${file}.${ext}`, compress(fs.readFileSync(file)));
  }
  return () => {
    for (const [f, bytes] of saved) fs.writeFileSync(f, bytes);
  };
}

test('release, pin, swap versions without a rebuild, refuse tampered and incompatible remotes', async ({ page, browser }) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-e2e-release-'));
  const env = { SCREENING_RELEASES_DIR: path.join(root, 'releases'), SCREENING_SITES_DIR: path.join(root, 'sites') };
  Object.assign(process.env, env); // the static servers below read the same release folders
  const usersBase = `http://localhost:${RELEASE_PORTS.remotes.users}`;

  expect(cli(env, 'release', 'users', '--version', '7.0.0').status).toBe(0);
  // Source maps are kept beside the release for support (the static server does not serve them).
  expect(
    fs.readdirSync(path.join(env.SCREENING_RELEASES_DIR, 'users', '7.0.0')).filter((f) => f.endsWith('.js.map')),
  ).not.toEqual([]);
  const again = cli(env, 'release', 'users', '--version', '7.0.0');
  expect(again.status).toBe(1);
  expect(again.output).toContain('users 7.0.0 is already released');
  expect(cli(env, 'release', 'users', '--version', '7.1.0').status).toBe(0);

  // The rest of the site runs the working builds; users is pinned to a release.
  const siteDir = path.join(env.SCREENING_SITES_DIR, SITE);
  pinWorkingVersions(siteDir, (app) => `http://localhost:${RELEASE_PORTS.remotes[app.federationName]}`, SITE);
  fs.writeFileSync(
    path.join(siteDir, 'config.json'),
    JSON.stringify({ apiBase: `${apiUrl}/api`, gatewayBase: `${apiUrl}/token` }),
  );
  const pinned = cli(env, 'site', 'pin', SITE, 'users@7.0.0', '--base', usersBase);
  expect(pinned.status, pinned.output).toBe(0);

  const host = await startHostServer(RELEASE_PORTS.host, siteDir);
  const users = await startRemoteServer(readApp('mfe-users'), RELEASE_PORTS.remotes.users);
  const camps = await startRemoteServer(readApp('mfe-camps'), RELEASE_PORTS.remotes.camps);
  const dashboard = await startRemoteServer(readApp('mfe-dashboard'), RELEASE_PORTS.remotes.dashboard);
  try {
    await signIn(page, 'coordinator@demo.in', undefined, host.url);
    await page.goto(`${host.url}/#/userManagement`);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    expect(await aboutRow(page, 'User management')).toContain('7.0.0 Loaded (running 7.0.0)');

    // A new area joins a site and leaves it by its pin alone: the shell and the other areas are served as they are.
    const home = page.getByRole('navigation', { name: 'Home menu' });
    const dashboardTile = home.getByRole('link', { name: 'Dashboard', exact: true });
    expect(cli(env, 'site', 'unpin', SITE, 'dashboard').status).toBe(0);
    await page.goto(`${host.url}/#/responsive-cancer-institute`);
    await page.reload();
    await expect(home.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
    await expect(dashboardTile).toHaveCount(0);
    await page.goto(`${host.url}/#/HomePage`);
    await expect(page.getByRole('button', { name: 'Create New Outreach Clinic' })).toBeVisible();
    expect(cli(env, 'release', 'dashboard', '--version', '1.0.0').status).toBe(0);
    const dashboardBase = `http://localhost:${RELEASE_PORTS.remotes.dashboard}`;
    expect(cli(env, 'site', 'pin', SITE, 'dashboard@1.0.0', '--base', dashboardBase).status).toBe(0);
    await page.goto(`${host.url}/#/responsive-cancer-institute`);
    await page.reload();
    await dashboardTile.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programme dashboard' })).toBeVisible();
    expect(await aboutRow(page, 'Programme dashboard')).toContain('1.0.0 Loaded (running 1.0.0)');
    expect(cli(env, 'site', 'unpin', SITE, 'dashboard').status).toBe(0);
    await page.goto(`${host.url}/#/responsive-cancer-institute`);
    await page.reload();
    await expect(home.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
    await expect(dashboardTile).toHaveCount(0);
    await page.goto(`${host.url}/#/userManagement`);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

    // Pin the second version: a reload is all it takes.
    expect(cli(env, 'site', 'pin', SITE, 'users@7.1.0').status).toBe(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    expect(await aboutRow(page, 'User management')).toContain('7.1.0 Loaded (running 7.1.0)');
    const listed = cli(env, 'site', 'list', SITE);
    expect(listed.output).toMatch(/users\s+7\.1\.0\s+\d+\s+ok/);

    // Someone edits one chunk of the pinned release, not its entry: the code of the page the area opens on. A tablet
    // opening the area refuses it (its entry carries the chunk's hash), says so, and the other areas work.
    const release = path.join(env.SCREENING_RELEASES_DIR, 'users', '7.1.0');
    const landing = fs
      .readdirSync(release)
      .filter((f) => f.endsWith('.js') && f !== 'remoteEntry.js')
      .filter((f) =>
        ['first.create', 'first.editExisting'].every((key) => fs.readFileSync(path.join(release, f), 'utf8').includes(key)),
      );
    expect(landing, 'the one chunk of the landing page').toHaveLength(1);
    const restore = tamper(path.join(release, landing[0]), '\n;window.__tampered = true;\n');
    try {
      expect(cli(env, 'site', 'list', SITE).output).toMatch(/users\s+7\.1\.0\s+\d+\s+modified/);
      const tablet = await browser.newContext(); // a device that has not kept this version yet
      const other = await tablet.newPage();
      await signIn(other, 'coordinator@demo.in', undefined, host.url);
      await other.goto(`${host.url}/#/userManagement`);
      await expect(other.getByText('User management failed verification')).toBeVisible();
      await expect(other.getByText('the files served do not match the version pinned')).toBeVisible();
      expect(await other.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
      await other.goto(`${host.url}/#/HomePage`);
      await expect(other.getByRole('button', { name: 'Create New Outreach Clinic' })).toBeVisible();
      await tablet.close();
    } finally {
      restore();
    }
    expect(cli(env, 'site', 'list', SITE).output).toMatch(/users\s+7\.1\.0\s+\d+\s+ok/);

    // Someone edits the served entry: the browser refuses it, the panel says so, other areas work.
    const entry = path.join(release, 'remoteEntry.js');
    tamper(entry, '\n;window.__tampered = true;\n');
    await page.reload();
    await expect(page.getByText('User management failed verification')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
    await page.goto(`${host.url}/#/HomePage`);
    await expect(page.getByRole('button', { name: 'Create New Outreach Clinic' })).toBeVisible();
    expect(await aboutRow(page, 'User management')).toContain('Failed verification');

    // A release built against another major version of @screening/shared is refused, readably.
    expect(cli(env, 'release', 'users', '--version', '8.0.0', '--shared-version', OTHER_SHARED_MAJOR).status).toBe(0);
    expect(cli(env, 'site', 'pin', SITE, 'users@8.0.0').status).toBe(0);
    await page.goto(`${host.url}/#/userManagement`);
    await page.reload();
    await expect(page.getByText('User management cannot run with this suite')).toBeVisible();
    await expect(page.getByText('built for a different version of the suite')).toBeVisible();
    await page.goto(`${host.url}/#/HomePage`);
    await expect(page.getByRole('button', { name: 'Create New Outreach Clinic' })).toBeVisible();
  } finally {
    await Promise.all([host.close(), users.close(), camps.close(), dashboard.close()]);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
