/** Where the suite's applications live and what they are called. */
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Immutable remote releases: `<releasesRoot>/<remote>/<version>/`. */
export const releasesRoot = (): string => path.resolve(process.env.SCREENING_RELEASES_DIR ?? path.join(repoRoot, 'releases'));
/** Site folders: `<sitesRoot>/<site>/{remotes.json,config.json}`. */
export const sitesRoot = (): string => path.resolve(process.env.SCREENING_SITES_DIR ?? path.join(repoRoot, 'sites'));

export interface AppInfo {
  /** Folder name, e.g. `mfe-camps`. */
  folder: string;
  dir: string;
  packageName: string;
  /** Module Federation container name, e.g. `camps`. */
  federationName: string;
  version: string;
  port: number;
  kind: 'host' | 'remote';
}

export const APP_FOLDERS = [
  'host',
  'mfe-camps',
  'mfe-users',
  'mfe-patients',
  'mfe-clinical',
  'mfe-reports',
  'mfe-dashboard',
] as const;
export const REMOTE_FOLDERS = APP_FOLDERS.filter((f) => f !== 'host');

export { sharedRequiredRange, sharedSatisfies } from '@screening/domain/compatibility';

/** The @screening/shared version this workspace builds the shell with. */
export function workspaceSharedVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version as string;
}

export function readApp(dirOrFolder: string): AppInfo {
  const dir = path.isAbsolute(dirOrFolder) ? dirOrFolder : path.join(repoRoot, dirOrFolder);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!pkg.federation?.name) throw new Error(`${dir}/package.json has no "federation" block`);
  return {
    folder: path.basename(dir),
    dir,
    packageName: pkg.name,
    federationName: pkg.federation.name,
    version: pkg.version,
    port: pkg.federation.port,
    kind: pkg.federation.name === 'host' ? 'host' : 'remote',
  };
}

/** Accepts `camps`, `mfe-camps` or `@screening/mfe-camps`. */
export function findRemote(name: string): AppInfo {
  const folder = name.replace(/^@screening\//, '').replace(/^(?!mfe-)/, 'mfe-');
  if (!REMOTE_FOLDERS.includes(folder as (typeof REMOTE_FOLDERS)[number])) {
    throw new Error(`Unknown remote "${name}". Remotes: ${REMOTE_FOLDERS.map((f) => f.slice(4)).join(', ')}`);
  }
  return readApp(folder);
}

export function allApps(): AppInfo[] {
  return APP_FOLDERS.map((f) => readApp(f));
}
