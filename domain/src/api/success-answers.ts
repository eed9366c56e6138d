/**
 * The JSON body each route answers on success, by route key (`METHOD /path` as the route declares it, `:param`
 * included). The server's OpenAPI document and the component tests' fake server both read it, so what the docs
 * promise and what the page tests are fed is one schema. A route absent here answers no body or a non-JSON one.
 */
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { routeKeyOf, routes, type ApiRoute } from './contract';

/** Read from the route contract (contract.ts): a route's answer is declared there once. */
export const successAnswers: Readonly<Record<string, TSchema>> = Object.fromEntries(
  Object.values(routes as Record<string, ApiRoute>).flatMap((entry) => (entry.answer ? [[routeKeyOf(entry), entry.answer]] : [])),
);

const patterns = Object.keys(successAnswers).map((key) => {
  const [method, path] = key.split(' ');
  return { key, method, path: new RegExp(`^${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`) };
});

/** The route key whose success answer a request to `url` (query string allowed) receives, if it has a JSON one. */
export function answerRoute(method: string, url: string): string | undefined {
  const path = url.split('?')[0];
  return patterns.find((route) => route.method === method.toUpperCase() && route.path.test(path))?.key;
}

/**
 * The schema with every object closed to keys it does not list (unless it says otherwise): the documented schemas
 * leave that unsaid, but the real server sends no other key (server/src/docs/answers.test.ts checks it), so an
 * answer with one is not the server's. The spread keeps TypeBox's symbol keys.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string | symbol, unknown> = { ...schema };
  for (const [key, value] of Object.entries(copy)) copy[key] = closed(value);
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

const checks = new Map<string, TypeCheck<TSchema>>();

/**
 * The first error; for a union, the first error of the option that fits best (the fewest errors): "/0/phoneNo:
 * Expected string" says more than "Expected union value", and a test row with a wrong `completed` is told so,
 * not that it lacks a medical record's keys.
 */
function firstError(errors: Iterable<ValueError>): ValueError | undefined {
  const [error] = errors;
  if (error?.type !== ValueErrorType.Union || error.errors.length === 0) return error;
  const options = error.errors.map((option) => [...option]);
  const closest = options.reduce((best, option) => (option.length < best.length ? option : best));
  return firstError(closest) ?? error;
}

/**
 * Where `body` departs from the success answer of `route`: the first wrong path (a JSON pointer) and what is wrong
 * there, or null when it fits.
 */
export function answerMismatch(route: string, body: unknown): string | null {
  const schema = successAnswers[route];
  if (!schema) throw new Error(`No success answer is declared for ${route}.`);
  let check = checks.get(route);
  if (!check) checks.set(route, (check = TypeCompiler.Compile(closed(schema) as TSchema)));
  const error = firstError(check.Errors(body));
  return error ? `${error.path || '/'}: ${error.message} (got ${JSON.stringify(error.value)})` : null;
}
