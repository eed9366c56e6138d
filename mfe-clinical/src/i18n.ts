/**
 * This area's texts (namespace `clinical`). English comes in two chunks: the `first` section alone for the screens
 * its menus open (the worklists), the whole catalogue when another page opens; Tamil is one on-demand chunk,
 * fetched only when chosen. routes.tsx holds each page until its texts are in.
 */
import { areaTexts } from '@screening/shared';

export const NAMESPACE = 'clinical';

const texts = areaTexts(NAMESPACE, {
  english: () => import(/* webpackChunkName: "clinical-en" */ '../translations/en.json'),
  tamil: () => import(/* webpackChunkName: "on-demand-clinical-ta" */ '../translations/ta.json'),
  first: () => import(/* webpackChunkName: "clinical-en-first" */ '../translations/en.json?first'),
});

/** Every text of the area in the current language. */
export const loadClinicalTranslations = texts.loadTexts;
/** The texts of the screens a menu opens (the `first` section), unless the whole catalogue is registered already. */
export const loadFirstTranslations = texts.loadFirstTexts;
export const useClinicalTranslation = texts.useTexts;
/**
 * A message the code holds in English (this area's, the domain rules', a server's refusal, a stage's name) in the
 * current language.
 */
export const translated = texts.message;
