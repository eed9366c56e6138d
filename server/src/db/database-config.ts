/**
 * Where the database is, from the environment: what the server and the admin CLI both need to open the same one.
 * Nothing else (no JWT secret, no mail settings), so the CLI runs without the server's secrets.
 */
import path from 'node:path';
import type { DatabaseTarget } from './open.js';

export interface DatabaseConfig {
  /** DATA_DIR: the embedded database (under pgdata/), the installation marker, the lock file. */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | null;
  /** NODE_ENV=production: never a demo account or demo data. */
  production: boolean;
}

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return {
    dataDir: path.resolve(process.cwd(), env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    production: env.NODE_ENV === 'production',
  };
}

/** The embedded database's own directory. */
export const pgliteDir = (config: Pick<DatabaseConfig, 'dataDir'>): string => path.join(config.dataDir, 'pgdata');

export function databaseTarget(config: DatabaseConfig): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: pgliteDir(config) };
}

/** For messages: the embedded directory, or DATABASE_URL without its password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (!config.databaseUrl) return `the embedded database in ${pgliteDir(config)}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `the PostgreSQL database DATABASE_URL=${url.toString()}`;
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}
