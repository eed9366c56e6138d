import { defineRoutes } from '@screening/shared';
import { loadUsersLandingTexts, loadUsersTexts } from './i18n';
import { routeManifest } from './route-manifest';
import { PATHS } from './paths';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
// A page shows once its texts in the current language are in: /userManagement its own, any other the area's.
export default defineRoutes(routeManifest, {
  [PATHS.userManagement]: () => import(/* webpackPreload: true */ './user-management/user-management.page'),
  [PATHS.findUser]: () => import('./user-management/find-user.page'),
  [PATHS.saveUser]: () => import('./user-management/save-user.page'),
  [PATHS.profile]: () => import('./edit-profile/profile.page'),
  [PATHS.accountInfo]: () => import('./edit-profile/account-info.page'),
  [PATHS.followUpSettings]: () => import('./follow-up-settings/follow-up-settings.page'),
}).map((route) => {
  const texts = route.path === PATHS.userManagement ? loadUsersLandingTexts : loadUsersTexts;
  return { ...route, component: () => Promise.all([route.component(), texts()]).then(([page]) => page) };
});
