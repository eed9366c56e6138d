/**
 * The pieces the answer schemas share. An answer object lists every key it has as required: the original emits
 * every DTO key, null ones included, and so does this server.
 */
import { Type, type SchemaOptions, type Static, type TLiteral, type TSchema } from '@sinclair/typebox';

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T, options?: SchemaOptions) => Type.Union([schema, Type.Null()], options);

/** A whole number that is one given value (a TypeBox literal says `number`; the wire documents `integer`). */
export const IntegerLiteral = <N extends number>(value: N): TLiteral<N> =>
  ({ ...Type.Literal(value), type: 'integer' }) as unknown as TLiteral<N>;

export const Text = Type.String();
export const Int = Type.Integer();
export const Bool = Type.Boolean();
export const NullText = Nullable(Type.String());
export const NullInt = Nullable(Type.Integer());
export const NullBool = Nullable(Type.Boolean());
/** A key the original's DTO always carries and this server always sends as null. */
export const AlwaysNull = Type.Null();
export const NullGender = Type.Union([Type.Literal('MALE'), Type.Literal('FEMALE'), Type.Literal('OTHER'), Type.Null()]);

/**
 * Every refusal: `{error, message, field?, params?}`. On a 400, 403, 404, 409, 422 or 429 `error` is a stable
 * code of API_ERRORS (api/errors.ts, e.g. `EMAIL_TAKEN`) that a UI translates, filling the code's `{{names}}` from
 * `params`; `message` is the same refusal in English for any other client. The sign-in failures (401), the
 * authorize 404 and the 500 keep the original's `error` sentences.
 */
export const ApiErrorBody = Type.Object(
  {
    error: Type.String({
      description:
        'A stable code of the API error catalogue (e.g. `EMAIL_TAKEN`, `FIELD_REQUIRED`); for sign-in failures the sentence the original client shows.',
    }),
    message: Type.String({ description: "What went wrong, for a person, in English (the code's template filled in)." }),
    field: Type.Optional(Type.String({ description: 'The refused input, as a dotted path (e.g. `campDTO.pincode`).' })),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        description: "The values of the code's `{{names}}` (e.g. `{field: 'id'}`), when its template has any.",
      }),
    ),
  },
  // The title names it in the OpenAPI document's components.schemas (the docs refer to it there).
  { title: 'ApiError' },
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** One of these words (literals, which the component tests' fake server can check an answer against). */
export const oneOf = <const T extends string>(words: readonly T[]) => Type.Union(words.map((word) => Type.Literal(word)));
