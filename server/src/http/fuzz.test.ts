/**
 * Every route, fuzzed on a real database: bodies, path parameters and query strings generated from the route's
 * own schema, mixed with hostile values (NUL, lone surrogates, 2^31, -1, 1e308, booleans for ids, 50,000-deep
 * nesting, huge strings, wrong types). No answer may be a 5xx, a 4xx must be `{error, message, field?, params?}` with
 * `error` a code of the API error catalogue and `message` its template filled with `params`, and a
 * 4xx must leave every table as it was (no partial write: a row trigger, installed in this test's database only,
 * counts the committed row changes of each table).
 *
 * Routes are collected as the app declares them (buildApp's onRoute), so a new route is fuzzed without editing
 * this file. Each case is sent by a demo user whose role may call the route. FUZZ_RUNS sets the cases per route
 * (default 50), FUZZ_SEED replays a failure.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiErrorText, isApiErrorCode, type AccessGrant, type ApiErrorParams, type RouteAccess } from '@screening/domain/api';
import { PASSWORD_CHANGE_REQUIRED } from '@screening/domain/types';
import { buildApp } from '../app.js';
import { findEmployeeByLogin } from '../auth/employees.js';
import { loadRoleMenus, normaliseMenuUrl } from '../auth/menus.js';
import { employee } from '../db/schema.js';
import { insertReportFixture } from '../reports/report-fixtures.js';
import { createTestApp, demoAccounts, signIn, testConfig, type TestApp } from '../testing/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Tables a refused request may still write: the audit trail and the sign-in throttle (both by design). */
const MAY_CHANGE_ON_4XX = new Set(['audit_log', 'auth_throttle']);

/** The original's own `error` sentences (docs/api.md §1.1, §1.4): the forced password change and the authorize 404. */
const ORIGINAL_ERRORS = new Set([PASSWORD_CHANGE_REQUIRED, 'Invalid login']);

type Schema = Record<string, unknown>;
type Json = unknown;

/* ---------- hostile values ---------- */

const DEEP = '\u0001deep\u0001';
const DEEP_JSON = '['.repeat(50_000) + ']'.repeat(50_000);

const hostileValue: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  null,
  '',
  ' ',
  '1',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e308',
  '0x10',
  'x'.repeat(5_000),
  'x'.repeat(30_000),
  [],
  {},
  [[[[]]]],
  JSON.parse('{"__proto__":{"polluted":1}}'),
  DEEP,
  [DEEP],
  { a: DEEP },
);

const hostileSegment = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%zz',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1e308',
  '1.5',
  'true',
  'null',
  '%20',
  'x'.repeat(300),
  '%F0%9F%98%80',
);

const hostileQuery = fc.constantFrom(
  '?a=%00',
  '?%00=1',
  '?id=2147483648',
  '?x=%E0%A4%A',
  '?x=%ED%A0%80',
  '?userId=true',
  '?a[b][c]=1',
  `?q=${'x'.repeat(5000)}`,
  '?=&&=',
);

/* ---------- values from a schema ---------- */

const typesOf = (schema: Schema): string[] => (schema.type === undefined ? [] : [schema.type as string | string[]].flat());

/** Hostile values aimed at the declared type: text with NUL or a lone surrogate, numbers just out of range. */
function hostileFor(schema: Schema): fc.Arbitrary<Json> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<Json>[] = [hostileValue];
  if (types.includes('string')) {
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
    options.push(
      fc
        .tuple(
          fc.string({ maxLength: 8 }),
          fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff\u0041'),
          fc.string({ maxLength: 8 }),
        )
        .map((p) => p.join('')),
      fc.constant('x'.repeat(maxLength + 1)),
    );
  }
  if (types.includes('integer') || types.includes('number')) {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1;
    options.push(fc.constantFrom<Json>(max + 1, min - 1, 2 ** 31, 1e308, -1e308, 0.5, true, String(max + 1), '1.5', ' 1', 'NaN'));
  }
  return fc.oneof(...options);
}

/**
 * A value of the declared type. `hostile`: any value below may instead be hostile (a case then tests the refusals);
 * otherwise every value is valid, so the case reaches the handler and the database.
 */
