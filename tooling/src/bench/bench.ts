/** `pnpm bench`: runs the journey benchmark (a Playwright script in e2e/bench, not a test). */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from '../workspace.js';

export function bench(args: string[]): Promise<number> {
  const script = path.join(repoRoot, 'e2e', 'bench', 'first-visit.bench.ts');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: path.join(repoRoot, 'e2e'),
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
