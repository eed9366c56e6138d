/**
 * The server tests run on PostgreSQL too: each run starts a throwaway cluster from the server binaries of Debian's
 * `postgresql` package (server/src/testing/postgres-cluster.ts), installed here when missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt.js';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** Whether a PostgreSQL server's pg_ctl is there: in PG_BIN, or in /usr/lib/postgresql/<version>/bin. */
export function postgresInstalled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.PG_BIN) return fs.existsSync(path.join(env.PG_BIN, 'pg_ctl'));
  return (
    fs.existsSync(DEBIAN_ROOT) &&
    fs.readdirSync(DEBIAN_ROOT).some((v) => fs.existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'pg_ctl')))
  );
}

export function ensurePostgres(): void {
  if (postgresInstalled()) return;
  console.log("PostgreSQL is missing: installing Debian's postgresql (apt-get).");
  aptInstall(['postgresql']);
  if (!postgresInstalled()) throw new Error(`PostgreSQL's server binaries are still missing under ${DEBIAN_ROOT}`);
}
