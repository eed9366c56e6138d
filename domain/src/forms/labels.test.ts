import type { MetricParam } from '../types/metrics';
import { optionLabel, questionLabel } from './labels';

const param: MetricParam = {
  testName: 'Relation ',
  valueType: 'SingleSelect',
  values: ['Mother', 'Son ', 'Aunt'],
  labels: { ta: { testName: 'உறவு', options: { Mother: 'தாய்', Son: 'மகன்', Aunt: ' ' } } },
};

describe('questionLabel and optionLabel', () => {
  it('give the text of the language when there is one', () => {
    expect(questionLabel(param, 'ta')).toBe('உறவு');
    expect(optionLabel(param, 'Mother', 'ta')).toBe('தாய்');
    // Options are matched by their value, trimmed when the value carries spaces.
    expect(optionLabel(param, 'Son ', 'ta')).toBe('மகன்');
  });

  it('fall back to the English text, trimmed, when the language or the text is missing or blank', () => {
    expect(questionLabel(param, 'en')).toBe('Relation');
    expect(optionLabel(param, 'Son ', 'en')).toBe('Son');
    expect(optionLabel(param, 'Aunt', 'ta')).toBe('Aunt');
    expect(optionLabel(param, 'toString', 'ta')).toBe('toString');
    expect(questionLabel({ testName: 'Age', valueType: 'Input' }, 'ta')).toBe('Age');
    expect(questionLabel({ testName: 'Age', valueType: 'Input', labels: null }, 'ta')).toBe('Age');
  });
});
