/**
 * This area's texts (namespace `patients`). English comes in two chunks: the `first` section alone for the screens
 * its menus open (Patient Registration, Modify Patient Information), the whole catalogue when another page opens;
 * Tamil is one on-demand chunk, fetched only when chosen. routes.tsx holds each page until its texts are in.
 */
import { i18n, registerTranslations, translateMessage, useTranslation, type Catalogues } from '@screening/shared';

export const NAMESPACE = 'patients';

const tamil = () => import(/* webpackChunkName: "on-demand-patients-ta" */ '../translations/ta.json');

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
export function loadPatientsTranslations(): Promise<void> {
  whole ??= once(
    { en: () => import(/* webpackChunkName: "patients-en" */ '../translations/en.json'), ta: tamil },
    () => (whole = null),
  );
  return whole;
}

/** The texts of the screens a menu opens (the `first` section), unless the whole catalogue is registered already. */
export function loadFirstTranslations(): Promise<void> {
  if (whole) return whole;
  first ??= once(
    { en: () => import(/* webpackChunkName: "patients-en-first" */ '../translations/en.json?first'), ta: tamil },
    () => (first = null),
  );
  return first;
}

export const usePatientsTranslation = () => useTranslation(NAMESPACE);

/**
 * A message the code holds in English (this area's, the domain rules', a server's refusal) in the current
 * language: shared's known messages, then this area's `msg` section; any other text as it is.
 */
export function translated(text: string): string;
export function translated(text: string | null | undefined): string | null | undefined;
export function translated(text: string | null | undefined): string | null | undefined {
  if (!text) return text;
  const shared = translateMessage(text);
  if (shared !== text) return shared;
  const english = i18n.getResourceBundle('en', NAMESPACE) as { msg?: Record<string, string> } | undefined;
  const key = english?.msg && Object.keys(english.msg).find((k) => english.msg?.[k] === text);
  return key ? i18n.t(`msg.${key}`, { ns: NAMESPACE }) : text;
}
