/**
 * Which screening tests a participant is due (docs/api.md §5.2): every live SCREENING definition of the hospital for
 * her gender (OTHER is screened as FEMALE; a definition without gender serves everyone; an unknown gender gets only
 * those) that is a default test or whose age rule matches her age. The server assigns them at enrolment; a device
 * that enrolled her offline lists the same ones, so the two cannot disagree.
 */
import type { Gender } from '../types';

/** What the rule reads of a definition. */
export interface ScreeningTestRule {
  gender: string | null;
  ageRule: string | null;
  defaultTest: boolean;
}

const COMPARISON = /^(>=|<=|!=|>|<|=)\s*(\d+)$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;

/** Rule grammar: >=N, <=N, >N, <N, =N, !=N or the inclusive range N-M. An empty or unreadable rule never matches. */
export function ageRuleMatches(rule: string | null | undefined, age: number): boolean {
  const text = (rule ?? '').trim();
  const range = RANGE.exec(text);
  if (range) return age >= Number(range[1]) && age <= Number(range[2]);
  const comparison = COMPARISON.exec(text);
  if (!comparison) return false;
  const n = Number(comparison[2]);
  switch (comparison[1]) {
    case '>=':
      return age >= n;
    case '<=':
      return age <= n;
    case '>':
      return age > n;
    case '<':
      return age < n;
    case '=':
      return age === n;
    default:
      return age !== n;
  }
}

/** OTHER is served the FEMALE definitions (docs/api.md §6). */
export const formGender = (gender: Gender): Exclude<Gender, 'OTHER'> => (gender === 'MALE' ? 'MALE' : 'FEMALE');

/** The definitions (live ones of her hospital, in definition order) that she is due, in the same order. */
export function screeningTestsDue<T extends ScreeningTestRule>(
  definitions: readonly T[],
  participant: { gender: Gender | null; age: number | null },
): T[] {
  const gender = participant.gender ? formGender(participant.gender) : null;
  const { age } = participant;
  return definitions.filter(
    (definition) =>
      (definition.gender === null || definition.gender === gender) &&
      (definition.defaultTest || (age !== null && ageRuleMatches(definition.ageRule, age))),
  );
}