function validFrom(schema: Schema, depth: number, hostile: boolean): fc.Arbitrary<Json> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31);
  const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1;
  const maxLength = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40);
  const options: fc.Arbitrary<Json>[] = [];
  for (const type of types) {
    if (type === 'integer') {
      // Small ids hit real rows; the bounds are where mistakes live.
      options.push(
        fc.integer({ min, max }),
        fc.integer({ min: Math.max(min, 0), max: Math.min(max, 40) }),
        fc.constantFrom(min, max),
      );
      if (schema.digits) options.push(fc.integer({ min: Math.max(min, 0), max }).map(String));
    } else if (type === 'number') {
      options.push(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    } else if (type === 'string') {
      options.push(fc.string({ maxLength }), fc.string({ unit: 'grapheme', maxLength }));
      // Text that a form rule reads as a number.
      if (typeof schema.minimum === 'number')
        options.push(fc.integer({ min: 0, max: 200 }).map(String), fc.constantFrom('', '007', '4.5', '99999'));
    } else if (type === 'boolean') {
      options.push(fc.boolean());
    } else if (type === 'null') {
      options.push(fc.constant(null));
    } else if (type === 'array') {
      const items = (schema.items as Schema | undefined) ?? {};
      options.push(fc.array(valueFrom(items, depth + 1, hostile), { maxLength: Math.min(Number(schema.maxItems ?? 4), 4) }));
    } else if (type === 'object') {
      options.push(objectFrom(schema, depth, hostile));
    }
  }
  return fc.oneof(...options);
}

function objectFrom(schema: Schema, depth: number, hostile: boolean): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [key, value] of Object.entries(properties)) model[key] = valueFrom(value, depth + 1, hostile);
  const declared = fc.record(model, { requiredKeys: Object.keys(model).filter((key) => required.has(key)) });
  if (!hostile) return declared;
  // Unknown keys are ignored by the schemas; they must be harmless too.
  const unknown = fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 });
  return fc.tuple(declared, fc.option(unknown, { freq: 4 })).map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

function valueFrom(schema: Schema, depth: number, hostile: boolean): fc.Arbitrary<Json> {
  if (!hostile) return validFrom(schema, depth, false);
  if (depth > 6) return hostileValue;
  return fc.oneof({ weight: 4, arbitrary: validFrom(schema, depth, true) }, { weight: 1, arbitrary: hostileFor(schema) });
}

/** Every value a schema declares, as a path of keys (`0` for an array's item) and its schema. */
function declaredPaths(
  schema: Schema,
  path: (string | number)[] = [],
  out: { path: (string | number)[]; schema: Schema }[] = [],
) {
  if (path.length > 0) out.push({ path, schema });
  if (path.length > 5) return out;
  for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
    declaredPaths(value, [...path, key], out);
  if (schema.items) declaredPaths(schema.items as Schema, [...path, 0], out);
  return out;
}

/** `value` placed at `path` in `root`, creating objects and arrays on the way. */
function setAt(root: Json, path: (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const object = root !== null && typeof root === 'object' && !Array.isArray(root) ? { ...(root as Record<string, Json>) } : {};
  object[head] = setAt(object[head], rest, value);
  return object;
}

/** A valid body but for one declared value, which is hostile: the refusal of that one value is what is tested. */
function oneHostileFrom(schema: Schema): fc.Arbitrary<Json> {
  const paths = declaredPaths(schema);
  if (paths.length === 0) return hostileFor(schema);
  return fc
    .integer({ min: 0, max: paths.length - 1 })
    .chain((i) => fc.tuple(objectFrom(schema, 0, false), fc.constant(paths[i].path), hostileFor(paths[i].schema)))
    .map(([body, path, value]) => setAt(body, path, value));
}

/** A body for this schema: valid throughout, hostile in one value, hostile anywhere, or hostile as a whole. */
function bodyFrom(schema: Schema): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 2, arbitrary: objectFrom(schema, 0, false) },
    { weight: 4, arbitrary: oneHostileFrom(schema) },
    { weight: 2, arbitrary: objectFrom(schema, 0, true) },
    { weight: 1, arbitrary: hostileFor(schema) },
  );
}

