/** The append-only answer log of the eligibility and family pages (candidate_history); prefill reads the newest row. */
import { and, eq } from 'drizzle-orm';
import type { HistoryBody } from '@screening/domain/api';
import type { MetricGroup } from '@screening/domain/types';
import { candidateHistory, diseaseTestMaster } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import type { HistoryContext } from './history-input.js';

export interface HistoryAnswers {
  eligibilityMetrics?: MetricGroup | null;
  familyMetrics?: MetricGroup[] | null;
  familyMedicalMetrics?: MetricGroup[] | null;
}

/** A definition id of the caller's hospital, or null: the UI's placeholder ids (27, 28, 1) are not definitions. */
async function knownDefinition(tx: Tx, hospitalId: number, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ id: diseaseTestMaster.id })
    .from(diseaseTestMaster)
    .where(and(eq(diseaseTestMaster.id, id), eq(diseaseTestMaster.hospitalId, hospitalId)));
  return row?.id ?? null;
}

/** Inserts the row with the answers exactly as sent; returns its id. */
export async function writeHistoryRow(
  tx: Tx,
  ctx: HistoryContext,
  body: Pick<HistoryBody, 'stage' | 'type'>,
  diseaseTestMasterId: number | null,
  answers: HistoryAnswers,
): Promise<number> {
  const [row] = await tx
    .insert(candidateHistory)
    .values({
      candidateId: ctx.candidateId,
      diseaseTestMasterId: await knownDefinition(tx, ctx.hospitalId, diseaseTestMasterId),
      stage: body.stage ?? null,
      type: body.type,
      eligibilityMetrics: answers.eligibilityMetrics ?? null,
      familyMetrics: answers.familyMetrics ?? null,
      familyMedicalMetrics: answers.familyMedicalMetrics ?? null,
      createdBy: ctx.login,
    })
    .returning({ id: candidateHistory.id });
  return row.id;
}
