import { call, routes, type DashboardBody, type DashboardIndicators } from '@screening/shared';

/** routes.dashboard: every indicator for the caller's clinics matching `body` (docs/dashboard.md). */
export async function fetchIndicators(body: DashboardBody, signal?: AbortSignal): Promise<DashboardIndicators> {
  const { data } = await call(routes.dashboard, body, { signal });
  if (!data || typeof data !== 'object' || !data.totals || !Array.isArray(data.clinics))
    throw new Error('Unexpected dashboard answer from the server');
  return data;
}
