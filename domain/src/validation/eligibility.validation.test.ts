import { ruleText } from '../api/rule-codes';
import type { MetricParam } from '../types/metrics';
import { eligibilityCode, eligibilityCodes, eligibilityError, validateEligibility } from './eligibility.validation';

const params: MetricParam[] = [
  { testName: 'Marital Status', valueType: 'SingleSelect', values: ['Married', 'Never Married'], isMandatory: null },
  { testName: 'Hysterectomy Done', valueType: 'SingleSelect', values: ['Yes', 'No'] },
];

describe('eligibility', () => {
  it('requires every question even when none is marked mandatory', () => {
    expect(validateEligibility(params, { 'Marital Status': ['Married'] })).toEqual({
      'Hysterectomy Done': 'This field is required',
    });
    expect(eligibilityError(params, { 'Marital Status': ['Married'] })).toBe('Please fill in all mandatory fields.');
  });

  it('passes when every question is answered', () => {
    const answers = { 'Marital Status': ['Married'], 'Hysterectomy Done': ['No'] };
    expect(validateEligibility(params, answers)).toEqual({});
    expect(eligibilityError(params, answers)).toBeNull();
  });
});

describe('eligibility by code', () => {
  it('names each unanswered question REQUIRED and the page ALL_MANDATORY', () => {
    expect(eligibilityCodes(params, { 'Marital Status': ['Married'] })).toEqual({ 'Hysterectomy Done': 'REQUIRED' });
    expect(eligibilityCode(params, {})).toBe('ALL_MANDATORY');
    expect(eligibilityCode(params, { 'Marital Status': ['Married'], 'Hysterectomy Done': ['No'] })).toBeNull();
    expect(ruleText('ALL_MANDATORY')).toBe(eligibilityError(params, {}));
    expect(ruleText('REQUIRED')).toBe(validateEligibility(params, {})['Marital Status']);
  });
});
