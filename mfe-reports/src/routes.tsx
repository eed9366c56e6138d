import { defineRoutes } from '@screening/shared';
import { loadReportsTexts } from './i18n';
import { routeManifest } from './route-manifest';
import { PATHS } from './paths';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
// A page shows once the area's texts in the current language are in.
export default defineRoutes(routeManifest, {
  [PATHS.reports]: () => import(/* webpackPreload: true */ './download-report/reports.page'),
}).map((route) => ({ ...route, component: () => Promise.all([route.component(), loadReportsTexts()]).then(([page]) => page) }));
