/**
 * The documented API: @fastify/swagger collects every route as it is declared and builds an OpenAPI 3.0 document
 * from each route's own request schema and its route contract entry's access rule and refusal codes, with the
 * answers and the why of each refusal from docs/catalogue.ts.
 *
 * Answers are documented without touching how they are sent. Fastify serialises an answer with the route's
 * `schema.response` and drops every property it does not declare, so a response schema that missed one key (or
 * typed one a little differently) would change an answer the original client reads. The answer schemas therefore
 * never go on a route: they reach the catalogue (from @screening/domain/api) and are given to swagger alone, in `transform`, which builds the
 * document's copy of each route schema. The schema-coverage test checks that no route declares `schema.response`.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { RELEASE } from '../ops/ops-status.js';
import { areas, routeDocs, type Answer, type ErrorAnswer, type ErrorStatus, type RouteDoc } from './catalogue.js';
import {
  API_ERRORS,
  ApiErrorBody,
  routes,
  type AccessGrant,
  type ApiRoute,
  type RefusalStatus,
  type RouteAccess,
} from '@screening/domain/api';
import { documented, type Schema } from './documented-schema.js';

/** `METHOD /path`, the key of a route in the catalogue and in the tests. */
export const routeKey = (method: string, url: string): string => `${method} ${url}`;

/** Access rules without repeats (a route may join groups that share a grant). */
export function distinctRules(rules: readonly AccessGrant[]): AccessGrant[] {
  const seen = new Set<string>();
  return rules.filter((rule) => {
    const key = JSON.stringify(rule);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const describeRule = (rule: AccessGrant): string =>
  'url' in rule ? `${rule.privilege} on menu url '${rule.url}'` : `${rule.privilege} on the menu named '${rule.menu}'`;

/** The access rule in words, for the operation's description and the page. */
export function describeAccess(access: RouteAccess | undefined, bearer?: RouteDoc['bearer']): string {
  if (access === undefined) return 'not declared';
  if (access === 'public') {
    if (bearer === 'required') return 'public to the access layer; the route itself needs the bearer token of a live session';
    if (bearer === 'optional') return 'public; a bearer token, when sent, names the session to end';
    return 'public (no token)';
  }
  if (access === 'authenticated') return 'any signed-in, active user (bearer token)';
  return `a signed-in user whose role holds one of: ${distinctRules(access.anyOf).map(describeRule).join('; ')}`;
}

const NON_JSON_ERRORS =
  'Every route may also answer 413 (body over 1 MiB), 414 (a path segment too long), 415 (not JSON) and 500 (an unexpected failure, logged), in the same shape.';

const GENERIC_ERRORS: Record<ErrorStatus, string> = {
  400: "Input refused: a value breaks the route's schema or the input checks (NUL, unpaired surrogates, nesting over 32 levels, text over 20,000 characters, malformed percent-encoding); `field` names it.",
  401: 'No valid bearer token of a live session (`error`: "Full authentication is required to access this resource"), or the account is inactive (`error`: "User inactive.").',
  403: "The caller's role holds none of the grants of the access rule.",
  404: 'Not found.',
  409: 'Conflict.',
  429: 'Too many attempts.',
  503: "The embedded database's storage was lost: the server is stopping (contact IT).",
};

const apiError = documented(ApiErrorBody) as Schema;
const jsonContent = (schema: Schema) => ({ 'application/json': { schema } });

/** A success answer as swagger reads a response: the description, and the content unless the body is empty. */
function successResponse(answer: Answer): Schema {
  // `type: 'null'` tells swagger the answer has no body.
  if (!answer.schema) return { type: 'null', description: answer.description };
  return {
    description: answer.description,
    content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } },
    ...(answer.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(answer.headers).map(([name, value]) => [name, { type: 'string', description: value }]),
          ),
        }
      : {}),
  };
}

