import { breast, chain, familyPersonal } from './fixtures.test-data';
import { prefillAnswers, prefillMembers, savedValues } from './prefill';

describe('savedValues', () => {
  it('reads selectedValues, else values, else value', () => {
    expect(savedValues({ selectedValues: ['a'], values: ['x', 'y'] })).toEqual(['a']);
    expect(savedValues({ values: ['x'] })).toEqual(['x']);
    expect(savedValues({ value: 'v' })).toEqual(['v']);
    expect(savedValues({ value: 12 })).toEqual(['12']);
    expect(savedValues({ selectedValues: null, values: null, value: ['w'] })).toEqual(['w']);
    expect(savedValues({})).toEqual([]);
  });

  it('an explicit empty selectedValues is unanswered, not "all options"', () => {
    expect(savedValues({ selectedValues: [], values: ['Yes', 'No'] })).toEqual([]);
  });
});

describe('prefillAnswers', () => {
  it('fills from saved params, single-valued fields take the first value', () => {
    const saved = [
      { testName: 'Breast Examination', selectedValues: ['Yes', 'No'] },
      { testName: 'Right Breast on palpation', selectedValues: ['Nodularity', 'Thickening'] },
      { testName: 'Referral', values: ['No'] },
    ];
    expect(prefillAnswers(breast, saved)).toEqual({
      'Breast Examination': ['Yes'],
      'Right Breast on palpation': ['Nodularity', 'Thickening'],
      Referral: ['No'],
    });
  });

  it('uses the `value` fallback of older results', () => {
    expect(prefillAnswers(breast, [{ testName: 'Breast Examination', value: 'No' }])).toEqual({ 'Breast Examination': ['No'] });
  });

  it('drops saved answers of fields the saved answers leave hidden', () => {
    const saved = [
      { testName: 'Gate', selectedValues: ['No'] },
      { testName: 'Level1', selectedValues: ['Deep'] },
      { testName: 'Notes', selectedValues: ['n'] },
    ];
    expect(prefillAnswers(chain, saved)).toEqual({ Gate: ['No'], Notes: ['n'] });
  });

  it('maps stored values onto options and matches names trimmed', () => {
    const saved = [
      { testName: 'Relation', selectedValues: ['Son'] },
      { testName: 'Gender', selectedValues: ['FEMALE'] },
      { testName: 'Tobacco/Alcohol Habits', selectedValues: ['Yes'] },
      { testName: 'Age', selectedValues: ['34'] },
      { testName: 'Unknown', selectedValues: ['x'] },
    ];
    expect(prefillAnswers(familyPersonal.params, saved)).toEqual({
      'Relation ': ['Son'],
      Gender: ['Female'],
      'Tobacco/Alcohol Habits': ['Yes '],
      Age: ['34'],
    });
  });

  it('tolerates missing or malformed saved data', () => {
    expect(prefillAnswers(breast, null)).toEqual({});
    expect(prefillAnswers(breast, [null, 3, { testName: 'Breast Examination', selectedValues: [] }])).toEqual({});
  });
});

describe('prefillMembers', () => {
  it('builds one member per saved group, keeping its id', () => {
    const saved = [
      {
        params: [
          { testName: 'Name', selectedValues: ['Ravi'] },
          { testName: 'Age', selectedValues: ['12'] },
        ],
        id: 77,
        repeat: null,
        repeatlabel: null,
      },
      { params: [{ testName: 'Name', selectedValues: ['Uma'] }] },
    ];
    expect(prefillMembers(familyPersonal, saved)).toEqual([
      { id: 77, answers: { Name: ['Ravi'], Age: ['12'] } },
      { id: null, answers: { Name: ['Uma'] } },
    ]);
    expect(prefillMembers(familyPersonal, null)).toEqual([]);
    expect(prefillMembers(familyPersonal, [{ nope: true }])).toEqual([]);
  });
});
