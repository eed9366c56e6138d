/**
 * The Reports texts (namespace `reports`). English and Tamil are chunks of their own, fetched when a page of the
 * area is first opened (routes.tsx holds the page until the current language's texts are in); Tamil only when chosen.
 */
import { i18n, registerTranslations, translateMessage, useTranslation } from '@screening/shared';

let ready: Promise<void> | null = null;

export function loadReportsTexts(): Promise<void> {
  ready ??= registerTranslations('reports', {
    en: () => import(/* webpackChunkName: "reports-en", webpackPreload: true */ '../translations/en.json'),
    ta: () => import(/* webpackChunkName: "on-demand-reports-ta" */ '../translations/ta.json'),
  }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export const useReportsTranslation = () => useTranslation('reports');

/**
 * A message the code or the server words in English (a text of the catalogue's `msg`) in the current language;
 * shared's messages as shared words them; any other text as it is.
 */
export function reportsMessage(text: string): string {
  const english = (i18n.getResourceBundle('en', 'reports') as { msg?: Record<string, string> } | undefined)?.msg ?? {};
  const key = Object.keys(english).find((name) => english[name] === text);
  return key ? i18n.t(`msg.${key}`, { ns: 'reports' }) : translateMessage(text);
}