/** The `error` codes a route declares under a status (its contract entry's refusals), in words. */
function declaredCodes(entry: ApiRoute | undefined, status: ErrorStatus): { codes: string[]; text?: string } {
  const codes = [...(entry?.refusals?.[status as RefusalStatus] ?? [])];
  const formRules = status === 400 && entry?.refusals?.formRules === true;
  if (codes.length === 0 && !formRules) return { codes };
  const named = codes.map((code) => `\`${code}\``).join(', ');
  const rules = formRules ? "the code of the form rule a field breaks (a validation rule's code)" : '';
  return { codes, text: `Its \`error\`: ${[named, rules].filter(Boolean).join('; or ')}.` };
}

/** An error answer: what every route of its kind gives (`generic`), then what this route adds and its codes. */
function errorResponse(status: ErrorStatus, specific: ErrorAnswer | undefined, generic: boolean, entry?: ApiRoute): Schema {
  if (typeof specific === 'object') return { description: specific.description, content: jsonContent(specific.schema) };
  const declared = declaredCodes(entry, status);
  const description = [generic || !specific ? GENERIC_ERRORS[status] : '', specific, declared.text].filter(Boolean).join(' ');
  return {
    description,
    content: jsonContent(apiError),
    ...(status === 429
      ? { headers: { 'Retry-After': { type: 'string', description: 'Seconds until an attempt is counted again.' } } }
      : {}),
  };
}

/** Whether a call needs a bearer token: behind the access layer, or a /token route that requires one itself. */
const needsBearer = (access: RouteAccess | undefined, doc: RouteDoc | undefined): boolean =>
  (access !== undefined && access !== 'public') || doc?.bearer === 'required';

/** The errors every route of this kind gives: input and storage always, 401 behind a token, 403 behind a privilege. */
function errorsOfKind(access: RouteAccess | undefined, doc: RouteDoc | undefined): Set<ErrorStatus> {
  const statuses = new Set<ErrorStatus>([400, 503]);
  if (needsBearer(access, doc)) statuses.add(401);
  if (typeof access === 'object') statuses.add(403);
  return statuses;
}

/** The error answers of a route: those of its kind, those its contract entry declares and those its doc explains. */
function errorStatuses(entry: ApiRoute | undefined, doc: RouteDoc | undefined): ErrorStatus[] {
  const declared = Object.keys(entry?.refusals ?? {}).flatMap((key) => (key === 'formRules' ? [400] : [Number(key)]));
  const listed = Object.keys(doc?.errors ?? {}).map(Number);
  return [...new Set([...errorsOfKind(entry?.access, doc), ...declared, ...listed] as ErrorStatus[])].sort((a, b) => a - b);
}

/**
 * A request schema as OpenAPI 3.0 accepts it: the Ajv keyword `digits` (a number the original client sends as
 * text) becomes the extension `x-digits`, and only the path parameters of this path are kept (a schema may serve
 * a path with and one without an optional segment).
 */
function documentedInput(schema: unknown, pathParams?: readonly string[]): Schema | undefined {
  if (schema === undefined) return undefined;
  // Only keywords are renamed: the keys of `properties` are field names (a field may be called "digits").
  const rename = (value: unknown, names = false): unknown => {
    if (Array.isArray(value)) return value.map((item) => rename(item));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        !names && key === 'digits' ? 'x-digits' : key,
        rename(child, !names && key === 'properties'),
      ]),
    );
  };
  const copy = rename(schema) as Schema;
  if (pathParams && copy.properties) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties as Schema).filter(([name]) => pathParams.includes(name)));
    copy.required = pathParams;
  }
  return copy;
}

