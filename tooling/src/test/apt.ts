/** Debian packages the test suites need, installed with apt-get when missing (as root, or through sudo). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export function aptInstall(packages: string[]): void {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args: string[]) => {
    const cmd = asRoot ? args[0] : 'sudo';
    const rest = asRoot ? args.slice(1) : args;
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
}

/** Installs Debian's `pkg` when `file` (the program a suite runs) is missing, and checks it is there afterwards. */
export function ensureFromDebian(file: string, pkg: string, what: string): void {
  if (fs.existsSync(file)) return;
  console.log(`${what} is missing: installing Debian's ${pkg} (apt-get).`);
  aptInstall([pkg]);
  if (!fs.existsSync(file)) throw new Error(`${what} is still missing at ${file}`);
}
