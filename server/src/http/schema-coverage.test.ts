/**
 * Every route says what it accepts, what it answers and who may call it, so that the documented API
 * (GET /api/docs) is complete and the input rules of "Input and logs" (docs/security.md) hold for each:
 *  - an access rule (its contract entry's `access`: 'public', 'authenticated' or a non-empty `anyOf` of grants),
 *  - a request schema for what it accepts: a body schema on POST/PUT/PATCH (or, in docs/catalogue.ts, why it takes
 *    no body), a params schema naming each `:param` of its path, a querystring schema when its handler reads the
 *    query string,
 *  - a documented success answer (docs/catalogue.ts),
 *  - and no `schema.response`: answers are documented beside Fastify, never given to its serializer, which would
 *    drop every property a response schema does not declare (docs/openapi.ts).
 * Each route is declared from its entry of the route contract (@screening/domain/api `routes`) by `serve`
 * (http/contract-route.ts), which gives it the contract's own body and params schemas, and each entry is a route. Routes are collected as the app declares them, so a new route is checked
 * without editing this file. Each failure names the route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  AUTH_REQUIRED,
  INVALID_CREDENTIALS,
  INVALID_LOGIN,
  isApiErrorCode,
  PASSWORD_CHANGE_REQUIRED,
  routeKeyOf,
  routes as contract,
  USER_INACTIVE,
  type ApiRoute,
} from '@screening/domain/api';
import { routeDocs } from '../docs/catalogue.js';
import { pathParamsOf, routeKey } from '../docs/openapi.js';
import { appWithDeclaredRoutes, type DeclaredRoute } from '../testing/declared-routes.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

type Schema = Record<string, unknown>;

const contractEntries = Object.entries(contract as Record<string, ApiRoute>);

/**
 * Where a declared route departs from the route contract (@screening/domain/api): a route not declared from a
 * contract entry (by `serve`, http/contract-route.ts), an entry declared at another route, or a request schema that
 * is not the contract's own.
 */
function contractProblems(route: RouteOptions, method: string): string[] {
  const key = routeKey(method, route.url);
  const entry = route.config?.contractRoute;
  if (!entry) {
    const named = contractEntries.find(([, candidate]) => routeKeyOf(candidate) === key)?.[0];
    return [
      named
        ? `${key}: declared by hand, not from its contract entry (serve(app, routes.${named}, …), http/contract-route.ts)`
        : `${key}: not in the route contract (domain/src/api/contract.ts)`,
    ];
  }
  const name = contractEntries.find(([, candidate]) => candidate === entry)?.[0];
  if (!name) return [`${key}: declared from an object that is not an entry of the route contract`];
  if (routeKeyOf(entry) !== key) return [`${key}: declared from the contract entry ${name}, which is ${routeKeyOf(entry)}`];
  const schema = (route.schema ?? {}) as Schema;
  return (['body', 'params'] as const).flatMap((part) =>
    schema[part] === entry[part] ? [] : [`${key}: its ${part} schema is not the contract's`],
  );
}

/** What is wrong with an access rule as the contract declares it, if anything. */
function accessProblem(access: unknown): string | undefined {
  if (access === undefined) return "no access rule (its contract entry's `access`)";
  if (access === 'public' || access === 'authenticated') return undefined;
  const anyOf = (access as { anyOf?: unknown } | null)?.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length === 0)
    return `access ${JSON.stringify(access)} is not 'public', 'authenticated' or a non-empty anyOf`;
  return anyOf.every(
    (grant: Record<string, unknown>) =>
      ['VIEW', 'CREATE', 'EDIT'].includes(String(grant?.privilege)) &&
      (typeof grant.url === 'string' || typeof grant.menu === 'string'),
  )
    ? undefined
    : `access.anyOf holds a grant that is not a menu (url or name) with a privilege`;
}

/** What is missing from one route's declaration, each in a sentence naming the route. */
function coverageProblems(route: RouteOptions, method: string): string[] {
  const key = routeKey(method, route.url);
  const schema = (route.schema ?? {}) as Schema;
  const doc = routeDocs.get(key);
  const problems: string[] = [];
  const access = accessProblem(route.config?.contractRoute?.access);
  if (access) problems.push(`${key}: ${access}`);
  if (BODY_METHODS.has(method) && schema.body === undefined && !doc?.noBody) {
    problems.push(`${key}: no body schema (or, in docs/catalogue.ts, \`noBody\` saying why it takes none)`);
  }
  const params = pathParamsOf(route.url);
  if (params.length > 0) {
    const declared = Object.keys(((schema.params ?? {}) as Schema).properties ?? {});
    const missing = params.filter((name) => !declared.includes(name));
    if (missing.length > 0) problems.push(`${key}: no params schema for :${missing.join(', :')}`);
  }
  // A handler reading `req.query` (or `request.query`) must say what it reads. A handler that passes the request
  // on and reads the query elsewhere escapes this look; the fuzz test still sends it hostile query strings.
  if (schema.querystring === undefined && /\b(req|request)\.query\b/.test(String(route.handler))) {
    problems.push(`${key}: reads the query string without a querystring schema`);
  }
  if (schema.response !== undefined) {
    problems.push(
      `${key}: declares schema.response (Fastify would serialise with it and drop undeclared properties; document answers in docs/catalogue.ts)`,
    );
  }
  if (!doc) problems.push(`${key}: no entry in docs/catalogue.ts`);
  else if (!Object.keys(doc.answers).some((status) => status.startsWith('2')))
    problems.push(`${key}: no documented success answer`);
  return problems;
}

