/**
 * Screening-test assignment at enrolment (docs/api.md §5.2): one pending candidate_test row for every live
 * SCREENING definition of the hospital she is due by the domain's rule (screeningTestsDue), the rule a device
 * that enrolled her offline applies to the same definitions (GET /curable/getScreeningTests).
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { formGender, screeningTestsDue } from '@screening/domain/forms';
import type { Gender, ScreeningTest } from '@screening/domain/types';
import { candidateTest, diseaseTestMaster } from '../db/schema.js';
import type { DbOrTx, Tx } from '../db/types.js';

/**
 * The hospital's live definitions of a kind for a participant's gender (OTHER → FEMALE; a definition without
 * gender serves everyone; an unknown gender gets only those), or of every gender ('ANY'), oldest first.
 */
export function liveDefinitions(db: DbOrTx, hospitalId: number, name: 'SCREENING' | 'CLINICAL', gender: Gender | null | 'ANY') {
  return db
    .select()
    .from(diseaseTestMaster)
    .where(
      and(
        eq(diseaseTestMaster.hospitalId, hospitalId),
        eq(diseaseTestMaster.name, name),
        eq(diseaseTestMaster.isRecordDeleted, false),
        gender === 'ANY'
          ? undefined
          : or(isNull(diseaseTestMaster.gender), ...(gender ? [eq(diseaseTestMaster.gender, formGender(gender))] : [])),
      ),
    )
    .orderBy(asc(diseaseTestMaster.id));
}

/** The hospital's live screening definitions, oldest first, as the rule reads them. */
export async function screeningTests(db: DbOrTx, hospitalId: number): Promise<ScreeningTest[]> {
  const rows = await liveDefinitions(db, hospitalId, 'SCREENING', 'ANY');
  return rows.map((row) => ({
    diseaseTestId: row.id,
    stage: row.description ?? '',
    gender: row.gender,
    ageRule: row.rule,
    defaultTest: row.defalutTest,
  }));
}

/** Creates the pending screening rows; returns the definition ids assigned, in definition order. */
export async function assignScreeningTests(
  tx: Tx,
  participant: { id: number; gender: Gender; age: number; hospitalId: number },
  login: string,
): Promise<number[]> {
  const definitions = await screeningTests(tx, participant.hospitalId);
  const assigned = screeningTestsDue(definitions, participant).map((d) => d.diseaseTestId);
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
