/**
 * The dashboard's texts (namespace `dashboard`). English and Tamil are chunks of their own, fetched when the page is
 * first opened (routes.tsx holds the page until the current language's texts are in); Tamil only when chosen.
 */
import { areaTexts } from '@screening/shared';

const texts = areaTexts('dashboard', {
  english: () => import(/* webpackChunkName: "dashboard-en", webpackPreload: true */ '../translations/en.json'),
  tamil: () => import(/* webpackChunkName: "on-demand-dashboard-ta" */ '../translations/ta.json'),
});

export const loadDashboardTexts = texts.loadTexts;
export const useDashboardTranslation = texts.useTexts;
