/**
 * First-visit benchmark (DESIGN §5): in headless chromium with an empty cache, the login screen, then home after
 * sign-in, then one screen of every area. Reports requests, JS and CSS bytes (raw and gzip on the wire) and time
 * to visible, checks the budgets, and writes bench/out/first-visit.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Response } from '@playwright/test';
import { buildApps } from '@screening/tooling/build/build.ts';
import { localOrigin, startApi, startFrontends } from '@screening/tooling/serve/suite.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@screening/tooling/test/chromium.ts';
import { allApps, repoRoot } from '@screening/tooling/workspace.ts';
import { writeE2eSite } from '../support/global-setup.ts';

const PORTS = {
  api: 28015,
  host: 23000,
  remotes: { camps: 23001, users: 23002, patients: 23003, clinical: 23004, reports: 23005 } as Record<string, number>,
};
const KiB = 1024;
const ORIGINAL_TOTAL_KIB = 351; // the original single bundle before its login screen shows
const BUDGET = { loginKiB: 180, suiteKiB: 1.5 * ORIGINAL_TOTAL_KIB };

interface Transfer {
  url: string;
  type: string;
  wire: number;
  raw: number;
}

interface Step {
  name: string;
  requests: number;
  jsRaw: number;
  jsWire: number;
  cssRaw: number;
  cssWire: number;
  visibleMs: number;
  remotesFetched: string[];
}

function collect(page: Page, sink: Transfer[]) {
  page.on('response', async (response: Response) => {
    try {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const sizes = await response.request().sizes();
      sink.push({ url: response.url(), type: response.request().resourceType(), wire: sizes.responseBodySize, raw: body.length });
    } catch {
      /* the page navigated away */
    }
  });
}

function summarise(name: string, transfers: Transfer[], visibleMs: number): Step {
  const sum = (type: string, key: 'wire' | 'raw') => transfers.filter((t) => t.type === type).reduce((n, t) => n + t[key], 0);
  const remotesFetched = [...new Set(transfers.filter((t) => /remoteEntry\.js/.test(t.url)).map((t) => new URL(t.url).port))].map(
    (port) => Object.entries(PORTS.remotes).find(([, p]) => String(p) === port)?.[0] ?? port,
  );
  return {
    name,
    requests: transfers.length,
    jsRaw: sum('script', 'raw'),
    jsWire: sum('script', 'wire'),
    cssRaw: sum('stylesheet', 'raw'),
    cssWire: sum('stylesheet', 'wire'),
    visibleMs,
    remotesFetched,
  };
}

const kib = (n: number) => (n / KiB).toFixed(1);

async function main() {
  await ensureChromium();
  const missing = allApps().filter((app) => !fs.existsSync(path.join(app.dir, 'dist')));
  if (missing.length) await buildApps(missing);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-bench-site-'));
  // The bench site points at its own API port.
  writeE2eSite(siteDir, PORTS.remotes, 'bench');
  fs.writeFileSync(
    path.join(siteDir, 'config.json'),
    JSON.stringify({ apiBase: `http://localhost:${PORTS.api}/api`, gatewayBase: `http://localhost:${PORTS.api}/token` }),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-bench-data-'));
  const api = await startApi({ port: PORTS.api, dataDir, hostOrigins: [localOrigin(PORTS.host)], quiet: true });
  const { host, remotes } = await startFrontends(PORTS, siteDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const steps: Step[] = [];
  let reactCopies = 0;
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    let transfers: Transfer[] = [];
    collect(page, transfers);

    let t0 = Date.now();
    await page.goto(`${host.url}/#/`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    steps.push(summarise('login screen', transfers, Date.now() - t0));
    const loginTransfers = transfers.length;

    await page.getByLabel('Email ID').fill('coordinator@demo.in');
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    t0 = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Patient Registration').first().waitFor();
    steps.push(summarise('home after sign-in', transfers.slice(loginTransfers), Date.now() - t0));

    const areaPaths = Object.entries(
      JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')).remotes as Record<string, { paths: string[] }>,
    )
      .filter(([, r]) => r.paths.length > 0)
      .map(([name, r]) => [name, r.paths[0]] as const);
    for (const [name, route] of areaPaths) {
      const before = transfers.length;
      t0 = Date.now();
      await page.goto(`${host.url}/#${route}`);
      await page.locator('main, [role="main"], .ant-result').first().waitFor();
      await page.waitForLoadState('networkidle');
      steps.push(summarise(`${name} ${route}`, transfers.slice(before), Date.now() - t0));
    }
    reactCopies = await page.evaluate(() => (window as unknown as { __REACT_COPIES__?: number }).__REACT_COPIES__ ?? -1);
    transfers = [];
  } finally {
    await browser.close();
    await Promise.all([host.close(), ...Object.values(remotes).map((r) => r.close()), api.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const login = steps[0];
  const loginTotal = login.jsWire + login.cssWire;
  const suiteTotal = steps.reduce((n, s) => n + s.jsWire + s.cssWire, 0);
  console.log('\nFirst visit, empty cache (KiB; wire = gzip as served)');
  console.log('step                               req   JS raw  JS wire  CSS raw CSS wire  visible  remotes fetched');
  for (const s of steps) {
    console.log(
      `${s.name.padEnd(34)} ${String(s.requests).padStart(3)} ${kib(s.jsRaw).padStart(8)} ${kib(s.jsWire).padStart(8)} ${kib(s.cssRaw).padStart(8)} ${kib(s.cssWire).padStart(8)} ${String(s.visibleMs).padStart(6)} ms  ${s.remotesFetched.join(', ') || '-'}`,
    );
  }
  const checks = [
    {
      name: `login screen JS+CSS ≤ ${BUDGET.loginKiB} KiB gzip`,
      value: `${kib(loginTotal)} KiB`,
      ok: loginTotal <= BUDGET.loginKiB * KiB,
    },
    {
      name: `whole suite JS+CSS ≤ ${BUDGET.suiteKiB.toFixed(0)} KiB gzip`,
      value: `${kib(suiteTotal)} KiB`,
      ok: suiteTotal <= BUDGET.suiteKiB * KiB,
    },
    {
      name: 'no remote fetched before its route',
      value: `${login.remotesFetched.length + steps[1].remotesFetched.length} fetched on login+home`,
      ok: login.remotesFetched.length === 0 && steps[1].remotesFetched.length === 0,
    },
  ];
  console.log('\nBudgets (DESIGN §5)');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.value}`);
  const outDir = path.join(repoRoot, 'bench', 'out');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'first-visit.json'),
    JSON.stringify({ at: new Date().toISOString(), steps, checks, reactCopies }, null, 2),
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), path.join(outDir, 'first-visit.json'))}`);
  return checks.every((c) => c.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
