/**
 * The CSV dialect of the reports (docs/api.md §8, OpenCSV defaults): comma separator, every non-null cell
 * double-quoted with embedded quotes doubled, `\n` line ends, null cells written as nothing. Unlike the original,
 * the body starts with a UTF-8 byte-order mark (so Excel reads Tamil names as UTF-8), values keep the casing they
 * were entered with (but for yes, no and gender, in the original's capitals: answerValue, genderText), and IDs and dates are written as they are, without the original's TAB prefix: a cell holds
 * exactly its value for every tool that reads it. A download asked for Excel (`forExcel`) writes the long digit IDs
 * that Excel would turn into numbers (16-digit Registration IDs lose their last digit, street 007 becomes 7) as
 * `="…"` text formulas instead.
 *
 * No text cell can run as a formula when the file is opened in a spreadsheet (OWASP's CSV injection rule): a text
 * cell that starts with `=`, `+`, `-`, `@`, TAB or CR gets a leading `'`, in both flavours. Text is every cell but
 * the numbers the database keeps as numbers (ages, counts, income, weight, height, SpO2), which are written exactly,
 * a negative one included. Mobile numbers and IDs are text, but hold digits only, so they never change.
 */

import { text, type Cell } from '@screening/domain/csv';

export { BOM, csvLine, digitId, text, type Cell, type CsvFlavour } from '@screening/domain/csv';

/** Asia/Kolkata is UTC+05:30 all year (no daylight saving since 1945), so a fixed offset is exact. */
export const IST_OFFSET_MS = 330 * 60_000;

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

/** The spellings of yes and no a form, a client or the database may give, as the reports write them. */
const YES_NO_SPELLINGS = new Map([
  ['yes', 'YES'],
  ['true', 'YES'],
  ['no', 'NO'],
  ['false', 'NO'],
]);

/**
 * An answer as its cell: a yes or a no ("Yes", "no", "true", …) as YES or NO, the one spelling of the reports' own
 * flags (docs/api.md §8), so a row never holds both; any other answer keeps the casing it was entered with.
 */
export function answerValue(value: string): string {
  return value.length > 5 ? value : (YES_NO_SPELLINGS.get(value.trim().toLowerCase()) ?? value);
}

/** A text cell holding an answer (see answerValue). */
export function answerText(value: unknown): Cell {
  return typeof value === 'string' ? text(answerValue(value)) : text(value);
}

const GENDERS = new Map([
  ['male', 'MALE'],
  ['female', 'FEMALE'],
  ['other', 'OTHER'],
]);

/**
 * A gender as the GENDER columns write it: the participant's own as stored (MALE, FEMALE, OTHER), and a family
 * member's, answered "Male", "Female" or "Other" on the form, the same way.
 */
export function genderText(value: unknown): Cell {
  return typeof value === 'string' ? text(GENDERS.get(value.trim().toLowerCase()) ?? value) : text(value);
}
