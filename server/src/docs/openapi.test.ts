/**
 * The documented API: GET /api/docs/json is a valid OpenAPI 3 document (checked by @apidevtools/swagger-parser)
 * listing exactly the routes the app declares, each with its request schema, access rule and answers, and
 * GET /api/docs shows the same document to people under its own, narrow Content-Security-Policy. Neither
 * changes any other answer: the API's headers stay as they are.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { successAnswers, type ApiRoute, type RouteAccess } from '@screening/domain/api';
import { appWithDeclaredRoutes } from '../testing/declared-routes.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page.js';
import { documented } from './documented-schema.js';
import { distinctRules, pathParamsOf } from './openapi.js';

const API_CSP = "default-src 'none';frame-ancestors 'none'";

// The document is read freely by path in assertions; its shape is what this test checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
interface Declared {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  entry: ApiRoute | undefined;
  schema: Json;
}

/** `/a/:b` as OpenAPI writes it: `/a/{b}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the documented API', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let document: Json;
  let declared: Declared[] = [];

  before(async () => {
    t = await createTestApp();
    const built = appWithDeclaredRoutes(t);
    app = built.app;
    await app.ready();
    declared = built.routes.map(({ method, url, route }) => ({
      method,
      url,
      access: route.config?.contractRoute?.access,
      entry: route.config?.contractRoute,
      schema: (route.schema ?? {}) as Json,
    }));
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    document = res.json();
  });
  after(async () => {
    await app?.close();
    await t?.close();
  });

  const operation = (route: Declared): Json => document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];

  test("GET /api/docs/json is public, JSON, no-store, under the API's own headers", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers['content-security-policy'], API_CSP);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  test('the document is valid OpenAPI 3 (swagger-parser)', async () => {
    assert.match(document.openapi, /^3\./);
    // validate() dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
  });

  test('it lists exactly the routes the app declares, no more and no fewer', () => {
    const fromApp = declared.map((r) => `${r.method} ${openapiPath(r.url)}`).sort();
    const fromDocument = Object.entries(document.paths as Json)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    assert.deepEqual(fromDocument, fromApp);
    assert.ok(fromApp.length >= 44, `${fromApp.length} routes`);
  });

  test("each operation carries the route's access rule, in words, as x-access and as its security", () => {
    for (const route of declared) {
      const op = operation(route);
      const where = `${route.method} ${route.url}`;
      const expected = typeof route.access === 'object' ? { anyOf: distinctRules(route.access.anyOf) } : route.access;
      assert.deepEqual(op['x-access'], expected, where);
      assert.match(op.description, /\*\*Access:\*\* /, where);
      const bearer = (op.security as Json[]).some((requirement) => 'bearer' in requirement);
      if (route.access !== 'public') assert.deepEqual(op.security, [{ bearer: [] }], where);
      else assert.equal(bearer, route.url === '/token/refresh' || route.url === '/token/logout', where);
      if (typeof route.access === 'object') {
        for (const rule of route.access.anyOf)
          assert.ok(
            op.description.includes('url' in rule ? `'${rule.url}'` : `'${rule.menu}'`),
            `${where} names ${JSON.stringify(rule)}`,
          );
      }
    }
    assert.ok(document.components.securitySchemes.bearer, 'a bearer security scheme');
  });

  test("each operation documents the route's request schema: body, and every path parameter", () => {
    for (const route of declared) {
      const op = operation(route);
      const where = `${route.method} ${route.url}`;
      assert.equal(op.requestBody !== undefined, route.schema.body !== undefined, where);
      if (route.schema.body) {
        const body = op.requestBody.content['application/json'].schema;
        assert.deepEqual(
          Object.keys(body.properties ?? {}).sort(),
          Object.keys(route.schema.body.properties ?? {}).sort(),
          where,
        );
        assert.deepEqual(body.required ?? [], route.schema.body.required ?? [], where);
      }
      const inPath = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'path').map((p) => p.name);
      assert.deepEqual(inPath.sort(), pathParamsOf(route.url).sort(), where);
    }
  });

  test('each operation documents its success answer and the errors of its kind', () => {
    for (const route of declared) {
      const { responses } = operation(route);
      const statuses = Object.keys(responses);
      const where = `${route.method} ${route.url}: ${statuses.join(' ')}`;
      assert.ok(
        statuses.some((s) => s.startsWith('2')),
        `${where} has a success answer`,
      );
      assert.ok(statuses.includes('400') && statuses.includes('503'), where);
      if (route.access !== 'public') assert.ok(statuses.includes('401'), where);
      if (typeof route.access === 'object') assert.ok(statuses.includes('403'), where);
      for (const status of statuses.filter((s) => !s.startsWith('2')))
        assert.ok(responses[status].content['application/json'].schema, `${where}: ${status} has a body`);
    }
    const error = document.components.schemas.ApiError;
    assert.deepEqual(error.required, ['error', 'message']);
    assert.deepEqual(Object.keys(error.properties), ['error', 'message', 'field', 'params']);
    assert.equal(
      error['x-error-codes'].EMAIL_TAKEN,
      'An account with this email already exists.',
      'the refusal codes are listed',
    );
    const login = document.paths['/token/authenticate'].post.responses;
    assert.ok(login['429'].headers['Retry-After'], 'a throttled route documents 429 with Retry-After');
    assert.ok(document.paths['/api/curable/createUser'].post.responses['409'], 'a route that conflicts documents 409');
    assert.ok(document.paths['/api/curable/hospitalemployee/{userId}'].get.responses['404'], 'a read by id documents 404');
    assert.ok(
      document.paths['/api/ready'].get.responses['503'].content['application/json'].schema.properties.reason,
      'readiness documents its own 503',
    );
  });

  test('each error answer lists the codes its contract entry declares under that status, and names them in words', () => {
    let listed = 0;
    for (const route of declared) {
      const { responses } = operation(route);
      for (const [status, codes] of Object.entries(route.entry?.refusals ?? {})) {
        if (status === 'formRules') {
          assert.match(responses['400'].description, /the code of the form rule a field breaks/, `${route.url} 400`);
          continue;
        }
        const where = `${route.method} ${route.url} ${status}`;
        assert.deepEqual(responses[status]?.['x-error-codes'], codes, where);
        for (const code of codes as string[])
          assert.ok(responses[status].description.includes(`\`${code}\``), `${where} ${code}`);
        listed += 1;
      }
    }
    assert.ok(listed >= 60, `${listed} statuses with codes`);
    const newcamp = document.paths['/api/curable/newcamp'].post.responses;
    assert.deepEqual(newcamp['409']['x-error-codes'], ['CLINIC_ID_TAKEN']);
    assert.equal(document.paths['/api/curable/getCandidatesList'].post.responses['409'], undefined);
  });

  test("every JSON success answer is the domain's schema for its route, and the domain declares none for a route the app lacks", () => {
    const documentedRoutes = new Set(declared.map((route) => `${route.method} ${route.url}`));
    for (const key of Object.keys(successAnswers)) assert.ok(documentedRoutes.has(key), `${key} is a declared route`);
    for (const route of declared) {
      const key = `${route.method} ${route.url}`;
      const jsonAnswers = Object.entries(operation(route).responses as Json)
        .filter(([status, answer]) => status.startsWith('2') && answer.content?.['application/json'])
        .map(([, answer]) => answer.content['application/json'].schema);
      assert.equal(jsonAnswers.length > 0, key in successAnswers, `${key}: a JSON answer exactly when the domain has one`);
      // swagger rewrites the schema into OpenAPI 3.0 (nullable, anyOf); what it keeps as is must match.
      const domain = documented(successAnswers[key]) as Json;
      for (const schema of jsonAnswers)
        for (const keyword of ['description', 'required', 'type'] as const)
          if (typeof domain[keyword] !== 'object' || keyword === 'required')
            assert.deepEqual(schema[keyword], domain[keyword], `${key}: ${keyword}`);
    }
  });

  test('answer shapes are those the handlers send (a real answer has every documented required key)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/token/authenticate',
      payload: { userName: 'admin@demo.in', password: 'wrong password here' },
      remoteAddress: '10.1.2.3',
    });
    assert.equal(res.statusCode, 401);
    const error = document.components.schemas.ApiError;
    for (const key of error.required) assert.ok(key in res.json(), key);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.deepEqual(
      Object.keys(health.json()),
      document.paths['/api/health'].get.responses['200'].content['application/json'].schema.required,
    );
  });

  test('GET /api/docs: one self-contained page, no script, its style allowed by hash alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['content-security-policy'], DOCS_PAGE_CSP);
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    assert.equal(styles.length, 1);
    const hash = createHash('sha256').update(styles[0]).digest('base64');
    assert.match(DOCS_PAGE_CSP, new RegExp(`^default-src 'none'; style-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'; `));
    assert.doesNotMatch(res.body, /<script|<link|<img|<iframe|\bsrc=|https?:\/\/|\bstyle="/i);
    for (const route of declared) {
      assert.ok(res.body.includes(`<code>${openapiPath(route.url)}</code>`), `${route.url} is on the page`);
    }
    for (const area of document.tags as Json[]) assert.ok(res.body.includes(`<h2>${area.name}</h2>`), area.name);
    assert.ok(
      res.body.includes('<tr><td><code>CLINIC_ID_TAKEN</code></td><td>Outreach Clinic ID {{clinicId}} already exists.'),
      'codes',
    );
    // The rest of the API keeps its policy.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.headers['content-security-policy'], API_CSP);
  });

  test('the page escapes everything it takes from the document', () => {
    const hostile = '<script>alert(1)</script>"\'&';
    const page = renderDocsPage(
      {
        openapi: '3.0.3',
        info: { title: hostile, version: hostile, description: `**${hostile}** \`${hostile}\`` },
        tags: [{ name: hostile, description: hostile }],
        paths: {
          [`/x/${hostile}`]: {
            get: {
              summary: hostile,
              tags: [hostile],
              description: hostile,
              parameters: [
                { in: 'path', name: hostile, required: true, schema: { type: 'string', enum: [hostile], description: hostile } },
              ],
              responses: {
                [hostile]: {
                  description: hostile,
                  content: { [hostile]: { schema: { type: 'object', properties: { [hostile]: { type: hostile } } } } },
                },
              },
            },
          },
        },
      },
      hostile,
    );
    assert.doesNotMatch(page, /<script|"'&[^a#]/);
    assert.ok(page.includes('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;'));
  });
});
