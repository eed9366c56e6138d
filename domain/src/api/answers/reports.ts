/** The reports' counts before a download (the downloads themselves are CSV). */
import { Type, type Static } from '@sinclair/typebox';
import { REPORT_TYPES, type ReportType } from '../../types/report-types';
import { Int, Text } from './common';

/** Per report type: clinics (Outreachclinic) or participants (the others; a participant may span several CSV rows). */
const perReport = Object.fromEntries(REPORT_TYPES.map((type) => [type, Int])) as Record<ReportType, typeof Int>;
export const ReportCounts = Type.Object(perReport, {
  description: 'Per report: clinics (Outreachclinic) or participants.',
});
export type ReportCounts = Static<typeof ReportCounts>;

export const CampsReportSummaryClinic = Type.Object({ campId: Int, campIdPrefix: Text, campName: Text, counts: ReportCounts });
export type CampsReportSummaryClinic = Static<typeof CampsReportSummaryClinic>;

/** POST /curable/camps-report-summary: what each report would list for these camps and days. */
export const CampsReportSummary = Type.Object({
  startDate: Type.String({ description: '"YYYY-MM-DD".' }),
  endDate: Text,
  counts: ReportCounts,
  clinics: Type.Array(CampsReportSummaryClinic, {
    description: 'The requested clinics the caller may report on, newest start first.',
  }),
});
export type CampsReportSummary = Static<typeof CampsReportSummary>;