export const pathParamsOf = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The schema swagger documents for one route (the route keeps its own schema, without answers). */
function documentedSchema(route: RouteOptions): FastifySchema {
  const method = [route.method].flat()[0];
  const doc = routeDocs.get(routeKey(method, route.url));
  const entry = route.config?.contractRoute;
  const access = entry?.access;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const response: Record<string, Schema> = {};
  for (const [status, answer] of Object.entries(doc?.answers ?? {})) response[status] = successResponse(answer as Answer);
  const ofKind = errorsOfKind(access, doc);
  for (const status of errorStatuses(entry, doc))
    response[status] = errorResponse(status, doc?.errors?.[status], ofKind.has(status), entry);
  const accessText = describeAccess(access, doc?.bearer);
  const documented: Record<string, unknown> = {
    ...(doc ? { summary: doc.summary, tags: [doc.area] } : { summary: `${method} ${route.url} (no documentation entry)` }),
    description: [doc?.description, `**Access:** ${accessText}.`].filter(Boolean).join('\n\n'),
    // The extension keeps the rule as declared, for tools; `description` says it in words.
    'x-access': access === undefined ? null : typeof access === 'string' ? access : { anyOf: distinctRules(access.anyOf) },
    security: needsBearer(access, doc) ? [{ bearer: [] }] : doc?.bearer === 'optional' ? [{}, { bearer: [] }] : [],
    ...(schema.body !== undefined ? { body: documentedInput(schema.body) } : {}),
    ...(schema.querystring !== undefined ? { querystring: documentedInput(schema.querystring) } : {}),
    ...(schema.params !== undefined ? { params: documentedInput(schema.params, pathParamsOf(route.url)) } : {}),
    response,
  };
  return documented as FastifySchema;
}

/**
 * Every error answer repeats one schema: the document keeps it once, as components.schemas.ApiError, and each
 * error answer refers to it. The schema lists every refusal code with its English template (`x-error-codes`).
 */
function shareErrorSchema(document: Record<string, unknown>): Record<string, unknown> {
  let shared: unknown;
  for (const item of Object.values(
    (document.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, Schema> }>>,
  )) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const media = (response.content as Record<string, { schema?: Schema }> | undefined)?.['application/json'];
        if (!media || media.schema?.title !== apiError.title) continue;
        shared ??= media.schema;
        media.schema = { $ref: `#/components/schemas/${apiError.title}` };
      }
    }
  }
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  if (shared) {
    const withCodes = { ...(shared as Schema), 'x-error-codes': API_ERRORS };
    document.components = { ...components, schemas: { ...components.schemas, [String(apiError.title)]: withCodes } };
  }
  return document;
}

/**
 * Each error answer's codes as its contract entry declares them, for tools, as `x-error-codes` (swagger keeps no
 * extension of a response, so they are added to the finished document).
 */
function withDeclaredCodes(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, Schema> }>>;
  for (const entry of Object.values(routes as Record<string, ApiRoute>)) {
    const responses = paths[entry.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[entry.method.toLowerCase()]?.responses ?? {};
    for (const [status, codes] of Object.entries(entry.refusals ?? {})) {
      if (Array.isArray(codes) && responses[status]) responses[status]['x-error-codes'] = codes;
    }
  }
  return document;
}

/** Registers @fastify/swagger. Call before any route is declared: it sees the routes declared after it. */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Cancer-screening outreach suite API',
        version: RELEASE,
        description: [
          "The wire of the original client: `/token/*` (sign-in, no bearer) and `/api/curable/*` (a bearer token and the privileges of the caller's role), plus the operations routes under `/api`.",
          'Every refusal is a JSON `{error, message, field?}`; every answer is `Cache-Control: no-store`. Request schemas apply without type coercion, and unknown body fields are ignored. ' +
            'A schema keyword `x-digits: true` marks a number the original client may send as text ("12"; "" reads as null).',
          NON_JSON_ERRORS,
          `A page for people: ${routes.docsPage.path}.`,
        ].join('\n\n'),
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: areas.map((area) => ({ name: area.name, description: area.description })),
    },
    transform: ({ url, route }) => ({ url, schema: documentedSchema(route) }),
    transformObject: (document) =>
      withDeclaredCodes(shareErrorSchema((document as { openapiObject: Record<string, unknown> }).openapiObject)),
  });
}
