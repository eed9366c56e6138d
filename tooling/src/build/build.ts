/** Builds applications with the one preset, in a single webpack process (2 at a time). */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import type { PinnedRemote, RouteManifestEntry } from '@screening/shared/types';
import { pinnedReadsOf, type PinnedOfflineRead } from '@screening/domain/reads';
import { createConfig, ONLINE_ONLY_LIST, outputDir, type PresetOptions } from '../webpack/preset.js';
import { sha384Digest } from '../webpack/chunk-integrity.js';
import { allApps, type AppInfo } from '../workspace.js';

export interface BuildResult {
  app: AppInfo;
  outDir: string;
  /** Remotes only: what a site file pins. */
  release?: RemoteRelease;
}

export interface RemoteRelease {
  remote: string;
  version: string;
  sharedVersion: string;
  integrity: string;
  routes: RouteManifestEntry[];
  paths: string[];
  /**
   * The reads its manifest declares for offline use, each with its route's access: what the site's pin carries.
   * Absent from a release made before areas declared them.
   */
  offlineReads?: PinnedOfflineRead[];
  /**
   * Every file the remote's code may fetch, relative to its version folder (chunks, styles, fonts, images): the
   * service worker keeps them all once the version is loaded online, so pages not opened yet open offline too.
   */
  files: string[];
  builtAt: string;
}

export const RELEASE_FILE = 'release.json';

export function sha384(file: string): string {
  return `sha384-${sha384Digest(fs.readFileSync(file))}`;
}

/** The remote's route list, read from its plain-data manifest (no React is run). */
export async function readRouteManifest(app: AppInfo): Promise<RouteManifestEntry[]> {
  const mod = await import(pathToFileURL(path.join(app.dir, 'src', 'route-manifest.ts')).href);
  return mod.routeManifest as RouteManifestEntry[];
}

function run(configs: webpack.Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(
      configs.length === 1 ? configs[0] : (Object.assign(configs, { parallelism: 2 }) as never),
    ) as unknown as webpack.MultiCompiler;
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err) return reject(err);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        if (stats?.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: false }));
        resolve();
      });
    });
  });
}

/** The files of a build folder a page may fetch: not source maps, not precompressed copies, not the entry itself. */
export function codeFiles(outDir: string): string[] {
  return (fs.readdirSync(outDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(outDir, file)).isFile())
    .filter((file) => !/\.(map|gz|br)$/.test(file) && file !== 'remoteEntry.js' && file !== RELEASE_FILE)
    .sort();
}

/** The files a page keeps for offline use: its code files but what is used online only (the password policy's estimator). */
function offlineFiles(outDir: string): string[] {
  const listed = path.join(outDir, ONLINE_ONLY_LIST);
  const onlineOnly = new Set<string>(fs.existsSync(listed) ? JSON.parse(fs.readFileSync(listed, 'utf8')) : []);
  return codeFiles(outDir).filter((file) => file !== ONLINE_ONLY_LIST && !onlineOnly.has(file));
}

export async function describeRelease(
  app: AppInfo,
  outDir: string,
  sharedVersion?: string,
  version = app.version,
): Promise<RemoteRelease> {
  const routes = await readRouteManifest(app);
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(app.dir, '..', 'shared', 'package.json'), 'utf8'));
  return {
    remote: app.federationName,
    version,
    sharedVersion: sharedVersion ?? sharedPkg.version,
    integrity: sha384(path.join(outDir, 'remoteEntry.js')),
    routes,
    paths: routes.map((r) => r.path),
    offlineReads: pinnedReadsOf(routes),
    files: offlineFiles(outDir),
    builtAt: new Date().toISOString(),
  };
}

export async function buildApps(apps: AppInfo[] = allApps(), options: PresetOptions = {}): Promise<BuildResult[]> {
  const started = Date.now();
  const configs = apps.map((app) => createConfig(app.dir, options));
  await run(configs);
  const results: BuildResult[] = [];
  for (const app of apps) {
    const outDir = options.outDir ?? outputDir(app);
    if (app.kind === 'remote') {
      const release = await describeRelease(app, outDir, options.sharedVersion, options.version);
      fs.writeFileSync(path.join(outDir, RELEASE_FILE), JSON.stringify(release, null, 2));
      results.push({ app, outDir, release });
    } else results.push({ app, outDir });
  }
  console.log(`Built ${apps.map((a) => a.federationName).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return results;
}

/** A site's pin for a built remote, served from `baseUrl` (the remote's static server). */
export function pinFor(release: RemoteRelease, baseUrl: string): PinnedRemote {
  return {
    version: release.version,
    entry: `${baseUrl.replace(/\/$/, '')}/${release.version}/remoteEntry.js`,
    integrity: release.integrity,
    paths: release.paths,
    sharedVersion: release.sharedVersion,
    releasedAt: release.builtAt,
    // A release made before areas declared their reads pins none: the offline core keeps what its screens read.
    ...(release.offlineReads ? { offlineReads: release.offlineReads } : {}),
  };
}
