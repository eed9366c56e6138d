import { cervical } from './fixtures.test-data';
import { metricFormErrors } from './validate-form';

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

  it('is empty for a complete form', () => {
    const answers = { 'Cervical Screening': ['Yes'], 'HR-HPV DNA': ['No'], Cytology: ['No'], 'Visual Test': ['No'] };
    expect(metricFormErrors(cervical, answers, { today })).toEqual({});
  });
});
