/**
 * The user management and profile texts (namespace `users`). The first screen's English (the catalogue's `first` section) is bundled with
 * the routes, so the area's home tile opens it without another file; the whole English catalogue is a chunk of its
 * own, fetched when another page of the area opens. Tamil is its own chunk, fetched when chosen. routes.tsx holds
 * each page until the current language's texts are in.
 */
import { areaTexts, type Catalogue } from '@screening/shared';
import firstEnglish from '../translations/en.json?first';

const texts = areaTexts('users', {
  english: () => import(/* webpackChunkName: "users-en" */ '../translations/en.json'),
  tamil: () => import(/* webpackChunkName: "on-demand-users-ta" */ '../translations/ta.json'),
  first: firstEnglish as Catalogue,
});

/** The texts of the first screen (/userManagement): all of them once the whole catalogue is asked for. */
export const loadUsersLandingTexts = texts.loadFirstTexts;
/** Every text of the area. */
export const loadUsersTexts = texts.loadTexts;
export const useUsersTranslation = texts.useTexts;
/** A message the code or the server words in English, in the current language (this area's `msg`, else shared's). */
export const usersMessage = (text: string): string => texts.message(text);
