/**
 * SavedPatient (BEHAVIOUR §8.5): participants stored through the tag flow (kept deleted with a tag reason, not
 * family members), of the selected camps, created in the date range; newest first.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { candidate } from '../db/schema.js';
import { istDateTime, text } from './csv.js';
import { candidatesPerCamp, identityCells, newestCandidatesFirst } from './candidate-selection.js';
import { inIdOrder, type ReportContext, type ReportDefinition } from './report-definition.js';

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

function selected({ selection }: ReportContext) {
  return and(
    // The hospital leads the condition so the (hospital, created date) index serves the order.
    eq(candidate.hospitalId, selection.hospitalId),
    inArray(candidate.campId, selection.campIds),
    eq(candidate.isRecordDeleted, true),
    isNull(candidate.parentCandidateId),
    isNotNull(candidate.reason),
    gte(candidate.createdDate, selection.from),
    lt(candidate.createdDate, selection.until),
  );
}

export const savedPatientReport: ReportDefinition = {
  header,

  ordering(ctx) {
    return ctx.selection.campIds.length === 0 ? null : newestCandidatesFirst(ctx, selected(ctx));
  },

  async records(ctx, ids) {
    const rows = await ctx.db.select().from(candidate).where(inArray(candidate.id, ids));
    return inIdOrder(ids, rows, (c) => c.id).map((c) => [
      ...identityCells(c),
      text(c.reason),
      text(istDateTime(c.createdDate)),
      text(c.createdBy),
    ]);
  },

  async countByCamp(ctx) {
    return ctx.selection.campIds.length === 0 ? new Map() : candidatesPerCamp(ctx, selected(ctx));
  },
};
