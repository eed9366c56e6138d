import { changedDateCodes, changedDateErrors } from './clinic-edit.validation';

describe('changedDateErrors: editing a clinic that may have started', () => {
  const today = '2025-10-22';
  it('keeps saved dates valid even when they are in the past', () => {
    expect(
      changedDateErrors(
        { startDate: '2025-10-20', endDate: '2025-10-25' },
        { startDate: '2025-10-20', endDate: '2025-10-25' },
        today,
      ),
    ).toEqual({});
  });
  it('refuses a changed date before today', () => {
    expect(
      changedDateErrors(
        { startDate: '2025-10-21', endDate: '2025-10-21' },
        { startDate: '2025-10-20', endDate: '2025-10-25' },
        today,
      ),
    ).toEqual({
      startDate: 'Start date cannot be in the past.',
      endDate: 'End date cannot be in the past.',
    });
  });
  it('accepts a changed date from today on, and an empty end date', () => {
    expect(
      changedDateErrors({ startDate: '2025-10-22', endDate: null }, { startDate: '2025-10-20', endDate: '2025-10-25' }, today),
    ).toEqual({});
  });
  it('a new date where none was saved counts as a change', () => {
    expect(
      changedDateErrors({ startDate: '2025-10-20', endDate: '2025-10-21' }, { startDate: '2025-10-20', endDate: null }, today),
    ).toEqual({
      endDate: 'End date cannot be in the past.',
    });
  });
  it('names each refusal by its code', () => {
    expect(
      changedDateCodes({ startDate: '2025-10-19', endDate: '2025-10-21' }, { startDate: '2025-10-20', endDate: null }, today),
    ).toEqual({ startDate: 'START_DATE_PAST', endDate: 'END_DATE_PAST' });
  });
});
