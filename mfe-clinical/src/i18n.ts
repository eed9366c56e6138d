/**
 * This area's texts (namespace `clinical`). English comes in two chunks: the `first` section alone for the screens its
 * menus open (the worklists), the whole catalogue when another page opens; Tamil is one on-demand chunk,
 * fetched only when chosen. routes.tsx holds each page until its texts are in.
 */
import { i18n, registerTranslations, translateMessage, useTranslation, type Catalogues } from '@screening/shared';

export const NAMESPACE = 'clinical';

const tamil = () => import(/* webpackChunkName: "on-demand-clinical-ta" */ '../translations/ta.json');

/** Registers `catalogues`; a failure forgets the attempt, so Retry fetches again. */
function once(catalogues: Catalogues, forget: () => void): Promise<void> {
  return registerTranslations(NAMESPACE, catalogues).catch((error: unknown) => {
    forget();
    throw error;
  });
}

let whole: Promise<void> | null = null;
let first: Promise<void> | null = null;

/** Every text of the area in the current language. */
export function loadClinicalTranslations(): Promise<void> {
  whole ??= once(
    { en: () => import(/* webpackChunkName: "clinical-en" */ '../translations/en.json'), ta: tamil },
    () => (whole = null),
  );
  return whole;
}

/** The texts of the screens a menu opens (the `first` section), unless the whole catalogue is registered already. */
export function loadFirstTranslations(): Promise<void> {
  if (whole) return whole;
  first ??= once(
    { en: () => import(/* webpackChunkName: "clinical-en-first" */ '../translations/en.json?first'), ta: tamil },
    () => (first = null),
  );
  return first;
}

export const useClinicalTranslation = () => useTranslation(NAMESPACE);

/**
 * A message the code holds in English (this area's, the domain rules', a server's refusal, a stage's name) in the
 * current language: shared's known messages, then this area's `msg` section, then the stage names (in `first`, as
 * the worklists show them); any other text as it is.
 */
export function translated(text: string): string;
export function translated(text: string | null | undefined): string | null | undefined;
export function translated(text: string | null | undefined): string | null | undefined {
  if (!text) return text;
  const shared = translateMessage(text);
  if (shared !== text) return shared;
  const english = i18n.getResourceBundle('en', NAMESPACE) as
    { msg?: Record<string, string>; first?: { stages?: Record<string, string> } } | undefined;
  for (const [path, section] of [
    ['msg', english?.msg],
    ['first.stages', english?.first?.stages],
  ] as const) {
    const key = section && Object.keys(section).find((k) => section[k] === text);
    if (key) return i18n.t(`${path}.${key}`, { ns: NAMESPACE });
  }
  return text;
}
