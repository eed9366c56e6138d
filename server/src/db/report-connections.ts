/**
 * The PostgreSQL connections report downloads read through (reports/report-cursor.ts), apart from the API's pool: a
 * download holds one for as long as it lasts. They are kept open a while after a download, because a new database
 * server process reads its first report far slower than one that has read before (2.7 s instead of 1.6 s for one
 * stretch of Screening at 200,000 participants on this project's machine), and downloads come in runs.
 */
import pg from 'pg';

/**
 * Reports downloading at once per API process, each on a connection of its own: without a bound, downloads started
 * over and over would take the connections every other request needs.
 */
export const REPORT_CONNECTIONS = 4;
/** Their `application_name`: how the database's administrators tell them from the API's in pg_stat_activity. */
export const REPORT_CONNECTION_NAME = 'screening reports';
/** How long a report connection stays open after a download. */
export const REPORT_CONNECTION_IDLE_MS = 60_000;

const reportPools = new WeakMap<pg.Pool, pg.Pool>();

/** The report connections to the database `pool` connects to. */
export function reportConnectionsOf(pool: pg.Pool): pg.Pool {
  let reports = reportPools.get(pool);
  if (!reports) {
    const { max: _max, idleTimeoutMillis: _idle, allowExitOnIdle: _exit, ...options } = pool.options;
    reports = new pg.Pool({
      ...options,
      max: REPORT_CONNECTIONS,
      idleTimeoutMillis: REPORT_CONNECTION_IDLE_MS,
      allowExitOnIdle: true,
      application_name: REPORT_CONNECTION_NAME,
    });
    // A connection dropped while idle (a server restart) is discarded; unhandled, the event would end the process.
    reports.on('error', () => undefined);
    reportPools.set(pool, reports);
  }
  return reports;
}

/** Closes the report connections to `pool`'s database (the server stopping). */
export async function endReportConnections(pool: pg.Pool): Promise<void> {
  const reports = reportPools.get(pool);
  reportPools.delete(pool);
  await reports?.end();
}
