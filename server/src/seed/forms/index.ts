/**
 * The project's own form definitions, in seeding order (which fixes their ids on a fresh database; see
 * FORM_IDS in ../ids.ts).
 */
import { breastClinical, breastScreening } from './breast.js';
import { cervicalClinical, cervicalScreening } from './cervical.js';
import { eligibilityForms } from './eligibility.js';
import { familyForms } from './family.js';
import { oralClinical, oralScreenings } from './oral.js';
import { symptomsScreenings } from './symptoms.js';
import type { FormDefinition } from './types.js';

export const formDefinitions: FormDefinition[] = [
  ...eligibilityForms, // 1 MALE, 2 FEMALE
  ...familyForms, // 3 FAMILY_PERSONAL, 4 FAMILY_MEDICAL
  breastScreening, // 5
  cervicalScreening, // 6
  ...oralScreenings, // 7 MALE, 8 FEMALE
  ...symptomsScreenings, // 9 MALE, 10 FEMALE
  breastClinical, // 11
  cervicalClinical, // 12
  oralClinical, // 13
];
