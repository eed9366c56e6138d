/**
 * Screening-test assignment at enrolment (BEHAVIOUR §5.2): one pending candidate_test row for every live
 * SCREENING definition of the hospital for the participant's gender (OTHER is screened as FEMALE; a definition
 * without gender serves both) that is a default test or whose age rule matches.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Gender } from '@screening/domain/types';
import { candidateTest, diseaseTestMaster } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { formGender } from '../metrics/disease-tests.js';

const COMPARISON = /^(>=|<=|!=|>|<|=)\s*(\d+)$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;

/** Rule grammar: >=N, <=N, >N, <N, =N, !=N or the inclusive range N-M. An empty or unreadable rule never matches. */
export function ageRuleMatches(rule: string | null | undefined, age: number): boolean {
  const text = (rule ?? '').trim();
  const range = RANGE.exec(text);
  if (range) return age >= Number(range[1]) && age <= Number(range[2]);
  const comparison = COMPARISON.exec(text);
  if (!comparison) return false;
  const n = Number(comparison[2]);
  switch (comparison[1]) {
    case '>=':
      return age >= n;
    case '<=':
      return age <= n;
    case '>':
      return age > n;
    case '<':
      return age < n;
    case '=':
      return age === n;
    default:
      return age !== n;
  }
}

/**
 * The hospital's live definitions of a kind for a participant's gender (OTHER → FEMALE; a definition without
 * gender serves everyone; an unknown gender gets only those), oldest first.
 */
export function liveDefinitions(tx: Tx, hospitalId: number, name: 'SCREENING' | 'CLINICAL', gender: Gender | null) {
  return tx
    .select()
    .from(diseaseTestMaster)
    .where(
      and(
        eq(diseaseTestMaster.hospitalId, hospitalId),
        eq(diseaseTestMaster.name, name),
        eq(diseaseTestMaster.isRecordDeleted, false),
        or(isNull(diseaseTestMaster.gender), ...(gender ? [eq(diseaseTestMaster.gender, formGender(gender))] : [])),
      ),
    )
    .orderBy(asc(diseaseTestMaster.id));
}

/** Creates the pending screening rows; returns the definition ids assigned, in definition order. */
export async function assignScreeningTests(
  tx: Tx,
  participant: { id: number; gender: Gender; age: number; hospitalId: number },
  login: string,
): Promise<number[]> {
  const definitions = await liveDefinitions(tx, participant.hospitalId, 'SCREENING', participant.gender);
  const assigned = definitions.filter((d) => d.defalutTest || ageRuleMatches(d.rule, participant.age)).map((d) => d.id);
  if (assigned.length > 0) {
    await tx.insert(candidateTest).values(
      assigned.map((diseaseTestMasterId) => ({
        candidateId: participant.id,
        diseaseTestMasterId,
        completed: 0,
        createdBy: login,
      })),
    );
  }
  return assigned;
}
