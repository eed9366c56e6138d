import { screeningTestsDue, type ScreeningTestRule } from './screening-tests';

const definition = (id: number, gender: string | null, ageRule: string | null, defaultTest = false) => ({
  id,
  gender,
  ageRule,
  defaultTest,
});
const definitions: (ScreeningTestRule & { id: number })[] = [
  definition(1, 'FEMALE', '30-65'),
  definition(2, 'MALE', '>=18'),
  definition(3, 'FEMALE', null, true),
  definition(4, null, '>=60'),
];
const due = (gender: 'MALE' | 'FEMALE' | 'OTHER' | null, age: number | null) =>
  screeningTestsDue(definitions, { gender, age }).map((d) => d.id);

test('her gender and age choose the tests; OTHER is screened as FEMALE; a test without gender serves everyone', () => {
  expect(due('FEMALE', 45)).toEqual([1, 3]);
  expect(due('OTHER', 45)).toEqual([1, 3]);
  expect(due('MALE', 70)).toEqual([2, 4]);
  expect(due('FEMALE', 25)).toEqual([3]);
});

test('an unknown gender gets only the tests without gender; an unknown age only the default tests', () => {
  expect(due(null, 70)).toEqual([4]);
  expect(due('FEMALE', null)).toEqual([3]);
});
