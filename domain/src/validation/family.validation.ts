/** Family Personal and Family Medical member cards (docs/screens.md §5 "Family personal", "Family medical", §9). */
import { hasAnyAnswer } from '../forms/answers';
import type { Answers } from '../forms/types';
import type { MetricGroup } from '../types/metrics';
import { monthlyIncomeError } from './general-details.validation';
import { isWholeNumberInRange } from './rules';
import { digitsOnly } from './sanitise';

export const MEMBER_AGE_MIN = 1;
export const MEMBER_AGE_MAX = 99;
export const DIAGNOSIS_AGE_MIN = 1;
export const DIAGNOSIS_AGE_MAX = 100;

export const MEMBER_AGE_MESSAGE = 'Age must be a whole number from 1 to 99.';
export const DIAGNOSIS_AGE_MESSAGE = 'Age at diagnosis must be a whole number from 1 to 100.';
export const ADD_MEMBER_MESSAGE = 'Please fill at least one field before adding another member.';

export type FamilyKind = 'personal' | 'medical';

/** Ages keep every digit typed: an age out of range shows its message rather than losing a digit (170 is not 17). */
export const sanitiseMemberAge = (value: string): string => digitsOnly(value);
export const sanitiseDiagnosisAge = (value: string): string => digitsOnly(value);

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Family member age: optional, else 1–99. */
export function memberAgeError(value: string | undefined): string | null {
  return blank(value) || isWholeNumberInRange(value, MEMBER_AGE_MIN, MEMBER_AGE_MAX) ? null : MEMBER_AGE_MESSAGE;
}

/** Family member monthly income: the participant's rule (max 6 digits, no leading zero). */
export const memberIncomeError = (value: string | undefined): string | null => monthlyIncomeError(value);

/** Age at diagnosis: optional, else digits only, 1–100. */
export function diagnosisAgeError(value: string | undefined): string | null {
  return blank(value) || isWholeNumberInRange(value, DIAGNOSIS_AGE_MIN, DIAGNOSIS_AGE_MAX) ? null : DIAGNOSIS_AGE_MESSAGE;
}

/**
 * Which rule applies to a member field, found by its name (trimmed, case-insensitive) because the family
 * forms are metric definitions: 'Age', '… Income', 'Age At Diagnosis'.
 */
export function familyFieldRule(kind: FamilyKind, testName: string): ((value: string | undefined) => string | null) | null {
  const name = testName.trim().toLowerCase();
  if (kind === 'medical') return name === 'age at diagnosis' ? diagnosisAgeError : null;
  if (name === 'age') return memberAgeError;
  return /income/.test(name) ? memberIncomeError : null;
}

/** Errors of one member card, keyed by testName. */
export function validateFamilyMember(kind: FamilyKind, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [testName, values] of Object.entries(answers)) {
    const message = familyFieldRule(kind, testName)?.(values?.[0]);
    if (message) errors[testName] = message;
  }
  return errors;
}

/** Errors of saved groups (the server's view), keyed `{memberIndex}.{testName}`. */
export function validateFamilyGroups(kind: FamilyKind, groups: readonly MetricGroup[]): Record<string, string> {
  const errors: Record<string, string> = {};
  groups.forEach((group, index) => {
    for (const param of group.params ?? []) {
      const value = Array.isArray(param.selectedValues) ? param.selectedValues[0] : undefined;
      const message = familyFieldRule(
        kind,
        param.testName,
      )?.(typeof value === 'string' ? value : value === undefined ? undefined : String(value));
      if (message) errors[`${index}.${param.testName}`] = message;
    }
  });
  return errors;
}

/** Add Member needs the last member card to have at least one field filled. */
export function addMemberError(members: readonly Answers[]): string | null {
  const last = members[members.length - 1];
  return last === undefined || hasAnyAnswer(last) ? null : ADD_MEMBER_MESSAGE;
}
