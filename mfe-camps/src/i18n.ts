/**
 * The outreach clinic texts (namespace `camps`). The first screen's English (the catalogue's `first` section) is bundled with
 * the routes, so the area's home tile opens it without another file; the whole English catalogue is a chunk of its
 * own, fetched when another page of the area opens. Tamil is its own chunk, fetched when chosen. routes.tsx holds
 * each page until the current language's texts are in.
 */
import { areaTexts, type Catalogue } from '@screening/shared';
import firstEnglish from '../translations/en.json?first';

const texts = areaTexts('camps', {
  english: () => import(/* webpackChunkName: "camps-en" */ '../translations/en.json'),
  tamil: () => import(/* webpackChunkName: "on-demand-camps-ta" */ '../translations/ta.json'),
  first: firstEnglish as Catalogue,
});

/** The texts of the first screen (/HomePage): all of them once the whole catalogue is asked for. */
export const loadCampsLandingTexts = texts.loadFirstTexts;
/** Every text of the area. */
export const loadCampsTexts = texts.loadTexts;
export const useCampsTranslation = texts.useTexts;
/** A message the code or the server words in English, in the current language (this area's `msg`, else shared's). */
export const campsMessage = (text: string): string => texts.message(text);
