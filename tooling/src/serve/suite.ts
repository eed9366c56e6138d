/** Starting the suite's parts: the API server (a child process) and the static servers of the six applications. */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { RemotesManifest } from '@screening/shared/types';
import { REMOTE_FOLDERS, readApp, releasesRoot, repoRoot, type AppInfo } from '../workspace.js';
import { pinFor, RELEASE_FILE, type RemoteRelease } from '../build/build.js';
import { checkedSiteFile } from '../release/site-file.js';
import { hostContentSecurityPolicy } from './content-security-policy.js';
import { startStaticServer, type RunningServer } from './static-server.js';

/** Released versions (immutable) win over a working build of the same version. */
export function remoteRoots(app: AppInfo): string[] {
  return [path.join(releasesRoot(), app.federationName), path.join(app.dir, 'dist')];
}

export function servedRelease(app: AppInfo, version = app.version): RemoteRelease | null {
  for (const root of remoteRoots(app)) {
    const file = path.join(root, version, RELEASE_FILE);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteRelease;
  }
  return null;
}

/** Writes `<siteDir>/remotes.json` pinning the current version of every remote that has been built. */
export function pinWorkingVersions(
  siteDir: string,
  remoteBase: (app: AppInfo) => string,
  site = path.basename(siteDir),
): RemotesManifest {
  const manifest: RemotesManifest = { site, remotes: {} };
  for (const folder of REMOTE_FOLDERS) {
    const app = readApp(folder);
    const release = servedRelease(app);
    if (!release) {
      console.warn(`${app.federationName} ${app.version} has not been built; it is left out of site ${site}.`);
      continue;
    }
    manifest.remotes[app.federationName] = pinFor(release, remoteBase(app));
  }
  fs.mkdirSync(siteDir, { recursive: true });
  const file = path.join(siteDir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify(checkedSiteFile('remotes.json', manifest, file), null, 2) + '\n');
  return manifest;
}

export interface RunningProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited (code ${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API server did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/** The origin the browser sees for a host served here on `port` (what `RunningServer.url` prints). */
export const localOrigin = (port: number) => `http://localhost:${port}`;

export interface StartApiOptions {
  port: number;
  dataDir: string;
  /** Origins of the hosts served with this API: CORS lets their pages call it (after any CORS_ORIGINS given). */
  hostOrigins?: string[];
  env?: Record<string, string>;
  quiet?: boolean;
}

export async function startApi(options: StartApiOptions): Promise<RunningProcess> {
  const corsOrigins = [process.env.CORS_ORIGINS, ...(options.hostOrigins ?? [])].filter(Boolean).join(',');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(corsOrigins ? { CORS_ORIGINS: corsOrigins } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (!options.quiet) process.stdout.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://localhost:${options.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitForHealth(url, child, () => log, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, output: () => log, stop };
}

export interface FrontendPorts {
  host: number;
  remotes: Record<string, number>;
}

export function defaultPorts(): FrontendPorts {
  const remotes: Record<string, number> = {};
  for (const folder of REMOTE_FOLDERS) {
    const app = readApp(folder);
    remotes[app.federationName] = app.port;
  }
  return { host: readApp('host').port, remotes };
}

export async function startRemoteServer(app: AppInfo, port: number): Promise<RunningServer> {
  return startStaticServer({ port, roots: remoteRoots(app) });
}

export async function startHostServer(port: number, siteDir: string): Promise<RunningServer> {
  return startStaticServer({
    port,
    roots: [path.join(repoRoot, 'host', 'dist')],
    files: { '/remotes.json': path.join(siteDir, 'remotes.json'), '/config.json': path.join(siteDir, 'config.json') },
    contentSecurityPolicy: () => hostContentSecurityPolicy(siteDir),
  });
}

/** Host and every remote, each on its own port. */
export async function startFrontends(
  ports: FrontendPorts,
  siteDir: string,
): Promise<{ host: RunningServer; remotes: Record<string, RunningServer> }> {
  const remotes: Record<string, RunningServer> = {};
  for (const folder of REMOTE_FOLDERS) {
    const app = readApp(folder);
    remotes[app.federationName] = await startRemoteServer(app, ports.remotes[app.federationName]);
  }
  const host = await startHostServer(ports.host, siteDir);
  return { host, remotes };
}
