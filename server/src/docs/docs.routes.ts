/** `GET /api/docs/json` (the OpenAPI document) and `GET /api/docs` (the same for people). Public, like the health checks. */
import type { FastifyInstance } from 'fastify';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page.js';
import { DOCS_JSON_PATH, DOCS_PAGE_PATH } from './openapi.js';

export function docsRoutes(app: FastifyInstance): void {
  app.get(DOCS_JSON_PATH, { config: { access: 'public' } }, async () => app.swagger());

  // The document is fixed once the app is ready, so the page is rendered once.
  let page: string | null = null;
  app.get(DOCS_PAGE_PATH, { config: { access: 'public' } }, async (_req, reply) => {
    page ??= renderDocsPage(app.swagger(), DOCS_JSON_PATH);
    // Replaces the API's policy for this answer only: its one inline style sheet, by hash.
    return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', DOCS_PAGE_CSP).send(page);
  });
}
