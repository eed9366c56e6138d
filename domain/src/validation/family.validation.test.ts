import { ruleText, type RuleCode } from '../api/rule-codes';
import {
  addMemberCode,
  addMemberError,
  diagnosisAgeCode,
  diagnosisAgeError,
  FAMILY_RULES,
  familyFieldCodeRule,
  familyFieldRule,
  familyGroupsCodes,
  familyMemberCodes,
  memberAgeCode,
  memberAgeError,
  memberIncomeCode,
  memberIncomeError,
  sanitiseMemberAge,
  validateFamilyGroups,
  validateFamilyMember,
} from './family.validation';

describe('family', () => {
  it('member age: 1–99', () => {
    const message = 'Age must be a whole number from 1 to 99.';
    expect(memberAgeError('')).toBeNull();
    expect(memberAgeError(undefined)).toBeNull();
    expect(memberAgeError('1')).toBeNull();
    expect(memberAgeError('99')).toBeNull();
    expect(memberAgeError('0')).toBe(message);
    expect(memberAgeError('100')).toBe(message);
    expect(memberAgeError('4.5')).toBe(message);
    // Every digit is kept, so a mistyped age is refused with its message instead of being cut short.
    expect(sanitiseMemberAge('1a70')).toBe('170');
    expect(memberAgeError(sanitiseMemberAge('170'))).toBe(message);
  });

  it('member income: max 6 digits, no leading zero', () => {
    expect(memberIncomeError('999999')).toBeNull();
    expect(memberIncomeError('1000000')).toBe('Monthly income must be a whole number up to 999999 without leading zeros.');
    expect(memberIncomeError('09')).toBe('Monthly income must be a whole number up to 999999 without leading zeros.');
  });

  it('age at diagnosis: digits only, 1–100', () => {
    const message = 'Age at diagnosis must be a whole number from 1 to 100.';
    expect(diagnosisAgeError('1')).toBeNull();
    expect(diagnosisAgeError('100')).toBeNull();
    expect(diagnosisAgeError('0')).toBe(message);
    expect(diagnosisAgeError('101')).toBe(message);
    expect(diagnosisAgeError('5y')).toBe(message);
  });

  it('finds the rule by field name', () => {
    expect(familyFieldRule('personal', 'Age ')).toBe(memberAgeError);
    expect(familyFieldRule('personal', 'Monthly Income')).toBe(memberIncomeError);
    expect(familyFieldRule('personal', 'Name')).toBeNull();
    expect(familyFieldRule('medical', 'Age At Diagnosis')).toBe(diagnosisAgeError);
    expect(familyFieldRule('medical', 'Age')).toBeNull();
  });

  it('validates one member card by testName', () => {
    expect(validateFamilyMember('personal', { Name: ['Ravi'], Age: ['120'], 'Relation ': ['Son'] })).toEqual({
      Age: 'Age must be a whole number from 1 to 99.',
    });
    expect(validateFamilyMember('medical', { 'Age At Diagnosis': ['0'] })).toEqual({
      'Age At Diagnosis': 'Age at diagnosis must be a whole number from 1 to 100.',
    });
    expect(validateFamilyMember('personal', { Age: [] })).toEqual({});
  });

  it('validates saved groups keyed by member index', () => {
    const groups = [
      { params: [{ testName: 'Age', valueType: 'Input', selectedValues: ['45'] }] },
      { params: [{ testName: 'Age', valueType: 'Input', selectedValues: ['0'] }] },
    ];
    expect(validateFamilyGroups('personal', groups)).toEqual({ '1.Age': 'Age must be a whole number from 1 to 99.' });
  });

  it('Add Member needs the last card to have a field filled', () => {
    expect(addMemberError([{ Name: ['Ravi'] }, { Name: [], Age: [''] }])).toBe(
      'Please fill at least one field before adding another member.',
    );
    expect(addMemberError([{}, { Age: ['3'] }])).toBeNull();
    expect(addMemberError([])).toBeNull();
  });
});

describe('the family rules by code', () => {
  it('name each refusal by its code, per member field and per saved group', () => {
    expect(memberAgeCode('100')).toBe('MEMBER_AGE');
    expect(memberAgeCode('')).toBeNull();
    expect(memberIncomeCode('012')).toBe('INCOME');
    expect(diagnosisAgeCode('101')).toBe('DIAGNOSIS_AGE');
    expect(diagnosisAgeCode('100')).toBeNull();
    expect(familyFieldCodeRule('personal', ' Monthly Income ')?.('0')).toBe('INCOME');
    expect(familyFieldCodeRule('medical', 'Age')).toBeNull();
    expect(familyMemberCodes('personal', { Age: ['0'], Name: ['Devi'] })).toEqual({ Age: 'MEMBER_AGE' });
    expect(
      familyGroupsCodes('medical', [
        { params: [{ testName: 'Age At Diagnosis', valueType: 'Input', selectedValues: ['50'] }] },
        { params: [{ testName: 'Age At Diagnosis', valueType: 'Input', selectedValues: ['0'] }] },
      ]),
    ).toEqual({ '1.Age At Diagnosis': 'DIAGNOSIS_AGE' });
    expect(addMemberCode([{}])).toBe('ADD_MEMBER');
    expect(addMemberCode([{ Age: ['40'] }])).toBeNull();
  });

  it('word the codes with the catalogue: the English forms are the codes worded', () => {
    for (const [code, text] of Object.entries(FAMILY_RULES)) expect([code, text]).toEqual([code, ruleText(code as RuleCode)]);
    expect(validateFamilyMember('personal', { Age: ['0'] })).toEqual({ Age: ruleText('MEMBER_AGE') });
  });
});
