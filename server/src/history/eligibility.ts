/**
 * Eligibility (Disease Specific Details; docs/api.md §7.1 step 4): every question of the participant's
 * eligibility form answered; "Hysterectomy Done" = Yes removes the pending cervical screening test (answering
 * No later does not bring it back). A finished cervical screening keeps its result. Then a history row.
 */
import { inArray } from 'drizzle-orm';
import type { MetricGroup } from '@screening/domain/types';
import { candidateTest } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { findByNameAndGender } from '../metrics/disease-tests.js';
import type { CandidateRow } from '../candidates/participant.js';
import { isHysterectomyDone, validateEligibility } from '../candidates/shared-rules.js';
import { answersOf } from './result-checks.js';
import { diseaseOf, testsOf } from './test-rows.js';

export async function checkEligibility(
  tx: Tx,
  hospitalId: number,
  participant: CandidateRow,
  answers: MetricGroup,
): Promise<void> {
  const definition = await findByNameAndGender(tx, hospitalId, 'ELIGIBILE', participant.gender ?? 'FEMALE');
  if (!definition?.eligibilityMetrics) return;
  const errors = validateEligibility(definition.eligibilityMetrics.params, answersOf(definition.eligibilityMetrics, answers));
  const [missing] = Object.keys(errors);
  if (missing !== undefined)
    throw badRequest('MANDATORY_FIELD_MISSING', { name: missing.trim() }, `eligibilityMetrics.${missing}`);
}

/** Deletes the participant's pending cervical screening rows; returns their ids. */
export async function dropCervicalScreening(tx: Tx, candidateId: number, answers: MetricGroup): Promise<number[]> {
  if (!isHysterectomyDone(answers.params)) return [];
  const rows = await testsOf(tx, candidateId, 'SCREENING', true);
  const ids = rows.filter((r) => diseaseOf(r) === 'cervical').map((r) => r.id);
  if (ids.length > 0) await tx.delete(candidateTest).where(inArray(candidateTest.id, ids));
  return ids;
}
