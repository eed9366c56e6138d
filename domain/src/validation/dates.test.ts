import { compareCalendarDates, isAfterDay, isBeforeDay, toCalendarDate, toIsoDay } from './dates';

describe('calendar dates', () => {
  it('reads yyyy-mm-dd literally', () => {
    expect(toCalendarDate('2025-06-15')).toEqual({ year: 2025, month: 6, day: 15 });
  });

  it('reads a Date as its local day, whatever the time', () => {
    expect(toCalendarDate(new Date(2025, 5, 15, 23, 59))).toEqual({ year: 2025, month: 6, day: 15 });
    expect(toCalendarDate(new Date(2025, 5, 15, 0, 0))).toEqual({ year: 2025, month: 6, day: 15 });
    expect(toCalendarDate(new Date('nope'))).toBeNull();
  });

  it('reads an ISO instant as the local day the user sees', () => {
    const localMidnight = new Date(2025, 5, 15);
    expect(toCalendarDate(localMidnight.toISOString())).toEqual({ year: 2025, month: 6, day: 15 });
  });

  it('reads a server timestamp "date space time" as UTC', () => {
    const expected = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
    expect(toCalendarDate('2025-06-15 12:00:00')).toEqual({
      year: expected.getFullYear(),
      month: expected.getMonth() + 1,
      day: expected.getDate(),
    });
  });

  it('reads the screen formats dd-mm-yyyy, dd/mm/yyyy and dd/mm/yy', () => {
    expect(toCalendarDate('05-03-2024')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(toCalendarDate('05/03/2024')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(toCalendarDate('05/03/24')).toEqual({ year: 2024, month: 3, day: 5 });
  });

  it('refuses impossible days and other text', () => {
    expect(toCalendarDate('2025-02-29')).toBeNull();
    expect(toCalendarDate('2024-02-29')).not.toBeNull();
    expect(toCalendarDate('31-04-2025')).toBeNull();
    expect(toCalendarDate('2025-13-01')).toBeNull();
    expect(toCalendarDate('yesterday')).toBeNull();
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
  });

  it('compares days, not instants', () => {
    expect(compareCalendarDates(new Date(2025, 5, 15, 23, 0), '2025-06-15')).toBe(0);
    expect(isBeforeDay('2025-06-14', new Date(2025, 5, 15, 0, 1))).toBe(true);
    expect(isBeforeDay('2025-06-15', '2025-06-15')).toBe(false);
    expect(isAfterDay('2025-06-16', '15-06-2025')).toBe(true);
    expect(compareCalendarDates('bad', '2025-06-15')).toBeNull();
    expect(isBeforeDay('bad', '2025-06-15')).toBe(false);
  });

  it('prints yyyy-mm-dd', () => {
    expect(toIsoDay(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(toIsoDay('x')).toBeNull();
  });
});
