/**
 * Reads a report's rows a batch at a time (docs/architecture.md §4: reports stream from a cursor), as one query per stretch of the
 * report, in report order, whose first rows come at once (each is read in the order of an index, never sorted first).
 *
 * On PostgreSQL the report reads on a connection of its own (report-connections.ts), never one of the API's pool,
 * through a server-side cursor in a read-only transaction (one snapshot for the whole file): a long download holds
 * nothing other requests wait for, and the server holds one batch at a time. The embedded database has one session
 * for the whole server, so a transaction there would take in everyone's queries: each batch is its own query,
 * continuing after the last row read (by its key in the report order), and other requests run in between.
 */
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types.js';
import { REPORT_CONNECTIONS, reportConnectionsOf } from '../db/report-connections.js';
import { refusal, tooManyRequests } from '../http/errors.js';

/** A row as the database returns it, by column alias. */
export type Row = Record<string, unknown>;

/** A stretch of a report read in one order (most reports have one; Screening lists two stretches one after the other). */
export interface ReportPart {
  /** Its rows in report order: only those after the row whose `key` is `after` when given, at most `limit` when given. */
  rows(after: readonly unknown[] | null, limit: number | null): SQL;
  /** Where a row sits in that order. */
  key(row: Row): unknown[];
  /**
   * Read on the embedded database with sorts ruled out: it keeps no statistics of the joins that pick each
   * participant's newest result, so for a batch it may plan to read and sort the whole rest of the stretch instead of
   * reading the index in order (seconds a batch instead of milliseconds).
   */
  unsorted?: boolean;
}

/**
 * Sorts ruled out while an `unsorted` stretch is planned, on either engine: the planner's statistics (fresh once a
 * server has analysed its tables) may say a stretch spans most results and pick reading and sorting it whole.
 */
export const SORTS_RULED_OUT = 'set local enable_sort = off';
const SORTS_ALLOWED = 'set local enable_sort = on';

type Session = { query(text: string, params?: unknown[]): Promise<{ rows: Row[] }> };

/** Where reports read: PostgreSQL connections of their own, or the embedded database's one session. */
export type ReportSource =
  | { kind: 'postgres'; connections: pg.Pool }
  | { kind: 'embedded'; session: Session & { transaction<T>(run: (tx: Session) => Promise<T>): Promise<T> } };

/** Where a report on `db` reads: on PostgreSQL, the report connections to the pool's server (report-connections.ts). */
export function reportSource(db: Db): ReportSource {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return { kind: 'postgres', connections: reportConnectionsOf(client) };
  return { kind: 'embedded', session: client as Extract<ReportSource, { kind: 'embedded' }>['session'] };
}

const dialect = new PgDialect();

/** Downloads under way in this process. */
let reportConnections = 0;

async function* cursorBatches(connections: pg.Pool, parts: readonly ReportPart[], batchSize: number) {
  if (reportConnections >= REPORT_CONNECTIONS) {
    throw tooManyRequests('REPORTS_BUSY', {}, 60);
  }
  reportConnections += 1;
  try {
    yield* cursorBatchesOn(connections, parts, batchSize);
  } finally {
    reportConnections -= 1;
  }
}

/** A connection lost mid-download fails the next query; unhandled, its 'error' event would end the process. */
const ignoreError = () => undefined;

/**
 * A report's session, opened (in its read-only transaction, its 'error' event ignored). A database that cannot be
 * reached (a replica stopped or restarting, refusing or not answering within the pool's connect timeout) is the
 * server's trouble, not the caller's: a 503 saying so, before the download starts, with what failed in `cause` for
 * the log.
 */
async function openSession(connections: pg.Pool): Promise<pg.PoolClient> {
  let client: pg.PoolClient | null = null;
  try {
    client = await connections.connect();
    client.on('error', ignoreError);
    await client.query('begin isolation level repeatable read, read only');
    return client;
  } catch (err) {
    // A connection that failed at once (one the server dropped while it sat in the pool) is not kept.
    client?.off('error', ignoreError);
    client?.release(true);
    throw Object.assign(refusal(503, 'REPORTS_DATABASE_UNAVAILABLE'), { cause: err });
  }
}

async function* cursorBatchesOn(connections: pg.Pool, parts: readonly ReportPart[], batchSize: number) {
  const client = await openSession(connections);
  let pending: Promise<unknown> | null = null;
  let finished = false;
  try {
    // Plan for the first rows: the download starts with them, and each stretch is read in index order. Compiling the
    // plan (JIT) would only delay them: the rows are read by index, one at a time.
    await client.query('set local cursor_tuple_fraction = 0.01');
    await client.query('set local jit = off');
    // Each row's lookups are of another participant: a cache of them (memoize) never hits and only costs its upkeep.
    // The setting exists from PostgreSQL 14 on; an older server has no memoize to turn off (and would refuse the name).
    await client.query(
      "select set_config('enable_memoize', 'off', true) where current_setting('server_version_num')::int >= 140000",
    );
    for (const [i, part] of parts.entries()) {
      const query = dialect.sqlToQuery(part.rows(null, null));
      // A cursor's plan is made when it is declared: the setting is needed for that moment only.
      if (part.unsorted) await client.query(SORTS_RULED_OUT);
      await client.query(`declare report_${i} no scroll cursor for ${query.sql}`, query.params);
      if (part.unsorted) await client.query(SORTS_ALLOWED);
      const fetch = () => client.query<Row>(`fetch forward ${batchSize} from report_${i}`).then((result) => result.rows);
      // The database reads the next batch while this one is written out.
      let next: Promise<Row[]> | null = (pending = fetch());
      while (next) {
        const rows: Row[] = await next;
        next = rows.length < batchSize ? null : fetch();
        pending = next;
        if (rows.length > 0) yield rows;
      }
      await client.query(`close report_${i}`);
    }
    await client.query('commit');
    finished = true;
  } finally {
    pending?.catch(() => undefined);
    client.off('error', ignoreError);
    // A download that ended early or failed may leave a transaction open or a fetch under way: its connection is
    // closed (which ends both), not kept for the next one.
    client.release(!finished);
  }
}

async function* keyedBatches(
  session: Extract<ReportSource, { kind: 'embedded' }>['session'],
  parts: readonly ReportPart[],
  batchSize: number,
) {
  for (const part of parts) {
    let after: unknown[] | null = null;
    for (;;) {
      const query = dialect.sqlToQuery(part.rows(after, batchSize));
      // SET LOCAL: the setting ends with the batch's transaction, before anyone else's query runs.
      const { rows } = part.unsorted
        ? await session.transaction(async (tx) => {
            await tx.query(SORTS_RULED_OUT);
            return tx.query(query.sql, query.params);
          })
        : await session.query(query.sql, query.params);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) break;
      after = part.key(rows[rows.length - 1]);
    }
  }
}

/** The rows of `parts`, one after the other, `batchSize` at a time (never an empty batch). */
export function readBatches(source: ReportSource, parts: readonly ReportPart[], batchSize: number): AsyncGenerator<Row[]> {
  return source.kind === 'postgres'
    ? cursorBatches(source.connections, parts, batchSize)
    : keyedBatches(source.session, parts, batchSize);
}
