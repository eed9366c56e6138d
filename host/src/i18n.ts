/**
 * The host's texts (namespace `host`). The login screen's English (the catalogue's `login` section) is bundled, so
 * it shows without waiting for another file; the whole English catalogue is its own chunk, fetched once the login
 * screen is up (or before the signed-in screens show). Tamil is its own chunk, fetched when chosen.
 */
import { registerTranslations, useTranslation, type Catalogue } from '@screening/shared/core';
import loginEnglish from '../translations/en.json?login';

const tamil = () => import(/* webpackChunkName: "on-demand-host-ta" */ '../translations/ta.json');

export const hostTranslationsReady = registerTranslations('host', { en: loginEnglish as Catalogue, ta: tamil });

let whole: Promise<void> | null = null;

/** Every host text, for the screens behind sign-in. */
export function loadHostTranslations(): Promise<void> {
  whole ??= registerTranslations('host', {
    en: () => import(/* webpackChunkName: "host-en" */ '../translations/en.json'),
    ta: tamil,
  }).catch((error: unknown) => {
    whole = null;
    throw error;
  });
  return whole;
}

export const useHostTranslation = () => useTranslation('host');
