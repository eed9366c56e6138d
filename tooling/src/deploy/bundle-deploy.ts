/**
 * `node deploy.mjs nginx|units …` in an unpacked release bundle (docs/deploy.md): `deploy nginx` and `deploy units`
 * for the folder the file lies in, so the hospital's server needs no checkout, pnpm or TypeScript. `release bundle`
 * compiles it into the bundle; its text is renderNginxSite's and renderApiUnit's, as the workspace's commands print.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleManifest } from '../release/bundle.js';
import { nginxCommand, unitsCommand, type ServedFolders } from './render-commands.js';

const USAGE = `  node deploy.mjs nginx --server-name NAME --cert FILE --key FILE [--api 127.0.0.1:8015] [--acme-webroot DIR] [--no-hsts] [--no-brotli]
                                      print nginx's site configuration serving this bundle's site on https://NAME
  node deploy.mjs units [--install-dir THIS FOLDER] [--data-dir /srv/screening/data] [--backup-dir DIR]
               [--user screening] [--env-file /etc/screening/api.env] [--node /usr/bin/node] [--port 8015]
               [--workers 1] [--out DIR]
                                      print the API's systemd service running this bundle's server`;

/** What nginx serves from an unpacked bundle at `root`: its host, its site and the releases it holds. */
export function bundleFolders(root: string, manifest: Pick<BundleManifest, 'site' | 'remotes'>): ServedFolders {
  return {
    hostDir: path.join(root, 'host', 'dist'),
    siteDir: path.join(root, 'sites', manifest.site),
    remotes: Object.fromEntries(Object.keys(manifest.remotes).map((remote) => [remote, [path.join(root, 'releases', remote)]])),
  };
}

function main(args: string[]): number {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) as BundleManifest;
  const [what, ...rest] = args;
  if (what === 'nginx') return nginxCommand(rest, bundleFolders(root, manifest), USAGE);
  if (what === 'units') return unitsCommand(rest, USAGE, root);
  console.log(`Release ${manifest.release} (site ${manifest.site}).\nUsage:\n${USAGE}`);
  return what ? 2 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