function segmentFrom(schema: Schema | undefined): fc.Arbitrary<string> {
  const valid = validFrom(schema ?? { type: 'string', maxLength: 20 }, 0, false).map((value) => {
    try {
      return encodeURIComponent(String(value));
    } catch {
      return '%ED%A0%80';
    }
  });
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileSegment });
}

/* ---------- the app and its routes ---------- */

interface FuzzRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: { body?: Schema; params?: Schema; querystring?: Schema };
}

interface Caller {
  name: string;
  email: string;
  headers: Record<string, string>;
}

let t: TestApp;
let app: FastifyInstance;
const routes: FuzzRoute[] = [];
let callers: Caller[] = [];
let employeesBefore: (typeof employee.$inferSelect)[] = [];
/** Each demo role's menus and privileges (no route changes a role's grants). */
const loadedMenus = new Map<number, Awaited<ReturnType<typeof loadRoleMenus>>>();

async function signInAll(): Promise<void> {
  callers = [];
  for (const [name, { email }] of Object.entries(demoAccounts)) {
    callers.push({ name, email, headers: { authorization: `Bearer ${await signIn(app, email)}` } });
  }
}

/** Committed row changes per table (a rolled-back change rolls its count back too). */
async function fingerprint(): Promise<Map<string, string>> {
  const { rows } = (await t.db.execute(sql`select tbl, n::text as n from fuzz_write`)) as unknown as {
    rows: { tbl: string; n: string }[];
  };
  return new Map(rows.map((row) => [row.tbl, row.n]));
}

/** Row triggers on every table but those a refused request may write, counting into fuzz_write. */
async function countWrites(): Promise<void> {
  await t.db.execute(sql`create table fuzz_write (tbl text primary key, n bigint not null)`);
  await t.db.execute(
    sql.raw(`create function fuzz_count() returns trigger language plpgsql as $$
      begin
        insert into fuzz_write values (TG_TABLE_NAME, 1) on conflict (tbl) do update set n = fuzz_write.n + 1;
        return null;
      end $$`),
  );
  const { rows } = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  for (const { tablename } of rows) {
    if (MAY_CHANGE_ON_4XX.has(tablename) || tablename === 'fuzz_write') continue;
    await t.db.execute(
      sql.raw(
        `create trigger fuzz_count after insert or update or delete on "${tablename}" for each row execute function fuzz_count()`,
      ),
    );
  }
}

const ruleGranted = (rule: AccessGrant, menus: Awaited<ReturnType<typeof loadRoleMenus>>) =>
  menus.some(
    (m) =>
      m.privileges.includes(rule.privilege) &&
      ('url' in rule
        ? normaliseMenuUrl(m.url) === normaliseMenuUrl(rule.url)
        : m.menu.trim().toLowerCase() === rule.menu.trim().toLowerCase()),
  );

/** The demo users who pass the route's access declaration (null: send no bearer). */
async function callersOf(route: FuzzRoute): Promise<(Caller | null)[]> {
  if (route.url.startsWith('/token/'))
    return route.url === '/token/refresh' || route.url === '/token/logout' ? [callers[0]] : [null];
  const access = route.access;
  if (access === 'public' || access === undefined) return [null];
  if (access === 'authenticated') return callers;
  const allowed: Caller[] = [];
  for (const caller of callers) {
    const account = await findEmployeeByLogin(t.db, caller.email);
    if (account && access.anyOf.some((rule) => ruleGranted(rule, loadedMenus.get(account.roleId)!))) allowed.push(caller);
  }
  return allowed;
}
/** Puts the demo accounts back as they were (a fuzzed reset, deactivation or role change must not starve later routes). */
async function restoreAccounts(): Promise<boolean> {
  const now = await t.db.select().from(employee);
  const changed = employeesBefore.filter((row) => JSON.stringify(row) !== JSON.stringify(now.find((n) => n.id === row.id)));
  for (const row of changed) {
    const { id, ...columns } = row;
    await t.db.update(employee).set(columns).where(eq(employee.id, id));
  }
  return changed.length > 0;
}

