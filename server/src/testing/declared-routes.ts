/**
 * An app on a test database together with the routes it declares, collected as buildApp declares them (so a new
 * route is seen without editing a test). HEAD routes mirror their GET and OPTIONS is the CORS preflight: both left out.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig, type TestApp } from './test-app.js';

export interface DeclaredRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

export function appWithDeclaredRoutes(t: TestApp): { app: FastifyInstance; routes: DeclaredRoute[] } {
  const routes: DeclaredRoute[] = [];
  const app = buildApp({
    db: t.db,
    config: testConfig,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url, route });
      }
    },
  });
  return { app, routes };
}
