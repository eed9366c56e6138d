import { defineRoutes } from '@screening/shared';
import { loadCampsTexts } from './i18n';
import { routeManifest } from './route-manifest';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
// A page shows once the area's texts in the current language are in.
export default defineRoutes(routeManifest, {
  '/HomePage': () => import(/* webpackPreload: true */ './outreach-clinic/outreach-clinic.page'),
  '/create-outreach-clinic': () => import('./create-clinic/create-clinic.page'),
  '/resource-planning': () => import('./plan-resources/resource-planning.page'),
  '/resource-allocation': () => import('./allocate-staff/resource-allocation.page'),
  '/success-message': () => import('./clinic-saved/clinic-created.page'),
  '/success-messageEdit': () => import('./clinic-saved/clinic-updated.page'),
  '/outreach-clinic-info': () => import('./find-clinic/find-clinic.page'),
  '/EditOutreachClinic': () => import('./edit-clinic/edit-clinic.page'),
}).map((route) => ({ ...route, component: () => Promise.all([route.component(), loadCampsTexts()]).then(([page]) => page) }));
