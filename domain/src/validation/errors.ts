/** A form's errors: field name → message of the SPEC, or its code. An empty object means the form is valid. */
export type FieldErrors<K extends string = string, M extends string = string> = Partial<Record<K, M>>;

/** Key for an error that belongs to the whole form rather than one field. */
export const FORM_ERROR_KEY = '_form';

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

/** The first message in field order, for screens that show a single alert. */
export function firstError(errors: FieldErrors<string>): string | null {
  const found = Object.values(errors).find((message) => typeof message === 'string' && message !== '');
  return found ?? null;
}

/** Builds an error map from `[field, message | null]` pairs, keeping only the failures. */
export function collectErrors<K extends string, M extends string = string>(
  entries: ReadonlyArray<readonly [K, M | null]>,
): FieldErrors<K, M> {
  const errors: FieldErrors<K, M> = {};
  for (const [field, message] of entries) {
    if (message !== null && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** A map of refusal codes in the words `words` gives each (a rule module's English, for the server). */
export const wordedErrors = <K extends string, C extends string>(
  codes: FieldErrors<K, C>,
  words: Readonly<Record<C, string>>,
): FieldErrors<K> =>
  Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, words[code as C]])) as FieldErrors<K>;
