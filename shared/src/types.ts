// Entity and wire types live in @screening/domain (the server shares them without the browser packages); this entry keeps
// `@screening/shared/types` and shared's own `../types` imports working, bundled once inside the shared singleton.
export * from '@screening/domain/types';
export type { RouteManifestEntry } from '@screening/domain/reads';
