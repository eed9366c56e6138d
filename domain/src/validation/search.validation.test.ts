import { stageSelectionError } from './search.validation';

describe('searches', () => {
  it('Next needs a stage', () => {
    expect(stageSelectionError('')).toBe('Please select a stage before proceeding.');
    expect(stageSelectionError(null)).toBe('Please select a stage before proceeding.');
    expect(stageSelectionError('Breast Screening')).toBeNull();
  });
});
