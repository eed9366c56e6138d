/** The bodies of POST /curable/camps-report and /camps-report-summary (docs/screens.md §7, docs/api.md §8). */
import { Type, type Static } from '@sinclair/typebox';
import { int } from './common';

const day = Type.String({ maxLength: 40 });

const selection = {
  // The UI sends numeric camp ids; "Select All" (-1) never reaches the server but is ignored if it does.
  ids: Type.Array(int(-1), { maxItems: 5000 }),
  startDate: day,
  endDate: day,
};

/** POST /curable/camps-report-summary: what each report would list for these camps and days. */
export const ReportSummaryBody = Type.Object(selection);
export type ReportSummaryBody = Static<typeof ReportSummaryBody>;

/** POST /curable/camps-report: one report's CSV; the type is checked by the report rules (docs/screens.md §5). */
export const ReportBody = Type.Object({
  ...selection,
  reportType: Type.String({ maxLength: 60 }),
  forExcel: Type.Optional(
    Type.Boolean({
      description:
        'true: long digit IDs (Registration, family member, Aadhaar, street) are written as ="…" text formulas, so Excel opening the file keeps every digit. Absent or false: every cell holds exactly its value.',
    }),
  ),
});
export type ReportBody = Static<typeof ReportBody>;
