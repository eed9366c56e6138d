/**
 * The shape shared by the Screening and Clinical_Evaluation reports (docs/api.md §8.3, §8.4): one row per
 * participant with at least one result of the report's kind whose first-entry date falls in the range; per
 * disease a block of created date, created by, modified by and the answers (from the test row's saved
 * testResult); rows ordered by the breast result's date, newest first, participants without one last.
 *
 * That order is read, not sorted: first the breast results in the range, newest first, each participant at her
 * newest one (the index of saved results per form and date gives them in this order); then the participants with
 * results but none for breast, newest id first. So the first rows come at once, whatever the size of the report.
 * But a selection of a few people (FEW_PEOPLE, on PostgreSQL) has its people's results read first and sorted: the
 * hospital's order would be read whole to keep their rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Answers, parseSavedAnswers } from './answers.js';
import { fewPeople } from './candidate-selection.js';
import { digitId, text, type Cell } from './csv.js';
import { allTests, type Disease } from './form-kinds.js';
import type { ReportPart, Row } from './report-cursor.js';
import {
  countsPerCamp,
  idList,
  instant,
  istDateTime,
  limitTo,
  type ReportContext,
  type ReportDefinition,
} from './report-definition.js';

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

/** Block `index`'s column names in a row, made once: a name built per row would be a new string to look up each time. */
const blockKeys = (() => {
  const made: { id: string; date: string; createdBy: string; modifiedBy: string; completed: string; answers: string }[] = [];
  return (index: number) =>
    (made[index] ??= {
      id: `b${index}Id`,
      date: `b${index}Date`,
      createdBy: `b${index}CreatedBy`,
      modifiedBy: `b${index}ModifiedBy`,
      completed: `b${index}Completed`,
      answers: `b${index}Answers`,
    });
})();

/**
 * A download's answer cells of one block, by the saved text they were made from. A form's cells depend on its text
 * alone, and a programme's results repeat (most women are screened normal; a clinic's day shares its dates), so each
 * distinct text is parsed and read once per download rather than once per row. Held for that download only, at most
 * FORMS_KEPT texts (past that it starts again). Where the first FORMS_TRIED forms mostly differ (clinical forms carry
 * each participant's own IDs), the rest are read without keeping them, which would only cost memory and time.
 */
export const FORMS_KEPT = 500;
export const FORMS_TRIED = 2_000;

class BlockCells {
  private readonly made = new Map<string, readonly Cell[]>();
  private reads = 0;
  private repeats = 0;
  private keeping = true;

  constructor(private readonly block: ResultBlock) {}

  of(saved: string): readonly Cell[] {
    if (!this.keeping) return answerCells(this.block, saved);
    this.reads += 1;
    let cells = this.made.get(saved);
    if (cells !== undefined) {
      this.repeats += 1;
      return cells;
    }
    cells = answerCells(this.block, saved);
    if (this.made.size >= FORMS_KEPT) this.made.clear();
    this.made.set(saved, cells);
    if (this.reads === FORMS_TRIED && this.repeats * 4 < this.reads) {
      this.keeping = false;
      this.made.clear();
    }
    return cells;
  }
}

/** A saved form's answer cells (created date, names and status aside). */
function answerCells(block: ResultBlock, saved: string | null): Cell[] {
  const answers = new Answers(parseSavedAnswers(saved));
  const cells: Cell[] = [];
  for (const column of block.columns) {
    const value = column(answers);
    if (Array.isArray(value)) for (const cell of value) cells.push(cell);
    else cells.push(value);
  }
  return cells;
}

/**
 * Appends block `index`'s columns of a row to `cells`: its disease's newest result in the range, when there is one.
 * Cells are pushed onto the one record (no array per block): a report writes this for every participant.
 */
function pushBlockCells(cells: Cell[], block: ResultBlock, index: number, row: Row, made: BlockCells): void {
  const width = block.header.length;
  const start = cells.length;
  const key = blockKeys(index);
  // A result's id is never null: without one, the participant has no result of this disease in the range.
  if (row[key.id] === null || row[key.id] === undefined) {
    for (let i = 0; i < width; i++) cells.push(null);
    return;
  }
  cells.push(text(row[key.date]), text(row[key.createdBy]), text(row[key.modifiedBy]));
  for (const cell of made.of((row[key.answers] as string | null) ?? '')) cells.push(cell);
  if (block.status) cells.push(row[key.completed] === 1 ? 'COMPLETED' : 'PENDING');
  if (cells.length - start !== width)
    throw new Error(`Report block ${block.disease} has ${cells.length - start} cells for ${width} headers`);
}

