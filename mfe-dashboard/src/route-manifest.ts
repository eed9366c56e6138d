import type { RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/** The paths this remote serves: pure data, read by the release tooling without running React. */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.dashboard, access: { menu: '/dashboard', privileges: ['VIEW'] } },
];
