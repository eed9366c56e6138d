/**
 * Reads the site's `remotes.json`, registers each pinned remote with the federation runtime, and loads a
 * remote's `./routes` only when one of its paths is visited. The entry script carries the pinned sha384
 * integrity, so a tampered or swapped entry is refused by the browser; the entry carries the hash of every chunk it
 * loads (tooling/src/webpack/chunk-integrity.ts), so a changed chunk is refused too.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { opensRoute, setPinnedAreas } from '@screening/shared/core';
import { matchesIntegrity, sha384Digest } from './integrity';
import type { MenuEntry, PinnedRemote, RemoteRouteDefinition, RemotesManifest } from '@screening/shared';

export interface Site {
  /** The site's checked `remotes.json` (host/src/site/site-files.ts): a file that fails its schema never gets here. */
  manifest: RemotesManifest;
}

export type RemoteFailure = 'unreachable' | 'integrity' | 'incompatible' | 'crashed';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly kind: RemoteFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

export type LoadStatus = 'pinned' | 'loaded' | 'failed';
export interface RemoteState {
  status: LoadStatus;
  kind?: RemoteFailure;
  /** The version the loaded code reports about itself (its `./build` module). */
  runningVersion?: string;
}
let statuses: Record<string, RemoteState> = {};
const statusListeners = new Set<() => void>();

function setStatus(remote: string, state: RemoteState) {
  statuses = { ...statuses, [remote]: state };
  statusListeners.forEach((l) => l());
}

/** What happened to each pinned remote so far (for "About this site"); a new object on every change. */
export function remoteStatuses(): Record<string, RemoteState> {
  return statuses;
}
export function onRemoteStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

