/**
 * The two files a site serves beside the host's index.html, read by the host at every load and written by the
 * release tooling (`sites/<site>/`): one schema each, so what the tooling writes is what the host accepts. Kept apart
 * from the package's main entry. The browser runs these schemas compiled to plain code (check.generated.ts, written
 * by `pnpm codegen`) and loads them only to word a failing file's problems (problems.ts).
 */
// The builders one by one (not `Type`), so the chunk holds only those used.
import {
  Array as ListOf,
  Boolean as YesNo,
  Number as Num,
  Object as Struct,
  Optional,
  Record as MapOf,
  String as Text,
  Union as OneOf,
  type Static,
  type TSchema,
} from '@sinclair/typebox';
import { Check } from '@sinclair/typebox/value';

/** An absolute http(s) address, or a path on the page's own origin. */
export const ADDRESS = '^(https?://|/)\\S*$';

/** `config.json`: where the API is. Unknown keys are refused: a misspelt optional key would otherwise be ignored. */
export const RuntimeConfigSchema = Struct(
  {
    /** Base of the application calls, ending in /api (e.g. https://screening.hospital.example/api). */
    apiBase: Text({ pattern: ADDRESS }),
    /** Base of the gateway calls, ending in /token. */
    gatewayBase: Text({ pattern: ADDRESS }),
    /** Tenant name shown before sign-in. */
    tenantFallback: Optional(Text()),
    /**
     * Whether writes carry an Idempotency-Key header (default true). false for an API that does not let browsers
     * send it (its CORS preflight refuses the header), such as a backend older than this suite's server.
     */
    idempotencyKeys: Optional(YesNo()),
  },
  { additionalProperties: false },
);

/**
 * A read an area's screens need kept on the device (`OfflineRead` of @screening/domain/reads), with the access of the
 * route that declares it. Loose beyond its shape: the offline core skips a read it does not know (a newer area's).
 */
export const PinnedOfflineReadSchema = Struct({
  route: Text({ minLength: 1 }),
  access: Optional(Struct({ menu: Text(), privileges: Optional(ListOf(Text())) })),
  params: Optional(MapOf(Text(), OneOf([Text(), Num()]))),
  body: Optional(Struct({})),
  refresh: Optional(YesNo()),
  testForms: Optional(Text()),
});

/** One area's entry in `remotes.json`. Further keys are let through: they change nothing the host does. */
export const PinnedRemoteSchema = Struct({
  version: Text({ minLength: 1 }),
  entry: Text({ pattern: ADDRESS }),
  /** The sha384 of the entry script, as the browser's `integrity` attribute takes it. */
  integrity: Text({ pattern: '^sha384-\\S+$' }),
  paths: ListOf(Text()),
  sharedVersion: Optional(Text()),
  releasedAt: Optional(Text()),
  /**
   * The reads its route manifest declares for offline use; absent for a release made before areas declared them
   * (the offline core then keeps what such a release's screens read: shared/src/offline/legacy-reads.ts).
   */
  offlineReads: Optional(ListOf(PinnedOfflineReadSchema)),
});

/** `remotes.json`: the version of each area the site runs. */
export const RemotesManifestSchema = Struct({
  site: Text({ pattern: '^[A-Za-z0-9_-]+$' }),
  remotes: MapOf(Text(), PinnedRemoteSchema),
});

export type RuntimeConfigFile = Static<typeof RuntimeConfigSchema>;
export type PinnedRemoteEntry = Static<typeof PinnedRemoteSchema>;
export type RemotesManifestFile = Static<typeof RemotesManifestSchema>;

export const SITE_FILES = {
  'config.json': RuntimeConfigSchema,
  'remotes.json': RemotesManifestSchema,
} as const satisfies Record<string, TSchema>;
export type SiteFileName = keyof typeof SITE_FILES;
export type SiteFileContent<F extends SiteFileName> = Static<(typeof SITE_FILES)[F]>;

/** Whether a parsed file is a valid site file of that name. */
export function isSiteFile<F extends SiteFileName>(file: F, value: unknown): value is SiteFileContent<F> {
  return Check(SITE_FILES[file], value);
}
