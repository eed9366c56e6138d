/** The programme dashboard (docs/dashboard.md): one call answering every indicator for the caller's clinics. */
import type { FastifyInstance } from 'fastify';
import { routes, type DashboardIndicators } from '@screening/domain/api';
import { callerScope } from '../camps/camp-scope.js';
import { reportDatabase } from '../db/report-database.js';
import { serve } from '../http/contract-route.js';
import { createAnswerCache } from './answer-cache.js';
import { computeIndicators, readDashboardFilters, scopeKey } from './indicators.js';

/** How long an answer is kept (DASHBOARD_CACHE_SECONDS may shorten it; 60 s at most). */
export const DASHBOARD_CACHE_SECONDS = 60;

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const seconds = Math.min(DASHBOARD_CACHE_SECONDS, app.appConfig.dashboardCacheSeconds ?? DASHBOARD_CACHE_SECONDS);
  const cache = createAnswerCache<DashboardIndicators>(seconds * 1000);

  serve(app, routes.dashboard, async (req) => {
    const scope = callerScope(req);
    const filters = readDashboardFilters(req.body);
    const now = req.server.clock();
    // Keyed by whose clinics (scopeKey) and the filters as understood: never by anything else of the body.
    const key = JSON.stringify([scopeKey(scope), filters]);
    return cache.get(key, now, () =>
      computeIndicators({ db: req.server.db, reports: reportDatabase(req.server), scope, filters, now }),
    );
  });
}
