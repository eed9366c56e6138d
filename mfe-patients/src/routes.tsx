import { defineRoutes, type RemoteRouteDefinition } from '@screening/shared';
import { loadFirstTranslations, loadPatientsTranslations } from './i18n';
import { PATHS } from './paths';
import { routeManifest } from './route-manifest';

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
const pages: Record<string, RemoteRouteDefinition['component']> = {
  [PATHS.findClinic]: () => import(/* webpackPreload: true */ './find-clinic/find-clinic.page'),
  [PATHS.enrolment]: () => import('./enrol-participant/enrolment/enrolment.page'),
  [PATHS.tagged]: () => import('./enrol-participant/tagged/tagged.page'),
  [PATHS.eligibility]: () => import('./enrol-participant/eligibility/eligibility.page'),
  [PATHS.generalDetails]: () => import('./enrol-participant/general-details/general-details.page'),
  [PATHS.medicalDetails]: () => import('./enrol-participant/medical-details/medical-details.page'),
  [PATHS.familyPersonal]: () => import('./enrol-participant/family-details/family-personal.page'),
  [PATHS.familyMedical]: () => import('./enrol-participant/family-details/family-medical.page'),
  [PATHS.complete]: () => import('./enrol-participant/complete/complete.page'),
  [PATHS.modifyPatient]: () => import('./modify-patient/modify-patient.page'),
  [PATHS.correctQueued]: () => import('./enrol-participant/correct-queued/correct-queued.page'),
};

/**
 * The screens a menu opens, which the home page runs ahead: only their texts (the catalogue's `first` section) are
 * fetched for them.
 */
const FIRST_SCREENS = new Set<string>([PATHS.findClinic, PATHS.modifyPatient]);
const textsOf = (path: string) => (FIRST_SCREENS.has(path) ? loadFirstTranslations() : loadPatientsTranslations());

// A page shows once its texts in the current language are in, never with keys in their place.
export default defineRoutes(
  routeManifest,
  Object.fromEntries(
    Object.entries(pages).map(([path, load]) => [path, () => Promise.all([load(), textsOf(path)]).then(([page]) => page)]),
  ),
);
