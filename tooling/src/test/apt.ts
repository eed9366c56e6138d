/** Debian packages the test suites need, installed with apt-get when missing (as root, or through sudo). */
import { spawnSync } from 'node:child_process';

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
