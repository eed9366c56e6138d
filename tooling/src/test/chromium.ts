/** End-to-end tests and benchmarks drive Debian's chromium (Playwright cannot download browsers here). */
import fs from 'node:fs';
import { aptInstall } from './apt.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep chromium quiet on a machine without internet (no background connections). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function ensureChromium(): Promise<void> {
  if (fs.existsSync(CHROMIUM)) return;
  console.log("Chromium is missing: installing Debian's chromium (apt-get).");
  aptInstall(['chromium']);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`);
}
