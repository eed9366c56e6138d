import type { RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/** The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React. */
export const routeManifest: RouteManifestEntry[] = [{ path: PATHS.reports, access: { menu: '/reports', privileges: ['VIEW'] } }];
