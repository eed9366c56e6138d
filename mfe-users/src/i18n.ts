/**
 * The user management and profile texts (namespace `users`). The first screen's English (the catalogue's `first` section) is bundled with the
 * routes, so the area's home tile opens it without another file; the whole English catalogue is a chunk of its
 * own, fetched when another page of the area opens. Tamil is its own chunk, fetched when chosen. routes.tsx holds
 * each page until the current language's texts are in.
 */
import { i18n, registerTranslations, translateMessage, useTranslation, type Catalogue } from '@screening/shared';
import firstEnglish from '../translations/en.json?first';

const tamil = () => import(/* webpackChunkName: "on-demand-users-ta" */ '../translations/ta.json');

let whole: Promise<void> | null = null;

/** The texts of the first screen (/userManagement): all of them once the whole catalogue is asked for. */
export const loadUsersLandingTexts = (): Promise<void> =>
  whole ?? registerTranslations('users', { en: firstEnglish as Catalogue, ta: tamil });

/** Every text of the area. */
export function loadUsersTexts(): Promise<void> {
  whole ??= registerTranslations('users', {
    en: () => import(/* webpackChunkName: "users-en" */ '../translations/en.json'),
    ta: tamil,
  }).catch((error: unknown) => {
    whole = null;
    throw error;
  });
  return whole;
}

export const useUsersTranslation = () => useTranslation('users');

/**
 * A message the code or the server words in English (a text of the catalogue's `msg`) in the current language;
 * shared's messages as shared words them; any other text as it is.
 */
export function usersMessage(text: string): string {
  const english = (i18n.getResourceBundle('en', 'users') as { msg?: Record<string, string> } | undefined)?.msg ?? {};
  const key = Object.keys(english).find((name) => english[name] === text);
  return key ? i18n.t(`msg.${key}`, { ns: 'users' }) : translateMessage(text);
}
