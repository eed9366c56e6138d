/** A site's pin of an area, as the release tooling writes it into remotes.json (tooling/src/build/build.ts `pinFor`). */
import { pinnedReadsOf } from '@screening/domain/reads';
import { setPinnedAreas, useAuthStore, warmReadCache } from '../index';
import type { PinnedRemote, RouteManifestEntry } from '../types';
import type { ApiTestServer } from './api-test-server';

/** The pin of an area release whose route manifest is `manifest`: its paths and the reads it declares for offline use. */
export function pinOfManifest(manifest: readonly RouteManifestEntry[]): PinnedRemote {
  return {
    version: '1.0.0',
    entry: 'http://localhost/remoteEntry.js',
    integrity: 'sha384-test',
    paths: manifest.map((entry) => entry.path),
    offlineReads: pinnedReadsOf(manifest),
  };
}

/** The requests the server received, as the device's read cache tells them apart: method, URL and body text. */
export const requestsAsKept = (server: ApiTestServer): string[] =>
  server.requests.map((request) => `${request.method} ${request.url} ${JSON.stringify(request.body)}`);

/**
 * What the offline core reads for the signed-in user when the site pins only this area (`remote`, of `manifest`):
 * the requests its warm-up sends, as requestsAsKept tells them.
 */
export async function readsWarmedFor(server: ApiTestServer, remote: string, manifest: readonly RouteManifestEntry[]) {
  server.requests.length = 0;
  setPinnedAreas({ [remote]: pinOfManifest(manifest) });
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  return requestsAsKept(server);
}
