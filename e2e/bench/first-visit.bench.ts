/**
 * Journey benchmark (docs/architecture.md §5): in headless chromium, a working day's first steps — the login screen, sign-in →
 * home, then the first screen of every area — with an empty cache, then again with the cache the first visit left
 * (signed out, so the login screen shows again). The user dwells on each screen until the network is quiet, as
 * someone typing or reading would, so what the suite fetches while idle is measured apart from what a step waits
 * for. Prints time and bytes (as served: Brotli where the browser takes it and the server has it, else gzip; and raw) per step, checks the budgets, and writes
 * bench/out/first-visit.json. Options: `--runs N` (medians over N journeys, default 1), `--user EMAIL`.
 *
 * `--original` walks the same journey in the institute's original app (its production build, served from
 * ../shared/reference/original-build.tar.gz against the same API), interleaved with the suite's — suite run 1,
 * original run 1, suite run 2, … each with an empty cache — and prints the two side by side with the ratio of their
 * medians. `--original-url URL` uses a copy already served there instead (its API address must be this bench's,
 * http://localhost:47715; its origin is allowed by the API's CORS).
 *
 * `--profile mobile` walks every journey (the suite's and the original's alike) under Lighthouse's mobile profile
 * through the DevTools protocol — 150 ms added to each request, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4× —
 * and `--profile slow4g` under the same network with the CPU as it is (tooling/src/bench/profiles.ts).
 *
 * `--trace` prints each step's requests; `--cpu-profile` where each step's CPU went until it showed, by script file and
 * by function (a DevTools protocol CPU profile); `--timeline` the main thread's work by kind (style recalculation,
 * layout, paint, scripts) from a DevTools timeline. Both cost a little time themselves.
 *
 * `--service-worker` walks the suite's second visit as a device that used it the day before has it: the first visit
 * (not measured) with the host's service worker allowed, which keeps the code it served, then signed out and in again.
 * Without it, as in every first visit, the worker is blocked and the second visit is served by the HTTP cache. A
 * profile's emulation applies to the pages, not to the worker's own requests: what it asks the network first (the
 * page, `remotes.json`, `config.json`, the areas' entries) is not slowed, so under `--profile` the result is a bound
 * from below; without a profile it is the device's visit as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { buildApps } from '@screening/tooling/build/build.ts';
import {
  formatSummary,
  summariseProfile,
  summariseTimeline,
  type CpuProfile,
  type TraceEvent,
} from '@screening/tooling/bench/cpu-profile.ts';
import { describeProfile, profileOf, type BenchProfile } from '@screening/tooling/bench/profiles.ts';
import { LOGIN_BUDGET_KIB } from '@screening/tooling/webpack/login-budget.ts';
import { localOrigin, startApi, startFrontends } from '@screening/tooling/serve/suite.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@screening/tooling/test/chromium.ts';
import { allApps, repoRoot } from '@screening/tooling/workspace.ts';
import { writeE2eSite } from '../support/global-setup.ts';
import { serveOriginalApp, type OriginalApp } from '../support/original-app.ts';
import { DEMO_PASSWORD } from '../support/session.ts';
import { benchPorts, option } from './bench-options.ts';

const PORTS = benchPorts(Number(process.env.BENCH_BASE_PORT ?? 47700));
const KiB = 1024;
const ORIGINAL_TOTAL_KIB = 351; // the original single bundle before its login screen shows
const BUDGET = { loginKiB: LOGIN_BUDGET_KIB, suiteKiB: 1.5 * ORIGINAL_TOTAL_KIB };
/** How long the network must stay quiet for a dwell to end, and the longest a dwell lasts. */
const QUIET_MS = 700;
const DWELL_MAX_MS = 15_000;
/** `--trace`: prints every step's requests (sent → finished, from the step's start), to see what a step waits for. */
const TRACE = process.argv.includes('--trace');
/** `--cpu-profile`: prints where each step's CPU went until it was visible (tooling/src/bench/cpu-profile.ts). */
const CPU_PROFILE = process.argv.includes('--cpu-profile');
/** `--timeline`: prints each step's main-thread work by kind (style, layout, paint, script) until it was visible. */
const TIMELINE = process.argv.includes('--timeline');
/** `--service-worker`: the suite's second visit through its service worker (see above). */
const SERVICE_WORKER = process.argv.includes('--service-worker');

