/** Small metric definitions shaped like the served ones (docs/api.md §10), for the engine's tests. */
import type { MetricParam } from '../types/metrics';

/** Gate → (Yes) Level1 → (Deep) Level2 → (Deeper) Level3; Gate → (Not now) Reason; plus an independent root. */
export const chain: MetricParam[] = [
  {
    testName: 'Gate',
    valueType: 'SingleSelect',
    values: ['Yes', 'No', 'Not now'],
    isMandatory: true,
    condition: [
      { enabledField: 'Level1', triggerValue: 'Yes' },
      { enabledField: 'Reason', triggerValue: 'Not now' },
    ],
  },
  { testName: 'Reason', valueType: 'SingleSelect', values: ['Unwell', 'Others'], isMandatory: true },
  {
    testName: 'Level1',
    valueType: 'SingleSelect',
    values: ['Deep', 'Shallow'],
    isMandatory: true,
    condition: [{ enabledField: 'Level2', triggerValue: 'Deep' }],
  },
  {
    testName: 'Level2',
    valueType: 'Multi Select',
    values: ['Deeper', 'Other'],
    isMandatory: true,
    conditions: [{ enabledField: 'Level3', triggerValue: 'Deeper ' }],
  },
  { testName: 'Level3', valueType: 'Input', values: [], isMandatory: false },
  { testName: 'Notes', valueType: 'Input', values: [] },
];

/** Breast screening, trimmed down. */
export const breast: MetricParam[] = [
  {
    testName: 'Breast Examination',
    valueType: 'SingleSelect',
    values: ['Yes', 'No', 'Not now'],
    isMandatory: true,
    subtestName: 'NONE',
    condition: [
      { enabledField: 'Right Breast on palpation', triggerValue: 'Yes' },
      { enabledField: 'Referral', triggerValue: 'Yes' },
    ],
  },
  { testName: 'Right Breast on palpation', valueType: 'Multi Select', values: ['Nodularity', 'Thickening'], isMandatory: true },
  {
    testName: 'Referral',
    valueType: 'SingleSelect',
    values: ['Yes', 'No'],
    isMandatory: true,
    condition: [{ enabledField: 'Referred for', triggerValue: 'Yes' }],
  },
  { testName: 'Referred for', valueType: 'Multi Select', values: ['Baseline mammogram', 'USG breast'], isMandatory: true },
];

/** Cervical screening, trimmed down: the three sub-tests whose 'Not now' blocks Finish. */
export const cervical: MetricParam[] = [
  {
    testName: 'Cervical Screening',
    valueType: 'SingleSelect',
    values: ['Yes', 'No', 'Not now'],
    isMandatory: true,
    condition: [
      { enabledField: 'HR-HPV DNA', triggerValue: 'Yes' },
      { enabledField: 'Cytology', triggerValue: 'Yes' },
      { enabledField: 'Visual Test', triggerValue: 'Yes' },
    ],
  },
  {
    testName: 'HR-HPV DNA',
    valueType: 'SingleSelect',
    values: ['Yes', 'No', 'Not now'],
    isMandatory: true,
    condition: [{ enabledField: 'HR-HPV DNA Report Date', triggerValue: 'Yes' }],
  },
  { testName: 'HR-HPV DNA Report Date', valueType: 'Date', values: [], isMandatory: true },
  { testName: 'Cytology', valueType: 'SingleSelect', values: ['Yes', 'No', 'Not now'], isMandatory: true },
  { testName: 'Visual Test', valueType: 'SingleSelect', values: ['Yes', 'No', 'Not now'], isMandatory: true },
];

/** Oral clinical evaluation, trimmed down. */
export const oralClinical: MetricParam[] = [
  {
    testName: 'Oral Clinical Evaluation',
    valueType: 'SingleSelect',
    values: ['Yes', 'No'],
    isMandatory: true,
    condition: [{ enabledField: 'Biopsy', triggerValue: 'Yes' }],
  },
  { testName: 'Biopsy', valueType: 'SingleSelect', values: ['Yes', 'No'], isMandatory: true },
  { testName: 'Referred for', valueType: 'SingleSelect', values: ['x'] },
];

/** Family personal definition with its trailing-space names and option. */
export const familyPersonal = {
  params: [
    { testName: 'Name', valueType: 'Input', values: [], subtestName: 'NONE' },
    { testName: 'Relation ', valueType: 'SingleSelect', values: ['Son', 'Daughter'] },
    { testName: 'Gender', valueType: 'Button', values: ['Male', 'Female', 'Other'] },
    { testName: 'Age', valueType: 'Input', values: [] },
    { testName: 'Tobacco/Alcohol Habits', valueType: 'Button', values: ['Yes ', 'No'] },
  ] as MetricParam[],
  repeat: true,
  repeatlabel: 'Add Member',
};
