/**
 * Which remotes' versions the service worker keeps: those pinned by the current `remotes.json` and by the one before
 * it (a tab opened before the new pin still runs the old code, and may reload offline). The files of every other
 * version are deleted once a `remotes.json` with new pins has been read online.
 */

/** The service worker's cache of remotes' code, by pinned version. */
export const REMOTES_CACHE = 'remotes';

/**
 * A version's list of files (`release.json`). The worker keeps it last, once every file it lists is kept: found in
 * the cache, the version is on the device whole (its pages not opened yet open offline too).
 */
export const releaseListOf = (folder: string): string => `${folder}release.json`;

/**
 * A path under a version folder (a release or a working build of a remote): `/2.3.0/…` on a remote's own server, or
 * `/remotes/camps/2.3.0/…` when every remote is served under one origin through the proxy (docs/deploy.md).
 */
export const VERSIONED = /^(?:\/[\w.-]+)*?\/\d+\.\d+\.\d+(?:-[\w.]+)?\//;

/** `<origin>/<path to the version>/` of a URL under a version folder, else null. */
export function versionFolder(url: string, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  const folder = VERSIONED.exec(parsed.pathname);
  return folder ? `${parsed.origin}${folder[0]}` : null;
}

/** The version folders a remotes.json (its text) pins, its entries read relative to where it was served. */
export function pinnedFolders(manifestText: string, manifestUrl: string): Set<string> {
  const folders = new Set<string>();
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    return folders;
  }
  const remotes = (manifest as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return folders;
  for (const pinned of Object.values(remotes)) {
    const entry = (pinned as { entry?: unknown } | null)?.entry;
    const folder = typeof entry === 'string' ? versionFolder(entry, manifestUrl) : null;
    if (folder) folders.add(folder);
  }
  return folders;
}

/**
 * The cached URLs to delete: under a version folder that neither the current nor the previous remotes.json pins.
 * Nothing when the pins did not change (the versions of the pin before stay until the next one), nor when the
 * current one pins nothing readable (a broken remotes.json never empties the cache).
 */
export function staleUrls(cached: readonly string[], current: ReadonlySet<string>, previous: ReadonlySet<string>): string[] {
  const unchanged = current.size === previous.size && [...current].every((folder) => previous.has(folder));
  if (current.size === 0 || unchanged) return [];
  return cached.filter((url) => {
    const folder = versionFolder(url);
    return folder !== null && !current.has(folder) && !previous.has(folder);
  });
}
