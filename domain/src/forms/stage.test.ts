import { clinicalTitle, dropReferredFor, normaliseStageLabel, screeningTitle, stageDisease } from './stage';

describe('stage labels', () => {
  it('normalise test descriptions (docs/api.md §5.4)', () => {
    expect(normaliseStageLabel('BREAST screening test')).toBe('Breast Screening');
    expect(normaliseStageLabel('Breast screening Test')).toBe('Breast Screening');
    expect(normaliseStageLabel('Oral Screening Test')).toBe('Oral Screening');
    expect(normaliseStageLabel('cervical SCREENING')).toBe('Cervical Screening');
    expect(normaliseStageLabel('Symptoms Based Referral screening Test')).toBe('Symptoms Based Referral Screening');
    expect(normaliseStageLabel('  Oral   screening   test ')).toBe('Oral Screening');
    expect(normaliseStageLabel('')).toBe('');
    expect(normaliseStageLabel(null)).toBe('');
  });

  it('tell the disease, symptoms first', () => {
    expect(stageDisease('Breast Screening')).toBe('breast');
    expect(stageDisease('ORAL clinical')).toBe('oral');
    expect(stageDisease('Cervical Screening')).toBe('cervical');
    expect(stageDisease('Symptoms based breast screening')).toBe('symptoms');
    expect(stageDisease('Prostate')).toBeNull();
    expect(stageDisease(undefined)).toBeNull();
  });
});

describe('headings', () => {
  it('screening form', () => {
    expect(screeningTitle('Breast Screening')).toBe('Breast Screening');
    expect(screeningTitle('Breast screening Test')).toBe('Breast Screening');
    expect(screeningTitle('ORAL SCREENING')).toBe('Oral Screening');
    expect(screeningTitle('Cervical Screening')).toBe('Cervical Screening');
    expect(screeningTitle('Symptoms Based Referral Screening')).toBe('Symptoms based referral screening');
    expect(screeningTitle('symptoms')).toBe('Symptoms based referral screening');
    expect(screeningTitle('Prostate Screening')).toBe('Disease Specific Details');
    expect(screeningTitle('')).toBe('Disease Specific Details');
    expect(screeningTitle(null)).toBe('Disease Specific Details');
  });

  it('clinical form', () => {
    expect(clinicalTitle('Breast Clinical Examination')).toBe('Breast Clinical Evaluation');
    expect(clinicalTitle('Oral Screening')).toBe('Oral Clinical Evaluation');
    expect(clinicalTitle('cervical')).toBe('Cervical Clinical Evaluation');
    expect(clinicalTitle('General')).toBe('Clinical Evaluation');
    expect(clinicalTitle(undefined)).toBe('Clinical Evaluation');
  });
});

describe('dropReferredFor', () => {
  it('removes the "Referred for" param only', () => {
    const params = [
      { testName: 'Referral', valueType: 'SingleSelect' },
      { testName: 'Referred for ', valueType: 'Multi Select' },
      { testName: 'UHID', valueType: 'Input' },
    ];
    expect(dropReferredFor(params).map((p) => p.testName)).toEqual(['Referral', 'UHID']);
  });
});
