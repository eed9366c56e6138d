import { defineRoutes } from '@screening/shared';
import { loadCampsLandingTexts, loadCampsTexts } from './i18n';
import { routeManifest } from './route-manifest';
import { PATHS } from './paths';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
// A page shows once its texts in the current language are in: /HomePage its own, any other the area's.
export default defineRoutes(routeManifest, {
  [PATHS.outreachClinic]: () => import(/* webpackPreload: true */ './outreach-clinic/outreach-clinic.page'),
  [PATHS.createClinic]: () => import('./create-clinic/create-clinic.page'),
  [PATHS.resourcePlanning]: () => import('./plan-resources/resource-planning.page'),
  [PATHS.resourceAllocation]: () => import('./allocate-staff/resource-allocation.page'),
  [PATHS.clinicCreated]: () => import('./clinic-saved/clinic-created.page'),
  [PATHS.clinicUpdated]: () => import('./clinic-saved/clinic-updated.page'),
  [PATHS.findClinic]: () => import('./find-clinic/find-clinic.page'),
  [PATHS.editClinic]: () => import('./edit-clinic/edit-clinic.page'),
}).map((route) => {
  const texts = route.path === PATHS.outreachClinic ? loadCampsLandingTexts : loadCampsTexts;
  return { ...route, component: () => Promise.all([route.component(), texts()]).then(([page]) => page) };
});
