/**
 * `release bundle --site <site> --out DIR`: the one file a hospital copies to its server (docs/deploy.md). It holds,
 * in the layout `deploy nginx` and `deploy units` name under the install folder (/opt/screening):
 *
 *   host/dist/                          the host, as built
 *   releases/<remote>/<version>/        every version the site pins, with its release.json (integrity, paths, …)
 *   sites/<site>/                       config.json and remotes.json
 *   server/dist/                        the compiled API (main.js) and its commands (admin-cli.js, db-cli.js)
 *   server/node_modules/                the API's production packages, real files (no workspace behind them)
 *   server/package.json                 `"type": "module"`, so plain node loads the compiled files as ES modules
 *   deploy.mjs                          `deploy nginx` and `deploy units` for this folder, with plain node
 *   docs/                               this recipe and Operations (the unit's Documentation= names them)
 *   deploy/prometheus/                  the alert and recording rules for the API's metrics (METRICS_PORT)
 *   manifest.json                       the release, what each part's version is, the commit and when it was built
 *   SHA256SUMS                          every other file's SHA-256, for `sha256sum -c`
 *
 * and `<tarball>.sha256` is written beside it, to check the copy before it is unpacked. Everything the site pins is
 * checked before anything is written (a version never released, files changed since their release, an entry nginx
 * would not serve, a build not there), and the tarball appears under its name only once it is complete.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileScript } from '@screening/server/build/build-server';
import type { RemotesManifest } from '@screening/shared/types';
import { RELEASE_FILE, sha384 } from '../build/build.js';
import { remoteRoots } from '../serve/suite.js';
import { findRemote, readApp, repoRoot, workspaceSharedVersion } from '../workspace.js';
import { changedFiles, ReleaseError, siteDir } from './release.js';
import { readSiteFile, SiteFileError } from './site-file.js';
import { create as createTar } from 'tar';

/** One thing the tarball holds: a folder, a file copied from `source` or made of `content`, or a symbolic link. */
type TarEntry =
  | { type: 'dir'; name: string }
  | { type: 'file'; name: string; source: string }
  | { type: 'file'; name: string; content: Buffer }
  | { type: 'symlink'; name: string; target: string };

/**
 * The entries laid out in `stage`, then packed with node-tar in their (sorted) order: every entry owned by 0:0 (no
 * owner recorded) and stamped `mtime`, so the same files make the same archive.
 */
async function writeTarGz(file: string, entries: readonly TarEntry[], mtime: Date, stage: string): Promise<void> {
  for (const entry of entries) {
    const at = path.join(stage, entry.name);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    if (entry.type === 'dir') fs.mkdirSync(at, { recursive: true });
    else if (entry.type === 'symlink') fs.symlinkSync(entry.target, at);
    // A copy keeps the source's mode (an executable stays one).
    else if ('source' in entry) fs.copyFileSync(entry.source, at);
    else fs.writeFileSync(at, entry.content);
  }
  await createTar(
    { file, gzip: true, cwd: stage, portable: true, mtime, noDirRecurse: true },
    entries.map((e) => e.name),
  );
}

export const CHECKSUMS_FILE = 'SHA256SUMS';
export const MANIFEST_FILE = 'manifest.json';

export interface BundleOptions {
  /** A site name under sites/, or a site's folder (a path with a /). */
  site: string;
  /** Where the tarball and its .sha256 are written. */
  outDir: string;
  /** The commit the bundle is built from (default: the checkout's HEAD). */
  commit?: string;
  /** When it was built, ISO 8601 (default: the commit's time, so a rebuild of one commit is the same). */
  builtAt?: string;
  /** The compiled server (default server/dist) and the host's build (default host/dist). */
  serverDist?: string;
  hostDist?: string;
  /** Fills a folder with the server's production node_modules (default: `pnpm deploy` of @screening/server). */
  serverPackages?: (into: string) => void;
}

export interface BundleManifest {
  release: string;
  site: string;
  commit: string;
  builtAt: string;
  node: string;
  server: string;
  host: string;
  shared: string;
  remotes: Record<string, { version: string; integrity: string }>;
}

export interface Bundle {
  file: string;
  checksumFile: string;
  sha256: string;
  manifest: BundleManifest;
  files: number;
}

const SERVER_PACKAGE = path.join(repoRoot, 'server', 'package.json');

