import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientRoutes as routes, pathParams, type ClientRoute } from '@screening/domain/api';
import { setRuntimeConfig } from '../config/runtime-config';
import { call, isRouteUrl, routeUrl } from './call';

interface Seen {
  method: string;
  url: string;
  body: string;
}

let server: http.Server;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '7' }).end('[]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/api`, gatewayBase: `http://127.0.0.1:${port}/token` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => void (seen.length = 0));

const entries = Object.entries(routes as Record<string, ClientRoute>);

describe('call: a route of the contract', () => {
  test.each(entries)('%s is reached at its method and path, with its input', async (_name, route) => {
    const params = Object.fromEntries(pathParams(route.path).map((name) => [name, `${name}-1`]));
    const body = { search: 'x' };
    const input = route.method === 'GET' ? params : body;
    await call(route, input as never);
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => `${name}-1`);
    expect(seen).toEqual([{ method: route.method, url: path, body: route.method === 'GET' ? '' : JSON.stringify(body) }]);
  });

  test('sends a body exactly as given and hands back the answer with its headers; a bodiless POST sends nothing', async () => {
    const body = { search: '', stage: 3 as const, page: 0, size: 1 };
    const { data, headers } = await call(routes.worklist, body, { signal: new AbortController().signal });
    expect(data).toEqual([]);
    expect(headers['x-total-count']).toBe('7');
    await call(routes.secondFactorSetup);
    await call(routes.logout, {});
    expect(seen).toEqual([
      { method: 'POST', url: '/api/curable/getCandidatesList', body: JSON.stringify(body) },
      { method: 'POST', url: '/api/curable/secondFactor/setup', body: '' },
      { method: 'POST', url: '/token/logout', body: '{}' },
    ]);
  });

  test("encodes each path parameter, as the areas' own calls did", () => {
    expect(routeUrl(routes.duplicateClinic, { hospitalId: 4, code: 'CI/01 A' })).toBe(
      '/curable/isDuplicateClinic/hospitalId/4/outreachClinicId/CI%2F01%20A',
    );
    expect(routeUrl(routes.authorizeUser, { userName: 'ana+1@example.in' })).toBe(
      '/curable/authorizeUserRequest/ana%2B1%40example.in',
    );
    expect(routeUrl(routes.authenticate)).toBe('/authenticate');
    expect(() => routeUrl(routes.employee, {})).toThrow('/api/curable/hospitalemployee/:userId: no value for :userId');
  });

  test("a URL is known as its route's, each :param one segment, the query aside", () => {
    expect(isRouteUrl(routes.metricsById, '/curable/getMetricsById/12?x=1')).toBe(true);
    expect(isRouteUrl(routes.metricsByGender, '/curable/getMetricsByGender/ELIGIBILE/FEMALE')).toBe(true);
    expect(isRouteUrl(routes.metricsByGender, '/curable/getMetricsByGender/ELIGIBILE/FEMALE/1')).toBe(false);
    expect(isRouteUrl(routes.metricsByGenderOfHospital, '/curable/getMetricsByGender/ELIGIBILE/FEMALE/1')).toBe(true);
    expect(isRouteUrl(routes.states, '/curable/statemaster')).toBe(true);
    expect(isRouteUrl(routes.states, '/curable/statemasters')).toBe(false);
    expect(isRouteUrl(routes.metricsById, '/curable/getMetricsById/')).toBe(false);
    expect(isRouteUrl(routes.refresh, '/refresh')).toBe(true);
  });

  test('the input and the answer are typed by the route', async () => {
    // @ts-expect-error the clinic ID is part of the path
    await expect(call(routes.duplicateClinic, { hospitalId: 4 })).rejects.toThrow('no value for :code');
    // @ts-expect-error a worklist read names its stage
    await call(routes.worklist, { search: '' });
    const { data } = await call(routes.states);
    // @ts-expect-error the states answer is a list
    expect(data.name).toBeUndefined();
    // …of states, each with a name: typed, not `unknown`, though the browser holds no schema.
    const names: string[] = data.map((state) => state.name);
    expect(names).toEqual([]);
    // @ts-expect-error a state has no clinic
    expect(data.map((state) => state.campId)).toEqual([]);
  });
});
