import type { OfflineRead, RouteAccess, RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/**
 * Registration screens are gated by the menu named 'Patient Registration' (docs/screens.md §6, docs/discrepancies.md §39). Literal
 * keys (MENU_KEYS' values): the release tooling reads this file without loading the shared runtime.
 */
const viewRegistration: RouteAccess = { menu: 'Patient Registration', privileges: ['VIEW'] };
const enrol: RouteAccess = { menu: 'Patient Registration', privileges: ['CREATE'] };

/** Her whole list of clinics (clinics.api.ts): a clinic search offline is answered from it. */
const CLINICS: OfflineRead = { route: 'activeClinics', body: { search: '' } };

/**
 * The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React.
 * `offline`: the reads its screens ask, kept on the device for whoever may open the page (docs/offline.md).
 */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.findClinic, access: viewRegistration, offline: [CLINICS] },
  { path: PATHS.enrolment, access: enrol },
  { path: PATHS.tagged, access: viewRegistration },
  {
    path: PATHS.eligibility,
    access: enrol,
    // The eligibility form of her gender (wizard/metrics.api.ts).
    offline: (['FEMALE', 'MALE', 'OTHER'] as const).map((gender) => ({
      route: 'metricsByGender',
      params: { type: 'ELIGIBILE', gender },
    })),
  },
  {
    path: PATHS.generalDetails,
    access: enrol,
    // The types of the habits that have some (general-details/habits.api.ts).
    offline: ['Tobacco', 'Smoking', 'Alcohol'].map((habit) => ({ route: 'habitTypes', params: { habit } })),
  },
  { path: PATHS.medicalDetails, access: enrol },
  { path: PATHS.familyPersonal, access: enrol, offline: [{ route: 'metrics', params: { stage: 'FAMILY_PERSONAL' } }] },
  { path: PATHS.familyMedical, access: enrol, offline: [{ route: 'metrics', params: { stage: 'FAMILY_MEDICAL' } }] },
  { path: PATHS.complete, access: viewRegistration },
  // A refused enrolment reopens with a chooser of her current clinics.
  { path: PATHS.correctQueued, access: enrol, offline: [CLINICS] },
  // The patient-edit menu is always granted VIEW and EDIT (docs/screens.md §6).
  {
    path: PATHS.modifyPatient,
    access: { menu: '/PatientEdit', privileges: ['VIEW'] },
    // The first page of its worklist, as modify-patient/candidates.api.ts asks it; read again during the day.
    offline: [{ route: 'worklist', body: { stage: 3, search: '', page: 0 }, refresh: true }],
  },
];
