/**
 * A clinical evaluation result (candidatehistory type 3; docs/api.md §7.1 step 3): the test row gets its answers,
 * test date and completion; when no clinical test is pending any more the participant leaves the clinical
 * worklist (optionalId 2); a finished one is her visit to the hospital (follow-up/open.ts). No history row is written.
 */
import { eq } from 'drizzle-orm';
import type { MetricGroup } from '@screening/domain/types';
import { candidateTest } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import type { HistoryContext } from './history-input.js';
import { checkClinicalFinish, checkAnswerFormats } from './result-checks.js';
import { attendedByEvaluation } from '../follow-up/open.js';
import { countTests, diseaseOf, entryStamp, loadTestRow, setFlags } from './test-rows.js';

export interface ClinicalInput {
  diseaseTestMasterId: number;
  completed: 0 | 1;
  testMetrics: MetricGroup;
}

export async function saveClinicalResult(tx: Tx, ctx: HistoryContext, input: ClinicalInput) {
  const { row, definition } = await loadTestRow(tx, ctx.candidateId, input.diseaseTestMasterId, 'CLINICAL');
  checkAnswerFormats(definition.testMetrics, input.testMetrics);
  if (input.completed === 1) checkClinicalFinish(definition.testMetrics, input.testMetrics);
  const now = new Date();
  await tx
    .update(candidateTest)
    .set({ testDate: now, testResult: input.testMetrics, completed: input.completed, ...entryStamp(row, ctx.login, now) })
    .where(eq(candidateTest.id, row.id));
  const clinicalDone = (await countTests(tx, ctx.candidateId, 'CLINICAL', true)) === 0;
  if (clinicalDone) await setFlags(tx, ctx.candidateId, { optionalId: 2 }, ctx.login);
  // Her finished evaluation is her visit to the hospital.
  const attendedFollowUps =
    input.completed === 1
      ? await attendedByEvaluation(tx, ctx, { candidateId: ctx.candidateId, disease: diseaseOf(definition) })
      : [];
  return { candidateTestId: row.id, completed: input.completed, clinicalDone, attendedFollowUps };
}
