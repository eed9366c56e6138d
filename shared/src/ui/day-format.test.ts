import dayjs from 'dayjs';
import { shownDay, typedDayRefusal } from './day-format';

describe('shownDay', () => {
  it('shows a calendar day and an instant as dd/mm/yyyy, the instant as its day in India', () => {
    expect(shownDay('2026-03-09')).toBe('09/03/2026');
    // 20:00 UTC on 9 March is already 10 March in India.
    expect(shownDay('2026-03-09T20:00:00Z')).toBe('10/03/2026');
  });

  it('leaves anything else as it is', () => {
    expect(shownDay('12-03-2025')).toBe('12-03-2025');
    expect(shownDay('')).toBeNull();
    expect(shownDay(null)).toBeNull();
  });
});

describe('typedDayRefusal', () => {
  const today = dayjs('2026-11-26');

  it('refuses text that is not dd/mm/yyyy, and a day outside the limits with its message', () => {
    expect(typedDayRefusal('26/11/26', {})).toBe('Please enter the date as dd/mm/yyyy.');
    expect(typedDayRefusal('25/11/2026', { min: today, minMessage: 'Start date cannot be in the past.' })).toBe(
      'Start date cannot be in the past.',
    );
    expect(typedDayRefusal('27/11/2026', { max: today })).toBe('The date cannot be after 26/11/2026.');
  });

  it('takes a day within the limits, and an emptied field', () => {
    expect(typedDayRefusal('26/11/2026', { min: today, max: today })).toBeNull();
    expect(typedDayRefusal('  ', { min: today })).toBeNull();
  });
});
