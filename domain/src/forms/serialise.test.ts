import type { MetricParam } from '../types/metrics';
import { breast, familyPersonal } from './fixtures.test-data';
import { serialise, serialiseGroup, serialiseGroups } from './serialise';

describe('serialise', () => {
  it('keeps the definition keys and fills selectedValues of visible fields', () => {
    const out = serialise(breast, {
      'Breast Examination': ['Yes'],
      'Right Breast on palpation': ['Nodularity'],
      Referral: ['No'],
    });
    expect(out).toHaveLength(4);
    expect(out[0]).toEqual({ ...breast[0], selectedValues: ['Yes'] });
    expect(out[1].selectedValues).toEqual(['Nodularity']);
    expect(out[2]).toMatchObject({ testName: 'Referral', selectedValues: ['No'], condition: breast[2].condition });
    expect(out[3]).toMatchObject({ testName: 'Referred for', selectedValues: [] });
  });

  it('leaves out the texts of other languages: the saved answer is the English value only', () => {
    const params: MetricParam[] = [
      { testName: 'A', valueType: 'SingleSelect', values: ['Yes'], labels: { ta: { testName: 'அ', options: { Yes: 'ஆம்' } } } },
    ];
    expect(serialise(params, { A: ['Yes'] })).toEqual([
      { testName: 'A', valueType: 'SingleSelect', values: ['Yes'], selectedValues: ['Yes'] },
    ]);
  });

  it('sends [] for hidden fields even when a stale answer exists', () => {
    const out = serialise(breast, { 'Breast Examination': ['No'], Referral: ['Yes'], 'Referred for': ['USG breast'] });
    expect(out.map((p) => p.selectedValues)).toEqual([['No'], [], [], []]);
  });

  it('single-valued fields send one value; definitions are not mutated', () => {
    const params: MetricParam[] = [{ testName: 'A', valueType: 'SingleSelect', values: ['x', 'y'], selectedValues: [] }];
    expect(serialise(params, { A: ['x', 'y'] })[0].selectedValues).toEqual(['x']);
    expect(params[0].selectedValues).toEqual([]);
  });

  it('serialiseGroup wraps a non-repeating form', () => {
    const group = serialiseGroup({ params: breast }, { 'Breast Examination': ['Not now'] });
    expect(group.repeat).toBeNull();
    expect(group.repeatlabel).toBeNull();
    expect(group.params[0].selectedValues).toEqual(['Not now']);
  });

  it('serialiseGroups writes one group per member with id, repeat and repeatlabel', () => {
    const groups = serialiseGroups(familyPersonal, [
      { id: 77, answers: { Name: ['Ravi'], 'Relation ': ['Son'], 'Tobacco/Alcohol Habits': ['Yes '] } },
      { id: null, answers: { Name: ['Uma'] } },
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ id: 77, repeat: true, repeatlabel: 'Add Member' });
    expect(groups[0].params.find((p) => p.testName === 'Relation ')?.selectedValues).toEqual(['Son']);
    expect(groups[0].params.find((p) => p.testName === 'Tobacco/Alcohol Habits')?.selectedValues).toEqual(['Yes ']);
    expect(groups[1]).toMatchObject({ id: null, repeat: true, repeatlabel: 'Add Member' });
    expect(groups[1].params.find((p) => p.testName === 'Age')?.selectedValues).toEqual([]);
  });
});
