/**
 * A site served on one origin through the reverse proxy (nginx-config.ts): its `config.json` names the API at
 * `<origin>/api` and `<origin>/token`, and its `remotes.json` pins each built remote at
 * `<origin>/remotes/<remote>/<version>/remoteEntry.js`. Both are checked as the host checks them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from '@screening/shared/types';
import { checkedSiteFile, readSiteFile } from '../release/site-file.js';
import { pinWorkingVersions, remoteRoots } from '../serve/suite.js';
import { readApp, REMOTE_FOLDERS, repoRoot } from '../workspace.js';
import type { ServedFolders } from './render-commands.js';

/** `https://name[:port]`, with no path: what the proxy serves the suite on. */
export function proxiedOrigin(value: string): string {
  if (!URL.canParse(value)) throw new Error(`"${value}" is not an address such as https://screening.hospital.example`);
  const url = new URL(value);
  if (url.protocol !== 'https:') throw new Error(`The suite is served over HTTPS (service workers need it): got "${value}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`Give the origin alone, such as https://${url.host} (got "${value}")`);
  }
  return url.origin;
}

/** Where the proxy serves a remote's version folders: `<origin>/remotes/<remote>` (the pin adds `/<version>/remoteEntry.js`). */
export const proxiedRemoteBase = (origin: string, remote: string) => `${proxiedOrigin(origin)}/remotes/${remote}`;

/** The site's config.json on the proxy's origin, keeping the tenant fallback of `sites/default`. */
export function writeProxiedConfig(siteDir: string, origin: string): void {
  const base = proxiedOrigin(origin);
  const defaults = readSiteFile('config.json', path.join(repoRoot, 'sites', 'default', 'config.json'));
  const file = path.join(siteDir, 'config.json');
  const config = checkedSiteFile('config.json', { ...defaults, apiBase: `${base}/api`, gatewayBase: `${base}/token` }, file);
  fs.mkdirSync(siteDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
}

/** Writes both site files: the API on the origin, and every built remote's working version pinned through the proxy. */
export function writeProxiedSite(siteDir: string, origin: string, site = path.basename(siteDir)): RemotesManifest {
  writeProxiedConfig(siteDir, origin);
  return pinWorkingVersions(siteDir, (app) => proxiedRemoteBase(origin, app.federationName), site);
}

/** The folders this workspace serves, as `start` does: the host's build, and each remote's releases then its working build. */
export function workspaceFolders(siteDir: string): ServedFolders {
  const remotes: Record<string, string[]> = {};
  for (const folder of REMOTE_FOLDERS) {
    const app = readApp(folder);
    remotes[app.federationName] = remoteRoots(app);
  }
  return { hostDir: path.join(repoRoot, 'host', 'dist'), siteDir, remotes };
}
