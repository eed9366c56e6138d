import type { RouteAccess, RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/** Creating and editing users needs what the User Management buttons need (docs/screens.md §6). */
const MANAGE_USERS: RouteAccess = { menu: '/Outrich Clinic', privileges: ['CREATE', 'VIEW', 'EDIT'] };

/** The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React. */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.userManagement },
  { path: PATHS.findUser, access: MANAGE_USERS },
  { path: PATHS.saveUser, access: MANAGE_USERS },
  // Any signed-in user: their own profile.
  { path: PATHS.profile },
  { path: PATHS.accountInfo },
];
