/**
 * Starts the real suite for the specs: the API server on a fresh database, the host and the five remotes
 * from their builds, and a site pinning the working versions. Stops all of it afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailbox } from '@screening/server/testing/mailbox';
import { buildApps } from '@screening/tooling/build/build.ts';
import { checkedSiteFile } from '@screening/tooling/release/site-file.ts';
import { localOrigin, pinWorkingVersions, startApi, startFrontends } from '@screening/tooling/serve/suite.ts';
import { allApps, repoRoot } from '@screening/tooling/workspace.ts';
import { E2E_CLOCK_FILE, resetServerClock } from './clock';
import { E2E_MAIL_DIR } from './mail';
import { E2E_PORTS, ORIGINAL_APP_PORT, RELEASE_PORTS, SPARE_PORTS, apiUrl } from './ports';

export const E2E_SITE_DIR = path.join(os.tmpdir(), `screening-e2e-site-${E2E_PORTS.host}`);

export function writeE2eSite(siteDir: string, remotePorts: Record<string, number>, site = 'e2e') {
  fs.mkdirSync(siteDir, { recursive: true });
  const config = path.join(siteDir, 'config.json');
  const checked = checkedSiteFile(
    'config.json',
    { apiBase: `${apiUrl}/api`, gatewayBase: `${apiUrl}/token`, tenantFallback: 'Cancer Institute' },
    config,
  );
  fs.writeFileSync(config, JSON.stringify(checked));
  return pinWorkingVersions(siteDir, (app) => `http://localhost:${remotePorts[app.federationName]}`, site);
}

export default async function globalSetup() {
  const missing = allApps().filter(
    (app) => !fs.existsSync(path.join(app.dir, 'dist', ...(app.kind === 'remote' ? [app.version] : []))),
  );
  if (missing.length) await buildApps(missing);
  writeE2eSite(E2E_SITE_DIR, E2E_PORTS.remotes);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-e2e-data-'));
  // A real SMTP server receives the API's mail; the specs read it from E2E_MAIL_DIR.
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  const mailbox = await startMailbox({ dir: E2E_MAIL_DIR });
  resetServerClock();
  const api = await startApi({
    port: E2E_PORTS.api,
    dataDir,
    // One API serves the three sites the specs run (main, spare, release), each host on its own port, and the
    // original client of original-client.spec.ts.
    hostOrigins: [E2E_PORTS.host, SPARE_PORTS.host, RELEASE_PORTS.host, ORIGINAL_APP_PORT].map(localOrigin),
    quiet: true,
    env: {
      SMTP_URL: mailbox.mailConfig.smtpUrl!,
      APP_URL: `http://localhost:${E2E_PORTS.host}`,
      TEST_CLOCK_FILE: E2E_CLOCK_FILE,
    },
  });
  const { host, remotes } = await startFrontends(E2E_PORTS, E2E_SITE_DIR);
  process.env.SCREENING_REPO = repoRoot;
  return async () => {
    await Promise.all([host.close(), ...Object.values(remotes).map((r) => r.close()), api.stop()]);
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
    resetServerClock();
  };
}
