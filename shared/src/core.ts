/**
 * @screening/shared/core — the part of the light core the login screen shows with: the auth store, the site's
 * configuration, the language, the access rules and what the login screen says. No HTTP client: the rest of the
 * core (index.ts: the API client, the session flows, the offline core) is fetched while she types, and signing in
 * loads it. The same modules as the whole core's, so both entries hold one auth store and one language.
 */
export * from './config/runtime-config';
export * from './auth/auth.store';
export {
  LOGIN_MESSAGES,
  SESSION_EXPIRED,
  PasswordChangeRequiredError,
  SecondFactorEnrolmentRequiredError,
  SecondFactorRequiredError,
} from './auth/sign-in-outcomes';
export * from './auth/password-verdict';
export { opensRoute } from './access/access';
export { mapMenuUrl } from './access/menu-mapping';
export { resumeAfterSignIn } from './workflow/workflow.store';
export { setPinnedAreas } from './offline/pinned-areas';
export {
  LANGUAGES,
  registerTranslations,
  setLanguage,
  startLanguage,
  translateMessage,
  useTranslation,
  type Catalogue,
  type Language,
} from './i18n/i18n';
export { PoweredByFooter } from './ui/powered-by-footer';
export { sharedSatisfies } from '@screening/domain/compatibility';
export { SHARED_VERSION } from './version';
