/**
 * The CSV dialect of the reports (BEHAVIOUR §8, OpenCSV defaults): comma separator, every non-null cell
 * double-quoted with embedded quotes doubled, `\n` line ends, null cells written as nothing. Unlike the original,
 * the body starts with a UTF-8 byte-order mark (so Excel reads Tamil names as UTF-8), values keep the casing they
 * were entered with, and IDs and dates are written as they are, without the original's TAB prefix: a cell holds
 * exactly its value for every tool that reads it. A download asked for Excel (`forExcel`) writes the long digit IDs
 * that Excel would turn into numbers (16-digit Registration IDs lose their last digit, street 007 becomes 7) as
 * `="…"` text formulas instead.
 */

/** One cell before formatting: null stays an empty, unquoted cell. */
export type Cell = string | null;

/** The UTF-8 byte-order mark (EF BB BF once encoded), written once before the header row. */
export const BOM = '\uFEFF';

/** Asia/Kolkata is UTC+05:30 all year (no daylight saving since 1945), so a fixed offset is exact. */
export const IST_OFFSET_MS = 330 * 60_000;

function quote(value: string): string {
  return value.includes('"') ? `"${value.replaceAll('"', '""')}"` : `"${value}"`;
}

/** Who the file is for: any tool (every cell exactly its value), or Excel opening it by double-click. */
export type CsvFlavour = 'plain' | 'excel';

/** Marks a digit ID cell; PostgreSQL text never holds NUL, so the mark cannot come from the data. */
const DIGIT_ID = '\u0000';

/** A digit ID that Excel would read as a number (see CsvFlavour); written plainly unless the file is for Excel. */
export function digitId(value: unknown): Cell {
  const out = text(value);
  return out === null ? null : `${DIGIT_ID}${out}`;
}

function cellText(cell: string, flavour: CsvFlavour): string {
  if (!cell.startsWith(DIGIT_ID)) return cell;
  const value = cell.slice(DIGIT_ID.length);
  return flavour === 'excel' ? `="${value}"` : value;
}

/** One record, ready to write: quoted, ending in `\n`. */
export function csvLine(cells: readonly Cell[], flavour: CsvFlavour = 'plain'): string {
  return `${cells.map((cell) => (cell === null ? '' : quote(cellText(cell, flavour)))).join(',')}\n`;
}

/** Any database value as cell text: null/undefined/'' → null; numbers and booleans as written. */
export function text(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  const out = String(value);
  return out === '' ? null : out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The first instant of an Asia/Kolkata calendar day, `dayOffset` days after the given one. */
export function istMidnight(day: { year: number; month: number; day: number }, dayOffset = 0): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day + dayOffset) - IST_OFFSET_MS);
}

/** Street id as three digits ("000" when missing), the form it takes inside the registration ID. */
export function streetId(value: number | null | undefined): string {
  return pad(value ?? 0, 3);
}

/** true → YES, false → NO, null → blank. */
export function yesNo(value: boolean | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  return value ? 'YES' : 'NO';
}
