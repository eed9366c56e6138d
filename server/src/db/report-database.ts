/**
 * Where report downloads read from: the read replica of DATABASE_REPLICA_URL when one is configured, so that long
 * reports load the replica instead of the server every write goes to; otherwise the primary database. Everything
 * else (and every write, a report's audit row included) uses the primary.
 */
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './open.js';
import type { Db } from './types.js';

/** The database reports read from: the replica when configured, else the primary. */
export const reportDatabase = (server: Pick<FastifyInstance, 'db' | 'replicaDb'>): Db => server.replicaDb ?? server.db;

/**
 * Opens the replica: a pool like the primary's, never migrated or written to (a standby refuses writes; its schema
 * follows the primary's). Null without a URL.
 */
export async function openReplica(url: string | null): Promise<Database | null> {
  return url ? openDatabase({ kind: 'postgres', url }) : null;
}
