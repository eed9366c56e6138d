/**
 * The body of POST /curable/camps-report and /camps-report-summary (docs/screens.md §7, docs/api.md §8), checked with the
 * shared report rules of docs/screens.md §5 so the UI and the server give the same messages.
 */
import type { ReportBody, ReportSummaryBody } from '@screening/domain/api';
import { REPORT_TYPES, type ReportType } from '@screening/domain/types';
import { toCalendarDate, toIsoDay, validateReportFilters } from '@screening/domain/validation';
import { ruleRefusal } from '../http/errors.js';
import { istMidnight } from './csv.js';

/** Both bodies; the summary's has no report type. userId, roleId and hospitalId are ignored: the token scopes. */
export type ReportRequestBody = ReportSummaryBody & Partial<Pick<ReportBody, 'reportType'>>;

/** What a report selects: camps (already scoped to the caller) and an inclusive range of IST calendar days. */
export interface ReportSelection {
  /** The caller's hospital (every camp id below belongs to it). */
  hospitalId: number;
  campIds: number[];
  /** First instant of the start day in IST. */
  from: Date;
  /** First instant of the day after the end day in IST (exclusive bound). */
  until: Date;
  startDay: string;
  endDay: string;
}

export interface ReportFilter {
  requestedIds: number[];
  from: Date;
  until: Date;
  startDay: string;
  endDay: string;
}

/** Validates dates (and the report type when `withType`); throws 400 naming the field. */
export function readReportFilter(body: ReportRequestBody, withType: boolean): ReportFilter & { reportType: ReportType | null } {
  const errors = validateReportFilters({
    startDate: body.startDate,
    endDate: body.endDate,
    // The summary has no report type: a valid placeholder lets the shared rules check only the dates.
    reportType: withType ? body.reportType : REPORT_TYPES[0],
  });
  for (const field of ['reportType', 'startDate', 'endDate'] as const) {
    const message = errors[field];
    if (message) throw ruleRefusal(message, field);
  }
  const start = toCalendarDate(body.startDate)!;
  const end = toCalendarDate(body.endDate)!;
  return {
    requestedIds: [...new Set(body.ids.filter((id) => id > 0))],
    from: istMidnight(start),
    until: istMidnight(end, 1),
    startDay: toIsoDay(body.startDate)!,
    endDay: toIsoDay(body.endDate)!,
    reportType: withType ? (body.reportType as ReportType) : null,
  };
}
