/**
 * Which answers of the pages the service worker asks network-first may replace its kept copy. A site file
 * (`remotes.json`, `config.json`) is kept only when the host would start on it: a broken file served for a while
 * (a bad edit, a proxy's error page with status 200) must not replace the last good copy, which answers offline, nor
 * make the worker drop the remotes' files that copy pins (version-pruning.ts).
 */
import { isSiteFile } from '@screening/domain/site/check';
import type { SiteFileName } from '@screening/domain/site';

const SITE_FILE_AT: Record<string, SiteFileName> = { '/remotes.json': 'remotes.json', '/config.json': 'config.json' };

/** The answer to keep in place of the cached one, or null to keep the cached one (Workbox's `cacheWillUpdate`). */
export async function copyWorthKeeping(url: string, response: Response): Promise<Response | null> {
  if (response.status !== 200) return null;
  const file = SITE_FILE_AT[new URL(url).pathname];
  if (!file) return response;
  try {
    return isSiteFile(file, await response.clone().json()) ? response : null;
  } catch {
    return null;
  }
}
