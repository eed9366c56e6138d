import type { RouteManifestEntry } from '@screening/shared';

/** The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React. */
export const routeManifest: RouteManifestEntry[] = [{ path: '/reports', access: { menu: '/reports', privileges: ['VIEW'] } }];
