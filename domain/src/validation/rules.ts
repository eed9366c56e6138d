/**
 * Primitive checks shared by the form validators. Values arrive from inputs (strings) or from request bodies
 * (numbers, strings, null), so everything is read through `asText` first.
 */

/** A form or wire value as trimmed text; null and undefined become ''. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value).trim();
}

export function isBlank(value: unknown): boolean {
  return asText(value) === '';
}

/** Exactly `length` ASCII digits. */
export function hasExactDigits(value: unknown, length: number): boolean {
  return new RegExp(`^\\d{${length}}$`).test(asText(value));
}

/** A whole number written without sign, exponent, decimals or leading zeros, within [min, max]. */
export function isWholeNumberInRange(value: unknown, min: number, max: number): boolean {
  const text = asText(value);
  if (!/^(0|[1-9]\d*)$/.test(text)) return false;
  const n = Number(text);
  return n >= min && n <= max;
}

/** The value as a whole number, or null when it is not one (blank, decimal, text). */
export function toWholeNumber(value: unknown): number | null {
  const text = asText(value);
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Letters and digits only, 1..maxLength characters. */
export function isAlphanumeric(value: unknown, maxLength: number): boolean {
  return new RegExp(`^[A-Za-z0-9]{1,${maxLength}}$`).test(asText(value));
}
