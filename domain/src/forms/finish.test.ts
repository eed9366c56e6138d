import { breast, cervical, oralClinical } from './fixtures.test-data';
import { CERVICAL_NOT_NOW_FIELDS, finishBlocker, finishDisabled } from './finish';

describe('Finish of the screening form', () => {
  it('is enabled when every visible mandatory field is answered', () => {
    const answers = { 'Breast Examination': ['Yes'], 'Right Breast on palpation': ['Nodularity'], Referral: ['No'] };
    expect(finishBlocker('Breast Screening', breast, answers)).toBeNull();
    expect(finishDisabled('Breast Screening', breast, answers)).toBe(false);
  });

  it('rule 1: a visible mandatory field is empty (empty array included)', () => {
    expect(finishBlocker('Breast Screening', breast, {})).toBe('required');
    expect(
      finishBlocker('Breast Screening', breast, {
        'Breast Examination': ['Yes'],
        'Right Breast on palpation': [],
        Referral: ['No'],
      }),
    ).toBe('required');
    expect(finishDisabled('Breast Screening', breast, { 'Breast Examination': ['No'] })).toBe(false);
  });

  it('rule 2: a field named like "clinical evaluation" answered No', () => {
    expect(finishBlocker('Oral Screening', oralClinical, { 'Oral Clinical Evaluation': ['No'] })).toBe('clinical-evaluation-no');
    expect(finishDisabled('Oral Screening', oralClinical, { 'Oral Clinical Evaluation': ['Yes'], Biopsy: ['No'] })).toBe(false);
  });

  describe('rule 3: cervical screening sub-test "Not now"', () => {
    const base = { 'Cervical Screening': ['Yes'], 'HR-HPV DNA': ['No'], Cytology: ['No'], 'Visual Test': ['No'] };

    it('names the three sub-tests', () => {
      expect(CERVICAL_NOT_NOW_FIELDS).toEqual(['HR-HPV DNA', 'Cytology', 'Visual Test']);
    });

    it.each(['HR-HPV DNA', 'Cytology', 'Visual Test'])('%s = Not now disables Finish', (field) => {
      expect(finishBlocker('Cervical Screening', cervical, { ...base, [field]: ['Not now'] })).toBe('cervical-not-now');
    });

    it('does not apply to other stages', () => {
      expect(finishBlocker('Oral Screening', cervical, { ...base, Cytology: ['Not now'] })).toBeNull();
    });

    it('applies to the raw test description too', () => {
      expect(finishDisabled('Cervical screening Test', cervical, { ...base, Cytology: ['Not now'] })).toBe(true);
    });

    it('the gate question itself answered Not now does not disable Finish', () => {
      expect(finishBlocker('Cervical Screening', cervical, { 'Cervical Screening': ['Not now'] })).toBeNull();
    });

    it('is enabled when none is Not now', () => {
      expect(finishDisabled('Cervical Screening', cervical, base)).toBe(false);
    });
  });
});
