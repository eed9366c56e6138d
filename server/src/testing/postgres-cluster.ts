/**
 * A throwaway PostgreSQL server for tests that must run on both engines: its own cluster in a temporary directory,
 * listening on 127.0.0.1 at a free port, trust authentication, no fsync. Uses the binaries of Debian's `postgresql`
 * package (PG_BIN, or the newest /usr/lib/postgresql/<version>/bin); as root it runs them as the `postgres` user,
 * since PostgreSQL refuses to run as root.
 *
 *   const pg = postgresAvailable() ? await startPostgresCluster() : null;
 *   test('…', { skip: pg ? false : POSTGRES_MISSING }, async () => { const url = await pg!.createDatabase(); … });
 *   after(() => pg?.destroy());
 *
 * `startStandby(pg)` makes a streaming standby of such a cluster with `pg_basebackup -R`, on a port of its own.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

export const POSTGRES_MISSING = 'PostgreSQL server binaries not found (install Debian package postgresql, or set PG_BIN)';

export interface PostgresCluster {
  port: number;
  /** The URL of a database of this cluster (default: the `postgres` maintenance database). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown), keeping its files: `start` brings it back on the same port. */
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

/** The directory holding initdb, pg_ctl, pg_dump and pg_restore, or null. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export const postgresAvailable = (): boolean => postgresBinDir() !== null && (process.getuid?.() !== 0 || postgresUid() !== null);

function postgresUid(): { uid: number; gid: number } | null {
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    return { uid, gid };
  } catch {
    return null;
  }
}

let counter = 0;

/** Runs one of the PostgreSQL binaries (as `postgres` when this process is root). */
type Tool = (tool: string, args: string[]) => void;

function postgresTool(): { run: Tool; owner: { uid: number; gid: number } | null } {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUid() : null;
  if (asRoot && !owner) throw new Error('Running as root and there is no postgres user to run PostgreSQL as');
  const run: Tool = (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: tmpdir() });
  };
  return { run, owner };
}

/** A temporary directory the server's user owns, and a free port. */
async function clusterHome(owner: { uid: number; gid: number } | null): Promise<{ dir: string; dataDir: string; port: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'screening-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return { dir, dataDir: path.join(dir, 'data'), port: await freePort() };
}

/** Starts the server of `dataDir` on `port` and returns its handle. */
function runCluster(run: Tool, { dir, dataDir, port }: { dir: string; dataDir: string; port: number }): PostgresCluster {
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const start = () => {
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
    running = true;
  };
  const stop = () => {
    if (!running) return;
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  // A test process that dies must not leave a server behind.
  const onExit = () => {
    try {
      stop();
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);
  start();

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name = `test_${process.pid}_${++counter}`) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    destroy() {
      stop();
      process.removeListener('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const { run, owner } = postgresTool();
  const home = await clusterHome(owner);
  // initdb's defaults already let local connections replicate (pg_hba's `replication` lines for 127.0.0.1, wal_level
  // replica, max_wal_senders 10): startStandby needs nothing more of the primary.
  run('initdb', ['-D', home.dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  return runCluster(run, home);
}

/**
 * A streaming standby of `primary`, as an operator makes one (`pg_basebackup -R`: a copy of the primary's files that
 * starts in recovery and follows it), started on a free port of its own. It answers reads only (a hot standby); its
 * `createDatabase` fails like any write there.
 */
export async function startStandby(primary: PostgresCluster): Promise<PostgresCluster> {
  const { run, owner } = postgresTool();
  const home = await clusterHome(owner);
  run('pg_basebackup', [
    ...['-D', home.dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
  ]);
  return runCluster(run, home);
}
