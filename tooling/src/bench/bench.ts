/**
 * `pnpm bench`: the journey benchmark, then the offline sync benchmark (Playwright scripts in e2e/bench, not tests).
 * `--only journey` or `--only sync` runs one of them; every other option goes to both.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from '../workspace.js';

const SCRIPTS = { journey: 'first-visit.bench.ts', sync: 'offline-sync.bench.ts' } as const;

function run(script: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'e2e', 'bench', script), ...args], {
      cwd: path.join(repoRoot, 'e2e'),
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export async function bench(args: string[]): Promise<number> {
  const at = args.indexOf('--only');
  const only = at >= 0 ? args[at + 1] : undefined;
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  let worst = 0;
  for (const [name, script] of Object.entries(SCRIPTS)) {
    if (only && only !== name) continue;
    worst = Math.max(worst, await run(script, rest));
  }
  return worst;
}
