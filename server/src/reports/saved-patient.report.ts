/**
 * SavedPatient (docs/api.md §8.5): participants stored through the tag flow (kept deleted with a tag reason, not
 * family members), of the selected camps, created in the date range; newest first.
 */
import { sql } from 'drizzle-orm';
import { istDateTime, type ReportContext, type ReportDefinition } from './report-definition.js';
import {
  candidatesPerCamp,
  identityCells,
  identityColumns,
  newestCandidatesFirst,
  selectedCandidates,
} from './candidate-selection.js';
import { text } from './csv.js';

const header = [
  'REGISTRATIONID',
  'NAME',
  'MOBILE NO',
  'GENDER',
  'AGE',
  'ADDRESS',
  'STREETID',
  'REASON',
  'CREATED DATE',
  'CREATED BY',
] as const;

/**
 * Saved participants (candidate `c`): the condition of the index that reads them in order (candidate_saved_idx,
 * schema.ts), and of the benchmark's baseline of this report.
 */
export const SAVED_PATIENT_CONDITION = 'c.is_record_deleted = true and c.parent_candidate_id is null and c.reason is not null';

const selected = (ctx: ReportContext) => selectedCandidates(ctx, sql.raw(SAVED_PATIENT_CONDITION));

const columns = sql`${identityColumns}, c.reason, ${istDateTime(sql`c.created_date`)} as "createdDate", c.created_by as "createdBy"`;

export const savedPatientReport: ReportDefinition = {
  header,

  parts(ctx) {
    return ctx.selection.campIds.length === 0 ? [] : [newestCandidatesFirst(columns, sql``, selected(ctx))];
  },

  records: (_ctx, c) => [[...identityCells(c), text(c.reason), text(c.createdDate), text(c.createdBy)]],

  async countByCamp(ctx) {
    return ctx.selection.campIds.length === 0 ? new Map() : candidatesPerCamp(ctx, selected(ctx));
  },
};