function git(...args: string[]): string | undefined {
  const run = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file and folder under `dir`, named `prefix/…`, symbolic links kept as links (they must stay inside). */
function entriesOf(dir: string, prefix: string, skip: (name: string) => boolean = () => false): TarEntry[] {
  const entries: TarEntry[] = [{ type: 'dir', name: prefix }];
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip(item.name)) continue;
    const source = path.join(dir, item.name);
    const name = `${prefix}/${item.name}`;
    if (item.isSymbolicLink()) {
      const target = fs.readlinkSync(source);
      if (path.isAbsolute(target)) throw new ReleaseError(`${source} links to ${target}, outside the bundle.`);
      entries.push({ type: 'symlink', name, target });
    } else if (item.isDirectory()) {
      entries.push(...entriesOf(source, name, skip));
    } else if (item.isFile()) {
      if (/[\n\\]/.test(name)) throw new ReleaseError(`${source}: a file name sha256sum would escape.`);
      entries.push({ type: 'file', name, source });
    }
  }
  return entries;
}

/** The package manager this workspace names (package.json `packageManager`), as the caller ran it or through npx. */
function pnpm(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) return [process.execPath, [execPath]];
  const manager = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager as string;
  return ['npx', ['-y', manager]];
}

/** The server's production packages as real files: `pnpm deploy`, which copies them from the store. */
export function deployServerPackages(into: string): void {
  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'screening-server-')), 'server');
  try {
    const [command, prefix] = pnpm();
    const run = spawnSync(
      command,
      [
        ...prefix,
        '--filter',
        '@screening/server',
        'deploy',
        '--prod',
        '--prefer-offline',
        '--config.inject-workspace-packages=true',
        target,
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    if (run.status !== 0)
      throw new ReleaseError(`pnpm deploy of the server's packages failed:\n${run.stderr || run.stdout || run.error}`);
    fs.renameSync(path.join(target, 'node_modules'), into);
  } finally {
    fs.rmSync(path.dirname(target), { recursive: true, force: true });
  }
}

/** pnpm's own records and its `.bin` scripts name the folder it installed into, a temporary one: not needed to run. */
const PNPM_BOOKKEEPING = new Set(['.bin', '.modules.yaml', '.pnpm-workspace-state-v1.json', 'lock.yaml']);

function readPins(site: string): { dir: string; remotes: RemotesManifest } {
  const dir = site.includes('/') ? path.resolve(site) : siteDir(site);
  try {
    readSiteFile('config.json', path.join(dir, 'config.json'));
    return { dir, remotes: readSiteFile('remotes.json', path.join(dir, 'remotes.json')) };
  } catch (error) {
    if (error instanceof SiteFileError || (error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ReleaseError(`Site ${site}: ${(error as Error).message}`);
    throw error;
  }
}

/** Builds the tarball; refuses, naming each missing or changed part, before writing anything. */
export async function bundle(options: BundleOptions): Promise<Bundle> {
  const serverDist = path.resolve(options.serverDist ?? path.join(repoRoot, 'server', 'dist'));
  const hostDist = path.resolve(options.hostDist ?? path.join(repoRoot, 'host', 'dist'));
  const { dir: siteFolder, remotes: pins } = readPins(options.site);
  const site = path.basename(siteFolder);

  const problems: string[] = [];
  // The commands too: a build made before they were compiled would leave the installation no first administrator.
  const unbuilt = ['main.js', 'admin-cli.js', 'db-cli.js', 'migrations'].filter((f) => !fs.existsSync(path.join(serverDist, f)));
  if (unbuilt.length)
    problems.push(
      `the server is not built (${unbuilt.map((f) => `${serverDist}/${f}`).join(', ')}): npx -y pnpm@10.34.9 --filter @screening/server build`,
    );
  if (!fs.existsSync(path.join(hostDist, 'index.html')))
    problems.push(`the host is not built (${hostDist}/index.html): npx tsx tooling/src/cli.ts build host`);
  if (Object.keys(pins.remotes).length === 0)
    problems.push(`site ${site} pins no remote (pnpm site pin ${site} <remote>@<version>)`);

  const releases: { remote: string; version: string; integrity: string; dir: string }[] = [];
  for (const [remote, pin] of Object.entries(pins.remotes)) {
    const roots = remoteRoots(findRemote(remote));
    const dir = roots.map((root) => path.join(root, pin.version)).find((d) => fs.existsSync(path.join(d, RELEASE_FILE)));
    if (!dir) {
      problems.push(`${remote} ${pin.version} is pinned but has not been released on this machine (pnpm release ${remote})`);
      continue;
    }
    if (sha384(path.join(dir, 'remoteEntry.js')) !== pin.integrity || changedFiles(dir).length > 0) {
      problems.push(`${remote} ${pin.version} in ${dir} no longer matches its pin (${pin.integrity}): pin it again`);
      continue;
    }
    const served = `/remotes/${remote}/${pin.version}/remoteEntry.js`;
    if (new URL(pin.entry).pathname !== served) {
      problems.push(
        `${remote} ${pin.version} is pinned at ${pin.entry}, which the bundle's nginx does not serve (it serves ${served}): ` +
          `pnpm site pin ${site} ${remote}@${pin.version} --base https://<origin>/remotes/${remote}`,
      );
      continue;
    }
    releases.push({ remote, version: pin.version, integrity: pin.integrity, dir });
  }

  const commit = options.commit ?? git('rev-parse', 'HEAD');
  const builtAt = options.builtAt ?? (commit ? git('show', '-s', '--format=%cI', commit) : undefined);
  if (!commit) problems.push('no commit to name the release by: give --commit (not a git checkout)');
  if (commit && !builtAt) problems.push('no build time: give --built-at (the commit is not in this checkout)');
  const when = new Date(builtAt ?? '');
  if (builtAt && Number.isNaN(when.getTime())) problems.push(`--built-at "${builtAt}" is not a time (e.g. 2026-11-29T22:00:00Z)`);

  if (problems.length) throw new ReleaseError(`Cannot bundle site ${site}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  const serverPackage = JSON.parse(fs.readFileSync(SERVER_PACKAGE, 'utf8')) as { version: string; description: string };
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const release = `${site}-${serverPackage.version}-${commit!.slice(0, 12)}`;
  const manifest: BundleManifest = {
    release,
    site,
    commit: commit!,
    builtAt: when.toISOString(),
    node: rootPackage.engines.node,
    server: serverPackage.version,
    host: readApp('host').version,
    shared: workspaceSharedVersion(),
    remotes: Object.fromEntries(releases.map((r) => [r.remote, { version: r.version, integrity: r.integrity }])),
  };

  fs.mkdirSync(options.outDir, { recursive: true });
  const file = path.join(path.resolve(options.outDir), `screening-${release}.tar.gz`);
  const partial = `${path.dirname(file)}/.${path.basename(file)}.${process.pid}.partial`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-bundle-'));
  try {
    const modules = path.join(work, 'node_modules');
    (options.serverPackages ?? deployServerPackages)(modules);

    const entries: TarEntry[] = [
      { type: 'dir', name: 'host' },
      ...entriesOf(hostDist, 'host/dist'),
      { type: 'dir', name: 'releases' },
      ...[...new Set(releases.map((r) => r.remote))].map((remote): TarEntry => ({ type: 'dir', name: `releases/${remote}` })),
      ...releases.flatMap((r) => entriesOf(r.dir, `releases/${r.remote}/${r.version}`)),
      { type: 'dir', name: 'sites' },
      { type: 'dir', name: `sites/${site}` },
      ...['config.json', 'remotes.json'].map((name): TarEntry => ({
        type: 'file',
        name: `sites/${site}/${name}`,
        source: path.join(siteFolder, name),
      })),
      { type: 'dir', name: 'server' },
      ...entriesOf(serverDist, 'server/dist'),
      ...entriesOf(modules, 'server/node_modules', (name) => PNPM_BOOKKEEPING.has(name)),
      {
        type: 'file',
        name: 'server/package.json',
        content: Buffer.from(
          JSON.stringify(
            {
              name: '@screening/server',
              version: serverPackage.version,
              private: true,
              type: 'module',
              description: `${serverPackage.description}, compiled (node server/dist/main.js)`,
              engines: rootPackage.engines,
            },
            null,
            2,
          ) + '\n',
        ),
      },
      {
        type: 'file',
        name: 'deploy.mjs',
        content: await compileScript(path.join(repoRoot, 'tooling', 'src', 'deploy', 'bundle-deploy.ts')),
      },
      { type: 'dir', name: 'deploy' },
      ...entriesOf(path.join(repoRoot, 'deploy', 'prometheus'), 'deploy/prometheus'),
      { type: 'dir', name: 'docs' },
      ...['deploy.md', 'operations.md'].map((name): TarEntry => ({
        type: 'file',
        name: `docs/${name}`,
        source: path.join(repoRoot, 'docs', name),
      })),
      { type: 'file', name: MANIFEST_FILE, content: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') },
    ];
    const sums = entries
      .flatMap((e) => (e.type !== 'file' ? [] : [`${sha256('content' in e ? e.content : fs.readFileSync(e.source))}  ${e.name}`]))
      .sort((a, b) => (a.slice(66) < b.slice(66) ? -1 : 1));
    entries.push({ type: 'file', name: CHECKSUMS_FILE, content: Buffer.from(sums.join('\n') + '\n') });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

    await writeTarGz(partial, entries, when, path.join(work, 'stage'));
    const digest = sha256(fs.readFileSync(partial));
    const checksumFile = `${file}.sha256`;
    fs.writeFileSync(`${partial}.sha256`, `${digest}  ${path.basename(file)}\n`);
    fs.renameSync(partial, file);
    fs.renameSync(`${partial}.sha256`, checksumFile);
    return { file, checksumFile, sha256: digest, manifest, files: sums.length + 1 };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${partial}.sha256`, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}
