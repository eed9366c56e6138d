import { defineRoutes } from '@screening/shared';
import { PATHS } from './paths';
import { routeManifest } from './route-manifest';

const clinicalForm = () => import('./record-examination/clinical-form.page');

// The page a menu opens is preloaded with this module (webpackPreload), so its first screen waits for no chain.
export default defineRoutes(routeManifest, {
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
});