function integrityPlugin(manifest: RemotesManifest): ModuleFederationRuntimePlugin {
  const byEntry = new Map<string, PinnedRemote>();
  for (const pinned of Object.values(manifest.remotes)) byEntry.set(new URL(pinned.entry, location.href).href, pinned);
  return {
    name: 'site-integrity',
    createScript({ url }) {
      const pinned = byEntry.get(new URL(url, location.href).href);
      if (!pinned?.integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.integrity = pinned.integrity;
      return script;
    },
  };
}

let current: Site = { manifest: { site: 'unknown', remotes: {} } };

/** Registers each pinned remote of the site's checked `remotes.json` with the federation runtime. */
export function registerSite(manifest: RemotesManifest): Site {
  current = { manifest };
  // The offline core keeps the reads these areas declare (shared/src/offline/warm-reads.ts).
  setPinnedAreas(manifest.remotes);
  registerPlugins([integrityPlugin(manifest)]);
  registerRemotes(Object.entries(manifest.remotes).map(([name, pinned]) => ({ name, entry: pinned.entry })));
  return current;
}

export function currentSite(): Site {
  return current;
}

/** A page's code that cannot be fetched (server down mid-session) is "unreachable", not a crash. */
function isChunkFailure(error: Error): boolean {
  return /ChunkLoadError|Loading (CSS )?chunk|ScriptNetworkError|Failed to fetch dynamically imported module/i.test(
    `${error.name} ${error.message}`,
  );
}

/** The file a failed chunk load names (webpack's and mini-css-extract-plugin's errors carry it as `request`). */
function failedChunkUrl(error: unknown): string | null {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === 'string' && request ? request : null;
}

async function fetchBytes(url: string): Promise<ArrayBuffer | null> {
  const response = await fetch(url, { cache: 'no-store', mode: 'cors' });
  return response.ok ? response.arrayBuffer() : null;
}

/**
 * A remote's chunk the browser did not run: refused for its bytes when, read again, they are not those whose hash
 * its entry (verified against the pin) carries; otherwise it did not arrive.
 */
async function chunkFailure(pinned: PinnedRemote, url: string): Promise<RemoteFailure> {
  try {
    const [entry, chunk] = await Promise.all([fetchBytes(pinned.entry), fetchBytes(url)]);
    if (!entry || !chunk) return 'unreachable';
    if (pinned.integrity && !(await matchesIntegrity(entry, pinned.integrity))) return 'integrity';
    return new TextDecoder().decode(entry).includes(`"${await sha384Digest(chunk)}"`) ? 'unreachable' : 'integrity';
  } catch {
    return 'unreachable';
  }
}

/** A failed entry script or chunk does not say why; fetch it once to tell "unreachable" from "failed verification". */
async function diagnose(remote: string, error: unknown): Promise<RemoteLoadError> {
  const text = error instanceof Error ? error.message : String(error);
  if (/does not satisfy|Unsatisfied version|requiredVersion|strictVersion/i.test(text)) {
    return new RemoteLoadError(remote, 'incompatible', text);
  }
  const pinned = current.manifest.remotes[remote];
  const chunk = failedChunkUrl(error);
  if (pinned && chunk) return new RemoteLoadError(remote, await chunkFailure(pinned, chunk), text);
  if (pinned && /ScriptNetworkError|RUNTIME-008|Failed to load script/i.test(text)) {
    try {
      const entry = await fetchBytes(pinned.entry);
      if (entry && pinned.integrity && !(await matchesIntegrity(entry, pinned.integrity))) {
        return new RemoteLoadError(remote, 'integrity', text);
      }
    } catch {
      // Not fetched, or no digest here (crypto.subtle exists only on HTTPS and localhost): the browser still refused it.
    }
    return new RemoteLoadError(remote, 'unreachable', text);
  }
  return new RemoteLoadError(remote, 'crashed', text);
}

/** Why a page of a remote failed to load or to render: its code refused, not fetched, or crashed. */
export async function pageFailure(remote: string, error: Error): Promise<RemoteFailure> {
  const pinned = current.manifest.remotes[remote];
  const chunk = failedChunkUrl(error);
  if (pinned && chunk) return chunkFailure(pinned, chunk);
  return isChunkFailure(error) ? 'unreachable' : 'crashed';
}

const routesCache = new Map<string, Promise<RemoteRouteDefinition[]>>();
const loadedRoutes = new Map<string, RemoteRouteDefinition[]>();

/** The `./routes` of a remote that has already loaded (a page then renders without waiting a turn). */
export function routesLoaded(remote: string): RemoteRouteDefinition[] | undefined {
  return loadedRoutes.get(remote);
}

/** Loads (once) the `./routes` module of a pinned remote. A failure is not cached, so Retry really retries. */
export function loadRemoteRoutes(remote: string): Promise<RemoteRouteDefinition[]> {
  let pending = routesCache.get(remote);
  if (!pending) {
    pending = (async () => {
      if (!current.manifest.remotes[remote]) {
        throw new RemoteLoadError(remote, 'unreachable', `${remote} is not pinned in this site`);
      }
      try {
        const mod = await loadRemote<{ default: RemoteRouteDefinition[] } | RemoteRouteDefinition[]>(`${remote}/routes`);
        const routes = Array.isArray(mod) ? mod : mod?.default;
        if (!Array.isArray(routes)) throw new Error(`${remote}/routes did not export a route list`);
        const build = await loadRemote<{ version?: string }>(`${remote}/build`).catch(() => null);
        setStatus(remote, { status: 'loaded', runningVersion: build?.version });
        loadedRoutes.set(remote, routes);
        return routes;
      } catch (error) {
        const failure = error instanceof RemoteLoadError ? error : await diagnose(remote, error);
        setStatus(remote, { status: 'failed', kind: failure.kind });
        throw failure;
      }
    })();
    routesCache.set(remote, pending);
    pending.catch(() => routesCache.delete(remote));
  }
  return pending;
}

const pages = new WeakMap<RemoteRouteDefinition['component'], Promise<ComponentType>>();
const loadedPages = new WeakMap<RemoteRouteDefinition['component'], ComponentType>();

/** The component of a route whose page module has already run. */
export function pageLoaded(route: RemoteRouteDefinition): ComponentType | undefined {
  return loadedPages.get(route.component);
}

/** Runs (once) the page module of a route. A failure is not kept, so Retry fetches the chunk again. */
export function loadPage(route: RemoteRouteDefinition): Promise<ComponentType> {
  let pending = pages.get(route.component);
  if (!pending) {
    pending = route.component().then((module) => {
      loadedPages.set(route.component, module.default);
      return module.default;
    });
    pages.set(route.component, pending);
    pending.catch(() => pages.delete(route.component));
  }
  return pending;
}

/** Whether the signed-in user's menus open a remote's route (absent access: any signed-in user). */
export function mayOpen(route: RemoteRouteDefinition, menus: readonly MenuEntry[]): boolean {
  return opensRoute(menus, route.access);
}

/** A page's address as the router compares addresses: case aside, without a trailing slash. */
export const pageKey = (path: string): string => path.replace(/\/+$/, '').toLowerCase();

export interface SitePage {
  path: string;
  remote: string;
}

/** Every path the site serves, with the remote serving it; known before any remote is fetched. */
export function sitePaths(site: Site): SitePage[] {
  const seen = new Set<string>();
  const out: SitePage[] = [];
  for (const [remote, pinned] of Object.entries(site.manifest.remotes)) {
    for (const path of pinned.paths ?? []) {
      const key = pageKey(path);
      if (seen.has(key)) {
        console.warn(`Path ${path} is claimed by more than one remote; ${remote}'s claim is ignored.`);
        continue;
      }
      seen.add(key);
      out.push({ path, remote });
    }
  }
  return out;
}

/** The site's pages by their address (`pageKey`). */
export function sitePages(site: Site): ReadonlyMap<string, SitePage> {
  return new Map(sitePaths(site).map((page) => [pageKey(page.path), page]));
}
