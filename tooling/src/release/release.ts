/**
 * Releases and site pinning (docs/architecture.md §2): each remote is built alone into an immutable
 * `releases/<remote>/<version>/`, and a site's `remotes.json` pins, per remote, a released version with its entry
 * URL, sha384 integrity and paths. The host reads that file at run time, so pinning needs no rebuild.
 */
import fs from 'node:fs';

import path from 'node:path';
import zlib from 'node:zlib';
import type { PinnedRemote, RemotesManifest } from '@screening/shared/types';
import { buildApps, codeFiles, pinFor, RELEASE_FILE, sha384, type RemoteRelease } from '../build/build.js';
import { carriesChunkHashes, sha384Digest } from '../webpack/chunk-integrity.js';
import { checkedSiteFile, readSiteFile } from './site-file.js';
import {
  findRemote,
  releasesRoot,
  repoRoot,
  sharedRequiredRange,
  sharedSatisfies,
  sitesRoot,
  workspaceSharedVersion,
} from '../workspace.js';

export class ReleaseError extends Error {}

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export function releaseDir(remote: string, version: string): string {
  return path.join(releasesRoot(), remote, version);
}

export interface ReleaseOptions {
  /** Defaults to the remote's package.json version. */
  version?: string;
  /** The @screening/shared version the build declares it needs (defaults to the workspace's). */
  sharedVersion?: string;
}

/** Builds one remote alone into its release folder; an existing version is never overwritten. */
export async function release(remoteName: string, options: ReleaseOptions = {}): Promise<RemoteRelease> {
  const app = findRemote(remoteName);
  const version = options.version ?? app.version;
  if (!VERSION.test(version)) throw new ReleaseError(`"${version}" is not a version (expected e.g. 1.2.0).`);
  const target = releaseDir(app.federationName, version);
  if (fs.existsSync(target)) {
    throw new ReleaseError(
      `${app.federationName} ${version} is already released (${path.relative(process.cwd(), target)}). Releases are immutable: ` +
        `bump "version" in ${app.folder}/package.json and release again.`,
    );
  }
  // Build beside the target and move it in at the end, so a failed build leaves no half release behind.
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.${version}-`));
  try {
    const [result] = await buildApps([app], { outDir: staging, version, sharedVersion: options.sharedVersion });
    fs.renameSync(staging, target);
    return result.release!;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

export function readRelease(remote: string, version: string): RemoteRelease {
  const dir = releaseDir(remote, version);
  const file = path.join(dir, RELEASE_FILE);
  if (!fs.existsSync(file)) {
    const available = listReleases(remote);
    throw new ReleaseError(
      `${remote} ${version} has not been released.` +
        (available.length ? ` Released versions: ${available.join(', ')}.` : ` Run: pnpm release ${remote}`),
    );
  }
  const release = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteRelease;
  const actual = sha384(path.join(dir, 'remoteEntry.js'));
  if (actual !== release.integrity) {
    throw new ReleaseError(
      `${remote} ${version} has been modified since it was released (its entry no longer matches ${release.integrity}). It will not be pinned.`,
    );
  }
  const changed = changedFiles(dir);
  if (changed.length) {
    throw new ReleaseError(
      `${remote} ${version} has been modified since it was released (${changed.join(', ')} no longer match the hashes its entry carries). It will not be pinned.`,
    );
  }
  return release;
}

/**
 * The scripts and stylesheets of a release folder whose bytes its entry carries no hash of (the browser would refuse
 * them). A release built before every chunk was pinned carries none: only its entry is checked.
 */
export function changedFiles(dir: string): string[] {
  const entry = fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
  const unhashed = carriesChunkHashes(entry)
    ? codeFiles(dir)
        .filter((file) => /\.(js|css)$/.test(file))
        .filter((file) => !entry.includes(`"${sha384Digest(fs.readFileSync(path.join(dir, file)))}"`))
    : [];
  return [...unhashed, ...changedCopies(dir)];
}

const DECODERS = { gz: zlib.gunzipSync, br: zlib.brotliDecompressSync } as const;

/**
 * The precompressed copies (.gz, .br) of a release folder that do not decode to their file: a browser taking that
 * encoding is served them, and would refuse a script or stylesheet whose hash no longer matches.
 */
function changedCopies(dir: string): string[] {
  const changed: string[] = [];
  for (const file of ['remoteEntry.js', ...codeFiles(dir)]) {
    const bytes = fs.readFileSync(path.join(dir, file));
    for (const [ext, decode] of Object.entries(DECODERS)) {
      const copy = path.join(dir, `${file}.${ext}`);
      if (!fs.existsSync(copy)) continue;
      let decoded: Buffer | null;
      try {
        decoded = decode(fs.readFileSync(copy));
      } catch {
        decoded = null;
      }
      if (!decoded?.equals(bytes)) changed.push(`${file}.${ext}`);
    }
  }
  return changed;
}

export function listReleases(remote: string): string[] {
  const dir = path.join(releasesRoot(), remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => VERSION.test(v) && fs.existsSync(path.join(dir, v, RELEASE_FILE)))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

export function siteDir(site: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(site)) throw new ReleaseError(`"${site}" is not a site name (letters, digits, - and _).`);
  return path.join(sitesRoot(), site);
}

export function readSite(site: string): RemotesManifest {
  const file = path.join(siteDir(site), 'remotes.json');
  if (!fs.existsSync(file)) return { site, remotes: {} };
  return readSiteFile('remotes.json', file);
}

function writeJsonAtomic(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

export interface PinResult {
  site: string;
  remote: string;
  previous: PinnedRemote | null;
  pinned: PinnedRemote;
  /** Set when the shell this workspace builds would refuse the release ("… cannot run with this suite"). */
  incompatible?: string;
}

/**
 * Why the shell refuses a release, if it does: a remote runs only with the @screening/shared major it was built
 * against, at that minor or later (a release after a major change of shared, e.g. 3.0.0, refuses the areas built
 * against 2.x until they are released again).
 */
export function sharedMismatch(
  release: Pick<RemoteRelease, 'remote' | 'version' | 'sharedVersion'>,
  shell = workspaceSharedVersion(),
) {
  if (sharedSatisfies(shell, release.sharedVersion)) return undefined;
  return (
    `${release.remote} ${release.version} needs @screening/shared ${sharedRequiredRange(release.sharedVersion)}, but the shell ` +
    `provides ${shell}: the suite will refuse it ("cannot run with this suite"). Release it again from this workspace.`
  );
}

/**
 * Pins `remote@version` in a site. The entry is served from `base` — by default the origin the site already uses
 * for that remote, else the remote's own port on localhost.
 */
export function pin(site: string, spec: string, options: { base?: string } = {}): PinResult {
  const match = /^([a-z-]+)@(.+)$/.exec(spec);
  if (!match) throw new ReleaseError(`Expected <remote>@<version>, e.g. camps@1.2.0 (got "${spec}").`);
  const app = findRemote(match[1]);
  const remote = app.federationName;
  const release = readRelease(remote, match[2]);
  const manifest = readSite(site);
  const previous = manifest.remotes[remote] ?? null;
  const base = options.base ?? (previous ? new URL(previous.entry).origin : `http://localhost:${app.port}`);
  const pinned = pinFor(release, base);
  manifest.site = site;
  manifest.remotes[remote] = pinned;
  const dir = siteDir(site);
  const file = path.join(dir, 'remotes.json');
  writeJsonAtomic(file, checkedSiteFile('remotes.json', manifest, file));
  const config = path.join(dir, 'config.json');
  if (!fs.existsSync(config)) {
    writeJsonAtomic(config, readSiteFile('config.json', path.join(repoRoot, 'sites', 'default', 'config.json')));
  }
  return { site, remote, previous, pinned, incompatible: sharedMismatch(release) };
}

