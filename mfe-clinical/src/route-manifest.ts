import type { RouteAccess, RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/**
 * Screening pages need '/screening'; clinical pages '/clinical' and the referral worklist '/reftohospital' (the host
 * checks one menu per route; the clinical pages accept the referral menu inside too).
 */
const screening: RouteAccess = { menu: '/screening' };
const clinical: RouteAccess = { menu: '/clinical' };
const referral: RouteAccess = { menu: '/reftohospital' };

/** The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React. */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.screeningSearch, access: screening },
  { path: PATHS.screeningForm, access: screening },
  { path: PATHS.screeningDone, access: screening },
  { path: PATHS.oralExamination, access: screening },
  { path: PATHS.examinations, access: screening },
  { path: PATHS.participantDetails, access: screening },
  { path: PATHS.clinicalSearch, access: clinical },
  { path: PATHS.referralSearch, access: referral },
  { path: PATHS.clinicalForm, access: clinical },
  { path: PATHS.clinicalDetails, access: clinical },
  { path: PATHS.diseaseClinical, access: clinical },
  { path: PATHS.clinicalDone, access: clinical },
];
