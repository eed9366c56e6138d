/**
 * The database a server test runs on, migrated and seeded: in-memory PGlite by default; with
 * SCREENING_TEST_DATABASE=postgres a fresh database of a throwaway PostgreSQL cluster, so the same tests prove both
 * engines. The cluster is the one at SCREENING_TEST_POSTGRES_URL (started once for a whole run by
 * `on-postgres.ts`), or else one this test process starts for itself. Each test database is a copy of one migrated
 * and seeded template, made once per cluster, and is dropped when closed.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../db/open.js';
import { seedIfEmpty } from '../seed/seed.js';
import { TEST_PGLITE_TEMPLATE_ENV } from './pglite-template.js';
import { startPostgresCluster } from './postgres-cluster.js';

export type TestEngine = 'pglite' | 'postgres';

export const TEST_DATABASE_ENV = 'SCREENING_TEST_DATABASE';
export const TEST_POSTGRES_URL_ENV = 'SCREENING_TEST_POSTGRES_URL';

export function testEngine(env: NodeJS.ProcessEnv = process.env): TestEngine {
  const value = env[TEST_DATABASE_ENV] || 'pglite';
  if (value !== 'pglite' && value !== 'postgres')
    throw new Error(`${TEST_DATABASE_ENV} must be pglite or postgres, got "${value}"`);
  return value;
}

const TEMPLATE = 'screening_seeded';
/** Serialises the template's creation between test processes sharing a cluster. */
const TEMPLATE_LOCK = 8015_0005;

let ownCluster: Promise<string> | null = null;

/** The maintenance database's URL of the cluster test databases are made in. */
function clusterUrl(): Promise<string> {
  const shared = process.env[TEST_POSTGRES_URL_ENV];
  if (shared) return Promise.resolve(shared);
  ownCluster ??= startPostgresCluster().then((cluster) => {
    process.once('exit', () => cluster.destroy());
    return cluster.url();
  });
  return ownCluster;
}

let serial = 0;

/** A fresh database of the cluster: a copy of the seeded template, or (`seeded` false) an empty one. */
async function openPostgresTestDatabase(seeded: boolean): Promise<Database> {
  const adminUrl = await clusterUrl();
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const name = `test_${process.pid}_${++serial}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (!seeded) {
      await admin.query(`create database ${name}`);
      return await openDropped(adminUrl, name, urlOf(name));
    }
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
    if (!rowCount) {
      await admin.query(`create database ${TEMPLATE}`);
      const template = await openDatabase({ kind: 'postgres', url: urlOf(TEMPLATE) });
      try {
        await template.migrate();
        await seedIfEmpty(template.db);
      } finally {
        await template.close();
      }
    }
    await admin.query(`create database ${name} template ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  return openDropped(adminUrl, name, urlOf(name));
}

/** Opens a database of the cluster that is dropped when closed. */
async function openDropped(adminUrl: string, name: string, url: string): Promise<Database> {
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A migrated and seeded database on the engine the run asked for (SCREENING_TEST_DATABASE). */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine() === 'postgres') return openPostgresTestDatabase(true);
  const template = process.env[TEST_PGLITE_TEMPLATE_ENV];
  if (template && existsSync(template)) return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedIfEmpty(database.db);
  if (template) {
    // drizzle's handle on the PGlite it wraps. Written aside and renamed: a process never loads half a dump.
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return database;
}

/** An empty database, not even migrated, on the engine the run asked for: for a test of migrations themselves. */
export async function openEmptyTestDatabase(): Promise<Database> {
  return testEngine() === 'postgres' ? openPostgresTestDatabase(false) : openDatabase({ kind: 'pglite' });
}
