/** The contract of a remote's `./routes` module (docs/architecture.md §2). */
import type { ComponentType } from 'react';
import type { RouteAccess, RouteManifestEntry } from './types';

export interface RemoteRouteDefinition {
  /** A path of docs/screens.md §2's route table, e.g. `/create-outreach-clinic` (matched case-insensitively). */
  path: string;
  component: () => Promise<{ default: ComponentType }>;
  /** The menu and privileges the route needs; absent = any signed-in user. */
  access?: RouteAccess;
}

/** Joins a remote's route manifest to its page loaders; a path without a page is a build-time mistake. */
export function defineRoutes(
  manifest: readonly RouteManifestEntry[],
  pages: Record<string, RemoteRouteDefinition['component']>,
): RemoteRouteDefinition[] {
  return manifest.map((entry) => {
    const component = pages[entry.path];
    if (!component) throw new Error(`No page is registered for ${entry.path}`);
    return { ...entry, component };
  });
}
