/**
 * Turns a report's batches into a byte stream. The first batch is read before anything is sent, so an empty
 * report is a 200 with a zero-length body (docs/api.md §8) and any other starts with the byte-order mark; after that, each batch is written as it is read and the
 * next batch is only fetched when the client has taken the previous one (stream back-pressure).
 */
import { Readable } from 'node:stream';
import { letOthersIn, STREAM_HIGH_WATER_MARK } from '../http/streamed-answer.js';
import { BOM, csvLine, type Cell, type CsvFlavour } from './csv.js';
import { reportBatches, type ReportContext, type ReportDefinition } from './report-definition.js';

export interface ReportOutcome {
  /** Data rows written (the header not counted). */
  rows: number;
  /** Batches read from the database cursor. */
  batches: number;
  /** False when the client went away or a query failed before the end. */
  completed: boolean;
}

/**
 * The CSV body, or null when the report has no rows. `finish` runs exactly once: at the end, on an abort, or
 * at once for an empty report.
 */
export async function openReportStream(
  definition: ReportDefinition,
  ctx: ReportContext,
  finish: (outcome: ReportOutcome) => Promise<void>,
  flavour: CsvFlavour = 'plain',
): Promise<Readable | null> {
  const batches = reportBatches(definition, ctx);
  const first = await batches.next();
  if (first.done) {
    await finish({ rows: 0, batches: 0, completed: true });
    return null;
  }

  let outcome: ReportOutcome = { rows: 0, batches: 1, completed: false };
  let finished: Promise<void> | null = null;
  // Closing the batches closes the database cursor; then the outcome is recorded. Once, however the stream ends.
  // A cursor that cannot be closed ends with its session; the download is recorded regardless.
  const finishOnce = () =>
    (finished ??= batches.return(undefined).then(
      () => finish(outcome),
      () => finish(outcome),
    ));

  const toText = (batch: Cell[][]) => batch.map((cells) => csvLine(cells, flavour)).join('');

  async function* lines(): AsyncGenerator<string> {
    try {
      let batch: Cell[][] = first.value as Cell[][];
      yield BOM + csvLine(definition.header) + toText(batch);
      outcome = { ...outcome, rows: batch.length };
      for (;;) {
        await letOthersIn();
        const next = await batches.next();
        if (next.done) break;
        batch = next.value;
        outcome = { ...outcome, batches: outcome.batches + 1 };
        yield toText(batch);
        outcome = { ...outcome, rows: outcome.rows + batch.length };
      }
      outcome = { ...outcome, completed: true };
    } finally {
      await finishOnce();
    }
  }

  const stream = Readable.from(lines(), { objectMode: false, highWaterMark: STREAM_HIGH_WATER_MARK });
  // A client that disconnects before the first chunk is pulled never starts the generator: record it anyway.
  stream.once('close', () => void finishOnce());
  return stream;
}
