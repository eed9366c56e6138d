import { RULE_REFUSALS } from '../api/rule-codes';
import { cervical } from './fixtures.test-data';
import { answerFormatCodes, METRIC_FORM_RULES, metricFormCodes, metricFormErrors } from './validate-form';

describe('metricFormErrors', () => {
  const today = new Date(2025, 5, 15);

  it('joins required and date errors', () => {
    const answers = {
      'Cervical Screening': ['Yes'],
      'HR-HPV DNA': ['Yes'],
      'HR-HPV DNA Report Date': ['20-06-2025'],
      Cytology: ['No'],
    };
    expect(metricFormErrors(cervical, answers, { today })).toEqual({
      'HR-HPV DNA Report Date': 'Date cannot be in the future.',
      'Visual Test': 'This field is required',
    });
  });

  it('gives the same refusals by code, in the same order, each worded as the refusal catalogue words it', () => {
    const answers = {
      'Cervical Screening': ['Yes'],
      'HR-HPV DNA': ['Yes'],
      'HR-HPV DNA Report Date': ['20-06-2025'],
      Cytology: ['No'],
    };
    const codes = metricFormCodes(cervical, answers, { today });
    expect(codes).toEqual({ 'HR-HPV DNA Report Date': 'FUTURE_DATE', 'Visual Test': 'REQUIRED' });
    expect(Object.keys(metricFormErrors(cervical, answers, { today }))).toEqual(Object.keys(codes));
    // Save checks the formats only: the missing answer is not among them.
    expect(answerFormatCodes(cervical, answers, today)).toEqual({ 'HR-HPV DNA Report Date': 'FUTURE_DATE' });
    for (const [code, text] of Object.entries(METRIC_FORM_RULES))
      expect(RULE_REFUSALS[code as keyof typeof RULE_REFUSALS]).toBe(text);
  });

  it('is empty for a complete form', () => {
    const answers = { 'Cervical Screening': ['Yes'], 'HR-HPV DNA': ['No'], Cytology: ['No'], 'Visual Test': ['No'] };
    expect(metricFormErrors(cervical, answers, { today })).toEqual({});
  });
});
