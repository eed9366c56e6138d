/**
 * The participant's test rows (candidate_test) and the workflow flags they drive (docs/api.md §9 lifecycle):
 * consentDate set = screening finished (off the screening worklist); optionalId 1 = referred or screened
 * (on the clinical worklist when referred), 2 = clinical evaluation done.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { candidate, candidateTest, diseaseTestMaster } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { stageDisease } from '../candidates/shared-rules.js';

export type TestKind = 'SCREENING' | 'CLINICAL';
export type TestRow = typeof candidateTest.$inferSelect;
export type Definition = typeof diseaseTestMaster.$inferSelect;

/** Which disease a definition is about, by its stage label or else its description. */
export const diseaseOf = (definition: { stage: string | null; description: string | null }) =>
  stageDisease(definition.stage) ?? stageDisease(definition.description);

const KIND_LABEL: Record<TestKind, string> = { SCREENING: 'screening', CLINICAL: 'clinical' };

/**
 * The participant's newest row for that test, locked for this transaction; 404 when it is not theirs, 400 when it is
 * the other kind, 409 when it is finished.
 */
export async function loadTestRow(
  tx: Tx,
  candidateId: number,
  diseaseTestMasterId: number,
  kind: TestKind,
): Promise<{ row: TestRow; definition: Definition }> {
  const [found] = await tx
    .select({ row: candidateTest, definition: diseaseTestMaster })
    .from(candidateTest)
    .innerJoin(diseaseTestMaster, eq(diseaseTestMaster.id, candidateTest.diseaseTestMasterId))
    .where(and(eq(candidateTest.candidateId, candidateId), eq(candidateTest.diseaseTestMasterId, diseaseTestMasterId)))
    .orderBy(desc(candidateTest.id))
    .limit(1)
    .for('update', { of: candidateTest });
  if (!found) throw notFound('TEST_NOT_FOUND', { candidateId, testId: diseaseTestMasterId });
  if (found.definition.name !== kind) {
    throw badRequest('TEST_KIND_MISMATCH', { testId: diseaseTestMasterId, kind: KIND_LABEL[kind] }, 'diseaseTestMasterId');
  }
  // A finished result is a record someone signed off: a second Save (a form reopened by Back) must not reopen it.
  if (found.row.completed === 1) {
    throw conflict('TEST_FINISHED', { kind: KIND_LABEL[kind] }, 'completed');
  }
  return found;
}

/** Columns of a result write: first data entry recorded once, last modification every time. */
export function entryStamp(row: TestRow, login: string, now = new Date()) {
  return {
    dCreatedDate: row.dCreatedDate ?? now,
    dCreatedBy: row.dCreatedBy ?? login,
    lastModifiedBy: login,
    lastModifiedDate: now,
  };
}

/** The participant's test rows of a kind with their definition's labels, oldest first. */
export function testsOf(tx: Tx, candidateId: number, kind: TestKind, pendingOnly: boolean) {
  return tx
    .select({ id: candidateTest.id, stage: diseaseTestMaster.stage, description: diseaseTestMaster.description })
    .from(candidateTest)
    .innerJoin(diseaseTestMaster, eq(diseaseTestMaster.id, candidateTest.diseaseTestMasterId))
    .where(
      and(
        eq(candidateTest.candidateId, candidateId),
        eq(diseaseTestMaster.name, kind),
        pendingOnly ? eq(candidateTest.completed, 0) : undefined,
      ),
    )
    .orderBy(asc(candidateTest.id));
}

export async function countTests(tx: Tx, candidateId: number, kind: TestKind, pendingOnly: boolean): Promise<number> {
  return (await testsOf(tx, candidateId, kind, pendingOnly)).length;
}

type Flags = Partial<Pick<typeof candidate.$inferInsert, 'optionalId' | 'consentDate'>>;

export async function setFlags(tx: Tx, candidateId: number, flags: Flags, login: string): Promise<void> {
  if (Object.keys(flags).length === 0) return;
  await tx
    .update(candidate)
    .set({ ...flags, lastModifiedBy: login, lastModifiedDate: new Date() })
    .where(eq(candidate.id, candidateId));
}
