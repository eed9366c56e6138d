import { hasReferral, isHysterectomyDone, isNotNow, isNotNowValue, NOT_NOW_FIELDS, screeningOutcome } from './referral';

const p = (testName: string, selectedValues: string[]) => ({ testName, subtestName: 'NONE', selectedValues });

describe('not now', () => {
  it('recognises the value loosely', () => {
    expect(isNotNowValue('Not now')).toBe(true);
    expect(isNotNowValue(' not  NOW ')).toBe(true);
    expect(isNotNowValue('No')).toBe(false);
  });

  it('is set by a gate question answered "Not now"', () => {
    expect(NOT_NOW_FIELDS).toContain('Is patient willing for Breast  Screening');
    expect(isNotNow([p('Breast Examination', ['Not now'])])).toBe(true);
    expect(isNotNow([p('Oral Examination', ['Not now'])])).toBe(true);
    expect(isNotNow([p('Is patient willing for Breast Screening', ['Not now'])])).toBe(true);
    expect(isNotNow([p('Is patient willing for Breast  Screening', ['Not now'])])).toBe(true);
    expect(isNotNow([p('Breast Examination', ['Yes'])])).toBe(false);
    expect(isNotNow([p('Visual Inspection', ['Not now'])])).toBe(false);
    expect(isNotNow([{ testName: 'Cervical Screening', value: 'Not now' }])).toBe(true);
  });
});

describe('referral', () => {
  it('is a "Referral" param with Yes', () => {
    expect(hasReferral([p('Breast Examination', ['Yes']), p('Referral', ['Yes'])])).toBe(true);
    expect(hasReferral([p('REFERRAL ', ['Yes'])])).toBe(true);
    expect(hasReferral([p('Referral', ['No'])])).toBe(false);
    expect(hasReferral([p('Referred for', ['Yes'])])).toBe(false);
    expect(hasReferral([])).toBe(false);
  });

  it('never for symptoms-based screening', () => {
    expect(hasReferral([p('Referral', ['Yes'])], 'Symptoms Based Referral Screening')).toBe(false);
    expect(hasReferral([p('Referral', ['Yes'])], 'Oral Screening')).toBe(true);
  });
});

describe('screeningOutcome', () => {
  it('Finish with referral creates the clinical test', () => {
    expect(
      screeningOutcome([p('Breast Examination', ['Yes']), p('Referral', ['Yes'])], { stage: 'Breast Screening', completed: 1 }),
    ).toEqual({
      notNow: false,
      referral: true,
      completed: 1,
      createsClinicalTest: true,
    });
  });

  it('Save with referral does not', () => {
    expect(screeningOutcome([p('Referral', ['Yes'])], { completed: 0 })).toMatchObject({
      referral: true,
      completed: 0,
      createsClinicalTest: false,
    });
  });

  it('"Not now" keeps the test pending with no referral', () => {
    expect(screeningOutcome([p('Breast Examination', ['Not now']), p('Referral', ['Yes'])], { completed: 1 })).toEqual({
      notNow: true,
      referral: null,
      completed: 0,
      createsClinicalTest: false,
    });
  });
});

describe('hysterectomy', () => {
  it('reads the eligibility answer', () => {
    expect(isHysterectomyDone([p('Marital Status', ['Married']), p('Hysterectomy Done', ['Yes'])])).toBe(true);
    expect(isHysterectomyDone([p('Hysterectomy Done', ['No'])])).toBe(false);
    expect(isHysterectomyDone([])).toBe(false);
  });
});
