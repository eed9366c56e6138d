/**
 * JSON-schema building blocks and the Ajv setup they rely on (one place for every route's input rules).
 *
 * Ajv runs without type coercion: a boolean is never a number or an id, a number is not a string. The original
 * client sends a few numbers as text ("12", and "" for a blank count); only the fields where it does carry
 * `digits: true`, which turns a string of digits into its integer before minimum/maximum apply. Path segments are
 * text by nature and use the same keyword. Typed-in form values checked by the shared form rules take a number or
 * text (`formValue`). Every integer is bounded to what its column holds (int4), every string
 * has a maximum length; NUL, lone surrogates and deep nesting are refused before Ajv runs (http/input.ts).
 * Unknown body fields are ignored: not validated, never read.
 */
/** The part of Ajv's keyword API used here (Ajv is Fastify's, not a dependency of this package). */
interface KeywordData {
  parentData: Record<string | number, unknown>;
  parentDataProperty: string | number;
}
type KeywordValidate = ((schema: unknown, data: unknown, parentSchema?: { type?: unknown }, cxt?: KeywordData) => boolean) & {
  errors?: { keyword: string; message: string; params: Record<string, unknown> }[];
};
interface AjvKeywords {
  addKeyword(definition: {
    keyword: string;
    schemaType: 'boolean';
    modifying: true;
    errors: true;
    validate: KeywordValidate;
  }): unknown;
}

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** Digits the original client may send for an integer; ten digits cover int4, the maximum keyword does the rest. */
const DIGITS = /^[0-9]{1,10}$/;

const digitsValidator: KeywordValidate = (_schema, data, parentSchema, cxt) => {
  if (typeof data !== 'string' || !cxt) return true;
  const types = [parentSchema?.type].flat();
  if (data === '' && types.includes('null')) {
    cxt.parentData[cxt.parentDataProperty] = null;
    return true;
  }
  if (DIGITS.test(data)) {
    cxt.parentData[cxt.parentDataProperty] = Number(data);
    return true;
  }
  digitsValidator.errors = [{ keyword: 'digits', message: 'must be a whole number', params: {} }];
  return false;
};

/** Fastify `ajv.plugins` entry: the `digits` keyword. */
export function inputKeywords<A extends AjvKeywords>(ajv: A): A {
  ajv.addKeyword({ keyword: 'digits', schemaType: 'boolean', modifying: true, errors: true, validate: digitsValidator });
  return ajv;
}

/** Fastify `ajv.customOptions`: no coercion; union types such as ['integer', 'null'] are intended. */
export const ajvOptions = { coerceTypes: false, allowUnionTypes: true, strictNumbers: true } as const;

/* ---------- integers ---------- */

/** An integer from `minimum` to `maximum` (a JSON number; never a boolean, a fraction or text). */
export const int = (minimum: number, maximum = INT4_MAX) => ({ type: 'integer', minimum, maximum }) as const;
/** The same or null. */
export const nullableInt = (minimum: number, maximum = INT4_MAX) => ({ type: ['integer', 'null'], minimum, maximum }) as const;
/** A row id in a body. */
export const id = int(1);
/** A row id or null (absent: create). */
export const nullableId = nullableInt(1);
/**
 * An integer the original client sends as text ("12"); "" and null → null. Only for its fields that do (see the
 * README's "Input and logs").
 */
export const textInt = (minimum: number, maximum = INT4_MAX) =>
  ({ type: ['integer', 'string', 'null'], digits: true, minimum, maximum, maxLength: 10 }) as const;
/** A row id the original client sends as text ("12" or 12); "" and null → null. */
export const textId = textInt(1);

/** A numeric path segment such as `/hospitalemployee/:userId`. */
export const idParam = { type: ['integer', 'string'], digits: true, minimum: 1, maximum: INT4_MAX, maxLength: 10 } as const;

/** A params schema with one required numeric segment, e.g. idParams('stateId') for `/…/:stateId`. */
export function idParams<const N extends string>(name: N) {
  return { type: 'object', required: [name], properties: { [name]: idParam } } as const;
}

/**
 * A typed-in form value that the shared form rules check (age, street ID, monthly income, the medical measures):
 * a bounded number, or the text the form holds (the original client sends several of them as text), never a
 * boolean. Text is not converted here: the rule reads it strictly ("4.5" is not an age) and answers with the
 * form's own message. Nine characters of text stay within int4 whatever the rule accepts.
 */
export const formValue = ({
  minimum,
  maximum,
  integer = true,
  maxLength = 9,
}: {
  minimum: number;
  maximum: number;
  integer?: boolean;
  maxLength?: number;
}) => ({ type: [integer ? 'integer' : 'number', 'string', 'null'], minimum, maximum, maxLength }) as const;

/* ---------- other values ---------- */

/** A number (fractions allowed) within bounds, or null. */
export const nullableNumber = (minimum: number, maximum: number) => ({ type: ['number', 'null'], minimum, maximum }) as const;
/** Text of at most `maxLength` characters. */
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** Text or null. */
export const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
/** A flag: true, false or null (never 0/1 or "true"). */
export const nullableFlag = { type: ['boolean', 'null'] } as const;
/** A path segment of text. */
export const textParam = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
