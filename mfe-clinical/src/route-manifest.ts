import type { OfflineRead, RouteAccess, RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/**
 * Screening pages need '/screening'; clinical pages '/clinical' and the referral worklist '/reftohospital' (the host
 * checks one menu per route; the clinical pages accept the referral menu inside too).
 */
const screening: RouteAccess = { menu: '/screening' };
const clinical: RouteAccess = { menu: '/clinical' };
const referral: RouteAccess = { menu: '/reftohospital' };
/** The menu the shell adds for whoever may view the screening, clinical or referral lists. */
const followUp: RouteAccess = { menu: '/followup' };

/**
 * The first page of a worklist as its search screen asks it (candidates.api.ts), read again during the day, and the
 * form of every test its rows wait on (record-examination/test-form.api.ts).
 */
const worklist = (stage: 1 | 2 | 4): OfflineRead => ({
  route: 'worklist',
  body: { stage, search: '', page: 0 },
  refresh: true,
  testForms: 'waiting',
});
/** Her whole list of clinics: offline, it names the clinic of whoever she enrolled on the device. */
const CLINICS: OfflineRead = { route: 'activeClinics', body: { search: '' } };

/**
 * The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React.
 * `offline`: the reads its screens ask, kept on the device for whoever may open the page (docs/offline.md).
 */
export const routeManifest: RouteManifestEntry[] = [
  {
    path: PATHS.screeningSearch,
    access: screening,
    offline: [
      worklist(1),
      // Someone she enrols offline is due some of the screening tests: all their forms are kept.
      { route: 'screeningTests', refresh: true, testForms: 'listed' },
      CLINICS,
    ],
  },
  { path: PATHS.screeningForm, access: screening },
  { path: PATHS.screeningDone, access: screening },
  { path: PATHS.oralExamination, access: screening },
  { path: PATHS.examinations, access: screening },
  { path: PATHS.participantDetails, access: screening },
  { path: PATHS.clinicalSearch, access: clinical, offline: [worklist(2), CLINICS] },
  { path: PATHS.referralSearch, access: referral, offline: [worklist(4)] },
  { path: PATHS.clinicalForm, access: clinical },
  { path: PATHS.clinicalDetails, access: clinical },
  { path: PATHS.diseaseClinical, access: clinical },
  { path: PATHS.clinicalDone, access: clinical },
  { path: PATHS.followUp, access: followUp },
  { path: PATHS.participant, access: followUp },
];
