/**
 * The candidate as the wire knows it (docs/api.md §9 CandidateDTO): every key present, unknown ones null, the
 * registration ID under both spellings (`registraionId` of the original, `registrationId` read by Modify
 * Patient Information).
 */
import { asc, eq } from 'drizzle-orm';
import type { Candidate, CandidateHabit, EligibleDisease } from '@screening/domain/types';
import { candidateHabit } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import type { CandidateRow } from './participant.js';

type HabitRow = typeof candidateHabit.$inferSelect;

/** `quit` is text in the table; the UI may send a boolean, which comes back as one. */
export function quitFromColumn(value: string | null): string | boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export function toHabitDto(row: HabitRow): CandidateHabit {
  return {
    id: row.id,
    candidateId: row.candidateId,
    habits: row.habits ?? '',
    type: row.type ?? '',
    duration: row.duration,
    frequency: row.frequency,
    quit: quitFromColumn(row.quit),
    howLong: row.howLong,
  };
}

export async function loadHabits(db: DbOrTx, candidateId: number): Promise<CandidateHabit[]> {
  const rows = await db
    .select()
    .from(candidateHabit)
    .where(eq(candidateHabit.candidateId, candidateId))
    .orderBy(asc(candidateHabit.id));
  return rows.map(toHabitDto);
}

export interface CandidateDtoExtras {
  eligibleDiseases?: EligibleDisease[] | null;
  candidateHabitDTOs?: CandidateHabit[] | null;
  screenId?: number;
  /** The clinic's name, sent by the lists (their cards show it); other answers leave the key out. */
  campName?: string | null;
}

export function toCandidateDto(row: CandidateRow, extras: CandidateDtoExtras = {}): Candidate {
  return {
    id: row.id,
    registraionId: row.registraionId,
    registrationId: row.registraionId,
    campId: row.campId,
    optionalId: row.optionalId,
    name: row.name,
    gender: row.gender,
    age: row.age,
    maritalStatus: row.maritalStatus,
    socialHabits: row.socialHabits,
    spouseName: row.spouseName,
    mobileNo: row.mobileNo,
    aadhar: row.aadhar,
    address: row.address,
    email: row.email,
    tobaccoUser: row.tobaccoUser,
    parentCandidateId: row.parentCandidateId,
    surveyStatus: row.surveyStatus,
    consentDate: row.consentDate ? row.consentDate.toISOString() : null,
    consentSign: row.consentSign,
    dob: row.dob,
    streetId: row.streetId,
    fatherName: row.fatherName,
    alternateMobileNo: row.alternateMobileNo,
    occupation: row.occupation,
    monthlyIncome: row.monthlyIncome,
    houseType: row.houseType,
    voterId: row.voterId,
    education: row.education,
    rationCard: row.rationCard,
    hospitalId: row.hospitalId,
    reason: row.reason,
    eligibleDiseases: extras.eligibleDiseases ?? null,
    candidateHabitDTOs: extras.candidateHabitDTOs ?? null,
    screenId: extras.screenId ?? 0,
    enrolled: row.enrolled,
    tobaccoHabbits: row.tobaccoHabbits,
    relation: row.relation,
    ...(extras.campName === undefined ? {} : { campName: extras.campName }),
  };
}
