/**
 * What every report type provides. A report is an ordering query (the ids of its participants or clinics, in
 * report order) read through a cursor, and a function that turns one batch of ids into CSV records; so memory
 * holds one batch whatever the size of the report.
 */
import type { Query } from 'drizzle-orm';
import type { Db } from '../db/types.js';
import type { Cell } from './csv.js';
import type { FormKinds } from './form-kinds.js';
import { idBatches } from './report-cursor.js';
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
  /** The ids the report lists, in report order (first column `id`); null when nothing can match. */
  ordering(ctx: ReportContext): { toSQL(): Query } | null;
  /** The CSV records of one batch of ids, in the batch's order. */
  records(ctx: ReportContext, ids: number[]): Promise<Cell[][]>;
  /** Per camp, how many participants (or clinics) the report lists: the selection summary. */
  countByCamp(ctx: ReportContext): Promise<Map<number, number>>;
}

/** The report's records, one batch of ids at a time (never an empty batch). */
export async function* reportBatches(definition: ReportDefinition, ctx: ReportContext): AsyncGenerator<Cell[][]> {
  const ordering = definition.ordering(ctx);
  if (!ordering) return;
  for await (const ids of idBatches(ctx.db, ordering, ctx.batchSize)) {
    const records = await definition.records(ctx, ids);
    if (records.length > 0) yield records;
  }
}

/** Rows read by id back in the order of `ids` (a SQL `in` list returns them in any order). */
export function inIdOrder<T>(ids: readonly number[], rows: readonly T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}

/** Grouped counts as a map (camps without rows are absent). */
export function countsMap(rows: { campId: number | null; n: number }[]): Map<number, number> {
  return new Map(rows.filter((r) => r.campId !== null).map((r) => [r.campId as number, Number(r.n)]));
}