/**
 * Takes an area out of a site (`site unpin`): its tiles and pages leave the site at the next reload of the page, and
 * nothing else changes. Its releases stay, so pinning it again is a `site pin` away.
 */
export function unpin(site: string, name: string): { site: string; remote: string; previous: PinnedRemote } {
  const remote = findRemote(name).federationName;
  const manifest = readSite(site);
  const previous = manifest.remotes[remote];
  if (!previous) throw new ReleaseError(`Site ${site} does not pin ${remote}.`);
  delete manifest.remotes[remote];
  const file = path.join(siteDir(site), 'remotes.json');
  writeJsonAtomic(file, checkedSiteFile('remotes.json', manifest, file));
  return { site, remote, previous };
}

export interface SiteRow {
  remote: string;
  version: string;
  entry: string;
  paths: number;
  /**
   * Whether the released files still match the pinned integrity: the entry, and every script and stylesheet against
   * the hashes the entry carries (`entry only`: a release built before those, whose entry alone is pinned).
   */
  verified: 'ok' | 'entry only' | 'modified' | 'not on this machine';
  /** Whether the shell runs it: its @screening/shared is within the range the release needs. */
  shell: 'ok' | 'refuses';
}

export function listSite(site: string): SiteRow[] {
  const manifest = readSite(site);
  return Object.entries(manifest.remotes).map(([remote, pinned]) => {
    const dir = releaseDir(remote, pinned.version);
    const entry = path.join(dir, 'remoteEntry.js');
    const verified: SiteRow['verified'] = !fs.existsSync(entry)
      ? 'not on this machine'
      : sha384(entry) !== pinned.integrity || changedFiles(dir).length > 0
        ? 'modified'
        : carriesChunkHashes(fs.readFileSync(entry, 'utf8')) || !codeFiles(dir).some((f) => /\.(js|css)$/.test(f))
          ? 'ok'
          : 'entry only';
    const shell = !pinned.sharedVersion || sharedSatisfies(workspaceSharedVersion(), pinned.sharedVersion) ? 'ok' : 'refuses';
    return { remote, version: pinned.version, entry: pinned.entry, paths: pinned.paths.length, verified, shell };
  });
}
