import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from '../workspace.js';

/** Exit status the runner gives a suite it stopped for running past its limit (as coreutils' `timeout`). */
export const OVERRAN = 124;

/**
 * Runs one suite in its own process group. A suite still running after `limitMinutes` (a test waiting on a process
 * that never ends, say) is killed with everything it started, so that one hang fails that suite instead of the
 * whole CI run.
 */
export function runSuiteProcess(
  command: string,
  args: string[],
  limitMinutes: number,
  env: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    let overran = false;
    const timer = setTimeout(() => {
      overran = true;
      console.error(
        `\n${path.basename(command)} ran past its limit of ${limitMinutes} min: stopped with every process it started.`,
      );
      killGroup();
    }, limitMinutes * 60_000);
    // Ctrl-C at the terminal reaches the runner only (the suite has its own group): pass it on.
    const interrupt = () => {
      killGroup();
      process.exit(130);
    };
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    const finish = (code: number) => {
      clearTimeout(timer);
      // Whatever the suite left running (a server a test did not stop) would hold its port for the next suite.
      killGroup();
      process.off('SIGINT', interrupt);
      process.off('SIGTERM', interrupt);
      resolve(overran ? OVERRAN : code);
    };
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(127));
  });
}
