/**
 * Opens the database: PGlite (embedded PostgreSQL) under a data directory or in memory by default, a
 * node-postgres pool when a DATABASE_URL is given. Both are migrated by drizzle's own migrator from the same
 * SQL folder, so the embedded database is a deployment choice, not a different code path.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { endReportConnections } from './report-connections.js';
import type { Db } from './types.js';

/** How long opening a PostgreSQL connection (or waiting for a free pooled one) may take. */
export const POOL_CONNECT_TIMEOUT_MS = 5000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where it was opened from (a PostgreSQL URL carries its password: never log it). */
  target: DatabaseTarget;
  /**
   * Applies pending SQL migrations (idempotent), all in one transaction: a failing one leaves the database as it
   * was. `migrationsFolder` (default: the current release's) serves tests and restores that stop at an earlier
   * schema (see migrations-folder.ts).
   */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  // No dataDir: in memory (tests), from `loadDataDir` when given (a dump of a migrated and seeded cluster).
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      // A database server that is down or unreachable fails a request (and the readiness probe) within seconds
      // instead of the operating system's connect timeout. It also bounds the wait for a free pooled connection, so
      // it stays well above any normal wait under load.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (a restart, a failover) is discarded by the pool and the next query
    // opens a new one; unhandled, this 'error' event would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      target,
      migrate: (options) => migratePg(db, { migrationsFolder: options?.migrationsFolder ?? MIGRATIONS_FOLDER }),
      close: async () => {
        await endReportConnections(pool);
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm serves the worklist searches (migration 0002).
  const extensions = { pg_trgm };
  const client = target.dataDir
    ? new PGlite(target.dataDir, { extensions })
    : new PGlite({ extensions, loadDataDir: target.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    target,
    migrate: (options) => migratePglite(db, { migrationsFolder: options?.migrationsFolder ?? MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
