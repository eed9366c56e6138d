import { defineRoutes } from '@screening/shared';
import { loadCampsLandingTexts, loadCampsTexts } from './i18n';
import { routeManifest } from './route-manifest';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
// A page shows once its texts in the current language are in: /HomePage its own, any other the area's.
export default defineRoutes(routeManifest, {
  '/HomePage': () => import(/* webpackPreload: true */ './outreach-clinic/outreach-clinic.page'),
  '/create-outreach-clinic': () => import('./create-clinic/create-clinic.page'),
  '/resource-planning': () => import('./plan-resources/resource-planning.page'),
  '/resource-allocation': () => import('./allocate-staff/resource-allocation.page'),
  '/success-message': () => import('./clinic-saved/clinic-created.page'),
  '/success-messageEdit': () => import('./clinic-saved/clinic-updated.page'),
  '/outreach-clinic-info': () => import('./find-clinic/find-clinic.page'),
  '/EditOutreachClinic': () => import('./edit-clinic/edit-clinic.page'),
}).map((route) => {
  const texts = route.path === '/HomePage' ? loadCampsLandingTexts : loadCampsTexts;
  return { ...route, component: () => Promise.all([route.component(), texts()]).then(([page]) => page) };
});
