import type { RouteAccess, RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

/**
 * Registration screens are gated by the menu named 'Patient Registration' (docs/screens.md §6, docs/discrepancies.md §39). Literal
 * keys (MENU_KEYS' values): the release tooling reads this file without loading the shared runtime.
 */
const viewRegistration: RouteAccess = { menu: 'Patient Registration', privileges: ['VIEW'] };
const enrol: RouteAccess = { menu: 'Patient Registration', privileges: ['CREATE'] };

/** The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React. */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.findClinic, access: viewRegistration },
  { path: PATHS.enrolment, access: enrol },
  { path: PATHS.tagged, access: viewRegistration },
  { path: PATHS.eligibility, access: enrol },
  { path: PATHS.generalDetails, access: enrol },
  { path: PATHS.medicalDetails, access: enrol },
  { path: PATHS.familyPersonal, access: enrol },
  { path: PATHS.familyMedical, access: enrol },
  { path: PATHS.complete, access: viewRegistration },
  { path: PATHS.correctQueued, access: enrol },
  // The patient-edit menu is always granted VIEW and EDIT (docs/screens.md §6).
  { path: PATHS.modifyPatient, access: { menu: '/PatientEdit', privileges: ['VIEW'] } },
];
