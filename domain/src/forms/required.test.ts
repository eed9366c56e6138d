import type { MetricParam } from '../types/metrics';
import { chain } from './fixtures.test-data';
import { ALL_MANDATORY_MESSAGE, isMandatory, REQUIRED_MESSAGE, requiredCodes, requiredErrors, withoutError } from './required';

describe('required check', () => {
  it('names the messages', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required');
    expect(ALL_MANDATORY_MESSAGE).toBe('Please fill in all mandatory fields.');
  });

  it('only isMandatory: true is mandatory', () => {
    expect(isMandatory({ isMandatory: true })).toBe(true);
    expect(isMandatory({ isMandatory: null })).toBe(false);
    expect(isMandatory({})).toBe(false);
  });

  it('flags visible mandatory fields without an answer, empty arrays included', () => {
    expect(requiredErrors(chain, {})).toEqual({ Gate: 'This field is required' });
    expect(requiredErrors(chain, { Gate: ['Yes'], Level1: [] })).toEqual({ Level1: 'This field is required' });
    expect(requiredErrors(chain, { Gate: ['Yes'], Level1: ['Deep'], Level2: [] })).toEqual({ Level2: 'This field is required' });
    expect(requiredErrors(chain, { Gate: ['Not now'] })).toEqual({ Reason: 'This field is required' });
  });

  it('gives the code REQUIRED for the same fields', () => {
    expect(requiredCodes(chain, { Gate: ['Not now'] })).toEqual({ Reason: 'REQUIRED' });
    expect(requiredCodes(chain, { Gate: ['No'] })).toEqual({});
    expect(requiredCodes(chain, { Gate: ['Yes'], Level1: ['Deep'], Level2: ['Deeper'] }, { allRequired: true })).toEqual({
      Level3: 'REQUIRED',
      Notes: 'REQUIRED',
    });
  });

  it('ignores hidden mandatory fields and optional ones', () => {
    expect(requiredErrors(chain, { Gate: ['No'] })).toEqual({});
    expect(requiredErrors(chain, { Gate: ['Yes'], Level1: ['Deep'], Level2: ['Deeper'] })).toEqual({});
  });

  it('allRequired makes every visible field required (eligibility)', () => {
    expect(requiredErrors(chain, { Gate: ['Yes'], Level1: ['Deep'], Level2: ['Deeper'] }, { allRequired: true })).toEqual({
      Level3: 'This field is required',
      Notes: 'This field is required',
    });
    const optional: MetricParam[] = [{ testName: 'Marital Status', valueType: 'SingleSelect' }];
    expect(requiredErrors(optional, {}, { allRequired: true })).toEqual({ 'Marital Status': 'This field is required' });
    expect(requiredErrors(optional, {})).toEqual({});
  });

  it('withoutError clears one field', () => {
    const errors = { A: 'This field is required', B: 'This field is required' };
    expect(withoutError(errors, 'A')).toEqual({ B: 'This field is required' });
    expect(withoutError(errors, 'C')).toBe(errors);
    expect(errors).toHaveProperty('A');
    expect(withoutError({ A: 'REQUIRED', B: 'UHID_LENGTH' }, 'B')).toEqual({ A: 'REQUIRED' });
  });
});