describe('schema coverage of every route', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let routes: DeclaredRoute[] = [];

  before(async () => {
    t = await createTestApp();
    ({ app, routes } = appWithDeclaredRoutes(t));
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await t?.close();
  });

  test('the app declares its routes, the operations and docs routes among them', () => {
    const keys = routes.map(({ method, route }) => routeKey(method, route.url));
    assert.ok(routes.length >= 40, `only ${routes.length} routes seen`);
    for (const key of [
      'GET /api/health',
      'GET /api/ready',
      'GET /api/ops/status',
      'GET /api/docs',
      'GET /api/docs/json',
      'POST /token/authenticate',
    ]) {
      assert.ok(keys.includes(key), `${key} is declared`);
    }
  });

  test('every route declares its access, its input schemas and its success answer, and no response schema', () => {
    const problems = routes.flatMap(({ method, route }) => coverageProblems(route, method));
    assert.deepEqual(problems, []);
  });

  test('every catalogue entry is a route the app declares (none left behind by a removed route)', () => {
    const keys = new Set(routes.map(({ method, route }) => routeKey(method, route.url)));
    assert.deepEqual(
      [...routeDocs.keys()].filter((key) => !keys.has(key)),
      [],
    );
  });

  test('every route is declared from its contract entry, with its request schemas, and every contract entry is a route', () => {
    assert.deepEqual(
      routes.flatMap(({ method, route }) => contractProblems(route, method)),
      [],
    );
    const declared = new Set(routes.map(({ route }) => route.config?.contractRoute));
    assert.deepEqual(
      contractEntries.filter(([, entry]) => !declared.has(entry)).map(([name]) => name),
      [],
    );
  });

  test("every contract entry states its access rule, and refuses only with the catalogue's codes under 4xx statuses", () => {
    const original = new Set<string>([
      AUTH_REQUIRED,
      INVALID_CREDENTIALS,
      INVALID_LOGIN,
      PASSWORD_CHANGE_REQUIRED,
      USER_INACTIVE,
    ]);
    const problems = contractEntries.flatMap(([name, entry]) => {
      const access = accessProblem((entry as Partial<ApiRoute>).access);
      const refusals = Object.entries(entry.refusals ?? {}).flatMap(([status, codes]) =>
        status === 'formRules'
          ? []
          : !/^4\d\d$/.test(status)
            ? [`${name}: refusals under ${status}, not a 4xx status`]
            : (codes as string[])
                .filter((code) => !isApiErrorCode(code) && !original.has(code))
                .map((code) => `${name}: ${status} ${code} is not a refusal code`),
      );
      return [...(access ? [`${name}: ${access}`] : []), ...refusals];
    });
    assert.deepEqual(problems, []);
    assert.equal(accessProblem({ anyOf: [] }), "access {\"anyOf\":[]} is not 'public', 'authenticated' or a non-empty anyOf");
    assert.equal(
      accessProblem({ anyOf: [{ url: '/preg', privilege: 'DELETE' }] }),
      'access.anyOf holds a grant that is not a menu (url or name) with a privilege',
    );
  });

  test('the contract check names a route declared by hand, outside the contract, from a copied entry, or with a schema of its own', () => {
    const declare = (method: string, url: string, parts: Partial<RouteOptions>) =>
      ({ method, url, handler: async () => null, ...parts }) as unknown as RouteOptions;
    const enrol = contract.enrol;
    assert.deepEqual(contractProblems(declare('GET', '/api/curable/stray', {}), 'GET'), [
      'GET /api/curable/stray: not in the route contract (domain/src/api/contract.ts)',
    ]);
    assert.deepEqual(contractProblems(declare('POST', enrol.path, { schema: { body: enrol.body } }), 'POST'), [
      'POST /api/curable/candidate: declared by hand, not from its contract entry (serve(app, routes.enrol, …), http/contract-route.ts)',
    ]);
    assert.deepEqual(
      contractProblems(
        declare('POST', enrol.path, { schema: { body: enrol.body }, config: { contractRoute: { ...enrol } } }),
        'POST',
      ),
      ['POST /api/curable/candidate: declared from an object that is not an entry of the route contract'],
    );
    assert.deepEqual(
      contractProblems(
        declare('POST', contract.saveParticipant.path, { schema: { body: enrol.body }, config: { contractRoute: enrol } }),
        'POST',
      ),
      ['POST /api/curable/saveCandidate: declared from the contract entry enrol, which is POST /api/curable/candidate'],
    );
    assert.deepEqual(
      contractProblems(
        declare('POST', enrol.path, { schema: { body: { ...enrol.body } }, config: { contractRoute: enrol } }),
        'POST',
      ),
      ["POST /api/curable/candidate: its body schema is not the contract's"],
    );
  });

  test('the check names a route that lacks each part', () => {
    const bare = {
      method: 'POST',
      url: '/api/curable/undocumented/:id',
      handler: async (req: { query: unknown }) => req.query,
    } as unknown as RouteOptions;
    assert.deepEqual(coverageProblems(bare, 'POST'), [
      "POST /api/curable/undocumented/:id: no access rule (its contract entry's `access`)",
      'POST /api/curable/undocumented/:id: no body schema (or, in docs/catalogue.ts, `noBody` saying why it takes none)',
      'POST /api/curable/undocumented/:id: no params schema for :id',
      'POST /api/curable/undocumented/:id: reads the query string without a querystring schema',
      'POST /api/curable/undocumented/:id: no entry in docs/catalogue.ts',
    ]);
    const withResponse = {
      ...routes[0].route,
      schema: { ...(routes[0].route.schema ?? {}), response: { 200: { type: 'object' } } },
    } as RouteOptions;
    assert.match(coverageProblems(withResponse, routes[0].method).join('\n'), /declares schema\.response/);
  });
});
