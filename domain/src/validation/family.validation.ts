/** Family Personal and Family Medical member cards (docs/screens.md §5 "Family personal", "Family medical", §9). */
import { hasAnyAnswer } from '../forms/answers';
import type { Answers } from '../forms/types';
import type { MetricGroup } from '../types/metrics';
import { INCOME_MESSAGE, monthlyIncomeCode } from './general-details.validation';
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

/** The rules' refusals by code (MEMBER_AGE for MEMBER_AGE_MESSAGE); the `…Error` forms give their English. */
export type FamilyRuleCode = 'MEMBER_AGE' | 'DIAGNOSIS_AGE' | 'INCOME' | 'ADD_MEMBER';

/** The English of each code of the family steps. */
export const FAMILY_RULES: Readonly<Record<FamilyRuleCode, string>> = {
  MEMBER_AGE: MEMBER_AGE_MESSAGE,
  DIAGNOSIS_AGE: DIAGNOSIS_AGE_MESSAGE,
  INCOME: INCOME_MESSAGE,
  ADD_MEMBER: ADD_MEMBER_MESSAGE,
};

const englishOf = (code: FamilyRuleCode | null): string | null => code && FAMILY_RULES[code];

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Family member age: optional, else 1–99. */
export function memberAgeCode(value: string | undefined): 'MEMBER_AGE' | null {
  return blank(value) || isWholeNumberInRange(value, MEMBER_AGE_MIN, MEMBER_AGE_MAX) ? null : 'MEMBER_AGE';
}

/** Family member monthly income: the participant's rule (max 6 digits, no leading zero). */
export const memberIncomeCode = (value: string | undefined): 'INCOME' | null => monthlyIncomeCode(value);

/** Age at diagnosis: optional, else digits only, 1–100. */
export function diagnosisAgeCode(value: string | undefined): 'DIAGNOSIS_AGE' | null {
  return blank(value) || isWholeNumberInRange(value, DIAGNOSIS_AGE_MIN, DIAGNOSIS_AGE_MAX) ? null : 'DIAGNOSIS_AGE';
}

export function memberAgeError(value: string | undefined): string | null {
  return englishOf(memberAgeCode(value));
}

export const memberIncomeError = (value: string | undefined): string | null => englishOf(memberIncomeCode(value));

export function diagnosisAgeError(value: string | undefined): string | null {
  return englishOf(diagnosisAgeCode(value));
}

/**
 * Which rule applies to a member field, found by its name (trimmed, case-insensitive) because the family
 * forms are metric definitions: 'Age', '… Income', 'Age At Diagnosis'.
 */
export function familyFieldCodeRule(
  kind: FamilyKind,
  testName: string,
): ((value: string | undefined) => FamilyRuleCode | null) | null {
  const name = testName.trim().toLowerCase();
  if (kind === 'medical') return name === 'age at diagnosis' ? diagnosisAgeCode : null;
  if (name === 'age') return memberAgeCode;
  return /income/.test(name) ? memberIncomeCode : null;
}

/** The rule of a member field (familyFieldCodeRule), in English: the exported `…Error` function itself. */
export function familyFieldRule(kind: FamilyKind, testName: string): ((value: string | undefined) => string | null) | null {
  const rule = familyFieldCodeRule(kind, testName);
  if (rule === null) return null;
  return rule === diagnosisAgeCode ? diagnosisAgeError : rule === memberAgeCode ? memberAgeError : memberIncomeError;
}

/** Codes of one member card, keyed by testName. */
export function familyMemberCodes(kind: FamilyKind, answers: Answers): Record<string, FamilyRuleCode> {
  const codes: Record<string, FamilyRuleCode> = {};
  for (const [testName, values] of Object.entries(answers)) {
    const code = familyFieldCodeRule(kind, testName)?.(values?.[0]);
    if (code) codes[testName] = code;
  }
  return codes;
}

/** Errors of one member card, keyed by testName. */
export function validateFamilyMember(kind: FamilyKind, answers: Answers): Record<string, string> {
  return english(familyMemberCodes(kind, answers));
}

/** Codes of saved groups (the server's view), keyed `{memberIndex}.{testName}`. */
export function familyGroupsCodes(kind: FamilyKind, groups: readonly MetricGroup[]): Record<string, FamilyRuleCode> {
  const codes: Record<string, FamilyRuleCode> = {};
  groups.forEach((group, index) => {
    for (const param of group.params ?? []) {
      const value = Array.isArray(param.selectedValues) ? param.selectedValues[0] : undefined;
      const code = familyFieldCodeRule(
        kind,
        param.testName,
      )?.(typeof value === 'string' ? value : value === undefined ? undefined : String(value));
      if (code) codes[`${index}.${param.testName}`] = code;
    }
  });
  return codes;
}

/** Errors of saved groups (the server's view), keyed `{memberIndex}.{testName}`. */
export function validateFamilyGroups(kind: FamilyKind, groups: readonly MetricGroup[]): Record<string, string> {
  return english(familyGroupsCodes(kind, groups));
}

/** Add Member needs the last member card to have at least one field filled. */
export function addMemberCode(members: readonly Answers[]): 'ADD_MEMBER' | null {
  const last = members[members.length - 1];
  return last === undefined || hasAnyAnswer(last) ? null : 'ADD_MEMBER';
}

export function addMemberError(members: readonly Answers[]): string | null {
  return englishOf(addMemberCode(members));
}

function english(codes: Record<string, FamilyRuleCode>): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, FAMILY_RULES[code]]));
}
