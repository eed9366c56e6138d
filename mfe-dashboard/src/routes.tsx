import { defineRoutes } from '@screening/shared';
import { loadDashboardTexts } from './i18n';
import { routeManifest } from './route-manifest';
import { PATHS } from './paths';

// The page is preloaded with this module (webpackPreload), so its first screen waits for no chain; it shows once the
// area's texts in the current language are in.
export default defineRoutes(routeManifest, {
  [PATHS.dashboard]: () => import(/* webpackPreload: true */ './programme/dashboard.page'),
}).map((route) => ({ ...route, component: () => Promise.all([route.component(), loadDashboardTexts()]).then(([page]) => page) }));
