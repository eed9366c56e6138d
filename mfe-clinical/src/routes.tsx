import { defineRoutes, type RemoteRouteDefinition } from '@screening/shared';
import { loadFirstTranslations, loadClinicalTranslations } from './i18n';
import { PATHS } from './paths';
import { routeManifest } from './route-manifest';

const clinicalForm = () => import('./record-examination/clinical-form.page');

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
const pages: Record<string, RemoteRouteDefinition['component']> = {
  [PATHS.screeningSearch]: () => import(/* webpackPreload: true */ './find-participant/screening-worklist.page'),
  [PATHS.screeningForm]: () => import('./record-examination/screening-form.page'),
  [PATHS.screeningDone]: () => import('./examination-done/screening-done.page'),
  [PATHS.oralExamination]: () => import('./record-examination/oral-examination.page'),
  [PATHS.examinations]: () => import('./record-examination/examination-selector.page'),
  [PATHS.participantDetails]: () => import('./review-participant/participant-details.page'),
  [PATHS.clinicalSearch]: () => import(/* webpackPreload: true */ './find-participant/clinical-worklist.page'),
  [PATHS.referralSearch]: () => import(/* webpackPreload: true */ './find-participant/referral-worklist.page'),
  [PATHS.clinicalForm]: clinicalForm,
  [PATHS.clinicalDetails]: clinicalForm,
  [PATHS.diseaseClinical]: () => import('./record-examination/disease-clinical.page'),
  [PATHS.clinicalDone]: () => import('./examination-done/clinical-done.page'),
  [PATHS.followUp]: () => import(/* webpackPreload: true */ './follow-up/follow-up-list.page'),
  [PATHS.participant]: () => import('./follow-up/participant-view.page'),
};

/**
 * The screens a menu opens, which the home page runs ahead: only their texts (the catalogue's `first` section) are
 * fetched for them.
 */
const FIRST_SCREENS = new Set<string>([PATHS.screeningSearch, PATHS.clinicalSearch, PATHS.referralSearch]);
const textsOf = (path: string) => (FIRST_SCREENS.has(path) ? loadFirstTranslations() : loadClinicalTranslations());

// A page shows once its texts in the current language are in, never with keys in their place.
export default defineRoutes(
  routeManifest,
  Object.fromEntries(
    Object.entries(pages).map(([path, load]) => [path, () => Promise.all([load(), textsOf(path)]).then(([page]) => page)]),
  ),
);
