/** Report filters (docs/screens.md §2 "Reports", §5 "Reports"). */
import { REPORT_TYPES } from '../types';
import { type DateInput, isAfterDay, toCalendarDate } from './dates';
import { collectErrors, wordedErrors, type FieldErrors } from './errors';
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

/**
 * The report filters' rules return a refusal's code (REPORT_RANGE for REPORT_RANGE_MESSAGE, a code of the refusal
 * catalogue); the screen words it in the user's language. `validateReportFilters` gives its English.
 */
export type ReportRuleCode = 'REPORT_REQUIRED' | 'REPORT_RANGE' | 'REPORT_TYPE' | 'REPORT_DATE';

/** The English of each code the report filters refuse with. */
export const REPORT_FILTER_RULES: Readonly<Record<ReportRuleCode, string>> = {
  REPORT_REQUIRED: REPORT_REQUIRED_MESSAGE,
  REPORT_RANGE: REPORT_RANGE_MESSAGE,
  REPORT_TYPE: REPORT_TYPE_MESSAGE,
  REPORT_DATE: REPORT_DATE_MESSAGE,
};

/** A day of the filters: given, and a calendar day. */
export function reportDateCode(day: DateInput): 'REPORT_REQUIRED' | 'REPORT_DATE' | null {
  if (isBlank(day)) return 'REPORT_REQUIRED';
  return toCalendarDate(day) ? null : 'REPORT_DATE';
}

/** The start day: a day of the filters, not after a valid end day. */
export function reportStartDateCode(startDate: DateInput, endDate: DateInput): ReportRuleCode | null {
  const own = reportDateCode(startDate);
  if (own) return own;
  return !reportDateCode(endDate) && isAfterDay(startDate, endDate) ? 'REPORT_RANGE' : null;
}

export function reportTypeCode(value: unknown): 'REPORT_REQUIRED' | 'REPORT_TYPE' | null {
  if (isBlank(value)) return 'REPORT_REQUIRED';
  return isReportType(value) ? null : 'REPORT_TYPE';
}

/** The filters' refusals by field, as codes. */
export function reportFilterCodes(values: ReportFilterValues): FieldErrors<keyof ReportFilterValues, ReportRuleCode> {
  return collectErrors<keyof ReportFilterValues, ReportRuleCode>([
    ['startDate', reportStartDateCode(values.startDate, values.endDate)],
    ['endDate', reportDateCode(values.endDate)],
    ['reportType', reportTypeCode(values.reportType)],
  ]);
}

/** The filters' refusals in English: field → message. */
export const validateReportFilters = (values: ReportFilterValues): FieldErrors<keyof ReportFilterValues> =>
  wordedErrors(reportFilterCodes(values), REPORT_FILTER_RULES);
