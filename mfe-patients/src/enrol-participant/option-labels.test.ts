/** The option lists' labels (the catalogue's `opt` sections) are in the lists' order: English shows the values saved. */
import { TAG_REASONS } from '@screening/shared';
import english from '../../translations/en.json';
import { EDUCATION_OPTIONS, HABIT_OPTIONS, HOUSE_OPTIONS, OCCUPATION_OPTIONS } from './general-details/general-options';
import {
  ABNORMAL_BLEEDING_OPTIONS,
  BREAST_FED_OPTIONS,
  CONTRACEPTION_OPTIONS,
  LAST_MENSTRUATION_OPTIONS,
  MEDICAL_HISTORY_OPTIONS,
  PRIOR_SCREENING_OPTIONS,
} from './medical-details/medical-options';

it.each([
  ['education', EDUCATION_OPTIONS],
  ['occupation', OCCUPATION_OPTIONS],
  ['house', HOUSE_OPTIONS],
  ['habit', HABIT_OPTIONS],
  ['history', MEDICAL_HISTORY_OPTIONS],
  ['menstruation', LAST_MENSTRUATION_OPTIONS],
  ['bleeding', ABNORMAL_BLEEDING_OPTIONS],
  ['contraception', CONTRACEPTION_OPTIONS],
  ['breastFed', BREAST_FED_OPTIONS],
  ['screening', PRIOR_SCREENING_OPTIONS],
] as const)('%s', (name, values) => {
  expect(Object.values(english.opt[name])).toEqual(values);
});

it('tag reasons', () => {
  expect(Object.values(english.tag.reasons)).toEqual(TAG_REASONS);
});
