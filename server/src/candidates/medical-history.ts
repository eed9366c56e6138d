/**
 * POST /curable/createMedicalHistory (docs/api.md §5.6): the Medical Details record, checked with the Medical
 * Details rules against the participant's own age and gender. Cancer in the history or a current pregnancy
 * takes the participant out of screening ("no screening needed").
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MedicalHistoryInput } from '@screening/domain/api';
import type { MedicalHistoryPrefill } from '@screening/domain/types';
import { candidate, candidateMedicalDetails } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { callerScope } from '../camps/camp-scope.js';
import { badRequest, notFound, ruleRefusal } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { countTests } from '../history/test-rows.js';
import { cleanText } from './candidate-input.js';
import { loadParticipant, optionalId, requiredId, type CandidateRow } from './participant.js';
import { validateMedical } from './shared-rules.js';

/** The reason the original stores for every exclusion, pregnancy or cancer alike (spelling kept). */
export const EXCLUSION_REASON = 'CurrentlyPregant';

type Body = MedicalHistoryInput;

const numberOrNull = (value: unknown): number | null => {
  const t = cleanText(value);
  return t === null ? null : Number(t);
};
const flagOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

function spo2Of(value: unknown): number | null {
  const n = numberOrNull(value);
  if (n !== null && !(Number.isFinite(n) && n >= 0 && n <= 100)) throw badRequest('SPO2_RANGE', undefined, 'spo2');
  return n;
}

const TEXT_FIELDS = ['medicalhistory', 'bloodPressure', 'pulseRate', 'allergy', 'otherComplaints'] as const;
const WOMEN_TEXT_FIELDS = [
  'whenWasLastMentrution',
  'abnormalBleedingVaginum',
  'methodOfContraceptionUsed',
  'noOfBreastFedMonths',
  'cervicalBreastScrening',
  'undergoneCervicalBreastScrening',
] as const;
const WOMEN_NUMBER_FIELDS = ['ageAtMenarche', 'ageAtMarriage', 'totalPregnancies', 'ageAtFirstChild', 'ageAtLastChild'] as const;

function pick<K extends string, V>(keys: readonly K[], read: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, V>;
}

/** The columns to store; Women's Health stays empty for a MALE participant (the section is not shown). */
function toColumns(body: Body, participant: CandidateRow) {
  const errors = validateMedical(body, participant.age, { gender: participant.gender });
  const field = (Object.keys(errors) as (keyof typeof errors)[]).find((key) => errors[key]);
  if (field) throw ruleRefusal(errors[field] as string, field);
  const women = participant.gender !== 'MALE';
  return {
    ...pick(TEXT_FIELDS, (key) => cleanText(body[key])),
    weight: numberOrNull(body.weight),
    height: numberOrNull(body.height),
    spo2: spo2Of(body.spo2),
    historyOfSurgery: flagOrNull(body.historyOfSurgery),
    ...pick(WOMEN_TEXT_FIELDS, (key) => (women ? cleanText(body[key]) : null)),
    ...pick(WOMEN_NUMBER_FIELDS, (key) => (women ? numberOrNull(body[key]) : null)),
    currentlyPregant: women ? flagOrNull(body.currentlyPregant) : null,
  };
}

export const excludesFromScreening = (columns: { medicalhistory: string | null; currentlyPregant: boolean | null }): boolean =>
  /cancer/i.test(columns.medicalhistory ?? '') || columns.currentlyPregant === true;

/**
 * Exclusion sets consentDate (the screening worklist lists only participants without one). A corrected record
 * that no longer excludes brings an excluded participant with pending tests back to the worklist.
 */
async function applyExclusion(
  tx: Tx,
  participant: CandidateRow,
  excluded: boolean,
  login: string,
): Promise<'excluded' | 'restored' | null> {
  const stamp = { lastModifiedBy: login, lastModifiedDate: new Date() };
  if (excluded) {
    await tx
      .update(candidate)
      .set({ consentDate: participant.consentDate ?? new Date(), reason: EXCLUSION_REASON, ...stamp })
      .where(eq(candidate.id, participant.id));
    return 'excluded';
  }
  if (participant.reason === EXCLUSION_REASON && (await countTests(tx, participant.id, 'SCREENING', true)) > 0) {
    await tx
      .update(candidate)
      .set({ consentDate: null, reason: null, ...stamp })
      .where(eq(candidate.id, participant.id));
    return 'restored';
  }
  return null;
}

/** Saves (insert, or update of the participant's record `id`) and returns the record id. */
export async function saveMedicalHistory(req: FastifyRequest, body: Body): Promise<number> {
  const candidateId = requiredId(body.candidateId, 'candidateId');
  const recordId = optionalId(body.id, 'id');
  const scope = callerScope(req);
  const { login } = scope.user;
  return inTransaction(req, recordId === null ? 'CREATE' : 'UPDATE', 'candidate_medical_details', async (tx, audit) => {
    const participant = await loadParticipant(tx, scope, candidateId, true);
    const columns = toColumns(body, participant);
    let id: number;
    if (recordId === null) {
      [{ id }] = await tx
        .insert(candidateMedicalDetails)
        .values({ ...columns, candidateId, createdBy: login })
        .returning({ id: candidateMedicalDetails.id });
    } else {
      const updated = await tx
        .update(candidateMedicalDetails)
        .set({ ...columns, lastModifiedBy: login, lastModifiedDate: new Date() })
        .where(and(eq(candidateMedicalDetails.id, recordId), eq(candidateMedicalDetails.candidateId, candidateId)))
        .returning({ id: candidateMedicalDetails.id });
      if (updated.length === 0) throw notFound('MEDICAL_RECORD_NOT_FOUND', { recordId, candidateId });
      id = updated[0].id;
    }
    const exclusion = await applyExclusion(tx, participant, excludesFromScreening(columns), login);
    audit.entityId = id;
    audit.details = { candidateId, exclusion };
    return id;
  });
}

type MedicalRow = typeof candidateMedicalDetails.$inferSelect;

/** Prefill type 3 (docs/api.md §7.2). */
export function toMedicalDto(row: MedicalRow): MedicalHistoryPrefill {
  return {
    id: row.id,
    candidateId: row.candidateId,
    medicalhistory: row.medicalhistory,
    bloodPressure: row.bloodPressure,
    pulseRate: row.pulseRate,
    weight: row.weight,
    historyOfSurgery: row.historyOfSurgery,
    height: row.height,
    spo2: row.spo2,
    allergy: row.allergy,
    otherComplaints: row.otherComplaints,
    ageAtMenarche: row.ageAtMenarche,
    whenWasLastMentrution: row.whenWasLastMentrution,
    abnormalBleedingVaginum: row.abnormalBleedingVaginum,
    ageAtMarriage: row.ageAtMarriage,
    totalPregnancies: row.totalPregnancies,
    ageAtFirstChild: row.ageAtFirstChild,
    ageAtLastChild: row.ageAtLastChild,
    currentlyPregant: row.currentlyPregant,
    methodOfContraceptionUsed: row.methodOfContraceptionUsed,
    noOfBreastFedMonths: row.noOfBreastFedMonths,
    cervicalBreastScrening: row.cervicalBreastScrening,
    undergoneCervicalBreastScrening: row.undergoneCervicalBreastScrening,
  };
}
