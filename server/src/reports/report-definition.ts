/**
 * What every report type provides. A report is one query per stretch of it (usually one), whose rows come in report
 * order straight from an index, each row carrying everything its CSV records need; read through a cursor, so memory
 * holds one batch whatever the size of the report.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CAMP_TIME_ZONE } from '../camps/camp-dates.js';
import type { Db } from '../db/types.js';
import { selectRows } from '../db/rows.js';
import type { Cell } from './csv.js';
import type { FormKinds } from './form-kinds.js';
import { readBatches, type ReportPart, type ReportSource, type Row } from './report-cursor.js';
import type { ReportSelection } from './report-request.js';

export interface ReportContext {
  db: Db;
  /** Where the report's rows are read (see report-cursor.ts). */
  source: ReportSource;
  selection: ReportSelection;
  forms: FormKinds;
  batchSize: number;
  /** The most people a selection read through its people may hold (FEW_PEOPLE of candidate-selection.ts unless given; 0: none). */
  fewPeople?: number;
}

export interface ReportDefinition {
  /** The header row, exactly as docs/api.md §8 lists the columns. */
  header: readonly string[];
  /** The report's stretches in order; none when nothing can match. */
  parts(ctx: ReportContext): ReportPart[] | Promise<ReportPart[]>;
  /** The CSV records of one row. */
  records(ctx: ReportContext, row: Row): Cell[][];
  /** Per camp, how many participants (or clinics) the report lists: the selection summary. */
  countByCamp(ctx: ReportContext): Promise<Map<number, number>>;
}

/** The report's records, one batch of rows at a time (never an empty batch). */
export async function* reportBatches(definition: ReportDefinition, ctx: ReportContext): AsyncGenerator<Cell[][]> {
  const parts = await definition.parts(ctx);
  if (parts.length === 0) return;
  for await (const rows of readBatches(ctx.source, parts, ctx.batchSize)) {
    const records = rows.flatMap((row) => definition.records(ctx, row));
    if (records.length > 0) yield records;
  }
}

/** Integer ids as a SQL list, for `in (…)`. */
export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** An instant as a SQL timestamptz parameter. */
export const instant = (value: Date): SQL => sql`${value.toISOString()}::timestamptz`;

/** `limit n`, or nothing. */
export const limitTo = (limit: number | null): SQL => (limit === null ? sql`` : sql`limit ${limit}`);

/**
 * A timestamp column as the reports write it, `dd-MM-yyyy HH:mm:ss` in Asia/Kolkata (null stays null). Formatted by
 * the database: parsing a timestamp per row in the driver and formatting it again would cost more than the row.
 */
export const istDateTime = (column: SQL): SQL => sql`to_char(${column} at time zone ${CAMP_TIME_ZONE}, 'DD-MM-YYYY HH24:MI:SS')`;

/** `yyyy-MM-dd` of the Asia/Kolkata calendar day (camp start and end dates). */
export const istDay = (column: SQL): SQL => sql`to_char(${column} at time zone ${CAMP_TIME_ZONE}, 'YYYY-MM-DD')`;

/**
 * Several columns read as one: a JSON array of their values, unpacked by name. The embedded database's driver decodes
 * each field of a row on its own, at a cost per field that made wide reports slow there (Patientregistration's fifty
 * columns spent a third of their time so); one JSON value per row is parsed natively. Only for text, integer, double
 * precision, boolean and enum values, which JSON gives back as the drivers do (not timestamps, bigint or numeric).
 */
export function packedColumns(alias: string, columns: Readonly<Record<string, SQL>>) {
  const names = Object.keys(columns);
  return {
    /** The packed column, `alias`. */
    column: sql`json_build_array(${sql.join(Object.values(columns), sql`, `)}) as ${sql.identifier(alias)}`,
    /** The columns of a row by name (none when the packed column is null: an outer join that found nothing). */
    unpack(row: Row): Row {
      const values = row[alias];
      if (!Array.isArray(values)) return {};
      const out: Row = {};
      names.forEach((name, i) => (out[name] = values[i]));
      return out;
    },
  };
}

/** Counts per camp of a query answering `campId` and `n`, as a map (camps without rows are absent). */
export async function countsPerCamp(db: Db, query: SQL): Promise<Map<number, number>> {
  const rows = await selectRows<{ campId: number | null; n: number }>(db, query);
  return new Map(rows.filter((r) => r.campId !== null).map((r) => [Number(r.campId), Number(r.n)]));
}
