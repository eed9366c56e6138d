import {
  allocationLimitError,
  allocationLimitsFromCamp,
  allocationNoneSelectedError,
  allocationSubmitDisabled,
  validateAllocation,
} from './resource-allocation.validation';

describe('resource allocation', () => {
  it('limits each role to the planned number', () => {
    expect(allocationLimitError([1, 2], 2)).toBeNull();
    expect(allocationLimitError([1, 2, 3], 2)).toBe('Kindly select maximum 2 only.');
    expect(allocationLimitError(1, '0')).toBe('Kindly select maximum 0 only.');
    expect(allocationLimitError([1, 2, 3], null)).toBeNull();
    expect(allocationLimitError([1, 2, 3], '')).toBeNull();
  });

  it('disables Submit until a coordinator, social worker or doctor is chosen', () => {
    expect(allocationSubmitDisabled({})).toBe(true);
    expect(allocationSubmitDisabled({ nurses: [1] })).toBe(true);
    expect(allocationSubmitDisabled({ doctors: [1] })).toBe(false);
    expect(allocationSubmitDisabled({ programCoordinators: [7] })).toBe(false);
    expect(allocationSubmitDisabled({ campCoordinators: 1 })).toBe(false);
    expect(allocationSubmitDisabled({ socialWorkers: [3] })).toBe(false);
  });

  it('alerts when nothing at all is chosen', () => {
    expect(allocationNoneSelectedError({ programCoordinators: [], doctors: [] })).toBe(
      'Please select at least one field before submitting.',
    );
    expect(allocationNoneSelectedError({ nurses: [1] })).toBeNull();
  });

  it('reads limits from either camp spelling', () => {
    expect(
      allocationLimitsFromCamp({ noProgramCoordinators: 1, noCampcordinators: 2, noSocialWorkers: 3, noNurses: 4, noDoctors: 5 }),
    ).toEqual({
      programCoordinators: 1,
      campCoordinators: 2,
      socialWorkers: 3,
      nurses: 4,
      doctors: 5,
    });
    expect(allocationLimitsFromCamp({ noProgramcordinators: '1', noSocialworkers: '2' })).toMatchObject({
      programCoordinators: '1',
      socialWorkers: '2',
      nurses: null,
    });
  });

  it('validates the whole selection', () => {
    const limits = { programCoordinators: 1, campCoordinators: 1, socialWorkers: 2, nurses: 2, doctors: 1 };
    expect(validateAllocation({ programCoordinators: [1], doctors: [2] }, limits)).toEqual({});
    expect(validateAllocation({ programCoordinators: [1, 2], doctors: [1, 2, 3] }, limits)).toEqual({
      programCoordinators: 'Kindly select maximum 1 only.',
      doctors: 'Kindly select maximum 1 only.',
    });
    expect(validateAllocation({}, limits)).toEqual({ _form: 'Please select at least one field before submitting.' });
  });
});
