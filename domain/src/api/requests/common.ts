/**
 * Building blocks of the request schemas: the values every area's input is made of.
 *
 * The server's Ajv runs without type coercion: a boolean is never a number or an id, a number is not a string.
 * The original client sends a few numbers as text ("12", and "" for a blank count); only the fields where it
 * does carry `digits: true`, a keyword the server adds to Ajv, which turns a string of digits into its integer
 * (`readDigits`) before minimum/maximum apply. Path segments are text by nature and use the same keyword.
 * `Static<typeof X>` is what a caller may send; `StaticDecode<typeof X>` is what the server's handler reads once
 * `digits` has done its work. Typed-in form values checked by the form rules take a number or text (`formValue`).
 * Every integer is bounded to what its column holds (int4), every string has a maximum length. Unknown body
 * fields are ignored: not validated, never read.
 */
import {
  Type,
  type Static,
  type TOptional,
  type TProperties,
  type TSchema,
  type TTransform,
  type TUnsafe,
} from '@sinclair/typebox';

/** The largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** Digits the original client may send for an integer; ten digits cover int4, the maximum keyword does the rest. */
const DIGITS = /^[0-9]{1,10}$/;

/**
 * What `digits` makes of a text value: its integer, null for "" where null is allowed, undefined when the text
 * is not a whole number.
 */
export function readDigits(text: string, nullable: boolean): number | null | undefined {
  if (text === '' && nullable) return null;
  return DIGITS.test(text) ? Number(text) : undefined;
}

/**
 * A schema carrying `digits`, typed twice: `Static` is what a caller sends (`Wire`), `StaticDecode` what the
 * handler reads once Ajv has applied the keyword (`Read`). Only the types are a TypeBox transform: the server
 * validates with Ajv, never with TypeBox's own Value.Decode.
 */
const withDigits = <Wire, Read>(schema: Record<string, unknown>) =>
  Type.Unsafe<Wire>({ ...schema, digits: true }) as unknown as TTransform<TUnsafe<Wire>, Read>;

/* ---------- integers ---------- */

/** An integer from `minimum` to `maximum` (a JSON number; never a boolean, a fraction or text). */
export const int = (minimum: number, maximum = INT4_MAX) => Type.Integer({ minimum, maximum });
/** The same or null. */
export const nullableInt = (minimum: number, maximum = INT4_MAX) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum, maximum });
/** A row id in a body. */
export const id = int(1);
/** A row id or null (absent: create). */
export const nullableId = nullableInt(1);
/**
 * An integer the original client sends as text ("12"); "" and null → null. Only for its fields that do (see "Input
 * and logs" in docs/security.md).
 */
export const textInt = (minimum: number, maximum = INT4_MAX) =>
  withDigits<number | string | null, number | null>({ type: ['integer', 'string', 'null'], minimum, maximum, maxLength: 10 });
/** A row id the original client sends as text ("12" or 12); "" and null → null. */
export const textId = textInt(1);

/** A numeric path segment such as `/hospitalemployee/:userId`. */
export const idParam = withDigits<number | string, number>({
  type: ['integer', 'string'],
  minimum: 1,
  maximum: INT4_MAX,
  maxLength: 10,
});

/** A params schema with one required numeric segment, e.g. idParams('stateId') for `/…/:stateId`. */
export const idParams = <const N extends string>(name: N) => Type.Object({ [name]: idParam } as { [K in N]: typeof idParam });

/**
 * A typed-in form value that the form rules check (age, street ID, monthly income, the medical measures): a
 * bounded number, or the text the form holds (the original client sends several of them as text), never a
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
}) =>
  Type.Unsafe<number | string | null>({ type: [integer ? 'integer' : 'number', 'string', 'null'], minimum, maximum, maxLength });

/* ---------- other values ---------- */

/** Text of at most `maxLength` characters. */
export const text = (maxLength: number) => Type.String({ maxLength });
/** Text or null. */
export const nullableText = (maxLength: number) => orNull(text(maxLength));
/** A flag: true, false or null (never 0/1 or "true"). */
export const nullableFlag = Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });
/** A path segment of text. */
export const textParam = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** A field accepted for the wire and ignored: any value. */
export const ignored = Type.Unknown();

/**
 * The same schema with null allowed too (`type: [type, 'null']`), keeping its other keywords. `nullFirst` only
 * orders the list as some routes always have (['null', 'string']); both accept the same.
 */
export function orNull<T extends TSchema>(schema: T, nullFirst = false) {
  const type = String(schema.type);
  return Type.Unsafe<Static<T> | null>({ ...schema, type: nullFirst ? ['null', type] : [type, 'null'] });
}

/** Properties a body may leave out (each, when present, as its schema says): `Type.Object({ a, ...optional({ b }) })`. */
export function optional<P extends TProperties>(properties: P): { [K in keyof P]: TOptional<P[K]> } {
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema)])) as {
    [K in keyof P]: TOptional<P[K]>;
  };
}
