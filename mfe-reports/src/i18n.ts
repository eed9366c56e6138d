/**
 * The Reports texts (namespace `reports`). English and Tamil are chunks of their own, fetched when a page of the
 * area is first opened (routes.tsx holds the page until the current language's texts are in); Tamil only when chosen.
 */
import { areaTexts } from '@screening/shared';

const texts = areaTexts('reports', {
  english: () => import(/* webpackChunkName: "reports-en", webpackPreload: true */ '../translations/en.json'),
  tamil: () => import(/* webpackChunkName: "on-demand-reports-ta" */ '../translations/ta.json'),
});

export const loadReportsTexts = texts.loadTexts;
export const useReportsTranslation = texts.useTexts;
