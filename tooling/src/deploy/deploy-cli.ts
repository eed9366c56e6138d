/**
 * `deploy site <site> --origin https://name` writes a site served on one origin through the proxy;
 * `deploy nginx --site <site> --server-name name --cert FILE --key FILE` prints nginx's configuration for it;
 * `deploy units` prints (or writes) the API's systemd service.
 * A site is a folder (a path with a /) or a name under sites/.
 */
import path from 'node:path';
import { siteDir } from '../release/release.js';
import { workspaceFolders, writeProxiedSite } from './proxied-site.js';
import { nginxCommand, required, unitsCommand } from './render-commands.js';
import { API_UNIT } from './systemd-units.js';

export const DEPLOY_USAGE = `  deploy site <site> --origin https://NAME
                                      write the site's config.json and remotes.json for one HTTPS origin (API at
                                      /api and /token, each built remote at /remotes/<remote>/<version>/)
  deploy nginx --site <site> --server-name NAME --cert FILE --key FILE [--api 127.0.0.1:8015] [--acme-webroot DIR] [--no-hsts] [--no-brotli]
                                      print nginx's site configuration serving that site on https://NAME
                                      (docs/deploy.md)
  deploy units [--install-dir /opt/screening] [--data-dir /srv/screening/data] [--backup-dir DIR] [--user screening]
               [--env-file /etc/screening/api.env] [--node /usr/bin/node] [--port 8015] [--workers 1] [--out DIR]
                                      print the API's systemd service (or write DIR/${API_UNIT})`;

const folderOf = (site: string) => (site.includes('/') ? path.resolve(site) : siteDir(site));

export function deployCommand(args: string[]): number {
  const [what, ...rest] = args;
  if (what === 'site') {
    const site = rest.shift();
    if (!site || site.startsWith('--')) throw new Error(`deploy site needs a site.\n${DEPLOY_USAGE}`);
    const origin = required(rest, '--origin', DEPLOY_USAGE);
    const dir = folderOf(site);
    const manifest = writeProxiedSite(dir, origin, path.basename(dir));
    console.log(
      `Wrote ${path.join(dir, 'config.json')} and remotes.json (${Object.keys(manifest.remotes).join(', ') || 'no remote built'}).`,
    );
    return 0;
  }
  if (what === 'nginx') {
    const siteDir = folderOf(required(rest, '--site', DEPLOY_USAGE));
    return nginxCommand(rest, workspaceFolders(siteDir), DEPLOY_USAGE);
  }
  if (what === 'units') return unitsCommand(rest, DEPLOY_USAGE);
  console.log(`Usage:\n${DEPLOY_USAGE}`);
  return 2;
}
