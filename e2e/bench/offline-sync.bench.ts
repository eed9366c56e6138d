/**
 * Offline sync benchmark: how long the suite takes to send a camp day's queue once the network returns. In headless
 * chromium a social worker signs in, the device goes offline, 100 enrolments wait in the device's outbox (written in
 * the outbox's own format, as the enrolment page leaves them), then the network returns and the time is taken from
 * then until the header says "All saved" — every enrolment sent, in order, through the real API. Checks that the
 * server holds each of them exactly once with consecutive Registration IDs. Writes bench/out/offline-sync.json.
 * Options: `--count N` (default 100).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { QueuedWrite } from '@screening/shared';
import { buildApps } from '@screening/tooling/build/build.ts';
import { localOrigin, startApi, startFrontends } from '@screening/tooling/serve/suite.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@screening/tooling/test/chromium.ts';
import { allApps, repoRoot } from '@screening/tooling/workspace.ts';
import { writeE2eSite } from '../support/global-setup.ts';
import { DEMO_PASSWORD } from '../support/session.ts';
import { benchPorts, option } from './bench-options.ts';

// Its own ports, so it may run beside the journey benchmark.
const PORTS = benchPorts(Number(process.env.BENCH_BASE_PORT ?? 47700) + 20);
const USER = 'social@demo.in';

async function main(): Promise<number> {
  const count = Math.max(1, Number(option('--count', '100')) || 100);
  await ensureChromium();
  const missing = allApps().filter((app) => !fs.existsSync(path.join(app.dir, 'dist')));
  if (missing.length) await buildApps(missing);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-sync-site-'));
  writeE2eSite(siteDir, PORTS.remotes, 'bench');
  const apiUrl = `http://localhost:${PORTS.api}`;
  fs.writeFileSync(
    path.join(siteDir, 'config.json'),
    JSON.stringify({ apiBase: `${apiUrl}/api`, gatewayBase: `${apiUrl}/token` }),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-sync-data-'));
  const api = await startApi({ port: PORTS.api, dataDir, hostOrigins: [localOrigin(PORTS.host)], quiet: true });
  const { host, remotes } = await startFrontends(PORTS, siteDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host.url}/#/`);
    await page.getByLabel('Email ID').fill(USER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'All saved' }).waitFor();

    // One of her clinics, as the enrolment page would have it.
    const { token, userId, campId } = await page.evaluate(async (base) => {
      const auth = JSON.parse(localStorage.getItem('screening-auth') ?? '{}').state as { token: string; userId: number };
      const answer = await fetch(`${base}/api/curable/activecamp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ search: '', stage: 1 }),
      });
      const camps = (await answer.json()) as { id: number }[];
      return { token: auth.token, userId: auth.userId, campId: camps[0]?.id };
    }, apiUrl);
    if (!campId) throw new Error(`${USER} has no outreach clinic to enrol into`);

    await context.setOffline(true);
    const stamp = Date.now();
    const queue: QueuedWrite[] = Array.from({ length: count }, (_, i) => {
      const provisionalId = -(stamp * 1000 + i);
      return {
        userId,
        key: `bench${stamp}${String(i).padStart(6, '0')}`.padEnd(32, '0'),
        url: '/curable/candidate',
        data: {
          screenId: 1,
          campId,
          name: `Sync Bench ${i}`,
          mobileNo: `7${String(stamp % 1e5).padStart(5, '0')}${String(i).padStart(4, '0')}`,
          gender: i % 2 ? 'FEMALE' : 'MALE',
          age: 30 + (i % 40),
          address: `${i} Temple Street`,
          streetId: 7,
        },
        participant: provisionalId,
        participantName: `Sync Bench ${i}`,
        provisionalId,
        step: 'enrolment',
        detail: null,
        queuedAt: new Date(stamp + i).toISOString(),
        refusal: null,
      };
    });
    await page.evaluate(
      (rows) =>
        new Promise<void>((resolve, reject) => {
          // At the app's version, creating its stores as shared/src/offline/outbox-db.ts does if the app has not
          // opened it yet: opened without them, the database would stay empty at that version and the app's own
          // opening would find no store to write to.
          const open = indexedDB.open('screening-outbox', 1);
          open.onupgradeneeded = () => {
            const writes = open.result.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
            writes.createIndex('byUser', 'userId');
            open.result.createObjectStore('ids', { keyPath: 'provisionalId' });
          };
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('writes', 'readwrite');
            for (const row of rows) tx.objectStore('writes').add(row);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      queue,
    );
    await page.evaluate(() => (window.location.hash = '/Sync'));
    await page.getByRole('link', { name: `Offline · ${count} waiting to sync` }).waitFor();

    const t0 = Date.now();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'All saved' }).waitFor({ timeout: 10 * 60_000 });
    const syncMs = Date.now() - t0;

    const enrolled = await page.evaluate(
      async ({ base, bearer, stamp: mark }) => {
        const answer = await fetch(`${base}/api/curable/getCandidatesList`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ search: 'Sync Bench', stage: 3 }),
        });
        const rows = (await answer.json()) as { name: string; mobileNo: string; registraionId: string }[];
        return rows.filter((row) => row.mobileNo.startsWith(`7${String(mark % 1e5).padStart(5, '0')}`));
      },
      { base: apiUrl, bearer: token, stamp },
    );
    const ids = enrolled.map((row) => Number(row.registraionId.slice(-6))).sort((a, b) => a - b);
    const consecutive = ids.every((id, i) => i === 0 || id === ids[i - 1] + 1);
    const names = new Set(enrolled.map((row) => row.name));
    console.log(`\nOffline sync: ${count} queued enrolments sent in ${syncMs} ms (${(syncMs / count).toFixed(1)} ms each)`);
    console.log(`  on the server: ${enrolled.length} rows, ${names.size} distinct, Registration IDs consecutive: ${consecutive}`);
    const ok = enrolled.length === count && names.size === count && consecutive;
    const outDir = path.join(repoRoot, 'bench', 'out');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'offline-sync.json'),
      JSON.stringify({ at: new Date().toISOString(), count, syncMs, enrolled: enrolled.length, consecutive }, null, 2),
    );
    await context.close();
    return ok ? 0 : 1;
  } finally {
    await browser.close();
    await Promise.all([host.close(), ...Object.values(remotes).map((r) => r.close()), api.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
