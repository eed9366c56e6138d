import { cervical } from './fixtures.test-data';
import {
  dateCodes,
  dateErrors,
  formatMetricDate,
  isFutureDate,
  METRIC_DATE_FORMAT,
  metricDateCode,
  metricDateError,
  parseMetricDate,
} from './metric-dates';

const today = new Date(2025, 5, 15, 9, 0);

describe('metric dates', () => {
  it('format as dd-mm-yyyy', () => {
    expect(METRIC_DATE_FORMAT).toBe('DD-MM-YYYY');
    expect(formatMetricDate(new Date(2025, 0, 5))).toBe('05-01-2025');
    expect(formatMetricDate('2025-12-31')).toBe('31-12-2025');
    expect(formatMetricDate('nope')).toBeNull();
  });

  it('parse strictly', () => {
    expect(parseMetricDate('05-01-2025')).toEqual({ year: 2025, month: 1, day: 5 });
    expect(parseMetricDate('5-1-2025')).toBeNull();
    expect(parseMetricDate('2025-01-05')).toBeNull();
    expect(parseMetricDate('30-02-2025')).toBeNull();
  });

  it('isFutureDate compares calendar days against the given today', () => {
    expect(isFutureDate('15-06-2025', today)).toBe(false);
    expect(isFutureDate('16-06-2025', today)).toBe(true);
    expect(isFutureDate('14-06-2025', today)).toBe(false);
    expect(isFutureDate(new Date(2025, 5, 15, 23, 59), today)).toBe(false);
    expect(isFutureDate('2025-06-16', today)).toBe(true);
    expect(isFutureDate('garbage', today)).toBe(false);
  });

  it('isFutureDate defaults today to now', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(isFutureDate(tomorrow)).toBe(true);
    expect(isFutureDate(new Date())).toBe(false);
  });

  it('one answer: blank passes, bad format and future days fail', () => {
    expect(metricDateError('', today)).toBeNull();
    expect(metricDateError(undefined, today)).toBeNull();
    expect(metricDateError('15-06-2025', today)).toBeNull();
    expect(metricDateError('16-06-2025', today)).toBe('Date cannot be in the future.');
    expect(metricDateError('2025-06-10', today)).toBe('Please enter the date as dd-mm-yyyy.');
  });

  it('one answer by code: FUTURE_DATE, METRIC_DATE_FORMAT, or null', () => {
    expect(metricDateCode('', today)).toBeNull();
    expect(metricDateCode('15-06-2025', today)).toBeNull();
    expect(metricDateCode('16-06-2025', today)).toBe('FUTURE_DATE');
    expect(metricDateCode('2025-06-10', today)).toBe('METRIC_DATE_FORMAT');
  });

  it('codes only the visible Date fields', () => {
    const answers = { 'Cervical Screening': ['Yes'], 'HR-HPV DNA': ['Yes'], 'HR-HPV DNA Report Date': ['1-7-2025'] };
    expect(dateCodes(cervical, answers, today)).toEqual({ 'HR-HPV DNA Report Date': 'METRIC_DATE_FORMAT' });
    expect(dateCodes(cervical, { ...answers, 'HR-HPV DNA': ['No'] }, today)).toEqual({});
  });

  it('checks only the visible Date fields', () => {
    const answers = { 'Cervical Screening': ['Yes'], 'HR-HPV DNA': ['Yes'], 'HR-HPV DNA Report Date': ['01-07-2025'] };
    expect(dateErrors(cervical, answers, today)).toEqual({ 'HR-HPV DNA Report Date': 'Date cannot be in the future.' });
    expect(dateErrors(cervical, { ...answers, 'HR-HPV DNA': ['No'] }, today)).toEqual({});
  });
});