interface Transfer {
  url: string;
  /** When the request was sent (ms since the epoch, the page's clock). */
  startedAt: number;
  /** When its last byte came (same clock). */
  finishedAt: number;
  kind: 'js' | 'css' | 'other';
  status: number;
  /** Body bytes on the wire (compressed as served); 0 when the cache answered. */
  wire: number;
  raw: number;
  cached: boolean;
}

interface Traffic {
  requests: number;
  jsWire: number;
  jsRaw: number;
  cssWire: number;
  /** JS and CSS files whose body came over the network (not from the cache, not revalidated). */
  codeDownloaded: number;
  /** JS and CSS files asked on the network that answered with no body (304: unhashed entries revalidated). */
  revalidated: number;
  remotes: string[];
}

interface Step {
  name: string;
  /** From the user's action (the page's first pointerdown for a click; the navigation's start for the login screen). */
  visibleMs: number;
  /** What the driver spent before that pointerdown (finding the target by role, scrolling, hit tests): not the app's. */
  driverMs: number;
  /** What the step waited for, from its start until visible. */
  toVisible: Traffic;
  /** What was fetched while the user dwelt on the screen afterwards (prefetching and preloading). */
  whileIdle: Traffic;
}

/** Each area's first screen, as staff open it: its home tile (the menu's name), and the title the original shows. */
const AREAS = [
  { remote: 'camps', tile: 'Outreach Clinic', path: '/HomePage', title: 'Outreach Clinic' },
  { remote: 'users', tile: 'User Data Management', path: '/userManagement', title: 'User Management' },
  { remote: 'patients', tile: 'Patient Registration', path: '/PatientRegistrationSearch', title: 'Patient Registration' },
  { remote: 'clinical', tile: 'Screening', path: '/PatientSearchPage', title: 'Screening' },
  { remote: 'reports', tile: 'Reports', path: '/reports', title: 'Reports' },
] as const;
type Area = (typeof AREAS)[number];
const HOME_PATH = '/responsive-cancer-institute';

/** What the journey needs to know of an app: where it is, and what shows that each screen is up. */
interface AppUnderTest {
  url: string;
  home: string;
  tile(page: Page, area: Area): Locator;
  /** The area's first screen: a selector, and the text one of its matches must have. */
  screen(area: Area): readonly [string, string?];
}

const SUITE: Omit<AppUnderTest, 'url'> = {
  home: 'nav[aria-label="Home menu"]',
  tile: (page, area) => page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: area.tile, exact: true }),
  // The area's own frame (or its success or unavailable panel), not the shell's loader.
  screen: () => ['.shell-content :is(.sc-page__body, main.sc-success, .ant-result)'],
};

/** The original: its home tiles are images named by the menu; each area's first screen shows its title. */
const ORIGINAL: Omit<AppUnderTest, 'url'> = {
  home: `img[alt="${AREAS[0].tile}"]`,
  tile: (page, area) => page.getByRole('img', { name: area.tile, exact: true }),
  screen: (area) => ['h1', area.title],
};

