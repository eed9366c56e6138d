/**
 * `deploy site <site> --origin https://name` writes a site served on one origin through the proxy;
 * `deploy nginx --site <site> --server-name name --cert FILE --key FILE` prints nginx's configuration for it;
 * `deploy units` prints (or writes) the API's systemd service.
 * A site is a folder (a path with a /) or a name under sites/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../release/release.js';
import { missingFolders, renderNginxSite, workspaceNginxSite } from './nginx-config.js';
import { writeProxiedSite } from './proxied-site.js';
import { API_UNIT, renderApiUnit } from './systemd-units.js';

export const DEPLOY_USAGE = `  deploy site <site> --origin https://NAME
                                      write the site's config.json and remotes.json for one HTTPS origin (API at
                                      /api and /token, each built remote at /remotes/<remote>/<version>/)
  deploy nginx --site <site> --server-name NAME --cert FILE --key FILE [--api 127.0.0.1:8015] [--no-hsts]
                                      print nginx's site configuration serving that site on https://NAME
                                      (docs/deploy.md)
  deploy units [--install-dir /opt/screening] [--data-dir /srv/screening/data] [--backup-dir DIR] [--user screening]
               [--env-file /etc/screening/api.env] [--node /usr/bin/node] [--port 8015] [--workers 1] [--out DIR]
                                      print the API's systemd service (or write DIR/${API_UNIT})`;

function take(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function required(args: string[], name: string): string {
  const value = take(args, name);
  if (value === undefined) throw new Error(`${name} is required.\n${DEPLOY_USAGE}`);
  return value;
}

const folderOf = (site: string) => (site.includes('/') ? path.resolve(site) : siteDir(site));

export function deployCommand(args: string[]): number {
  const [what, ...rest] = args;
  if (what === 'site') {
    const site = rest.shift();
    if (!site || site.startsWith('--')) throw new Error(`deploy site needs a site.\n${DEPLOY_USAGE}`);
    const origin = required(rest, '--origin');
    const dir = folderOf(site);
    const manifest = writeProxiedSite(dir, origin, path.basename(dir));
    console.log(
      `Wrote ${path.join(dir, 'config.json')} and remotes.json (${Object.keys(manifest.remotes).join(', ') || 'no remote built'}).`,
    );
    return 0;
  }
  if (what === 'nginx') {
    const hsts = !rest.includes('--no-hsts');
    const options = workspaceNginxSite({
      siteDir: folderOf(required(rest, '--site')),
      serverName: required(rest, '--server-name'),
      certificate: required(rest, '--cert'),
      key: required(rest, '--key'),
      api: take(rest, '--api'),
      hsts,
    });
    for (const file of missingFolders(options)) console.error(`warning: ${file} does not exist yet (nginx would answer 404).`);
    for (const file of [options.certificate, options.key]) {
      if (!fs.existsSync(file)) console.error(`warning: ${file} does not exist yet (nginx will not start without it).`);
    }
    process.stdout.write(renderNginxSite(options));
    return 0;
  }
  if (what === 'units') {
    const number = (name: string) => {
      const value = take(rest, name);
      if (value !== undefined && !/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
      return value === undefined ? undefined : Number(value);
    };
    const options = {
      installDir: take(rest, '--install-dir'),
      dataDir: take(rest, '--data-dir'),
      backupDir: take(rest, '--backup-dir'),
      user: take(rest, '--user'),
      environmentFile: take(rest, '--env-file'),
      node: take(rest, '--node'),
      port: number('--port'),
      workers: number('--workers'),
    };
    const out = take(rest, '--out');
    if (rest.length) throw new Error(`deploy units does not know ${rest.join(' ')}.\n${DEPLOY_USAGE}`);
    const unit = renderApiUnit(options);
    const main = path.join(path.resolve(options.installDir ?? '/opt/screening'), 'server', 'dist', 'main.js');
    if (!fs.existsSync(main))
      console.error(`warning: ${main} does not exist yet (build it: npx -y pnpm@10.34.9 --filter @screening/server build).`);
    const node = path.resolve(options.node ?? '/usr/bin/node');
    if (!fs.existsSync(node)) console.error(`warning: ${node} does not exist (give Node's path with --node).`);
    if (out === undefined) {
      process.stdout.write(unit);
      return 0;
    }
    const file = path.join(path.resolve(out), API_UNIT);
    fs.writeFileSync(file, unit);
    console.log(`Wrote ${file}.`);
    return 0;
  }
  console.log(`Usage:\n${DEPLOY_USAGE}`);
  return 2;
}
