/**
 * A screening result (candidatehistory type 1 with testMetrics; docs/api.md §7.1 step 1, docs/discrepancies.md §29):
 *  - 'Not now' on the gate question keeps the test pending with referral null, whatever was submitted;
 *  - Referral Yes on Finish creates the pending clinical test of the same disease, once, and opens her follow-up
 *    (follow-up/open.ts);
 *  - the last finished screening sets consentDate (off the screening worklist) and optionalId 1.
 * Symptoms-based referral screening never refers. No history row is written.
 */
import { eq } from 'drizzle-orm';
import type { MetricGroup } from '@screening/domain/types';
import { candidateTest } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import type { CandidateRow } from '../candidates/participant.js';
import { liveDefinitions } from '../candidates/screening-tests.js';
import { screeningOutcome } from '../candidates/shared-rules.js';
import { openFollowUp } from '../follow-up/open.js';
import type { HistoryContext } from './history-input.js';
import { checkAnswerFormats, checkScreeningFinish } from './result-checks.js';
import { countTests, diseaseOf, entryStamp, loadTestRow, setFlags, testsOf, type Definition } from './test-rows.js';

/**
 * The clinical test that follows a screening test: resolved by disease (breast, oral, cervical) rather than by
 * the UI's normalised stage label. Returns the new row's definition id, or null when the participant already
 * has a clinical test of that disease or the hospital defines none.
 */
async function ensureClinicalTest(
  tx: Tx,
  participant: CandidateRow,
  screening: Definition,
  login: string,
): Promise<number | null> {
  const disease = diseaseOf(screening);
  if (disease === null) return null;
  const existing = await testsOf(tx, participant.id, 'CLINICAL', false);
  if (existing.some((d) => diseaseOf(d) === disease)) return null;

  // The newest definition wins when a hospital has redefined the form.
  const definitions = (await liveDefinitions(tx, screening.hospitalId, 'CLINICAL', participant.gender)).reverse();
  const clinical = definitions.find((d) => diseaseOf(d) === disease);
  if (!clinical) return null;
  await tx
    .insert(candidateTest)
    .values({ candidateId: participant.id, diseaseTestMasterId: clinical.id, completed: 0, createdBy: login });
  return clinical.id;
}

export interface ScreeningInput {
  diseaseTestMasterId: number;
  completed: 0 | 1;
  testMetrics: MetricGroup;
}

export async function saveScreeningResult(tx: Tx, ctx: HistoryContext, participant: CandidateRow, input: ScreeningInput) {
  const { row, definition } = await loadTestRow(tx, ctx.candidateId, input.diseaseTestMasterId, 'SCREENING');
  const outcome = screeningOutcome(input.testMetrics.params, {
    stage: definition.stage ?? definition.description,
    completed: input.completed,
  });
  checkAnswerFormats(definition.testMetrics, input.testMetrics);
  if (outcome.completed === 1)
    checkScreeningFinish(definition.stage ?? definition.description, definition.testMetrics, input.testMetrics);

  await tx
    .update(candidateTest)
    .set({
      referral: outcome.referral,
      testResult: input.testMetrics,
      completed: outcome.completed,
      ...entryStamp(row, ctx.login),
    })
    .where(eq(candidateTest.id, row.id));

  const clinicalTestMasterId = outcome.createsClinicalTest
    ? await ensureClinicalTest(tx, participant, definition, ctx.login)
    : null;
  const followUpId = outcome.createsClinicalTest
    ? await openFollowUp(tx, ctx, {
        candidateId: participant.id,
        candidateTestId: row.id,
        disease: diseaseOf(definition),
        answers: input.testMetrics,
      })
    : null;
  const flags: Parameters<typeof setFlags>[2] = {};
  if (clinicalTestMasterId !== null) flags.optionalId = 1;
  const screeningDone = (await countTests(tx, ctx.candidateId, 'SCREENING', true)) === 0;
  if (screeningDone) {
    if (participant.consentDate === null) flags.consentDate = new Date();
    // A participant already through clinical evaluation stays there unless a new clinical test is pending.
    const clinicalPending = (await countTests(tx, ctx.candidateId, 'CLINICAL', true)) > 0;
    if (clinicalPending || participant.optionalId !== 2) flags.optionalId = 1;
  }
  await setFlags(tx, ctx.candidateId, flags, ctx.login);
  return { candidateTestId: row.id, ...outcome, clinicalTestMasterId, screeningDone, followUpId };
}
