/**
 * The shape shared by the Screening and Clinical_Evaluation reports (BEHAVIOUR §8.3, §8.4): one row per
 * participant with at least one result of the report's kind whose first-entry date falls in the range; per
 * disease a block of created date, created by, modified by and the answers (from the test row's saved
 * testResult); rows ordered by the breast result's date, newest first, participants without one last.
 */
import { and, asc, countDistinct, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MetricGroup } from '@screening/shared/types';
import { candidate, candidateTest } from '../db/schema.js';
import { Answers } from './answers.js';
import { forceText, istDateTime, text, type Cell } from './csv.js';
import { allTests, diseaseByTest, type Disease } from './form-kinds.js';
import { afterCursor, cursorKey, keysetPages, type ReportContext, type ReportDefinition } from './report-definition.js';

/** An answer column: one cell, or several (flag groups). */
export type Column = (answers: Answers) => Cell | Cell[];

export interface ResultBlock {
  disease: Disease;
  /** Headers of the block, created date first. */
  header: readonly string[];
  columns: readonly Column[];
  /** Ends with STATUS (COMPLETED / PENDING). */
  status: boolean;
}

/** A plain answer column. */
export const answer = (testName: string): Column => (a) => a.cell(testName);
/** A force-text answer column (TAB-prefixed). */
export const answerAsText = (testName: string): Column => (a) => forceText(a.cell(testName));

/** First data entry of a result; clinical saves may only stamp testDate/lastModified. */
const resultDate = sql<Date>`coalesce(${candidateTest.dCreatedDate}, ${candidateTest.testDate}, ${candidateTest.lastModifiedDate})`;

interface SavedResult {
  date: Date | null;
  createdBy: string | null;
  modifiedBy: string | null;
  completed: number;
  answers: Answers;
}

function blockCells(block: ResultBlock, result: SavedResult | undefined): Cell[] {
  const width = block.header.length;
  if (!result) return Array.from({ length: width }, () => null);
  const cells: Cell[] = [forceText(istDateTime(result.date)), text(result.createdBy), text(result.modifiedBy)];
  for (const column of block.columns) cells.push(...[column(result.answers)].flat());
  if (block.status) cells.push(result.completed === 1 ? 'COMPLETED' : 'PENDING');
  if (cells.length !== width) throw new Error(`Report block ${block.disease} has ${cells.length} cells for ${width} headers`);
  return cells;
}

export function resultReport(kind: 'screening' | 'clinical', blocks: readonly ResultBlock[]): ReportDefinition {
  const header = ['REGISTRATIONID', 'CANDIDATENAME', ...blocks.flatMap((b) => b.header)];

  const testsOf = (ctx: ReportContext) => allTests(ctx.forms[kind]);

  /** Result rows of the selection: saved answers of the report's tests, first entered in the range. */
  function selected(ctx: ReportContext): SQL {
    return and(
      inArray(candidate.campId, ctx.selection.campIds),
      inArray(candidateTest.diseaseTestMasterId, testsOf(ctx)),
      isNotNull(candidateTest.testResult),
      eq(candidateTest.isRecordDeleted, false),
      gte(resultDate, ctx.selection.from),
      lt(resultDate, ctx.selection.until),
    )!;
  }

  const pageQuery = (ctx: ReportContext, cursor: Parameters<typeof afterCursor>[2]) => {
    const breast = inArray(candidateTest.diseaseTestMasterId, ctx.forms[kind].breast);
    const sortDate = sql<Date>`coalesce(max(${resultDate}) filter (where ${breast}), '-infinity'::timestamptz)`;
    return ctx.db
      .select({ cursorKey: cursorKey(sortDate), cursorId: candidate.id, registraionId: candidate.registraionId, name: candidate.name })
      .from(candidateTest)
      .innerJoin(candidate, eq(candidate.id, candidateTest.candidateId))
      .where(selected(ctx))
      .groupBy(candidate.id)
      .having(afterCursor(sortDate, candidate.id, cursor))
      .orderBy(desc(sortDate), desc(candidate.id))
      .limit(ctx.batchSize);
  };

  /** The newest result per participant and disease, for one page of participants. */
  async function resultsOf(ctx: ReportContext, ids: number[]): Promise<Map<number, Map<Disease, SavedResult>>> {
    const diseases = diseaseByTest(ctx.forms[kind]);
    const rows = await ctx.db
      .select({
        candidateId: candidateTest.candidateId,
        testId: candidateTest.diseaseTestMasterId,
        testResult: candidateTest.testResult,
        completed: candidateTest.completed,
        date: resultDate,
        createdBy: sql<string | null>`coalesce(${candidateTest.dCreatedBy}, ${candidateTest.lastModifiedBy})`,
        modifiedBy: candidateTest.lastModifiedBy,
      })
      .from(candidateTest)
      .innerJoin(candidate, eq(candidate.id, candidateTest.candidateId))
      .where(and(selected(ctx), inArray(candidateTest.candidateId, ids)))
      .orderBy(asc(candidateTest.candidateId), desc(resultDate), desc(candidateTest.id));
    const out = new Map<number, Map<Disease, SavedResult>>();
    for (const row of rows) {
      const disease = diseases.get(row.testId);
      if (!disease) continue;
      const perDisease = out.get(row.candidateId) ?? new Map<Disease, SavedResult>();
      out.set(row.candidateId, perDisease);
      if (perDisease.has(disease)) continue;
      perDisease.set(disease, {
        // Raw SQL expressions come back as driver text; parse to an instant.
        date: row.date ? new Date(row.date) : null,
        createdBy: row.createdBy,
        modifiedBy: row.modifiedBy,
        completed: row.completed,
        answers: new Answers(row.testResult as MetricGroup | null),
      });
    }
    return out;
  }

  return {
    header,

    async *records(ctx) {
      if (ctx.selection.campIds.length === 0 || testsOf(ctx).length === 0) return;
      for await (const page of keysetPages(ctx.batchSize, (cursor) => pageQuery(ctx, cursor))) {
        const results = await resultsOf(ctx, page.map((p) => p.cursorId));
        yield page.map((p) => {
          const perDisease = results.get(p.cursorId);
          return [forceText(p.registraionId), text(p.name), ...blocks.flatMap((block) => blockCells(block, perDisease?.get(block.disease)))];
        });
      }
    },

    async count(ctx) {
      if (ctx.selection.campIds.length === 0 || testsOf(ctx).length === 0) return 0;
      const [row] = await ctx.db
        .select({ n: countDistinct(candidateTest.candidateId) })
        .from(candidateTest)
        .innerJoin(candidate, eq(candidate.id, candidateTest.candidateId))
        .where(selected(ctx));
      return row?.n ?? 0;
    },
  };
}
