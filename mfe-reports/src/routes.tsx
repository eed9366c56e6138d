import { defineRoutes } from '@screening/shared';
import { routeManifest } from './route-manifest';

export default defineRoutes(routeManifest, {
  '/reports': () => import('./download-report/reports.page'),
});
