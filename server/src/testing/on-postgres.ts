/**
 * `node --import tsx server/src/testing/on-postgres.ts <node --test arguments…>`: runs server tests on PostgreSQL.
 * Starts one throwaway cluster for the whole run (postgres-cluster.ts), runs node with the given arguments and
 * SCREENING_TEST_DATABASE=postgres pointing at it (test-database.ts: every test database a fresh one of that
 * cluster), removes the cluster and exits with node's exit code. `pnpm test node-postgres` runs it.
 */
import { spawn } from 'node:child_process';
import { POSTGRES_MISSING, postgresAvailable, startPostgresCluster } from './postgres-cluster.js';
import { TEST_DATABASE_ENV, TEST_POSTGRES_URL_ENV } from './test-database.js';

if (!postgresAvailable()) {
  console.error(POSTGRES_MISSING);
  process.exit(1);
}
const cluster = await startPostgresCluster();
const child = spawn(process.execPath, process.argv.slice(2), {
  stdio: 'inherit',
  env: { ...process.env, [TEST_DATABASE_ENV]: 'postgres', [TEST_POSTGRES_URL_ENV]: cluster.url() },
});
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
const code = await new Promise<number>((resolve) => {
  child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  child.once('error', () => resolve(127));
});
cluster.destroy();
process.exit(code);
