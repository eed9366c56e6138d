/**
 * The areas the site pins (its checked remotes.json, handed over by the host when it registers them): the offline
 * core keeps the reads their route manifests declare (warm-reads.ts). Light, so the host's start-up carries it.
 */
import type { RemotesManifest } from '../types';

let pinned: RemotesManifest['remotes'] = {};

export function setPinnedAreas(remotes: RemotesManifest['remotes']): void {
  pinned = remotes;
}

export const pinnedAreas = (): RemotesManifest['remotes'] => pinned;
