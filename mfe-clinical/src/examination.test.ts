import type { EligibleDisease, MenuEntry } from '@screening/shared';
import { canRecord, draftKey, stageLabel, stageOptions } from './examination';

const test = (candidateTestId: number, stage: string, diseaseTestId = candidateTestId): EligibleDisease => ({
  candidateId: 501,
  stage,
  name: 'SCREENING',
  diseaseTestId,
  candidateTestId,
});

const menu = (url: string, privileges: MenuEntry['privileges']): MenuEntry => ({ menu: url, menuOrder: 1, url, privileges });
const ALL: MenuEntry['privileges'] = ['CREATE', 'VIEW', 'EDIT'];

describe('stage labels and options', () => {
  it('normalises screening labels and keeps clinical labels verbatim', () => {
    expect(stageLabel('screening', 'BREAST screening test')).toBe('Breast Screening');
    expect(stageLabel('screening', 'Symptoms Based Referral screening Test')).toBe('Symptoms Based Referral Screening');
    expect(stageLabel('clinical', ' Breast Clinical Evaluation ')).toBe('Breast Clinical Evaluation');
  });

  it('keeps the server order for screening (the first is preselected) and sorts clinical tests by raw stage', () => {
    const tests = [test(2, 'Oral Screening Test'), test(1, 'Breast screening Test')];
    expect(stageOptions('screening', tests).map((o) => [o.value, o.label])).toEqual([
      [2, 'Oral Screening'],
      [1, 'Breast Screening'],
    ]);
    expect(
      stageOptions('clinical', [test(3, 'Oral Clinical Evaluation'), test(4, 'Cervical Clinical Evaluation')]).map(
        (o) => o.label,
      ),
    ).toEqual(['Cervical Clinical Evaluation', 'Oral Clinical Evaluation']);
  });

  it('has no options when the server sends null (no pending test)', () => {
    expect(stageOptions('screening', null)).toEqual([]);
  });
});

describe('who may record', () => {
  it('needs CREATE, VIEW and EDIT on /screening for screening', () => {
    expect(canRecord([menu('/screening', ALL)], 'screening')).toBe(true);
    expect(canRecord([menu('/screening', ['VIEW', 'EDIT'])], 'screening')).toBe(false);
    expect(canRecord([menu('/clinical', ALL)], 'screening')).toBe(false);
  });

  it('accepts /clinical or /reftohospital for clinical evaluation', () => {
    expect(canRecord([menu('/clinical', ALL)], 'clinical')).toBe(true);
    expect(canRecord([menu('/reftohospital', ALL)], 'clinical')).toBe(true);
    expect(canRecord([menu('/reftohospital', ['VIEW'])], 'clinical')).toBe(false);
    expect(canRecord([], 'clinical')).toBe(false);
  });
});

it('keeps one draft per kind, participant and test', () => {
  expect(draftKey('screening', 501, 5)).not.toBe(draftKey('clinical', 501, 5));
  expect(draftKey('screening', 501, 5)).not.toBe(draftKey('screening', 501, 6));
});
