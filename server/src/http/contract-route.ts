/**
 * The one way the server declares an API route: from its entry in the route contract (@screening/domain/api
 * `routes`). The entry gives the method, the path and the body and params schemas (the contract's own objects, so
 * the documented API and the browser's typed call cannot drift from what the server checks) and its access rule
 * (http/access.ts enforces the entry's); the route adds any other option it needs (a querystring schema, `logLevel`,
 * `config.idempotent`…).
 *
 * The handler reads `req.body` and `req.params` as the entry's schemas decode them, and a JSON answer it returns is
 * checked against the entry's `answer` (a status or headers set on `reply` first change nothing of that). A handler
 * that sends through `reply` itself (a file, a stream, JSON text, an empty or a refusal body) returns the reply, and
 * what it sent is not checked. No `schema.response` is ever set: answers never reach Fastify's serializer
 * (docs/openapi.ts).
 */
import type { Static, StaticDecode, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { routeKeyOf, routes, type ApiRoute } from '@screening/domain/api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route was declared from (by `serve`); the schema-coverage test checks every route has one. */
    contractRoute?: ApiRoute;
  }
}

type Decoded<R, K extends 'body' | 'params'> = R extends { [P in K]: infer S extends TSchema } ? StaticDecode<S> : unknown;

/** A route's request as its handler reads it: body and params decoded by the entry's schemas. */
export type ContractRequest<R extends ApiRoute, Query = unknown> = FastifyRequest<{
  Body: Decoded<R, 'body'>;
  Params: Decoded<R, 'params'>;
  Querystring: Query;
}>;

/** What a handler may return: the entry's JSON answer, or the reply it answered through. */
export type ContractResult<R extends ApiRoute> = R extends { answer: infer S extends TSchema }
  ? Static<S> | FastifyReply
  : FastifyReply;

export type ContractHandler<R extends ApiRoute, Query = unknown> = (
  req: ContractRequest<R, Query>,
  reply: FastifyReply,
) => Promise<ContractResult<R>>;

/** A route's own options: anything but what the contract gives (method, path, body, params, access). */
export type ContractRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config?: { idempotent?: false };
  /** Other parts of the request (a querystring); never `response`. */
  schema?: Omit<FastifySchema, 'body' | 'params' | 'response'>;
};

const nameOf = (entry: ApiRoute): string | undefined =>
  Object.entries(routes as Record<string, ApiRoute>).find(([, candidate]) => candidate === entry)?.[0];

/**
 * Declares `entry` on `app`, at its path relative to the plugin's prefix. Refuses, when the app starts, an object
 * that is not an entry of the contract and an entry whose path is not under the plugin's prefix.
 */
export function serve<R extends ApiRoute, Query = unknown>(
  app: FastifyInstance,
  entry: R,
  handler: ContractHandler<NoInfer<R>, Query>,
): void;
export function serve<R extends ApiRoute, Query = unknown>(
  app: FastifyInstance,
  entry: R,
  options: ContractRouteOptions,
  handler: ContractHandler<NoInfer<R>, Query>,
): void;
export function serve(
  app: FastifyInstance,
  entry: ApiRoute,
  ...given: [ContractHandler<ApiRoute>] | [ContractRouteOptions, ContractHandler<ApiRoute>]
): void {
  const [options, handler]: [ContractRouteOptions, ContractHandler<ApiRoute>] = given.length === 1 ? [{}, given[0]] : given;
  const name = nameOf(entry);
  if (name === undefined) {
    throw new Error(`${routeKeyOf(entry)} is not an entry of the route contract (domain/src/api/contract.ts)`);
  }
  const { prefix } = app;
  if (prefix !== '' && !entry.path.startsWith(`${prefix}/`)) {
    throw new Error(`The contract route ${name} (${routeKeyOf(entry)}) is not under this plugin's prefix ${prefix}`);
  }
  const schema: FastifySchema = { ...options.schema };
  if (entry.body) schema.body = entry.body;
  if (entry.params) schema.params = entry.params;
  app.route({
    ...options,
    method: entry.method,
    url: entry.path.slice(prefix.length),
    config: { ...options.config, contractRoute: entry },
    ...(Object.keys(schema).length > 0 ? { schema } : {}),
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
