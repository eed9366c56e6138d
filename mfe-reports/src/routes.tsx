import { defineRoutes } from '@screening/shared';
import { routeManifest } from './route-manifest';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
export default defineRoutes(routeManifest, {
  '/reports': () => import(/* webpackPreload: true */ './download-report/reports.page'),
});
