/**
 * Repeatable member cards of the family pages. Param names are keys the server reads when it stores family
 * members (docs/api.md §7.1): "Name", "Relation " (with its trailing space), "Gender", "Age",
 * "Tobacco/Alcohol Habits", "Marital Status".
 */
import { buttons, group, input, MARITAL_STATUS, RELATIONS, single } from './params.js';
import type { FormDefinition } from './types.js';

const CANCER_SITES = [
  'Breast',
  'Colon',
  'Head and Neck',
  'Not Applicable',
  'Not Known',
  'Oral',
  'Others',
  'Ovaries',
  'Pancreas',
  'Uterine',
];

export const familyForms: FormDefinition[] = [
  {
    name: 'FAMILY_PERSONAL',
    description: 'Family Personal Details',
    stage: 'FAMILY_PERSONAL',
    familyMetrics: group(
      [
        input('Name'),
        single('Relation ', RELATIONS),
        buttons('Gender', ['Male', 'Female', 'Other']),
        input('Age'),
        buttons('Tobacco/Alcohol Habits', ['Yes', 'No']),
        single('Marital Status', MARITAL_STATUS),
      ],
      'Add Member',
    ),
  },
  {
    name: 'FAMILY_MEDICAL',
    description: 'Family Medical Details',
    stage: 'FAMILY_MEDICAL',
    testMetrics: group(
      [
        single('Relation ', RELATIONS),
        single('Cancer Site', CANCER_SITES),
        input('Age At Diagnosis'),
        buttons('Outcome', ['Alive/Treatment', 'Dead']),
      ],
      'Add Member History',
    ),
  },
];
