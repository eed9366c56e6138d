/** Report filters (docs/screens.md §2 "Reports", §5 "Reports"). */
import { REPORT_TYPES } from '../types';
import { type DateInput, isAfterDay, toCalendarDate } from './dates';
import { type FieldErrors } from './errors';
import { asText, isBlank } from './rules';

export const REPORT_REQUIRED_MESSAGE = 'Please fill all fields before downloading.';
export const REPORT_RANGE_MESSAGE = 'Start date cannot be after end date.';
export const REPORT_TYPE_MESSAGE = 'Please select a valid report type.';
export const REPORT_DATE_MESSAGE = 'Please enter a valid date.';
/** Said at the date field when a day after today is typed: no report can hold records of days to come. */
export const REPORT_FUTURE_DATE_MESSAGE = 'Report date cannot be in the future.';

export interface ReportFilterValues {
  startDate: DateInput;
  endDate: DateInput;
  reportType: unknown;
}

export function isReportType(value: unknown): boolean {
  return (REPORT_TYPES as readonly string[]).includes(asText(value));
}

export function validateReportFilters(values: ReportFilterValues): FieldErrors<keyof ReportFilterValues> {
  const errors: FieldErrors<keyof ReportFilterValues> = {};
  for (const field of ['startDate', 'endDate', 'reportType'] as const) {
    if (isBlank(values[field])) errors[field] = REPORT_REQUIRED_MESSAGE;
  }
  if (!errors.startDate && !toCalendarDate(values.startDate)) errors.startDate = REPORT_DATE_MESSAGE;
  if (!errors.endDate && !toCalendarDate(values.endDate)) errors.endDate = REPORT_DATE_MESSAGE;
  if (!errors.reportType && !isReportType(values.reportType)) errors.reportType = REPORT_TYPE_MESSAGE;
  if (!errors.startDate && !errors.endDate && isAfterDay(values.startDate, values.endDate))
    errors.startDate = REPORT_RANGE_MESSAGE;
  return errors;
}
