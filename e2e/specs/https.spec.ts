/**
 * The suite as docs/deploy.md has hospital IT run it, in a real browser: the release tarball (`release bundle`) of a
 * site on https://screening.test, unpacked; its compiled API started with plain node (metrics on); Debian's nginx
 * with the configuration rendered for the unpacked folders, serving the host, every area and the API on that one
 * HTTPS origin (mapped to 127.0.0.1 for this browser only), under a certificate from a throwaway certificate authority
 * that only this browser's profile trusts (its NSS database, as a hospital's devices trust the hospital's CA). Plain
 * HTTP is sent to HTTPS; a coordinator signs in and opens every area; the service worker installs (a real secure
 * origin, not localhost) and the app reloads and opens an area with the network gone; the metrics counted it all.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildServer } from '@screening/server/build/build-server';
import { startCompiledServer, type CompiledServer } from '@screening/server/testing/compiled-server';
import { freePort } from '@screening/server/testing/free-port';
import { runNginxSite } from '@screening/server/testing/nginx';
import { bundleFolders } from '@screening/tooling/deploy/bundle-deploy.ts';
import { renderNginxSite } from '@screening/tooling/deploy/nginx-config.ts';
import { writeProxiedSite } from '@screening/tooling/deploy/proxied-site.ts';
import { bundle } from '@screening/tooling/release/bundle.ts';
import { CERTUTIL } from '@screening/tooling/test/certutil.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '@screening/tooling/test/chromium.ts';
import { expect, test } from '../support/test';
import { expectAreaKept, untilServiceWorkerControls } from '../support/offline';
import { ALL_TILES, signIn } from '../support/session';

const NAME = 'screening.test';

// A bundle made and unpacked, a fresh API (migrated and seeded), nginx and a browser of its own, then eight areas,
// on a shared machine.
test.setTimeout(300_000);

let dir: string;
let origin: string;
let httpPort: number;
let metricsPort: number;
let api: CompiledServer | undefined;
let nginx: { stop(): Promise<void> } | undefined;
let browser: Browser | undefined;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });

/** A certificate authority, and the site's certificate signed by it for screening.test. */
function makeCertificates() {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-days',
    '2',
    '-subj',
    '/CN=Screening Test CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl('req', ...ec, '-subj', `/CN=${NAME}`, '-keyout', 'key.pem', '-out', 'site.csr');
  fs.writeFileSync(
    path.join(dir, 'site.ext'),
    `subjectAltName=DNS:${NAME}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    'site.ext',
    '-out',
    'cert.pem',
  );
}

/** A home whose NSS database trusts the test's CA for websites: Chromium on Linux reads $HOME/.pki/nssdb. */
function profileHome(): string {
  const home = path.join(dir, 'home');
  const nssdb = `sql:${path.join(home, '.pki', 'nssdb')}`;
  fs.mkdirSync(path.join(home, '.pki', 'nssdb'), { recursive: true });
  execFileSync(CERTUTIL, ['-d', nssdb, '-N', '--empty-password'], { stdio: 'ignore' });
  execFileSync(CERTUTIL, ['-d', nssdb, '-A', '-t', 'C,,', '-n', 'Screening Test CA', '-i', path.join(dir, 'ca.pem')], {
    stdio: 'ignore',
  });
  return home;
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-https-'));
  makeCertificates();
  const [httpsPort, apiPort] = [await freePort(), await freePort()];
  [httpPort, metricsPort] = [await freePort(), await freePort()];
  origin = `https://${NAME}:${httpsPort}`;

  // The tarball of a site on that origin pinning every built area, as IT makes it on the build machine.
  const siteDir = path.join(dir, 'https-e2e');
  writeProxiedSite(siteDir, origin, 'https-e2e');
  const serverDist = path.join(dir, 'server-dist');
  await buildServer(serverDist);
  const made = await bundle({ site: siteDir, outDir: path.join(dir, 'out'), serverDist });
  // On the server: unpacked, checked, started.
  const opt = path.join(dir, 'opt-screening');
  fs.mkdirSync(opt);
  execFileSync('tar', ['-xzf', made.file, '-C', opt], { stdio: 'ignore' });
  execFileSync('sha256sum', ['--quiet', '-c', 'SHA256SUMS'], { cwd: opt, stdio: 'ignore' });
  fs.writeFileSync(
    path.join(dir, 'screening.conf'),
    renderNginxSite({
      ...bundleFolders(opt, made.manifest),
      serverName: NAME,
      certificate: path.join(dir, 'cert.pem'),
      key: path.join(dir, 'key.pem'),
      api: `127.0.0.1:${apiPort}`,
      httpsListen: `127.0.0.1:${httpsPort}`,
      httpListen: `127.0.0.1:${httpPort}`,
      publicHttpsPort: httpsPort,
    }),
  );
  api = startCompiledServer(
    path.join(opt, 'server', 'dist', 'main.js'),
    apiPort,
    { DATA_DIR: path.join(dir, 'data'), APP_URL: origin, TRUST_PROXY: '1', METRICS_PORT: String(metricsPort) },
    dir,
  );
  expect(await api.ready(), api.stdout() + api.stderr()).toBe(200);
  nginx = await runNginxSite(dir, path.join(dir, 'screening.conf'), [httpsPort, httpPort]);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${NAME} 127.0.0.1`],
    env: { ...process.env, HOME: profileHome() },
  });
});

test.afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (api && api.child.exitCode === null) {
    api.child.kill('SIGTERM');
    await api.exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('from the release tarball, over HTTPS through nginx: plain HTTP is redirected, every area opens, the service worker installs, the app reloads offline, and the metrics count it', async () => {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  // The address typed without https:// reaches the suite on HTTPS, its certificate trusted (no interstitial).
  await page.goto(`http://${NAME}:${httpPort}/`);
  await expect(page).toHaveURL(new RegExp(`^${origin}/`));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

  await signIn(page, 'coordinator@demo.in', undefined, origin);
  await untilServiceWorkerControls(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);

  const home = page.getByRole('navigation', { name: 'Home menu' });
  for (const tile of ALL_TILES) {
    await home.getByRole('link', { name: tile, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.goto(`${origin}/#/responsive-cancer-institute`);
  }

  // Her areas' code is on the device before the network goes, as it would be before she leaves for the village.
  await expectAreaKept(page, 'patients');
  await context.setOffline(true);
  await page.reload();
  await expect(home).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await home.getByRole('link', { name: 'Patient Registration', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Registration' })).toBeVisible();
  await context.setOffline(false);
  await context.close();

  // Watched: the API's metrics port counted her sign-in and her areas' calls, by route, through the proxy.
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(metrics).toMatch(
    /^screening_http_requests_total\{method="POST",route="\/token\/authenticate",status="200",worker="primary"\} 1$/m,
  );
  expect(metrics).toMatch(
    /^screening_http_requests_total\{method="GET",route="\/api\/curable\/[^"]+",status="200",worker="primary"\} \d+$/m,
  );
  expect(metrics).not.toContain('coordinator@demo.in');
});
