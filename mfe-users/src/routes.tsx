import { defineRoutes } from '@screening/shared';
import { loadUsersLandingTexts, loadUsersTexts } from './i18n';
import { routeManifest } from './route-manifest';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
// A page shows once its texts in the current language are in: /userManagement its own, any other the area's.
export default defineRoutes(routeManifest, {
  '/userManagement': () => import(/* webpackPreload: true */ './user-management/user-management.page'),
  '/edit-user-management': () => import('./user-management/find-user.page'),
  '/create-new-user': () => import('./user-management/save-user.page'),
  '/ProfileScreen': () => import('./edit-profile/profile.page'),
  '/account-info': () => import('./edit-profile/account-info.page'),
}).map((route) => {
  const texts = route.path === '/userManagement' ? loadUsersLandingTexts : loadUsersTexts;
  return { ...route, component: () => Promise.all([route.component(), texts()]).then(([page]) => page) };
});
