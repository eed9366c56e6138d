import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { startHostServer, startRemoteServer } from '@screening/tooling/serve/suite.ts';
import { readApp } from '@screening/tooling/workspace.ts';
import { writeE2eSite } from '../support/global-setup.ts';
import { SPARE_PORTS } from '../support/ports';
import { signIn } from '../support/session';

// A site of its own so stopping a remote here disturbs no other spec.
const PORTS = SPARE_PORTS;

test('a remote whose server is down shows its panel while the other areas keep working; Retry recovers', async ({ page }) => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-site-down-'));
  writeE2eSite(siteDir, PORTS.remotes, 'remote-down');
  const host = await startHostServer(PORTS.host, siteDir);
  const users = await startRemoteServer(readApp('mfe-users'), PORTS.remotes.users);
  // camps is pinned but its server is not running.
  let camps: Awaited<ReturnType<typeof startRemoteServer>> | null = null;
  try {
    await signIn(page, 'coordinator@demo.in', undefined, host.url);
    await page.getByRole('link', { name: 'Outreach Clinic' }).click();
    await expect(page.getByText('Outreach clinics are unavailable right now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Other areas and the shell still work.
    await page.goto(`${host.url}/#/userManagement`);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await page.goto(`${host.url}/#/responsive-cancer-institute`);
    await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();

    // The remote comes back: Retry loads it without a reload.
    await page.goto(`${host.url}/#/HomePage`);
    await expect(page.getByText('Outreach clinics are unavailable right now')).toBeVisible();
    camps = await startRemoteServer(readApp('mfe-camps'), PORTS.remotes.camps);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Create New Outreach Clinic' })).toBeVisible();
  } finally {
    await Promise.all([host.close(), users.close(), camps?.close()]);
  }
});
