/**
 * POST /curable/candidatehistoryForPrefil (docs/api.md §7.2): saved answers for each page, by type. Nothing saved
 * yet → null, which the route sends as 200 with an empty body (the UI treats it as "no prefill").
 *
 * | type | page                       | answer                                                            |
 * |------|----------------------------|-------------------------------------------------------------------|
 * | 1    | eligibility                | newest history row with eligibilityMetrics (history object)       |
 * | 2    | general details            | the candidate with candidateHabitDTOs                             |
 * | 3    | medical details            | newest medical record                                             |
 * | 4    | family personal            | history object whose familyMetrics = one card per member row      |
 * | 5    | family medical             | newest history row with familyMedicalMetrics (history object)     |
 * | 6    | enrolment form (edit)      | the candidate with candidateHabitDTOs                             |
 * | 7    | screening / clinical forms | the saved result of one test row of hers (savedResult)            |
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PrefillAnswer, PrefillInput } from '@screening/domain/api';
import { PREFILL_TYPE, type CandidateHistoryRecord, type CandidateTestRow, type MetricGroup } from '@screening/domain/types';
import type { CallerScope } from '../camps/camp-scope.js';
import { candidateHistory, candidateMedicalDetails, candidateTest } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import { loadHabits, toCandidateDto } from '../candidates/candidate.dto.js';
import { toMedicalDto } from '../candidates/medical-history.js';
import { loadParticipant, optionalId, requiredId } from '../candidates/participant.js';
import { familyCards } from './family-members.js';

type HistoryRow = typeof candidateHistory.$inferSelect;
type HistoryFields = Partial<
  Pick<HistoryRow, 'eligibilityMetrics' | 'medicalMetrics' | 'familyMetrics' | 'familyMedicalMetrics'>
> & {
  id: number | null;
  historyDate: Date | null;
  candidateId: number;
  diseaseTestMasterId: number | null;
};

/** The original's history object: every key present, the unpersisted ones fixed. */
function toHistoryDto(row: HistoryFields): CandidateHistoryRecord {
  return {
    id: row.id,
    historyDate: row.historyDate ? row.historyDate.toISOString() : null,
    candidateId: row.candidateId,
    eligibilityMetrics: row.eligibilityMetrics ?? null,
    medicalMetrics: row.medicalMetrics ?? null,
    familyMetrics: row.familyMetrics ?? null,
    familyMedicalMetrics: row.familyMedicalMetrics ?? null,
    testMetrics: null,
    diseaseTestMasterId: row.diseaseTestMasterId,
    type: 0,
    eligibleTests: null,
    candidateTestId: null,
    completed: 0,
    stage: null,
  };
}

async function newestHistory(db: DbOrTx, candidateId: number, column: 'eligibilityMetrics' | 'familyMedicalMetrics') {
  const [row] = await db
    .select()
    .from(candidateHistory)
    .where(and(eq(candidateHistory.candidateId, candidateId), isNotNull(candidateHistory[column])))
    .orderBy(desc(candidateHistory.id))
    .limit(1);
  return row ? toHistoryDto(row) : null;
}

async function newestMedical(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select()
    .from(candidateMedicalDetails)
    .where(eq(candidateMedicalDetails.candidateId, candidateId))
    .orderBy(desc(candidateMedicalDetails.id))
    .limit(1);
  return row ? toMedicalDto(row) : null;
}

type TestRow = typeof candidateTest.$inferSelect;

function toTestRowDto(row: TestRow | undefined): CandidateTestRow | null {
  if (!row?.testResult) return null;
  return {
    id: row.id,
    candidateId: row.candidateId,
    diseaseTestMasterId: row.diseaseTestMasterId,
    testResult: row.testResult as MetricGroup,
    testDate: row.testDate?.toISOString() ?? null,
    resultDate: row.resultDate?.toISOString() ?? null,
    result: row.result,
    referral: row.referral,
    completed: row.completed === 1 ? 1 : 0,
    dCreatedDate: row.dCreatedDate?.toISOString() ?? null,
    dCreatedBy: row.dCreatedBy,
  };
}

async function newestResult(db: DbOrTx, candidateId: number, diseaseTestMasterId: number): Promise<CandidateTestRow | null> {
  const [row] = await db
    .select()
    .from(candidateTest)
    .where(and(eq(candidateTest.candidateId, candidateId), eq(candidateTest.diseaseTestMasterId, diseaseTestMasterId)))
    .orderBy(desc(candidateTest.id))
    .limit(1);
  return toTestRowDto(row);
}

/**
 * Type 7: `diseaseTypeId` is a test-master id (our UI sends it). The original client sends only `diseaseTestId`,
 * holding the participant's own test row id (eligibleDiseases[].candidateTestId); only when no row of this
 * participant has that id is it read as a test-master id, as the seed spec names it.
 */
async function savedResult(db: DbOrTx, candidateId: number, body: PrefillInput): Promise<CandidateTestRow | null> {
  const typeId = optionalId(body.diseaseTypeId, 'diseaseTypeId');
  if (typeId !== null) return newestResult(db, candidateId, typeId);
  const testId = optionalId(body.diseaseTestId, 'diseaseTestId');
  if (testId === null) return null;
  const [own] = await db
    .select()
    .from(candidateTest)
    .where(and(eq(candidateTest.id, testId), eq(candidateTest.candidateId, candidateId)))
    .limit(1);
  return own ? toTestRowDto(own) : newestResult(db, candidateId, testId);
}

export async function prefill(db: DbOrTx, scope: CallerScope, body: PrefillInput): Promise<PrefillAnswer | null> {
  const participant = await loadParticipant(db, scope, requiredId(body.candidateId, 'candidateId'));
  const id = participant.id;
  switch (body.type) {
    case PREFILL_TYPE.eligibility:
      return newestHistory(db, id, 'eligibilityMetrics');
    case PREFILL_TYPE.generalDetails:
    case PREFILL_TYPE.enrolment:
      return toCandidateDto(participant, { candidateHabitDTOs: await loadHabits(db, id) });
    case PREFILL_TYPE.medicalDetails:
      return newestMedical(db, id);
    case PREFILL_TYPE.familyPersonal:
      return toHistoryDto({
        id: null,
        historyDate: null,
        candidateId: id,
        diseaseTestMasterId: null,
        familyMetrics: await familyCards(db, id),
      });
    case PREFILL_TYPE.familyMedical:
      return newestHistory(db, id, 'familyMedicalMetrics');
    case PREFILL_TYPE.testResult:
      return savedResult(db, id, body);
    default:
      return null;
  }
}
