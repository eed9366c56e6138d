/** Eligibility questions of the Disease Specific Details page, per gender (served for ELIGIBILE/{gender}). */
import { group, MARITAL_STATUS, single, YES_NO } from './params.js';
import type { FormDefinition } from './types.js';

const maritalStatus = () => single('Marital Status', MARITAL_STATUS, { mandatory: true });

export const eligibilityForms: FormDefinition[] = [
  {
    name: 'ELIGIBILE',
    description: 'Eligibility Metrics',
    gender: 'MALE',
    eligibilityMetrics: group([maritalStatus()]),
  },
  {
    name: 'ELIGIBILE',
    description: 'Eligibility Metrics',
    gender: 'FEMALE',
    eligibilityMetrics: group([
      maritalStatus(),
      // "Yes" removes the cervical screening test from the participant (docs/api.md §7.1).
      single('Hysterectomy Done', YES_NO, { mandatory: true }),
    ]),
  },
];
