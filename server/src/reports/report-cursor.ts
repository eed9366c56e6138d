/**
 * A database cursor over a report's ordering query, read a batch at a time (DESIGN §4: reports stream from a
 * cursor). The cursor is declared WITH HOLD, so it lives in its session outside any transaction: with the
 * embedded PGlite (one session for the whole server) other requests keep running between two batches, and with
 * node-postgres the cursor sits on a connection of its own, taken from the pool for the download. The ordering
 * query selects only ids; each batch's rows are then read by id. The server holds one batch at a time.
 */
import pg from 'pg';
import type { Query } from 'drizzle-orm';
import type { Db } from '../db/types.js';

interface Session {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(): void;
}

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

async function openSession(db: Db): Promise<Session> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    return { query: (text, params) => connection.query(text, params), release: () => connection.release() };
  }
  // PGlite: the server's one session; the cursor lives in it beside everyone else's queries.
  const session = client as Queryable;
  return { query: (text, params) => session.query(text, params), release: () => {} };
}

let serial = 0;

/** Ids in the order of `ordering` (a query whose first column is the id), `batchSize` at a time. */
export async function* idBatches(db: Db, ordering: { toSQL(): Query }, batchSize: number): AsyncGenerator<number[]> {
  const { sql: text, params } = ordering.toSQL();
  serial += 1;
  const name = `report_cursor_${process.pid}_${serial}_${Math.random().toString(36).slice(2, 10)}`;
  const session = await openSession(db);
  let declared = false;
  try {
    await session.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
    declared = true;
    for (;;) {
      const { rows } = await session.query(`fetch forward ${batchSize} from ${name}`);
      if (rows.length > 0) yield rows.map((row) => Number(Object.values(row)[0]));
      if (rows.length < batchSize) return;
    }
  } finally {
    try {
      if (declared) await session.query(`close ${name}`);
    } finally {
      session.release();
    }
  }
}
