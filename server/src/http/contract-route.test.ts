import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { routes } from '@screening/domain/api';
import { ajvOptions, inputKeywords } from './ajv.js';
import { serve } from './contract-route.js';

describe('serve: a route declared from its contract entry', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A bare app with the server's Ajv setup, one plugin under `prefix`, and the routes it declares. */
  function appWith(prefix: string, plugin: (api: FastifyInstance) => void) {
    const declared: RouteOptions[] = [];
    app = Fastify({ ajv: { customOptions: ajvOptions, plugins: [inputKeywords] } });
    app.addHook('onRoute', (route) => void declared.push(route));
    app.register(async (api) => plugin(api), { prefix });
    return { app, declared };
  }

  test("takes the entry's method, path (under the plugin's prefix) and own request schemas, and keeps the route's options", async () => {
    const { app, declared } = appWith('/api/curable', (api) => {
      serve(api, routes.userLanguage, { config: { idempotent: false }, logLevel: 'warn' }, async (req) => ({
        language: req.body.language,
      }));
      serve(api, routes.habitTypes, async (req) => [req.params.habit]);
    });
    await app.ready();
    const [language, habits] = declared;
    assert.equal(language.method, 'POST');
    assert.equal(language.url, '/api/curable/userLanguage');
    assert.equal(language.schema?.body, routes.userLanguage.body);
    assert.equal(language.schema?.params, undefined);
    assert.equal(language.schema?.response, undefined);
    assert.equal(language.config?.contractRoute, routes.userLanguage);
    assert.equal(language.config?.contractRoute?.access, 'authenticated');
    assert.equal(language.config?.idempotent, false);
    assert.equal(language.logLevel, 'warn');
    assert.equal(habits.url, '/api/curable/getHabitTypes/:habit');
    assert.equal(habits.schema?.params, routes.habitTypes.params);

    const ok = await app.inject({ method: 'POST', url: '/api/curable/userLanguage', payload: { language: 'ta' } });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { language: 'ta' });
    const refused = await app.inject({ method: 'POST', url: '/api/curable/userLanguage', payload: { language: 'xx' } });
    assert.equal(refused.statusCode, 400);
    const read = await app.inject({ method: 'GET', url: '/api/curable/getHabitTypes/Smoking' });
    assert.deepEqual(read.json(), ['Smoking']);
  });

  test('a plugin without a prefix declares the full path', async () => {
    const { app, declared } = appWith('', (api) => {
      serve(api, routes.health, async () => ({ ok: true }) as const);
    });
    await app.ready();
    assert.equal(declared[0].url, '/api/health');
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).json().ok, true);
  });

  test("refuses at start-up an entry outside the plugin's prefix, naming the route", async () => {
    const { app } = appWith('/token', (api) => {
      serve(api, routes.worklist, async () => []);
    });
    await assert.rejects(async () => app.ready(), {
      message: "The contract route worklist (POST /api/curable/getCandidatesList) is not under this plugin's prefix /token",
    });
  });

  test('refuses a route that is not an entry of the contract (a copy of one included)', async () => {
    const { app } = appWith('/api/curable', (api) => {
      serve(api, { ...routes.states }, async () => []);
    });
    await assert.rejects(async () => app.ready(), {
      message: 'GET /api/curable/statemaster is not an entry of the route contract (domain/src/api/contract.ts)',
    });
  });
});

/** The handler's types come from the entry: the typecheck (tsc) fails if any of these is accepted. Never run. */
export function contractTypes(api: FastifyInstance): void {
  // @ts-expect-error the user-language answer is {language}, not a number
  serve(api, routes.userLanguage, async () => 1);
  // @ts-expect-error the route's body has no `limit`
  serve(api, routes.userLanguage, async (req) => ({ language: req.body.limit }));
  // @ts-expect-error a route has no response schema
  serve(api, routes.states, { schema: { response: {} } }, async () => []);
  // @ts-expect-error the access rule is the contract entry's, never a route option
  serve(api, routes.states, { config: { access: 'public' } }, async () => []);
}