/** `leading`: the registration ID and name headers (spelt differently by the two reports). */
export function resultReport(
  kind: 'screening' | 'clinical',
  leading: readonly [string, string],
  blocks: readonly ResultBlock[],
): ReportDefinition {
  const header = [...leading, ...blocks.flatMap((b) => b.header)];
  /** Per download (its context), each block's cells made so far. */
  const madeIn = new WeakMap<ReportContext, BlockCells[]>();

  const testsOf = (ctx: ReportContext, disease?: Disease) => (disease ? ctx.forms[kind][disease] : allTests(ctx.forms[kind]));

  /**
   * Result `t` is a saved answer of one of `tests`, first entered in the range: as the date index of saved results
   * has it (reading results by date), or, for `oneParticipant` (reading one participant's results), by her answers
   * column instead of the form (set exactly when a form is saved), so that the participant's own index serves the
   * lookup: a planner without statistics (the embedded database has no autovacuum) would otherwise pick the date index
   * and read the whole range for each participant.
   */
  const savedIn = (ctx: ReportContext, t: string, tests: readonly number[], oneParticipant = false): SQL => {
    const r = sql.raw(t);
    return sql`${r}.disease_test_master_id in (${idList(tests)})
      and ${oneParticipant ? sql`${r}.report_answers is not null` : sql`${r}.test_result is not null`}
      and ${r}.is_record_deleted = false
      and ${r}.report_date >= ${instant(ctx.selection.from)} and ${r}.report_date < ${instant(ctx.selection.until)}`;
  };

  /** Candidate `c` (or `alias`) is of the selected camps. */
  const ofCamps = ({ selection }: ReportContext, alias = 'c'): SQL =>
    sql`${sql.raw(alias)}.hospital_id = ${selection.hospitalId} and ${sql.raw(alias)}.camp_id in (${idList(selection.campIds)})`;

  /**
   * Results `t` of the selected clinics' people, for a selection of a few (`few`): a join from them, which the caller
   * materialises and sorts; otherwise the hospital's results, read in an index's order and kept by clinic later.
   */
  const ofSelectedPeople = (ctx: ReportContext, few: boolean): SQL =>
    few ? sql`join candidate s on s.id = t.candidate_id and ${ofCamps(ctx, 's')}` : sql``;

  /**
   * The results `r` a stretch lists from: a subquery in the hospital's order, or, for a few people, a list read first
   * (materialised) that the stretch's order then sorts. `head` goes before the stretch's select, `from` after its from.
   */
  const resultsAs = (results: SQL, few: boolean): { head: SQL; from: SQL } =>
    few ? { head: sql`with r as materialized (${results}) `, from: sql`r` } : { head: sql``, from: sql`(${results}) r` };

  /**
   * Per block `i`, a join of `b{i}`: the participant's newest result of its disease in the range (one short index
   * scan), and its columns b{i}Id, b{i}Date, … (b{i}Id null when there is none).
   */
  function blockColumns(ctx: ReportContext): { columns: SQL; joins: SQL } {
    const columns: SQL[] = [];
    const joins: SQL[] = [];
    blocks.forEach((block, i) => {
      const tests = testsOf(ctx, block.disease);
      const b = `b${i}`;
      if (tests.length === 0) {
        columns.push(sql.raw(`null as "${b}Id"`));
        return;
      }
      columns.push(
        sql`${sql.raw(`${b}.id as "${b}Id"`)}, ${istDateTime(sql.raw(`${b}.report_date`))} as ${sql.raw(`"${b}Date"`)},
          ${sql.raw(`coalesce(${b}.d_created_by, ${b}.last_modified_by) as "${b}CreatedBy", ${b}.last_modified_by as "${b}ModifiedBy",
          ${b}.completed as "${b}Completed", ${b}.report_answers as "${b}Answers"`)}`,
      );
      joins.push(sql`left join lateral (
          select ${sql.raw(`${b}.id, ${b}.report_date, ${b}.d_created_by, ${b}.last_modified_by, ${b}.completed, ${b}.report_answers`)}
          from candidate_test ${sql.raw(b)} where ${sql.raw(b)}.candidate_id = c.id and ${savedIn(ctx, b, tests, true)}
          order by ${sql.raw(`${b}.report_date desc, ${b}.id desc`)} limit 1) ${sql.raw(b)} on true`);
    });
    return { columns: sql.join(columns, sql`, `), joins: sql.join(joins, sql` `) };
  }

  /**
   * Participants with a breast result in the range, at their newest one, newest first (then by id, highest first).
   * For a few people (`few`), their breast results are read first (a materialised list) and sorted; otherwise the
   * hospital's are read in date order, one ordered scan of the index per breast form, merged.
   */
  function byBreastResult(ctx: ReportContext, breast: readonly number[], few: boolean): ReportPart {
    const { columns, joins } = blockColumns(ctx);
    const breastBlock = `b${blocks.findIndex((block) => block.disease === 'breast')}`;
    return {
      rows(after, limit) {
        const continuing = after
          ? sql`and (t.report_date, t.candidate_id, t.id) < (${after[0]}::timestamptz, ${after[1]}::int, ${after[2]}::int)`
          : sql``;
        // One scan per breast form; in the hospital's order, merged, none of them sorted as a whole.
        const breastResults = sql.join(
          breast.map(
            (test) => sql`select t.candidate_id, t.report_date, t.id from candidate_test t ${ofSelectedPeople(ctx, few)}
              where ${savedIn(ctx, 't', [test], few)} ${continuing}`,
          ),
          sql` union all `,
        );
        const r = resultsAs(breastResults, few);
        // A participant is listed at her newest breast result: the one her breast block shows.
        return sql`${r.head}select c.id, c.registraion_id as "registraionId", c.name, r.report_date::text as "dateKey",
            r.id as "resultId", ${columns}
          from ${r.from}
            -- Each result's participant by her id (offset 0 keeps the planner from scanning the clinics' instead).
            join lateral (select * from candidate c where c.id = r.candidate_id offset 0) c on true ${joins}
          where ${ofCamps(ctx)} and ${sql.raw(breastBlock)}.id = r.id
          order by r.report_date desc, r.candidate_id desc, r.id desc ${limitTo(limit)}`;
      },
      key: (row) => [row.dateKey, row.id, row.resultId],
      unsorted: !few,
    };
  }

  /**
   * Participants with results in the range but none for breast, highest id first: read from their results of the
   * other forms in participant order (the index of saved results by participant, each participant once), so that
   * neither participants without results nor other kinds' results are looked at one by one.
   */
  function withoutBreastResult(
    ctx: ReportContext,
    breast: readonly number[],
    others: readonly number[],
    few: boolean,
  ): ReportPart {
    const { columns, joins } = blockColumns(ctx);
    return {
      rows: (after, limit) => {
        const withResults = sql`select distinct t.candidate_id from candidate_test t ${ofSelectedPeople(ctx, few)}
            where ${savedIn(ctx, 't', others, few)} ${after ? sql`and t.candidate_id < ${after[0]}::int` : sql``}
            ${few ? sql`` : sql`order by t.candidate_id desc`}`;
        const r = resultsAs(withResults, few);
        return sql`${r.head}select c.id, c.registraion_id as "registraionId", c.name, ${columns}
        from ${r.from}
          join lateral (select * from candidate c where c.id = r.candidate_id offset 0) c on true ${joins}
        where ${ofCamps(ctx)}
          ${breast.length > 0 ? sql`and (select true from candidate_test n where n.candidate_id = c.id and ${savedIn(ctx, 'n', breast, true)} limit 1) is null` : sql``}
        order by r.candidate_id desc ${limitTo(limit)}`;
      },
      key: (row) => [row.id],
      unsorted: !few,
    };
  }

  return {
    header,

    async parts(ctx) {
      if (ctx.selection.campIds.length === 0 || testsOf(ctx).length === 0) return [];
      // Both reports have a breast block, whose result orders them.
      const breast = blocks.some((block) => block.disease === 'breast') ? testsOf(ctx, 'breast') : [];
      const others = testsOf(ctx).filter((test) => !breast.includes(test));
      const few = await fewPeople(ctx);
      return [
        ...(breast.length > 0 ? [byBreastResult(ctx, breast, few)] : []),
        ...(others.length > 0 ? [withoutBreastResult(ctx, breast, others, few)] : []),
      ];
    },

    records(ctx, row) {
      const cells: Cell[] = [digitId(row.registraionId), text(row.name)];
      let made = madeIn.get(ctx);
      if (made === undefined) madeIn.set(ctx, (made = blocks.map((block) => new BlockCells(block))));
      blocks.forEach((block, i) => pushBlockCells(cells, block, i, row, made[i]!));
      return [cells];
    },

    async countByCamp(ctx) {
      if (ctx.selection.campIds.length === 0 || testsOf(ctx).length === 0) return new Map();
      return countsPerCamp(
        ctx.db,
        sql`select c.camp_id as "campId", count(distinct t.candidate_id)::int as n
          from candidate_test t join candidate c on c.id = t.candidate_id
          where ${ofCamps(ctx)} and ${savedIn(ctx, 't', testsOf(ctx))}
          group by c.camp_id`,
      );
    },
  };
}
