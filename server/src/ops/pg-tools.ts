/**
 * PostgreSQL's own client programs (pg_dump, pg_restore) for a DATABASE_URL: found on PG_BIN, PATH or Debian's
 * /usr/lib/postgresql/<newest>/bin, given the URL without its password (which goes through PGPASSWORD, never argv,
 * since argv is visible to every user of the machine in ps).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from '../storage/refusal.js';

export type PgTool = 'pg_dump' | 'pg_restore';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The path of `tool`, or a Refusal naming the package to install. */
export function findPgTool(tool: PgTool, env: NodeJS.ProcessEnv = process.env): string {
  const candidates: string[] = [];
  if (env.PG_BIN) candidates.push(path.join(env.PG_BIN, tool));
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(path.join(dir, tool));
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(path.join(root, version, 'bin', tool));
  }
  const found = candidates.find(executable);
  if (found) return found;
  throw new Refusal(
    `${tool} was not found (looked in PG_BIN, PATH and /usr/lib/postgresql/*/bin): install the Debian package postgresql-client (the server's major version or newer), or set PG_BIN to the directory holding ${tool}.`,
  );
}

/** A libpq connection: the URL without its password, and the password for PGPASSWORD. */
export interface PgConnection {
  /** Safe to pass as an argument and to print. */
  url: string;
  password: string | null;
}

export function pgConnection(databaseUrl: string): PgConnection {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Refusal('DATABASE_URL is not a valid URL (expected postgres://user:password@host:port/database).');
  }
  const password = url.password ? decodeURIComponent(url.password) : null;
  url.password = '';
  return { url: url.toString(), password };
}

/** The environment of a child tool: PGPASSWORD set (or cleared, so an inherited one never leaks to another server). */
export function pgEnv(connection: PgConnection, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const child: NodeJS.ProcessEnv = { ...env };
  delete child.PGPASSWORD;
  if (connection.password !== null) child.PGPASSWORD = connection.password;
  return child;
}

/** Removes the password from a tool's message, should it ever echo a connection string. */
export function scrub(text: string, connection: PgConnection): string {
  if (!connection.password) return text;
  return text.split(connection.password).join('***').split(encodeURIComponent(connection.password)).join('***');
}

export interface ToolRun {
  code: number | null;
  stderr: string;
}

/**
 * Runs `tool` with `args`; `onStdout` receives its output as it comes (a restore listing can be large). Rejects with
 * a Refusal carrying the tool's (scrubbed) message when it exits non-zero.
 */
export function runPgTool(
  tool: PgTool,
  args: string[],
  connection: PgConnection | null,
  onStdout?: (chunk: Buffer) => void,
): Promise<ToolRun> {
  const file = findPgTool(tool);
  const env = connection ? pgEnv(connection) : { ...process.env };
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      // Keep the start and the end: the first line says what failed.
      stderr = stderr.length < 64_000 ? stderr + chunk : stderr;
    });
    if (onStdout) child.stdout?.on('data', onStdout);
    child.once('error', reject);
    child.once('close', (code) => {
      const message = connection ? scrub(stderr.trim(), connection) : stderr.trim();
      if (code === 0) resolve({ code, stderr: message });
      else reject(new Refusal(`${tool} failed (exit code ${code}): ${message || 'no message'}`));
    });
  });
}
