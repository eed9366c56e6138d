/**
 * The Ajv setup every route's request schema (@screening/domain/api) relies on: no type coercion, and the
 * `digits` keyword for the numbers the original client sends as text. NUL, lone surrogates and deep nesting are
 * refused before Ajv runs (http/input.ts).
 */
import { readDigits } from '@screening/domain/api';

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

/** Replaces a string of digits by its integer ("" by null where null is allowed) before minimum/maximum apply. */
const digitsValidator: KeywordValidate = (_schema, data, parentSchema, cxt) => {
  if (typeof data !== 'string' || !cxt) return true;
  const value = readDigits(data, [parentSchema?.type].flat().includes('null'));
  if (value !== undefined) {
    cxt.parentData[cxt.parentDataProperty] = value;
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
