import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './types.js';

/** The rows of a raw SQL query: PGlite and node-postgres both answer `{ rows }`, which drizzle's shared type hides. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
