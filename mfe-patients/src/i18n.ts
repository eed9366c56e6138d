/**
 * This area's texts (namespace `patients`). English comes in two chunks: the `first` section alone for the screens
 * its menus open (Patient Registration, Modify Patient Information), the whole catalogue when another page opens; Tamil is one on-demand chunk,
 * fetched only when chosen. routes.tsx holds each page until its texts are in.
 */
import { areaTexts } from '@screening/shared';

export const NAMESPACE = 'patients';

const texts = areaTexts(NAMESPACE, {
  english: () => import(/* webpackChunkName: "patients-en" */ '../translations/en.json'),
  tamil: () => import(/* webpackChunkName: "on-demand-patients-ta" */ '../translations/ta.json'),
  first: () => import(/* webpackChunkName: "patients-en-first" */ '../translations/en.json?first'),
});

/** Every text of the area in the current language. */
export const loadPatientsTranslations = texts.loadTexts;
/** The texts of the screens a menu opens (the `first` section), unless the whole catalogue is registered already. */
export const loadFirstTranslations = texts.loadFirstTexts;
export const usePatientsTranslation = texts.useTexts;
/** A message the code holds in English (this area's, the domain rules', a server's refusal) in the current language. */
export const translated = texts.message;
