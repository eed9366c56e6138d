/**
 * Input sanitisers used while typing: they return what the input should hold after a keystroke, so invalid
 * characters never appear. Validators still run on submit (and on the server), since pasted or prefilled
 * values bypass these.
 */

/** Keeps ASCII digits only, cut to `maxLength` when given. */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/** Keeps letters and digits only, cut to `maxLength` when given. */
export function alphanumericOnly(value: string, maxLength?: number): string {
  const kept = value.replace(/[^A-Za-z0-9]/g, '');
  return maxLength === undefined ? kept : kept.slice(0, maxLength);
}

/** Removes leading zeros ('007' → '7', '0' → ''). */
export function stripLeadingZeros(value: string): string {
  return value.replace(/^0+/, '');
}

/**
 * Accepts the new text only when `accept` says so, otherwise keeps the previous text. Used for inputs whose
 * rule cannot be reached by deleting characters (a decimal with two places, a number range).
 */
export function acceptIf(next: string, previous: string, accept: (text: string) => boolean): string {
  return accept(next) ? next : previous;
}
