import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { startHostServer } from '@screening/tooling/serve/suite.ts';
import { writeE2eSite } from '../support/global-setup.ts';
import { SPARE_PORTS } from '../support/ports';

// A site of its own, whose files this spec breaks and mends.
const PORTS = SPARE_PORTS;

test('a site without a valid config.json shows IT what is wrong, never a default API; mended, Retry opens the login screen', async ({
  page,
}) => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-site-config-'));
  writeE2eSite(siteDir, PORTS.remotes, 'site-config');
  const configFile = path.join(siteDir, 'config.json');
  const config = fs.readFileSync(configFile, 'utf8');
  fs.rmSync(configFile);
  const host = await startHostServer(PORTS.host, siteDir);
  try {
    await page.goto(host.url);
    await expect(page.getByRole('heading', { level: 1, name: 'This site is not set up correctly' })).toBeVisible();
    const section = page.getByRole('region', { name: 'config.json' });
    await expect(section.getByText(`${host.url}/config.json`)).toBeVisible();
    await expect(section.getByText('The site folder has no config.json (the server answered 404 Not Found).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

    // A misspelt key is named with its path.
    fs.writeFileSync(configFile, JSON.stringify({ ...JSON.parse(config), idempotencyKey: false }));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(section.getByRole('listitem')).toHaveText(['/idempotencyKey is not a key this file has (misspelt?)']);

    fs.writeFileSync(configFile, config);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  } finally {
    await host.close();
  }
});
