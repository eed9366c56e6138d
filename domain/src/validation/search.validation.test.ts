import { stageSelectionCode, stageSelectionError } from './search.validation';

describe('searches', () => {
  it('Next needs a stage', () => {
    expect(stageSelectionCode('')).toBe('STAGE_REQUIRED');
    expect(stageSelectionCode(undefined)).toBe('STAGE_REQUIRED');
    expect(stageSelectionCode(3)).toBeNull();
    expect(stageSelectionError('')).toBe('Please select a stage before proceeding.');
    expect(stageSelectionError(null)).toBe('Please select a stage before proceeding.');
    expect(stageSelectionError('Breast Screening')).toBeNull();
  });
});
