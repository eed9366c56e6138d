/** Fixed ids of the seed (a fresh database always gets these). */

export const HOSPITAL_ID = 1;
export const HOSPITAL_NAME = 'Cancer Institute (WIA)';

/** docs/api.md §1.5; ids 2–6 are relied on by the list scoping and the reports. */
export const ROLE = {
  admin: 1,
  programCoordinator: 2,
  campCoordinator: 3,
  socialWorker: 4,
  doctor: 5,
  nurse: 6,
} as const;

export const PRIVILEGE = { CREATE: 1, VIEW: 2, EDIT: 3 } as const;

export const MENU = {
  outreachClinic: 1,
  patientRegistration: 2,
  screening: 3,
  clinicalEvaluation: 4,
  referralToHospital: 5,
  reports: 6,
  userManagement: 7,
  dashboard: 8,
} as const;

/** disease_test_master ids, in the order of forms/index.ts. */
export const FORM_IDS = {
  eligibilityMale: 1,
  eligibilityFemale: 2,
  familyPersonal: 3,
  familyMedical: 4,
  breastScreening: 5,
  cervicalScreening: 6,
  oralScreeningMale: 7,
  oralScreeningFemale: 8,
  symptomsScreeningMale: 9,
  symptomsScreeningFemale: 10,
  breastClinical: 11,
  cervicalClinical: 12,
  oralClinical: 13,
} as const;

/** The demo accounts' published password (the password policy refuses it as a new one). */
export { DEMO_PASSWORD } from '@screening/domain/validation';
