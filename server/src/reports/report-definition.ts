/**
 * What every report type provides, and the keyset paging they share. A report is read page by page (each page
 * one query of at most `batchSize` rows, ordered by a timestamp and id, continued after the last row), so memory
 * holds one page whatever the size of the report, and no transaction or connection is held between pages.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/types.js';
import type { Cell } from './csv.js';
import type { FormKinds } from './form-kinds.js';
import type { ReportSelection } from './report-request.js';

export interface ReportContext {
  db: Db;
  selection: ReportSelection;
  forms: FormKinds;
  batchSize: number;
}

export interface ReportDefinition {
  /** The header row, exactly as BEHAVIOUR §8 lists the columns. */
  header: readonly string[];
  /** CSV records in batches (never an empty batch). */
  records(ctx: ReportContext): AsyncGenerator<Cell[][]>;
  /** How many participants (or clinics) the report lists: the selection summary. */
  count(ctx: ReportContext): Promise<number>;
}

/** Position after the last row of a page: its sort timestamp as PostgreSQL text (exact to the microsecond) and id. */
export interface PageCursor {
  key: string;
  id: number;
}

/** The sort timestamp as text: a JS Date would drop microseconds and make the next page skip or repeat rows. */
export const cursorKey = (expression: SQLWrapper) => sql<string>`(${expression})::text`;

/** Rows strictly after `cursor` in (timestamp desc, id desc) order; no condition for the first page. */
export function afterCursor(timestamp: SQLWrapper, id: SQLWrapper, cursor: PageCursor | null): SQL | undefined {
  return cursor ? sql`(${timestamp}, ${id}) < (${cursor.key}::timestamptz, ${cursor.id})` : undefined;
}

/** Pages of a keyset query until a short page; `fetchPage` receives the cursor of the previous page's last row. */
export async function* keysetPages<T extends { cursorKey: string; cursorId: number }>(
  batchSize: number,
  fetchPage: (cursor: PageCursor | null) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let cursor: PageCursor | null = null;
  for (;;) {
    const page = await fetchPage(cursor);
    if (page.length > 0) yield page;
    if (page.length < batchSize) return;
    const last = page[page.length - 1];
    cursor = { key: last.cursorKey, id: last.cursorId };
  }
}
