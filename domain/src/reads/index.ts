/**
 * The reads the applications send and keep on the device, as data: one builder per read's body (the screens and the
 * offline core both build it here, so what the device keeps answers the screen's own request: the read cache keys on
 * the body's text), and the declaration by which an area's route manifest names the reads its screens need offline
 * (mfe-*\/src/route-manifest.ts, copied by the release tooling into the site's remotes.json).
 */
import type { RouteInput, routes } from '../api/contract';
import type { CampSearchBody, CandidatesListBody, WorklistStage } from '../api/requests';
import type { RouteAccess } from '../types';

/** Rows a search screen asks for at a time. */
export const SEARCH_PAGE_SIZE = 50;

/** The signed-in user as the original client named her in a read's body (the server scopes by the token). */
export interface Caller {
  userId: number | null;
  roleId: number | null;
  hospitalId: number | null;
}

/** The body of a clinic search (POST /curable/activecamp, docs/api.md §4.2). */
export function clinicSearchRequest(search: string, { userId, roleId, hospitalId }: Caller): NonNullable<CampSearchBody> {
  return {
    search,
    userId: userId ?? undefined,
    roleId: roleId ?? undefined,
    hospitalId: hospitalId ?? undefined,
    stage: 1,
  };
}

export interface WorklistPage {
  /** A page (from 0) of SEARCH_PAGE_SIZE rows; without it, the whole list (the original client's call). */
  page?: number;
  /** One clinic's participants; without it (or null), those of all the user's clinics. */
  campId?: number | null;
}

/** The body of a worklist read (POST /curable/getCandidatesList, docs/api.md §5.4). */
export function worklistRequest(
  stage: WorklistStage,
  search: string,
  { page, campId }: WorklistPage,
  { hospitalId, roleId, userId }: Caller,
): CandidatesListBody & { hospitalId?: number; roleId?: number; userId?: number } {
  return {
    search,
    stage,
    ...(hospitalId !== null ? { hospitalId } : {}),
    ...(roleId !== null ? { roleId } : {}),
    ...(userId !== null ? { userId } : {}),
    ...(page === undefined ? {} : { page, size: SEARCH_PAGE_SIZE }),
    // Only when one is chosen: without it the call is the original client's.
    ...(campId == null ? {} : { campId }),
  };
}

/** The GET reads whose answers the device keeps (shared/src/offline/read-cache.ts): the only GETs a manifest may name. */
export const KEPT_GET_READS = [
  'metricsByGender',
  'metricsByGenderOfHospital',
  'metrics',
  'metricsOfHospital',
  'metricsById',
  'screeningTests',
  'states',
  'districts',
  'taluks',
  'panchayats',
  'roles',
  'hospitals',
  'hospitalStaff',
  'clinicStaff',
  'habitTypes',
] as const;
/** The POST reads the device keeps; the first two have a builder above, so a manifest may name them. */
export const KEPT_POST_READS = ['activeClinics', 'worklist', 'worklistClinics', 'prefill'] as const;

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
