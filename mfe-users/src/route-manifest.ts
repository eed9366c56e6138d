import type { RouteAccess, RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/** Creating and editing users needs what the User Management buttons need (docs/screens.md §6). */
const MANAGE_USERS: RouteAccess = { menu: '/Outrich Clinic', privileges: ['CREATE', 'VIEW', 'EDIT'] };
/**
 * The follow-up rule needs what the server checks for its write (FOLLOW_UP_SETTINGS_WRITE: EDIT on '/management', the
 * admin's user-management grant); that menu's tile opens this area, which is why the screen lives here.
 */
const FOLLOW_UP_SETTINGS: RouteAccess = { menu: '/management', privileges: ['EDIT'] };

/** The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React. */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.userManagement },
  { path: PATHS.findUser, access: MANAGE_USERS },
  { path: PATHS.saveUser, access: MANAGE_USERS },
  { path: PATHS.followUpSettings, access: FOLLOW_UP_SETTINGS },
  // Any signed-in user: their own profile.
  { path: PATHS.profile },
  { path: PATHS.accountInfo },
];
