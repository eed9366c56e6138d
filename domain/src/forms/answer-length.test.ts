import type { MetricParam } from '../types/metrics';
import { RULE_REFUSALS } from '../api/rule-codes';
import { UHID_LENGTH_MESSAGE, answerMaxLength, lengthCodes, lengthErrors } from './answer-length';
import { answerFormatCodes, answerFormatErrors } from './validate-form';

/** Breast clinical evaluation, trimmed down: UHID shows once the examination is Yes. */
const clinical: MetricParam[] = [
  {
    testName: 'Breast Clinical Examination',
    valueType: 'SingleSelect',
    values: ['Yes', 'No'],
    isMandatory: true,
    condition: [
      { enabledField: 'UHID', triggerValue: 'Yes' },
      { enabledField: 'Additional Comments', triggerValue: 'Yes' },
    ],
  },
  { testName: 'UHID ', valueType: 'Input', values: [] },
  { testName: 'Additional Comments', valueType: 'Input', values: [] },
];

describe('lengthErrors', () => {
  it('refuses a UHID longer than 20 characters, with a message that says the limit', () => {
    const answers = { 'Breast Clinical Examination': ['Yes'], 'UHID ': ['CI'.repeat(200)] };
    expect(lengthErrors(clinical, answers)).toEqual({ 'UHID ': UHID_LENGTH_MESSAGE });
    expect(UHID_LENGTH_MESSAGE).toBe('UHID must be at most 20 characters.');
    expect(answerFormatErrors(clinical, answers)).toEqual({ 'UHID ': UHID_LENGTH_MESSAGE });
  });

  it('takes a UHID of 20 characters (spaces around it aside), a hidden one, and long comments', () => {
    const answers = {
      'Breast Clinical Examination': ['Yes'],
      'UHID ': ['  CI-2026-000012345678  '],
      'Additional Comments': ['x'.repeat(500)],
    };
    expect(lengthErrors(clinical, answers)).toEqual({});
    expect(lengthErrors(clinical, { 'Breast Clinical Examination': ['No'], 'UHID ': ['9'.repeat(400)] })).toEqual({});
  });

  it("gives the code UHID_LENGTH, the refusal catalogue's code of that English", () => {
    const answers = { 'Breast Clinical Examination': ['Yes'], 'UHID ': ['1'.repeat(21)] };
    expect(lengthCodes(clinical, answers)).toEqual({ 'UHID ': 'UHID_LENGTH' });
    expect(answerFormatCodes(clinical, answers)).toEqual({ 'UHID ': 'UHID_LENGTH' });
    expect(lengthCodes(clinical, { ...answers, 'UHID ': ['1'.repeat(20)] })).toEqual({});
    expect(RULE_REFUSALS.UHID_LENGTH).toBe(UHID_LENGTH_MESSAGE);
  });

  it('gives the limit of a question, or none', () => {
    expect(answerMaxLength({ testName: 'UHID ' })).toBe(20);
    expect(answerMaxLength({ testName: 'Additional Comments' })).toBeNull();
  });
});
