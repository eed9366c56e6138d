import type { MetricParam } from '../types/metrics';
import { eligibilityError, validateEligibility } from './eligibility.validation';

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
