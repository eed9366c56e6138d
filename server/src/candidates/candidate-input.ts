/**
 * Request bodies of POST /curable/candidate and /curable/saveCandidate (docs/api.md §5.1; schema in
 * @screening/domain/api), checked with the same rules as the enrolment and general-details screens; the first
 * failing field is a 400 naming it.
 */
import type { CandidateInput } from '@screening/domain/api';
import type { Gender } from '@screening/domain/types';
import { ruleRefusal } from '../http/errors.js';
import {
  isHabitFilled,
  streetIdText,
  validateEnrolment,
  validateGeneralDetails,
  validateTag,
  type HabitValues,
} from './shared-rules.js';

/** Trimmed text; blank → null. */
export function cleanText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

const wholeOrNull = (value: unknown): number | null => {
  const t = cleanText(value);
  return t === null ? null : Number(t);
};

function throwFirst(errors: Partial<Record<string, string>>): void {
  const field = Object.keys(errors).find((key) => errors[key]);
  if (field) throw ruleRefusal(errors[field] as string, field);
}

/** Identity fields of enrolment and tagging, as stored. */
export interface Identity {
  name: string | null;
  mobileNo: string | null;
  gender: Gender | null;
  age: number | null;
  address: string | null;
  streetId: number | null;
}

function toIdentity(body: CandidateInput): Identity {
  const gender = cleanText(body.gender)?.toUpperCase() ?? null;
  const street = streetIdText(typeof body.streetId === 'string' ? body.streetId.trim() : body.streetId);
  return {
    name: cleanText(body.name),
    mobileNo: cleanText(body.mobileNo),
    gender: gender as Gender | null,
    age: wholeOrNull(body.age),
    address: cleanText(body.address),
    streetId: street === '' || Number(street) === 0 ? null : Number(street),
  };
}

/** Enrol (screenId 1): name, 10-digit mobile, gender and age 1–100; the street ID is locked when editing. */
export function readEnrolment(body: CandidateInput, editing: boolean): Identity {
  throwFirst(validateEnrolment(body, { mode: 'enrol', editing }));
  return toIdentity(body);
}

/** Tag (screenId 2): address, street ID and one of the eight reasons; other fields optional but well-formed. */
export function readTag(body: CandidateInput, editing: boolean): Identity & { reason: string } {
  throwFirst(validateTag(body, { editing }));
  return { ...toIdentity(body), reason: String(body.reason).trim() };
}

export interface GeneralDetails {
  /** Only the keys present in the body are written. */
  fields: Partial<{
    fatherName: string | null;
    spouseName: string | null;
    alternateMobileNo: string | null;
    monthlyIncome: number | null;
    houseType: string | null;
    occupation: string | null;
    education: string | null;
    aadhar: string | null;
    voterId: string | null;
    rationCard: string | null;
    tobaccoUser: boolean | null;
    socialHabits: string | null;
  }>;
  /** null: leave the stored habits; a list (possibly empty after dropping blank rows): replace them. */
  habits: StoredHabit[] | null;
}

export interface StoredHabit {
  habits: string | null;
  type: string | null;
  duration: string | null;
  frequency: string | null;
  howLong: string | null;
  quit: string | null;
}

const TEXT_FIELDS = [
  'fatherName',
  'spouseName',
  'alternateMobileNo',
  'houseType',
  'occupation',
  'education',
  'aadhar',
  'voterId',
  'rationCard',
] as const;

function toStoredHabit(habit: Record<string, unknown>): StoredHabit {
  const quit = habit.quit;
  return {
    habits: cleanText(habit.habits),
    type: cleanText(habit.type),
    duration: cleanText(habit.duration),
    frequency: cleanText(habit.frequency),
    howLong: cleanText(habit.howLong),
    quit: typeof quit === 'boolean' ? String(quit) : cleanText(quit),
  };
}

/** General details (screenId 3). Habits are replaced only when a non-empty list is sent (docs/api.md §5.1). */
export function readGeneralDetails(body: CandidateInput): GeneralDetails {
  const habitsSent =
    Array.isArray(body.candidateHabitDTOs) && body.candidateHabitDTOs.length > 0 ? body.candidateHabitDTOs : null;
  throwFirst(validateGeneralDetails({ ...body, candidateHabitDTOs: (habitsSent ?? []) as HabitValues[] }));
  const fields: GeneralDetails['fields'] = {};
  for (const key of TEXT_FIELDS) if (key in body) fields[key] = cleanText(body[key]);
  if ('monthlyIncome' in body) fields.monthlyIncome = wholeOrNull(body.monthlyIncome);
  if ('tobaccoUser' in body) {
    fields.tobaccoUser = body.tobaccoUser ?? null;
    // The report's TOBACCO/ALCOHOL HABITS column reads socialHabits, which the UI never sends (docs/api.md §5.1 REC).
    fields.socialHabits = body.tobaccoUser === null || body.tobaccoUser === undefined ? null : String(body.tobaccoUser);
  }
  return { fields, habits: habitsSent ? habitsSent.filter((h) => isHabitFilled(h as HabitValues)).map(toStoredHabit) : null };
}

/** 1 January of (this year − age); the current year when the age is unknown (docs/api.md §5.1). */
export function dobFromAge(age: number | null, today = new Date()): string {
  return `${String(today.getUTCFullYear() - (age ?? 0)).padStart(4, '0')}-01-01`;
}