function requestArbitrary(route: FuzzRoute, who: (Caller | null)[]) {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  const paramSchemas = (route.schema.params?.properties ?? {}) as Record<string, Schema>;
  const segments = fc.tuple(...names.map((name) => segmentFrom(paramSchemas[name])));
  const query = fc.option(hostileQuery, { freq: 3 });
  const body =
    route.method === 'GET'
      ? fc.constant(undefined)
      : route.schema.body
        ? bodyFrom(route.schema.body)
        : fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);
  return fc.record({ caller: fc.constantFrom(...who), segments, query, body });
}

function urlOf(route: FuzzRoute, segments: string[], query: string | null): string {
  let i = 0;
  return route.url.replace(/:([A-Za-z]+)/g, () => segments[i++]) + (query ?? '');
}

function payloadOf(body: Json): string | undefined {
  if (body === undefined) return undefined;
  const json = JSON.stringify(body) ?? 'null';
  return json.split(JSON.stringify(DEEP)).join(DEEP_JSON);
}

describe('fuzzing every route', () => {
  before(async () => {
    t = await createTestApp();
    app = buildApp({
      db: t.db,
      config: testConfig,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          routes.push({
            method,
            url: route.url,
            access: route.config?.contractRoute?.access,
            schema: (route.schema ?? {}) as FuzzRoute['schema'],
          });
        }
      },
    });
    await app.ready();
    // Logging out ends the session the others would use: last.
    routes.sort((a, b) => Number(a.url === '/token/logout') - Number(b.url === '/token/logout'));
    await signInAll();
    for (const caller of callers) {
      const account = await findEmployeeByLogin(t.db, caller.email);
      if (account && !loadedMenus.has(account.roleId)) loadedMenus.set(account.roleId, await loadRoleMenus(t.db, account.roleId));
    }
    // Clinics, participants, answers and results to hit with real ids.
    await insertReportFixture(t.db);
    await countWrites();
    employeesBefore = await t.db.select().from(employee);
  });
  after(async () => {
    await app?.close();
    await t?.close();
  });

  test('the app declares its routes', () => {
    assert.ok(routes.length >= 30, `only ${routes.length} routes seen`);
    assert.ok(routes.some((r) => r.url === '/api/health'));
  });

  // node:test needs the subtests declared up front; the routes are known only after before() ran.
  test('no route answers 5xx, a 400 names its field, a 4xx writes nothing', async (t2) => {
    for (const route of routes) {
      await t2.test(`${route.method} ${route.url}`, async () => {
        if (await restoreAccounts()) await signInAll();
        const who = await callersOf(route);
        assert.ok(who.length > 0, 'some demo user may call this route');
        let last = await fingerprint();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, who), async ({ caller, segments, query, body }) => {
            const url = urlOf(route, segments, query);
            const payload = payloadOf(body);
            const res = await app.inject({
              method: route.method as 'GET',
              url,
              headers: { ...(caller?.headers ?? {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(payload === undefined ? {} : { payload }),
              // Sign-in attempts from elsewhere than the callers' address, so the throttle never locks them out.
              remoteAddress: route.url.startsWith('/token/') ? '10.9.8.7' : '127.0.0.1',
            });
            const context = `${route.method} ${url.slice(0, 200)} as ${caller?.name ?? 'anonymous'}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            assert.ok(res.statusCode < 500, context);
            const now = await fingerprint();
            if (res.statusCode >= 400) {
              if (res.statusCode !== 401) {
                const answer = res.json<{ error: unknown; message: unknown; field?: unknown; params?: ApiErrorParams }>();
                assert.equal(typeof answer.message, 'string', context);
                assert.ok(answer.field === undefined || typeof answer.field === 'string', context);
                // Every refusal but the original's fixed sign-in bodies carries a catalogue code, its message the template.
                if (!ORIGINAL_ERRORS.has(String(answer.error))) {
                  assert.ok(isApiErrorCode(answer.error), context);
                  assert.equal(answer.message, apiErrorText(answer.error, answer.params), context);
                }
              }
              for (const [table, count] of now) assert.equal(count, last.get(table), `${table} changed on ${context}`);
            }
            last = now;
          }),
          { numRuns: RUNS, includeErrorInReport: true, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      });
    }
  });
});
