/** `GET /api/docs/json` (the OpenAPI document) and `GET /api/docs` (the same for people). Public, like the health checks. */
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { routes } from '@screening/domain/api';
import { serve } from '../http/contract-route.js';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page.js';

export function docsRoutes(app: FastifyInstance): void {
  // An OpenAPI 3 document (registerOpenApi); swagger's own type also admits a Swagger 2 one.
  serve(app, routes.docsJson, async () => app.swagger() as Static<typeof routes.docsJson.answer>);

  // The document is fixed once the app is ready, so the page is rendered once.
  let page: string | null = null;
  serve(app, routes.docsPage, async (_req, reply) => {
    page ??= renderDocsPage(app.swagger(), routes.docsJson.path);
    // Replaces the API's policy for this answer only: its one inline style sheet, by hash.
    return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', DOCS_PAGE_CSP).send(page);
  });
}