/** Every response of the page, through the DevTools protocol (it tells cache hits and counts prefetches). */
async function record(page: Page, sink: Transfer[]): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Transfer & { headerBytes: number }>();
  const sentAt = new Map<string, number>();
  // The protocol's event timestamps are monotonic seconds; wallTime (sent with each request) gives the epoch.
  let epochOffsetMs = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, wallTime, timestamp }) => {
    epochOffsetMs = wallTime * 1000 - timestamp * 1000;
    if (!sentAt.has(requestId)) sentAt.set(requestId, wallTime * 1000);
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const pathname = new URL(response.url).pathname;
    pending.set(requestId, {
      url: response.url,
      startedAt: sentAt.get(requestId) ?? Date.now(),
      finishedAt: 0,
      kind: /\.js$/.test(pathname) ? 'js' : /\.css$/.test(pathname) ? 'css' : 'other',
      status: response.status,
      wire: 0,
      raw: 0,
      cached: Boolean(fromCache.delete(requestId) || response.fromDiskCache || response.fromPrefetchCache),
      headerBytes: response.encodedDataLength ?? 0,
    });
  });
  // Chrome says so before the response event.
  const fromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const t = pending.get(requestId);
    if (t) t.raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const t = pending.get(requestId);
    if (!t) return;
    pending.delete(requestId);
    sentAt.delete(requestId);
    const { headerBytes, ...transfer } = t;
    sink.push({
      ...transfer,
      finishedAt: timestamp * 1000 + epochOffsetMs,
      wire: transfer.cached ? 0 : Math.max(0, encodedDataLength - headerBytes),
    });
  });
  return cdp;
}

function remoteOf(url: string): string | null {
  if (!/remoteEntry\.js/.test(url)) return null;
  const port = Number(new URL(url).port);
  return Object.entries(PORTS.remotes).find(([, p]) => p === port)?.[0] ?? String(port);
}

function traffic(transfers: Transfer[]): Traffic {
  const sum = (kind: Transfer['kind'], key: 'wire' | 'raw') =>
    transfers.filter((t) => t.kind === kind).reduce((n, t) => n + t[key], 0);
  return {
    requests: transfers.length,
    jsWire: sum('js', 'wire'),
    jsRaw: sum('js', 'raw'),
    cssWire: sum('css', 'wire'),
    codeDownloaded: transfers.filter((t) => t.kind !== 'other' && t.wire > 0).length,
    // Chrome reports a revalidated file as its cached 200 answer: asked on the network, no body came back.
    revalidated: transfers.filter((t) => t.kind !== 'other' && !t.cached && t.wire === 0).length,
    remotes: [...new Set(transfers.map((t) => remoteOf(t.url)).filter((r): r is string => r !== null))].sort(),
  };
}

/** Waits until no response has arrived for QUIET_MS (someone reading or typing), at most DWELL_MAX_MS. */
async function dwell(transfers: Transfer[]) {
  const started = Date.now();
  let seen = transfers.length;
  let quietSince = Date.now();
  while (Date.now() - started < DWELL_MAX_MS) {
    await new Promise((r) => setTimeout(r, 100));
    if (transfers.length !== seen) {
      seen = transfers.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) return;
  }
}

/** Applies `p` to the page of `cdp` (its Network domain enabled); desktop changes nothing. */
async function applyProfile(cdp: CDPSession, p: BenchProfile): Promise<void> {
  if (p.latencyMs > 0 || p.downKbit > 0) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: p.latencyMs,
      downloadThroughput: p.downKbit > 0 ? (p.downKbit * 1000) / 8 : -1,
      uploadThroughput: p.upKbit > 0 ? (p.upKbit * 1000) / 8 : -1,
    });
  }
  if (p.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpuSlowdown });
}

