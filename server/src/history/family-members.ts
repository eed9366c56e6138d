/**
 * Family Personal Details (docs/api.md §7.1 step 5, §7.2 type 4, docs/discrepancies.md §43): every save replaces the
 * participant's family-member rows, one per member card, with registration IDs "<participant>_A", "_B", …; an
 * empty list removes them all. The member rows are candidates (so reports can list them) marked as deleted
 * and pointing at their participant. Prefill rebuilds the cards from these rows.
 */
import { asc, eq } from 'drizzle-orm';
import type { Gender, MetricGroup } from '@screening/domain/types';
import { candidate } from '../db/schema.js';
import type { Tx, DbOrTx } from '../db/types.js';
import { badRequest, ruleRefusal } from '../http/errors.js';
import { dobFromAge } from '../candidates/candidate-input.js';
import type { CandidateRow } from '../candidates/participant.js';
import { FAMILY_MEMBER_LIMIT, familyMemberId } from '../candidates/registration-id.js';
import { isMetricParam, looseName, savedValues, validateFamilyGroups } from '../candidates/shared-rules.js';

export const FAMILY_MEMBER_REASON = 'Family Personal Details';

/** Card params and the columns they fill; names as in the definition ("Relation " keeps its trailing space). */
const FIELDS = {
  name: 'Name',
  relation: 'Relation ',
  gender: 'Gender',
  age: 'Age',
  tobaccoHabbits: 'Tobacco/Alcohol Habits',
  maritalStatus: 'Marital Status',
} as const;

const GENDER_MESSAGE = 'Gender must be Male, Female or Other.';

function answerOf(group: MetricGroup, testName: string): string | null {
  const param = group.params.filter(isMetricParam).find((p) => looseName(p.testName) === looseName(testName));
  const value = param ? savedValues(param)[0] : undefined;
  return value === undefined || value.trim() === '' ? null : value;
}

/** First validation failure of the cards as a 400 naming `familyMetrics.<card>.<field>`. */
function checkGroups(groups: MetricGroup[]): void {
  if (groups.length > FAMILY_MEMBER_LIMIT) throw badRequest('FAMILY_MEMBER_LIMIT', { max: FAMILY_MEMBER_LIMIT }, 'familyMetrics');
  const errors = validateFamilyGroups('personal', groups);
  const [key] = Object.keys(errors);
  if (key !== undefined) throw ruleRefusal(errors[key], `familyMetrics.${key}`);
  groups.forEach((group, index) => {
    const gender = answerOf(group, FIELDS.gender);
    if (gender !== null && !['MALE', 'FEMALE', 'OTHER'].includes(gender.trim().toUpperCase())) {
      throw ruleRefusal(GENDER_MESSAGE, `familyMetrics.${index}.${FIELDS.gender}`);
    }
  });
}

/** Checks family medical cards (age at diagnosis). */
export function checkFamilyMedical(groups: MetricGroup[]): void {
  const errors = validateFamilyGroups('medical', groups);
  const [key] = Object.keys(errors);
  if (key !== undefined) throw ruleRefusal(errors[key], `familyMedicalMetrics.${key}`);
}

const hasAnswer = (group: MetricGroup) =>
  group.params.filter(isMetricParam).some((p) => savedValues(p).some((v) => v.trim() !== ''));

/** Replaces the members; returns the new member ids in card order. Blank cards are not members. */
export async function replaceFamilyMembers(
  tx: Tx,
  participant: CandidateRow,
  groups: MetricGroup[],
  login: string,
): Promise<number[]> {
  checkGroups(groups);
  await tx.delete(candidate).where(eq(candidate.parentCandidateId, participant.id));
  const members = groups.filter(hasAnswer);
  if (members.length === 0) return [];
  const rows = await tx
    .insert(candidate)
    .values(
      members.map((group, index) => {
        const age = answerOf(group, FIELDS.age);
        return {
          registraionId: familyMemberId(participant.registraionId, index),
          campId: participant.campId,
          streetId: participant.streetId,
          hospitalId: participant.hospitalId,
          address: participant.address,
          parentCandidateId: participant.id,
          name: answerOf(group, FIELDS.name),
          relation: answerOf(group, FIELDS.relation),
          gender: (answerOf(group, FIELDS.gender)?.trim().toUpperCase() ?? null) as Gender | null,
          age: age === null ? null : Number(age),
          dob: age === null ? null : dobFromAge(Number(age)),
          tobaccoHabbits: answerOf(group, FIELDS.tobaccoHabbits),
          maritalStatus: answerOf(group, FIELDS.maritalStatus),
          isRecordDeleted: true,
          enrolled: false,
          reason: FAMILY_MEMBER_REASON,
          createdBy: login,
        };
      }),
    )
    .returning({ id: candidate.id });
  return rows.map((r) => r.id);
}

/** "FEMALE" → "Female": the value of the Gender buttons of the card. */
const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

const answer = (testName: string, value: string | null) => ({
  testName,
  selectedValues: value === null || value === '' ? [] : [value],
});

/**
 * Prefill type 4: one card per member row, group id = the member's candidate id. A blank age stays blank (the
 * original's "0" would fail the 1–99 rule on the next save).
 */
export async function familyCards(db: DbOrTx, participantId: number): Promise<MetricGroup[] | null> {
  const rows = await db.select().from(candidate).where(eq(candidate.parentCandidateId, participantId)).orderBy(asc(candidate.id));
  if (rows.length === 0) return null;
  return rows.map((row) => ({
    params: [
      answer(FIELDS.name, row.name),
      answer(FIELDS.relation, row.relation),
      answer(FIELDS.gender, row.gender ? titleCase(row.gender) : null),
      answer(FIELDS.age, row.age === null ? null : String(row.age)),
      answer(FIELDS.maritalStatus, row.maritalStatus),
      answer(FIELDS.tobaccoHabbits, row.tobaccoHabbits),
    ] as MetricGroup['params'],
    id: row.id,
    repeat: null,
    repeatlabel: null,
  }));
}
