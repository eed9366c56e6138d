/**
 * Reading saved answers (a metric group's params with `selectedValues`, docs/api.md §10) for report cells.
 * A column names the param of the same meaning by its testName; multi-valued answers are comma-joined.
 * Reports read a saved form as the database keeps it for them (migration 0003, `report_answers`): JSON text of its
 * params' [testName, selectedValues] in the form's order, so only these few values are parsed per row.
 */
import { answerValue, type Cell } from './csv.js';

/** A `report_answers` column's text as a list (or, from `report_answer_groups`, a list of lists); null stays null. */
export const parseSavedAnswers = (text: string | null | undefined): unknown => (text ? JSON.parse(text) : null);

const NO_VALUES: readonly string[] = Object.freeze([]);
/** Leading or trailing white space, as String.prototype.trim sees it. */
const UNTRIMMED = /^\s|\s$/;

/**
 * A saved answer's values as cells see them: trimmed text, blanks left out. Most saved lists are that already and are
 * kept as they are (a report reads millions of them; copying each would mostly make garbage).
 */
function cleanValues(selectedValues: unknown): readonly string[] {
  if (!Array.isArray(selectedValues)) return NO_VALUES;
  const list = selectedValues as unknown[];
  if (list.every((v) => typeof v === 'string' && v !== '' && !UNTRIMMED.test(v))) return list as string[];
  return list.map((v) => String(v ?? '').trim()).filter((v) => v !== '');
}

/** The loose form of each testName seen, kept for the next form: a report meets the same few names on every row. */
const looseNames = new Map<string, string>();
/** Saved names are whatever a client sent; past this many distinct ones the memo starts again. */
const LOOSE_NAMES_KEPT = 10_000;

function looseName(testName: string): string {
  let key = looseNames.get(testName);
  if (key === undefined) {
    if (looseNames.size >= LOOSE_NAMES_KEPT) looseNames.clear();
    key = testName.trim().toLowerCase();
    looseNames.set(testName, key);
  }
  return key;
}

/** Answers of one saved form, looked up by testName. */
export class Answers {
  private readonly exact = new Map<string, readonly string[]>();
  private readonly loose = new Map<string, readonly string[]>();

  /** `saved`: a `report_answers` list; anything else reads as a form with no answers. */
  constructor(saved: unknown) {
    for (const entry of Array.isArray(saved) ? saved : []) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
      const testName = entry[0];
      const values = cleanValues(entry[1]);
      this.exact.set(testName, values);
      // Names are keys matched exactly (trailing spaces included); the loose map only helps when a saved form
      // spelt a name differently from today's definition.
      const key = looseName(testName);
      if (!this.loose.has(key)) this.loose.set(key, values);
    }
  }

  /** True when the form was saved at all (a result row with no answers yet is not a result). */
  get isEmpty(): boolean {
    return this.exact.size === 0;
  }

  values(testName: string): readonly string[] {
    return this.exact.get(testName) ?? this.loose.get(looseName(testName)) ?? NO_VALUES;
  }

  /** The answer as one cell: values comma-joined (a yes or no as YES or NO, see answerValue), blank when unanswered. */
  cell(testName: string): Cell {
    const values = this.values(testName);
    if (values.length === 0) return null;
    return values.length === 1 ? answerValue(values[0]!) : values.map(answerValue).join(',');
  }

  has(testName: string, value: string): boolean {
    const wanted = value.trim().toUpperCase();
    return this.values(testName).some((v) => v.toUpperCase() === wanted);
  }
}

/**
 * YES/NO flag columns of the Screening report (docs/api.md §8.3): when `parent` has `trigger` and `list` has
 * values, each flag is YES if its label is among them, else NO; when `parent` is answered otherwise, all NO;
 * when `parent` is unanswered (or answered with the trigger but an empty list), blank.
 */
export function flagCells(answers: Answers, parent: string, trigger: string, list: string, labels: readonly string[]): Cell[] {
  const parentValues = answers.values(parent);
  if (parentValues.length === 0) return labels.map(() => null);
  if (!answers.has(parent, trigger)) return labels.map(() => 'NO');
  // The original split a comma-joined answer; splitting each value keeps that for labels saved as "A, B".
  const chosen = new Set(
    answers
      .values(list)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toUpperCase())
      .filter(Boolean),
  );
  if (chosen.size === 0) return labels.map(() => null);
  return labels.map((label) => (chosen.has(label.trim().toUpperCase()) ? 'YES' : 'NO'));
}
