/** The Reports screen's filters (docs/screens.md §2 "Reports", §7, §9) as plain data; their rules are the domain's. */
import { toIsoDay, type Camp, type ReportType } from '@screening/shared';

/** What the user has chosen; kept as a draft in the workflow store so a reload keeps it. */
export interface ReportFilters {
  /** Local midnight of the chosen day as an ISO instant (what the date field gives), or null. */
  startDate: string | null;
  endDate: string | null;
  reportType: ReportType | null;
  campIds: number[];
  /**
   * The file is for Excel: long digit IDs come as text formulas Excel keeps whole (a 16-digit Registration ID
   * opened as a number loses its last digit). Unticked, every cell holds exactly its value, for any other tool.
   */
  forExcel: boolean;
}

export const FILTERS_DRAFT = 'reports.filters';

declare module '@screening/shared' {
  interface WorkflowDrafts {
    [FILTERS_DRAFT]: ReportFilters;
  }
}
export const EMPTY_FILTERS: ReportFilters = { startDate: null, endDate: null, reportType: null, campIds: [], forExcel: true };

/** The 'Select All' entry of the clinic list (docs/screens.md §9); it never reaches the server. */
export const SELECT_ALL = -1;

/** Chosen clinics, or every loaded clinic when none is chosen (docs/screens.md §7). */
export function clinicIds(filters: ReportFilters, clinics: readonly Camp[]): number[] {
  const known = new Set(clinics.map((c) => c.campId));
  const chosen = filters.campIds.filter((id) => known.has(id));
  return chosen.length > 0 ? chosen : clinics.map((c) => c.campId);
}

/** 'yyyy-mm-dd' of the chosen days, or null while either is missing or the range is backwards. */
export function chosenDays(filters: ReportFilters): { startDate: string; endDate: string } | null {
  const startDate = toIsoDay(filters.startDate);
  const endDate = toIsoDay(filters.endDate);
  if (!startDate || !endDate || startDate > endDate) return null;
  return { startDate, endDate };
}

/** `{reportType}_Report_{yyyy-mm-dd}.csv`, dated the day of the download. */
export function reportFileName(reportType: ReportType, today: Date = new Date()): string {
  return `${reportType}_Report_${toIsoDay(today)}.csv`;
}

/**
 * The clinic list after the user changed it: picking 'Select All' selects every clinic, or clears the list
 * when all are already selected.
 */
export function nextClinicSelection(picked: readonly number[], current: readonly number[], clinics: readonly Camp[]): number[] {
  if (!picked.includes(SELECT_ALL)) return [...picked];
  const all = clinics.map((c) => c.campId);
  const allChosen = all.length > 0 && all.every((id) => current.includes(id));
  return allChosen ? [] : all;
}
