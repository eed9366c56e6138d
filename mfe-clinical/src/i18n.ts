/**
 * This area's texts (namespace `clinical`): English and Tamil are each their own chunk, fetched when a page of the
 * area first opens (routes.tsx holds the page until then); Tamil only when chosen.
 */
import { i18n, registerTranslations, translateMessage, useTranslation } from '@screening/shared';

export const NAMESPACE = 'clinical';

let ready: Promise<void> | null = null;

/** The area's texts in the current language; asked again after a failure, so Retry fetches them again. */
export function loadClinicalTranslations(): Promise<void> {
  ready ??= registerTranslations(NAMESPACE, {
    en: () => import(/* webpackChunkName: "clinical-en" */ '../translations/en.json'),
    ta: () => import(/* webpackChunkName: "on-demand-clinical-ta" */ '../translations/ta.json'),
  }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export const useClinicalTranslation = () => useTranslation(NAMESPACE);

/**
 * A message the code holds in English (this area's, the domain's rules, a server's refusal) in the current
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
