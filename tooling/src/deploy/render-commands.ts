/**
 * `deploy nginx` and `deploy units` as the workspace's CLI (deploy-cli.ts) and a release bundle's `deploy.mjs`
 * (bundle-deploy.ts) both run them: the options, the warnings and the text are one. Nothing here reaches the build
 * tooling, so the bundle's copy compiles to a single small file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliStaticInstalled, missingFolders, renderNginxSite, type NginxSiteOptions } from './nginx-config.js';
import { API_UNIT, renderApiUnit } from './systemd-units.js';

export function take(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

export function required(args: string[], name: string, usage: string): string {
  const value = take(args, name);
  if (value === undefined) throw new Error(`${name} is required.\n${usage}`);
  return value;
}

/** The folders nginx serves: the host's build, the site's and, per remote, where its version folders are. */
export type ServedFolders = Pick<NginxSiteOptions, 'hostDir' | 'siteDir' | 'remotes'>;

/**
 * `--server-name NAME --cert FILE --key FILE [--api ADDRESS] [--acme-webroot DIR] [--no-hsts] [--no-brotli]`: prints
 * nginx's site for `folders`. Brotli is served where this machine's nginx has the module for it.
 */
export function nginxCommand(rest: string[], folders: ServedFolders, usage: string): number {
  const hsts = !rest.includes('--no-hsts');
  const brotli = !rest.includes('--no-brotli') && brotliStaticInstalled();
  const options: NginxSiteOptions = {
    ...folders,
    serverName: required(rest, '--server-name', usage),
    certificate: required(rest, '--cert', usage),
    key: required(rest, '--key', usage),
    api: take(rest, '--api'),
    acmeWebroot: take(rest, '--acme-webroot'),
    hsts,
    brotli,
  };
  for (const file of missingFolders(options)) console.error(`warning: ${file} does not exist yet (nginx would answer 404).`);
  for (const file of [options.certificate, options.key]) {
    if (!fs.existsSync(file)) console.error(`warning: ${file} does not exist yet (nginx will not start without it).`);
  }
  if (!brotli && !rest.includes('--no-brotli'))
    console.error(
      'note: scripts are served in gzip; `apt-get install libnginx-mod-http-brotli-static`, then render again, to serve Brotli (about 13 % fewer bytes).',
    );
  process.stdout.write(renderNginxSite(options));
  return 0;
}

/** `[--install-dir DIR] [--data-dir DIR] … [--out DIR]`: prints (or writes) the API's unit; `installDir` is the default. */
export function unitsCommand(rest: string[], usage: string, installDir = '/opt/screening'): number {
  const number = (name: string) => {
    const value = take(rest, name);
    if (value !== undefined && !/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
    return value === undefined ? undefined : Number(value);
  };
  const options = {
    installDir: take(rest, '--install-dir') ?? installDir,
    dataDir: take(rest, '--data-dir'),
    backupDir: take(rest, '--backup-dir'),
    user: take(rest, '--user'),
    environmentFile: take(rest, '--env-file'),
    node: take(rest, '--node'),
    port: number('--port'),
    workers: number('--workers'),
  };
  const out = take(rest, '--out');
  if (rest.length) throw new Error(`deploy units does not know ${rest.join(' ')}.\n${usage}`);
  const unit = renderApiUnit(options);
  const main = path.join(path.resolve(options.installDir), 'server', 'dist', 'main.js');
  if (!fs.existsSync(main))
    console.error(
      `warning: ${main} does not exist yet (unpack the release bundle there, or build it: npx -y pnpm@10.34.9 --filter @screening/server build).`,
    );
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