/** One journey of `app` in `context`: returns its steps. */
async function journey(context: BrowserContext, app: AppUnderTest, user: string, areas: readonly Area[]): Promise<Step[]> {
  const page = await context.newPage();
  // When the user's finger lands, in the page's clock: a click step is timed from there, not from the driver's call,
  // whose locator (accessible names and roles over the whole page, under the same CPU slowdown) is not the app's time.
  await page.addInitScript(() => {
    addEventListener('pointerdown', () => ((window as unknown as { __tapAt?: number }).__tapAt ??= Date.now()), {
      capture: true,
    });
  });
  const transfers: Transfer[] = [];
  const cdp = await record(page, transfers);
  await applyProfile(cdp, PROFILE);
  const steps: Step[] = [];
  /**
   * Runs `act` and waits for `selector` (with `text`, if given) in the page: visible is when the page first saw it
   * (checked every frame, in the page's clock), and what was requested before that moment is what the step waited
   * for; the rest, until the network is quiet, was fetched while the user dwelt on the screen.
   */
  const measure = async (name: string, act: () => Promise<void>, selector: string, text?: string) => {
    // Before the clock starts: a step timed from t0 (the login screen) does not count this round trip.
    await page.evaluate(() => delete (window as unknown as { __tapAt?: number }).__tapAt).catch(() => undefined);
    const start = transfers.length;
    if (CPU_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const browser = page.context().browser();
    if (TIMELINE && browser) await browser.startTracing(page, { categories: ['devtools.timeline'] });
    const t0 = Date.now();
    await act();
    const shown = await page.waitForFunction(
      ([css, label]) =>
        [...document.querySelectorAll(css)].some((el) => !label || el.textContent?.trim() === label) && Date.now(),
      [selector, text ?? ''] as const,
      { polling: 'raf', timeout: 60_000 },
    );
    const visibleAt = (await shown.jsonValue()) as number;
    const tapAt = ((await page.evaluate(() => (window as unknown as { __tapAt?: number }).__tapAt)) ?? t0) as number;
    const from = Math.max(t0, Math.min(tapAt, visibleAt));
    const cpu = CPU_PROFILE ? summariseProfile(((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile) : null;
    await dwell(transfers);
    const after = transfers.slice(start);
    if (TRACE) {
      console.log(`\n[trace] ${app.url} ${name}: visible at ${visibleAt - from} ms (the driver's ${from - t0} ms before)`);
      for (const t of [...after].sort((a, b) => a.startedAt - b.startedAt)) {
        const sent = Math.round(t.startedAt - from);
        const to = Math.round(t.finishedAt - from);
        const where = new URL(t.url);
        console.log(
          `  ${String(sent).padStart(6)} → ${String(to).padStart(6)} ms ${t.cached ? 'cache' : String(t.status)} ${kib(t.wire).padStart(6)} KiB  ${where.port} ${where.pathname}`,
        );
      }
    }
    if (TIMELINE && browser) {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      const work = summariseTimeline(trace.traceEvents);
      console.log(
        [`\n[timeline] ${app.url} ${name}: visible at ${visibleAt - from} ms (main thread, self time)`]
          .concat(work.map((w) => `  ${String(w.ms).padStart(7)} ms  ${w.name}`))
          .join('\n'),
      );
    }
    if (cpu) console.log([`\n[cpu] ${app.url} ${name}: visible at ${visibleAt - from} ms`, ...formatSummary(cpu)].join('\n'));
    steps.push({
      name,
      visibleMs: visibleAt - from,
      driverMs: from - t0,
      toVisible: traffic(after.filter((t) => t.startedAt <= visibleAt)),
      whileIdle: traffic(after.filter((t) => t.startedAt > visibleAt)),
    });
  };

  await measure(
    'login screen',
    async () => {
      // Only until the page starts: the login screen is watched for from then on.
      await page.goto(`${app.url}/#/`, { waitUntil: 'commit' });
    },
    'button',
    'Sign In',
  );
  await page.getByLabel('Email ID').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await measure('sign-in → home', () => page.getByRole('button', { name: 'Sign In' }).click(), app.home);
  for (const area of areas) {
    const tile = app.tile(page, area);
    await measure(
      `→ ${area.tile} ${area.path}`,
      // A click on its home tile, as staff open it; an area the user has no tile for, by its address.
      async () => {
        if (await tile.count()) await tile.click();
        else await page.evaluate((hash) => (window.location.hash = hash), area.path);
      },
      ...app.screen(area),
    );
    await page.evaluate((hash) => (window.location.hash = hash), HOME_PATH);
    await page.locator(app.home).waitFor();
  }
  await cdp.detach().catch(() => {});
  await page.close();
  return steps;
}

const kib = (n: number) => (n / KiB).toFixed(1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/** Median of each step over the runs (times and bytes alike). */
function medians(runs: Step[][]): Step[] {
  const pick = (i: number, f: (s: Step) => Traffic) => {
    const all = runs.map((r) => f(r[i]));
    return {
      requests: median(all.map((t) => t.requests)),
      jsWire: median(all.map((t) => t.jsWire)),
      jsRaw: median(all.map((t) => t.jsRaw)),
      cssWire: median(all.map((t) => t.cssWire)),
      codeDownloaded: Math.max(...all.map((t) => t.codeDownloaded)),
      revalidated: Math.max(...all.map((t) => t.revalidated)),
      remotes: [...new Set(all.flatMap((t) => t.remotes))].sort(),
    };
  };
  return runs[0].map((s, i) => ({
    name: s.name,
    visibleMs: median(runs.map((r) => r[i].visibleMs)),
    driverMs: median(runs.map((r) => r[i].driverMs)),
    toVisible: pick(i, (x) => x.toVisible),
    whileIdle: pick(i, (x) => x.whileIdle),
  }));
}

function print(title: string, steps: Step[]) {
  console.log(`\n${title} (KiB as served, Brotli or gzip; "idle" = fetched while the user dwelt on the screen)`);
  console.log(
    'step                                       visible   req  JS wire  CSS wire  code files | idle: req  JS wire  remotes',
  );
  for (const s of steps) {
    const v = s.toVisible;
    const i = s.whileIdle;
    console.log(
      `${s.name.padEnd(42)} ${String(s.visibleMs).padStart(5)} ms ${String(v.requests).padStart(4)} ${kib(v.jsWire).padStart(8)} ${kib(v.cssWire).padStart(9)} ${String(v.codeDownloaded).padStart(6)} (${v.revalidated} 304) | ${String(i.requests).padStart(9)} ${kib(i.jsWire).padStart(8)}  ${i.remotes.join(', ') || '-'}`,
    );
  }
  const total = steps.reduce(
    (n, s) => n + s.toVisible.jsWire + s.toVisible.cssWire + s.whileIdle.jsWire + s.whileIdle.cssWire,
    0,
  );
  const time = steps.reduce((n, s) => n + s.visibleMs, 0);
  console.log(`${'whole journey'.padEnd(42)} ${String(time).padStart(5)} ms, ${kib(total)} KiB JS+CSS as served`);
  const driver = steps.filter((s) => s.driverMs > 0).map((s) => s.driverMs);
  if (driver.length)
    console.log(
      `(a click step is timed from its pointerdown; the driver's own time before it, not counted: ${Math.min(...driver)}–${Math.max(...driver)} ms)`,
    );
}

const code = (t: Traffic) => t.jsWire + t.cssWire;
/** JS and CSS bytes of a step as served: what it waited for and what was fetched while the user dwelt on it. */
const stepBytes = (s: Step) => code(s.toVisible) + code(s.whileIdle);

interface Comparison {
  step: string;
  suite: { ms: number; bytes: number };
  original: { ms: number; bytes: number };
  /** Median time of the suite over the original's. */
  ratio: number;
}

/** Step by step, and the whole journey (the median of each run's sum), the suite against the original. */
function compare(suiteRuns: Step[][], originalRuns: Step[][]): Comparison[] {
  const row = (step: string, f: (run: Step[]) => Step | Step[]): Comparison => {
    const of = (runs: Step[][]) => {
      const picked = runs.map((run) => [f(run)].flat());
      return {
        ms: median(picked.map((steps) => steps.reduce((n, s) => n + s.visibleMs, 0))),
        bytes: median(picked.map((steps) => steps.reduce((n, s) => n + stepBytes(s), 0))),
      };
    };
    const suite = of(suiteRuns);
    const original = of(originalRuns);
    return { step, suite, original, ratio: Number((suite.ms / Math.max(1, original.ms)).toFixed(2)) };
  };
  return [...suiteRuns[0].map((s, i) => row(s.name, (run) => run[i])), row('whole journey', (run) => run)];
}

/** The two side by side; a ratio over `goal` is starred. */
function printComparison(rows: Comparison[], runs: number, cache: 'empty cache' | 'warm cache', goal: number) {
  console.log(
    `\nThe suite against the original app, interleaved, ${cache} (medians of ${runs} runs; ${describeProfile(PROFILE)}; KiB JS+CSS as served; * over ${goal.toFixed(1)}×)`,
  );
  console.log('step                                        suite            original         time ratio');
  for (const r of rows) {
    const cell = (c: { ms: number; bytes: number }) => `${String(c.ms).padStart(6)} ms ${kib(c.bytes).padStart(6)}`;
    console.log(
      `${r.step.padEnd(42)} ${cell(r.suite)}  ${cell(r.original)}  ${r.ratio.toFixed(2).padStart(6)}${r.ratio > goal ? ' *' : ''}`,
    );
  }
  if (cache === 'warm cache') return;
  const whole = rows[rows.length - 1];
  console.log(`whole journey code bytes: ${(whole.suite.bytes / Math.max(1, whole.original.bytes)).toFixed(2)}× the original's`);
}

/** Signed out with the cache kept, as the next morning's visit starts: no cookie, nothing in the page's storage. */
/** Until the host's service worker is active (installed, what it keeps first stored) and controls its page. */
async function untilServiceWorkerActive(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${url}/#/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.close();
}

async function signOutKeepingCache(context: BrowserContext, url: string): Promise<void> {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${url}/#/`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.close();
}

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
/** The network and CPU every journey runs under (`--profile`). */
const PROFILE: BenchProfile = profileOf(process.argv);

async function main() {
  const runs = Math.max(1, Number(option('--runs', '1')) || 1);
  const user = option('--user', 'coordinator@demo.in');
  const originalUrl = option('--original-url', '');
  const withOriginal = process.argv.includes('--original') || originalUrl !== '';
  const loadBefore = loadAverage();
  await ensureChromium();
  const missing = allApps().filter((app) => !fs.existsSync(path.join(app.dir, 'dist')));
  if (missing.length) await buildApps(missing);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-bench-site-'));
  // The bench site points at its own API port.
  const pinned = writeE2eSite(siteDir, PORTS.remotes, 'bench');
  fs.writeFileSync(
    path.join(siteDir, 'config.json'),
    JSON.stringify({ apiBase: `http://localhost:${PORTS.api}/api`, gatewayBase: `http://localhost:${PORTS.api}/token` }),
  );
  const areas = AREAS.filter((area) => pinned.remotes[area.remote]);
  const apiUrl = `http://localhost:${PORTS.api}`;
  const originOfOriginal = originalUrl ? new URL(originalUrl).origin : localOrigin(PORTS.original);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-bench-data-'));
  const api = await startApi({
    port: PORTS.api,
    dataDir,
    hostOrigins: [localOrigin(PORTS.host), ...(withOriginal ? [originOfOriginal] : [])],
    quiet: true,
  });
  const { host, remotes } = await startFrontends(PORTS, siteDir);
  let served: OriginalApp | null = null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const cold: Step[][] = [];
  const warm: Step[][] = [];
  const original: Step[][] = [];
  const originalWarm: Step[][] = [];
  try {
    if (withOriginal && !originalUrl) served = await serveOriginalApp(PORTS.original, apiUrl);
    const suiteApp = { ...SUITE, url: host.url };
    const originalApp = { ...ORIGINAL, url: originalUrl ? originOfOriginal : (served?.url ?? '') };
    for (let run = 0; run < runs; run++) {
      // The code the journey fetches, as the page asks for it: with the host's service worker in the way, its answers
      // (and what it fetches for them) are out of the page's sight. What the worker adds, its precache, is apart.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      cold.push(await journey(context, suiteApp, user, areas));
      if (SERVICE_WORKER) {
        await context.close();
        // Yesterday's visit, with the worker in the way this time, then today's.
        const device = await browser.newContext({ serviceWorkers: 'allow' });
        await journey(device, suiteApp, user, areas);
        await untilServiceWorkerActive(device, host.url);
        await signOutKeepingCache(device, host.url);
        warm.push(await journey(device, suiteApp, user, areas));
        await device.close();
      } else {
        await signOutKeepingCache(context, host.url);
        warm.push(await journey(context, suiteApp, user, areas));
        await context.close();
      }
      if (withOriginal) {
        // Its own empty cache, right after the suite's, on the same API; then its next morning too.
        const theirs = await browser.newContext();
        original.push(await journey(theirs, originalApp, user, areas));
        await signOutKeepingCache(theirs, originalApp.url);
        originalWarm.push(await journey(theirs, originalApp, user, areas));
        await theirs.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all([host.close(), ...Object.values(remotes).map((r) => r.close()), api.stop(), served?.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
  const load = { before: loadBefore, after: loadAverage() };

  const first = medians(cold);
  const second = medians(warm);
  const label = `${runs > 1 ? `medians of ${runs} runs` : '1 run'}; ${describeProfile(PROFILE)}`;
  print(`First visit, empty cache, ${user} (${label})`, first);
  print(`Second visit, warm cache${SERVICE_WORKER ? ', through the service worker' : ''} (${label})`, second);
  const comparison = withOriginal ? compare(cold, original) : undefined;
  const warmComparison = withOriginal ? compare(warm, originalWarm) : undefined;
  if (withOriginal) {
    print(`The original app, empty cache (${label})`, medians(original));
    printComparison(comparison!, runs, 'empty cache', 1);
    // The goal of a warm visit: at most half the original's own warm visit.
    printComparison(warmComparison!, runs, 'warm cache', 0.5);
  }
  console.log(`\nLoad average (1, 5, 15 min): before ${load.before.join(', ')}; after ${load.after.join(', ')}`);

  const login = first[0].toVisible;
  const loginTotal = login.jsWire + login.cssWire;
  const suiteTotal = first.reduce(
    (n, s) => n + s.toVisible.jsWire + s.toVisible.cssWire + s.whileIdle.jsWire + s.whileIdle.cssWire,
    0,
  );
  const warmCode = second.reduce((n, s) => n + s.toVisible.codeDownloaded + s.whileIdle.codeDownloaded, 0);
  const checks = [
    {
      name: `login screen JS+CSS ≤ ${BUDGET.loginKiB} KiB as served`,
      value: `${kib(loginTotal)} KiB`,
      ok: loginTotal <= BUDGET.loginKiB * KiB,
    },
    {
      name: `whole journey JS+CSS ≤ ${BUDGET.suiteKiB.toFixed(0)} KiB as served`,
      value: `${kib(suiteTotal)} KiB`,
      ok: suiteTotal <= BUDGET.suiteKiB * KiB,
    },
    {
      name: 'no remote fetched before the login screen is visible',
      value: login.remotes.join(', ') || 'none',
      ok: login.remotes.length === 0,
    },
    {
      name: 'a warm second visit downloads no code',
      value: `${warmCode} JS/CSS files downloaded`,
      ok: warmCode === 0,
    },
  ];
  console.log('\nBudgets (docs/architecture.md §5)');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.value}`);
  const outDir = path.join(repoRoot, 'bench', 'out');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'first-visit.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        user,
        runs,
        profile: PROFILE,
        load,
        cold: first,
        warm: second,
        ...(withOriginal ? { original: medians(original), originalWarm: medians(originalWarm), comparison, warmComparison } : {}),
        checks,
      },
      null,
      2,
    ),
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
