/**
 * The shape shared by the Screening and Clinical_Evaluation reports (BEHAVIOUR §8.3, §8.4): one row per
 * participant with at least one result of the report's kind whose first-entry date falls in the range; per
 * disease a block of created date, created by, modified by and the answers (from the test row's saved
 * testResult); rows ordered by the breast result's date, newest first, participants without one last.
 */
import { and, asc, countDistinct, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { candidate, candidateTest } from '../db/schema.js';
import { Answers, parseSavedAnswers } from './answers.js';
import { digitId, istDateTime, text, type Cell } from './csv.js';
import { allTests, diseaseByTest, type Disease } from './form-kinds.js';
import { countsMap, inIdOrder, type ReportContext, type ReportDefinition } from './report-definition.js';

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
export const answer =
  (testName: string): Column =>
  (a) =>
    a.cell(testName);
/** Plain answer columns, one per testName. */
export const answers = (...testNames: string[]): Column[] => testNames.map(answer);

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
  const cells: Cell[] = [text(istDateTime(result.date)), text(result.createdBy), text(result.modifiedBy)];
  for (const column of block.columns) cells.push(...[column(result.answers)].flat());
  if (block.status) cells.push(result.completed === 1 ? 'COMPLETED' : 'PENDING');
  if (cells.length !== width) throw new Error(`Report block ${block.disease} has ${cells.length} cells for ${width} headers`);
  return cells;
}

/** `leading`: the registration ID and name headers (spelt differently by the two reports). */
export function resultReport(
  kind: 'screening' | 'clinical',
  leading: readonly [string, string],
  blocks: readonly ResultBlock[],
): ReportDefinition {
  const header = [...leading, ...blocks.flatMap((b) => b.header)];

  const testsOf = (ctx: ReportContext) => allTests(ctx.forms[kind]);

  /** Saved answers of the report's tests, first entered in the range. */
  function resultConditions(ctx: ReportContext): SQL[] {
    return [
      inArray(candidateTest.diseaseTestMasterId, testsOf(ctx)),
      isNotNull(candidateTest.testResult),
      eq(candidateTest.isRecordDeleted, false),
      gte(resultDate, ctx.selection.from),
      lt(resultDate, ctx.selection.until),
    ];
  }

  /** …of participants of the selected camps. */
  function selected(ctx: ReportContext): SQL {
    const ofCamps = ctx.db
      .select({ id: candidate.id })
      .from(candidate)
      .where(and(eq(candidate.hospitalId, ctx.selection.hospitalId), inArray(candidate.campId, ctx.selection.campIds)));
    return and(inArray(candidateTest.candidateId, ofCamps), ...resultConditions(ctx))!;
  }

  /** The newest result per participant and disease, for one page of participants. */
  async function resultsOf(ctx: ReportContext, ids: number[]): Promise<Map<number, Map<Disease, SavedResult>>> {
    const diseases = diseaseByTest(ctx.forms[kind]);
    const rows = await ctx.db
      .select({
        candidateId: candidateTest.candidateId,
        testId: candidateTest.diseaseTestMasterId,
        answers: candidateTest.reportAnswers,
        completed: candidateTest.completed,
        date: resultDate,
        createdBy: sql<string | null>`coalesce(${candidateTest.dCreatedBy}, ${candidateTest.lastModifiedBy})`,
        modifiedBy: candidateTest.lastModifiedBy,
      })
      .from(candidateTest)
      .where(and(inArray(candidateTest.candidateId, ids), ...resultConditions(ctx)))
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
        answers: new Answers(parseSavedAnswers(row.answers)),
      });
    }
    return out;
  }

  return {
    header,

    ordering(ctx) {
      if (ctx.selection.campIds.length === 0 || testsOf(ctx).length === 0) return null;
      const breast = inArray(candidateTest.diseaseTestMasterId, ctx.forms[kind].breast);
      const sortDate = sql`coalesce(max(${resultDate}) filter (where ${breast}), '-infinity'::timestamptz)`;
      return ctx.db
        .select({ id: candidateTest.candidateId })
        .from(candidateTest)
        .where(selected(ctx))
        .groupBy(candidateTest.candidateId)
        .orderBy(desc(sortDate), desc(candidateTest.candidateId));
    },

    async records(ctx, ids) {
      const [people, results] = await Promise.all([
        ctx.db
          .select({ id: candidate.id, registraionId: candidate.registraionId, name: candidate.name })
          .from(candidate)
          .where(inArray(candidate.id, ids)),
        resultsOf(ctx, ids),
      ]);
      return inIdOrder(ids, people, (p) => p.id).map((p) => {
        const perDisease = results.get(p.id);
        return [
          digitId(p.registraionId),
          text(p.name),
          ...blocks.flatMap((block) => blockCells(block, perDisease?.get(block.disease))),
        ];
      });
    },

    async countByCamp(ctx) {
      if (ctx.selection.campIds.length === 0 || testsOf(ctx).length === 0) return new Map();
      return countsMap(
        await ctx.db
          .select({ campId: candidate.campId, n: countDistinct(candidateTest.candidateId) })
          .from(candidateTest)
          .innerJoin(candidate, eq(candidate.id, candidateTest.candidateId))
          .where(selected(ctx))
          .groupBy(candidate.campId),
      );
    },
  };
}
