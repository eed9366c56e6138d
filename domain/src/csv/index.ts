/**
 * The CSV dialect of the suite's files (docs/api.md §8, OpenCSV defaults): comma separator, every non-null cell
 * double-quoted with embedded quotes doubled, `\n` line ends, null cells written as nothing, a UTF-8 byte-order mark
 * before the header row (so Excel reads Tamil as UTF-8). The server's reports and the screens' own tables write it.
 *
 * No text cell can run as a formula when the file is opened in a spreadsheet (OWASP's CSV injection rule): a text
 * cell that starts with `=`, `+`, `-`, `@`, TAB or CR gets a leading `'`, in both flavours. Numbers given as numbers
 * are written exactly, a negative one included.
 */

/** One cell before formatting: null stays an empty, unquoted cell. */
export type Cell = string | null;

/** The UTF-8 byte-order mark (EF BB BF once encoded), written once before the header row. */
export const BOM = '\uFEFF';

function quote(value: string): string {
  return value.includes('"') ? `"${value.replaceAll('"', '""')}"` : `"${value}"`;
}

/** Who the file is for: any tool (every cell exactly its value), or Excel opening it by double-click. */
export type CsvFlavour = 'plain' | 'excel';

/**
 * Marks of the cells written otherwise than as text: a digit ID (see CsvFlavour) and a number. PostgreSQL text never
 * holds NUL, so no mark can come from the data.
 */
const DIGIT_ID = '\u0000i';
const NUMBER = '\u0000n';

/** A digit ID that Excel would read as a number (see CsvFlavour); written plainly unless the file is for Excel. */
export function digitId(value: unknown): Cell {
  const out = text(value);
  return out === null ? null : `${DIGIT_ID}${out.startsWith(NUMBER) ? out.slice(NUMBER.length) : out}`;
}

/** The characters a spreadsheet reads as the start of a formula (or of a cell it would then evaluate). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** OWASP's rule for a text cell: a leading `'` before anything a spreadsheet would run. */
const neutralised = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

function cellText(cell: string, flavour: CsvFlavour): string {
  if (cell.startsWith(NUMBER)) return cell.slice(NUMBER.length);
  if (!cell.startsWith(DIGIT_ID)) return neutralised(cell);
  const value = cell.slice(DIGIT_ID.length);
  // Inside ="…" only a quote could end the text and start a formula: such a value (none of ours) is plain text.
  return flavour === 'excel' && !value.includes('"') ? `="${value}"` : neutralised(value);
}

/** One record, ready to write: quoted, ending in `\n`. */
export function csvLine(cells: readonly Cell[], flavour: CsvFlavour = 'plain'): string {
  return `${cells.map((cell) => (cell === null ? '' : quote(cellText(cell, flavour)))).join(',')}\n`;
}

/**
 * Any database value as a cell: null/undefined/'' → null; a number (of a numeric column) as written and never
 * neutralised; text and booleans as text.
 */
export function text(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  const out = String(value);
  if (out === '') return null;
  return typeof value === 'number' || typeof value === 'bigint' ? `${NUMBER}${out}` : out;
}
