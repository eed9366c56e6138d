/**
 * The compiled server (`dist/main.js`) started as production starts it: plain node, no TypeScript loader, from a
 * folder of its own, so nothing but the bundle's own location may lead it to its files.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface CompiledServer {
  child: ChildProcessByStdio<null, Readable, Readable>;
  base: string;
  /** What it wrote so far. */
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** Waits until `/api/ready` answers 200 or it exits: that status, or null when it exited first. */
  ready(): Promise<number | null>;
}

/**
 * Starts `main` on 127.0.0.1:`port` with `env`: not this test runner's context nor a developer's database,
 * production switch or backups, only what `env` gives. The caller stops it (in a `finally`: the test's own timeout
 * bounds the wait for ready on a loaded machine).
 */
export function startCompiledServer(main: string, port: number, env: NodeJS.ProcessEnv, cwd: string): CompiledServer {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['NODE_TEST_CONTEXT', 'NODE_OPTIONS', 'DATABASE_URL', 'NODE_ENV', 'BACKUP_DIR']) delete childEnv[name];
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1', ...env });
  const child = spawn(process.execPath, [main], { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const ready = async () => {
    let status: number | null = null;
    while (child.exitCode === null && status !== 200) {
      status = (await fetch(`${base}/api/ready`).catch(() => null))?.status ?? null;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return child.exitCode === null ? status : null;
  };
  return { child, base, stdout: () => stdout, stderr: () => stderr, exited, ready };
}
