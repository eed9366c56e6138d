/**
 * The reads the applications send and keep on the device, as data: one builder per read's body (the screens and the
 * offline core both build it here, so what the device keeps answers the screen's own request: the read cache keys on
 * the body's text), and the declaration by which an area's route manifest names the reads its screens need offline
 * (mfe-*\/src/route-manifest.ts, copied by the release tooling into the site's remotes.json).
 */
import type { RouteInput, routes } from '../api/contract';
import type { WorklistStage } from '../api/requests';
import type { RouteAccess } from '../types';
import { clinicSearchRequest, worklistRequest, type Caller, type WorklistPage } from './bodies';
import { KEPT_GET_READS } from './kept';

export * from './bodies';
export * from './kept';

type KeptGetRead = (typeof KEPT_GET_READS)[number];

interface KeptAnswer {
  /**
   * Read again whenever the network returns and after the outbox sent something (at most every 30 s), not only
   * after sign-in: a list that changes during the day.
   */
  refresh?: boolean;
  /**
   * Also keep the form (routes.metricsById) of every test the answer names: `waiting`, the tests each of its rows
   * waits on (a worklist); `listed`, each test it lists (the screening tests).
   */
  testForms?: 'waiting' | 'listed';
}

type GetRead = {
  [Name in KeptGetRead]: { route: Name } & (RouteInput<(typeof routes)[Name]> extends undefined | Record<string, never>
    ? { params?: undefined }
    : { params: RouteInput<(typeof routes)[Name]> });
}[KeptGetRead];

/** What the builder of a POST read takes besides the caller: the body is built at run time, for whoever signed in. */
type PostRead =
  | { route: 'activeClinics'; body: { search: string } }
  | { route: 'worklist'; body: { stage: WorklistStage; search: string } & WorklistPage };

/**
 * A read an area's screens need kept on the device, named by its route (a key of `routes`) with its path's params
 * (a GET) or its builder's input (a POST).
 */
export type OfflineRead = (GetRead | PostRead) & KeptAnswer;

/** The pure data of a remote's route (what the release tooling writes into remotes.json): no components. */
export interface RouteManifestEntry {
  path: string;
  access?: RouteAccess;
  /** The reads its screens need kept on the device, warmed for whoever may open it (docs/offline.md). */
  offline?: OfflineRead[];
}

/** An offline read as a site's remotes.json carries it: with the access of the manifest entry that declares it. */
export type PinnedOfflineRead = OfflineRead & { access?: { menu: string; privileges?: ('VIEW' | 'CREATE' | 'EDIT')[] } };

/** A read as a site file carries it: its shape checked (`PinnedOfflineReadSchema` of ../site), not its meaning. */
export interface LooseRead {
  route: string;
  params?: Record<string, string | number>;
  body?: object;
}

/** A request ready to send: a kept GET with its path's params, or a POST with the body its one builder made. */
export type ReadRequest =
  { route: KeptGetRead; params?: Record<string, string | number> } | { route: 'activeClinics' | 'worklist'; body: object };

const isText = (value: unknown): value is string => typeof value === 'string';
const isStage = (value: unknown): value is WorklistStage => value === 1 || value === 2 || value === 3 || value === 4;
const isPage = (value: unknown): value is number | undefined =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0);
const isClinic = (value: unknown): value is number | null | undefined => value == null || Number.isInteger(value);

/**
 * The request a declared read stands for, for this caller, built as its screen builds it; null for one the device
 * does not keep or cannot build (a write, a wrong input, a newer area's read): the offline core skips it.
 */
export function readRequest(read: LooseRead, caller: Caller): ReadRequest | null {
  if ((KEPT_GET_READS as readonly string[]).includes(read.route)) {
    return { route: read.route as KeptGetRead, ...(read.params ? { params: read.params } : {}) };
  }
  const body = (read.body ?? {}) as Record<string, unknown>;
  if (read.route === 'activeClinics' && isText(body.search)) {
    return { route: 'activeClinics', body: clinicSearchRequest(body.search, caller) };
  }
  if (read.route === 'worklist' && isStage(body.stage) && isText(body.search) && isPage(body.page) && isClinic(body.campId)) {
    return {
      route: 'worklist',
      body: worklistRequest(body.stage, body.search, { page: body.page, campId: body.campId }, caller),
    };
  }
  return null;
}

/** The reads a route manifest declares, each with the access of its route, each (read and access) once: a pin's. */
export function pinnedReadsOf(
  manifest: readonly { access?: PinnedOfflineRead['access']; offline?: readonly OfflineRead[] }[],
): PinnedOfflineRead[] {
  const reads = new Map<string, PinnedOfflineRead>();
  for (const { access, offline } of manifest) {
    for (const read of offline ?? []) {
      const pinned: PinnedOfflineRead = access ? { ...read, access } : read;
      reads.set(JSON.stringify(pinned), pinned);
    }
  }
  return [...reads.values()];
}
