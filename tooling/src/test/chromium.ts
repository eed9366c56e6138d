/** End-to-end tests and benchmarks drive Debian's chromium (Playwright cannot download browsers here). */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

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
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args: string[]) => {
    const cmd = asRoot ? args[0] : 'sudo';
    const rest = asRoot ? args.slice(1) : args;
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`);
}
