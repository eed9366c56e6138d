/**
 * SavedPatient (BEHAVIOUR §8.5): participants stored through the tag flow (kept deleted with a tag reason, not
 * family members), of the selected camps, created in the date range; newest first.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { candidate } from '../db/schema.js';
import { forceText, istDateTime, streetId, text } from './csv.js';
import { afterCursor, cursorKey, keysetPages, type ReportContext, type ReportDefinition } from './report-definition.js';

const header = ['REGISTRATIONID', 'NAME', 'MOBILE NO', 'GENDER', 'AGE', 'ADDRESS', 'STREETID', 'REASON', 'CREATED DATE', 'CREATED BY'] as const;

function selected({ selection }: ReportContext) {
  return and(
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

  async *records(ctx) {
    if (ctx.selection.campIds.length === 0) return;
    const pages = keysetPages(ctx.batchSize, (cursor) =>
      ctx.db
        .select({
          cursorKey: cursorKey(candidate.createdDate),
          cursorId: candidate.id,
          registraionId: candidate.registraionId,
          name: candidate.name,
          mobileNo: candidate.mobileNo,
          gender: candidate.gender,
          age: candidate.age,
          address: candidate.address,
          streetId: candidate.streetId,
          reason: candidate.reason,
          createdDate: candidate.createdDate,
          createdBy: candidate.createdBy,
        })
        .from(candidate)
        .where(and(selected(ctx), afterCursor(candidate.createdDate, candidate.id, cursor)))
        .orderBy(desc(candidate.createdDate), desc(candidate.id))
        .limit(ctx.batchSize),
    );
    for await (const page of pages) {
      yield page.map((c) => [
        forceText(c.registraionId),
        text(c.name),
        text(c.mobileNo),
        text(c.gender),
        text(c.age),
        text(c.address),
        forceText(streetId(c.streetId)),
        text(c.reason),
        forceText(istDateTime(c.createdDate)),
        text(c.createdBy),
      ]);
    }
  },

  async count(ctx) {
    if (ctx.selection.campIds.length === 0) return 0;
    const [row] = await ctx.db.select({ n: count() }).from(candidate).where(selected(ctx));
    return row?.n ?? 0;
  },
};
