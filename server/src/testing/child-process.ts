/** A server script run through tsx in a child process, as an operator runs it, with its output collected. */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ScriptProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the output is closed too. */
  closed: Promise<number | null>;
}

/**
 * Runs `script` (a path) from the server folder with `env` over this process's environment; DATABASE_URL only when
 * `env` gives one, and never the test runner's own context (a child that saw it would report to this runner).
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): ScriptProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_TEST_CONTEXT;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    closed: new Promise((resolve) => child.once('close', (code) => resolve(code))),
  };
}
