import { fieldKind, isButtons, isDate, isInput, isMulti, matchOption, optionsOf } from './value-types';

describe('value types', () => {
  it('recognises both multi-select spellings', () => {
    expect(isMulti('Multi Select')).toBe(true);
    expect(isMulti('MultiSelect')).toBe(true);
    expect(isMulti('multiselect')).toBe(true);
    expect(isMulti('SingleSelect')).toBe(false);
    expect(isMulti(undefined)).toBe(false);
  });

  it('recognises dates, inputs and button groups', () => {
    expect(isDate('Date')).toBe(true);
    expect(isDate('Input')).toBe(false);
    expect(isInput('Input')).toBe(true);
    expect(isButtons('Button')).toBe(true);
    expect(isButtons('SingleSelectButton')).toBe(true);
    expect(isButtons('SingleSelect')).toBe(false);
  });

  it('decides how a param renders', () => {
    expect(fieldKind({ valueType: 'Multi Select', values: ['a'] })).toBe('multi');
    expect(fieldKind({ valueType: 'Date', values: [] })).toBe('date');
    expect(fieldKind({ valueType: 'Input', values: [] })).toBe('input');
    expect(fieldKind({ valueType: 'SingleSelectButton', values: ['Yes'] })).toBe('buttons');
    expect(fieldKind({ valueType: 'SingleSelect', values: ['Yes'] })).toBe('select');
    expect(fieldKind({ valueType: 'Mystery', values: ['a'] })).toBe('select');
    expect(fieldKind({ valueType: 'Mystery', values: [] })).toBe('input');
  });

  it('lists options and maps stored values onto them', () => {
    expect(optionsOf({ values: ['Yes ', 'No'] })).toEqual(['Yes ', 'No']);
    expect(optionsOf({})).toEqual([]);
    expect(matchOption(['Male', 'Female', 'Other'], 'FEMALE')).toBe('Female');
    expect(matchOption(['Yes ', 'No'], 'Yes')).toBe('Yes ');
    expect(matchOption(['Yes', 'No'], 'Yes')).toBe('Yes');
    expect(matchOption(['Yes', 'No'], 'Maybe')).toBe('Maybe');
  });
});
