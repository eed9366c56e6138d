/** @screening/shared — the light core every application (and the login screen) needs. No antd here. */
import { installSharedCore } from './install';

// Every application loads this entry before it calls the API: the offline core is put in place here (install.ts).
installSharedCore();

export * from './types';
export * from './config/runtime-config';
export * from './auth/auth.store';
export * from './auth/auth.api';
export * from './auth/password-verdict';
export * from './api/client';
export * from './api/paged';
export { call, routeUrl } from './api/call';
export type { ApiRoute, RouteName, RouteInput, RouteAnswer } from '@screening/domain/api';
export type { RuleCode } from '@screening/domain/api/rule-codes';
export { clientRoutes as routes, type ClientRoute } from '@screening/domain/api/client-routes';
export { worklistRequest, type WorklistPage } from './api/worklists';
export { clinicSearchRequest } from './api/clinics';
// The reads a camp day needs, kept on the device (the outbox gates their removal on Log Out).
export { clearReadCache, readsKeptForTheDay, setReadCacheForgetGate, warmReadCache } from './offline/read-cache';
export { setPinnedAreas } from './offline/pinned-areas';
export type { OfflineRead } from '@screening/domain/reads';
export * from './access/access';
export * from './access/menu-mapping';
export * from './workflow/workflow.store';
export * from './routes';
export * from './validation';
export * from './forms';
// One language state for the host and every area; applications reach i18next only through these.
export {
  i18n,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  registerTranslations,
  setLanguage,
  startLanguage,
  storedLanguage,
  currentLanguage,
  isLanguage,
  translateMessage,
  useTranslation,
  type Language,
  type Catalogue,
  type CatalogueSource,
  type Catalogues,
} from './i18n/i18n';
export { areaTexts, type AreaTexts, type AreaTextSources } from './i18n/area-texts';
export type { TFunction } from 'i18next';
// The footer is plain React (no antd), so the login screen can show it from the light core.
export { PoweredByFooter } from './ui/powered-by-footer';
export type { PoweredByFooterProps } from './ui/powered-by-footer';
// The set-up of a second factor is shown by the login screen and by the profile.
export { SecondFactorSetupGuide, RecoveryCodeList, groupedKey } from './ui/second-factor-setup';
// The shell checks a pinned area against its own copy before fetching any of it.
export { sharedSatisfies } from '@screening/domain/compatibility';
export { SHARED_VERSION } from './version';
// Offline capture: the outbox is part of the one API client; the header reads its status, the Sync page its queue.
export { PENDING_REGISTRATION_ID, isQueuedAnswer, isProvisionalId } from './offline/outbox-gate';
export { useSyncStatus, type SyncStatus } from './offline/sync-status';
export { loadOutboxSync, startOutboxSync } from './offline/outbox-sync';
export { checkServer } from './offline/reachability';
export type { QueuedWrite, WriteStep, Refusal } from './offline/outbox-db';
