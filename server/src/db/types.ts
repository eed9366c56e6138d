import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The database handle every area uses; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle (what `inTransaction` passes to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either; read helpers accept both so they can run inside or outside a transaction. */
export type DbOrTx = Db | Tx;
