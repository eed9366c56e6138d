/**
 * Medical Details: vitals and the Women's Health section (docs/screens.md §4 "Women's Health", §5 "Medical", §9 limits).
 * Ages are compared with the participant's age in whole years; an unknown participant age skips those checks.
 */
import { collectErrors, type FieldErrors } from './errors';
import { asText, isBlank, isWholeNumberInRange, toWholeNumber } from './rules';
import { acceptIf, digitsOnly } from './sanitise';

export const PULSE_MAX_DIGITS = 3;
export const WEIGHT_MAX = 1000;
export const HEIGHT_MIN = 1;
export const HEIGHT_MAX = 300;

export const MEDICAL_SUMMARY_MESSAGE = 'Please correct validation errors before proceeding.';
export const BLOOD_PRESSURE_MESSAGE = 'Blood pressure may contain only digits, / and -.';
export const PULSE_MESSAGE = 'Pulse rate must be at most 3 digits.';
export const WEIGHT_MESSAGE = 'Weight must be a number up to 1000 with at most 2 decimals.';
export const HEIGHT_MESSAGE = 'Height must be a whole number from 1 to 300.';
export const MENARCHE_FORMAT_MESSAGE = 'Age at Menarche must be 1–2 digits without a leading zero.';
export const MENARCHE_AGE_MESSAGE = "Age at Menarche cannot be greater than participant's age.";
export const MARRIAGE_FORMAT_MESSAGE = 'Age at Marriage must be at most 2 digits.';
export const MARRIAGE_AGE_MESSAGE = 'Age at Marriage must be less than participant age';
export const PREGNANCIES_MESSAGE = 'Total Pregnancies must be 0 or a positive whole number.';
export const FIRST_CHILD_REQUIRED_MESSAGE = 'Age at First Child is required';
export const FIRST_CHILD_EMPTY_MESSAGE = 'Age at First Child must be empty when pregnancies are 0';
export const FIRST_CHILD_AGE_MESSAGE = "Age at First Child must be less than participant's age";
export const LAST_CHILD_REQUIRED_MESSAGE = 'Age at Last Child is required';
export const LAST_CHILD_EMPTY_ZERO_MESSAGE = 'Age at Last Child must be empty when pregnancies are 0';
export const LAST_CHILD_EMPTY_ONE_MESSAGE = 'Age at Last Child should not be filled when pregnancies are 1';
export const LAST_CHILD_AGE_MESSAGE = "Age at Last Child must be less than participant's age and greater than Age at First Child";
export const LAST_CHILD_ORDER_MESSAGE = 'Age at Last Child must be greater than Age at First Child';
export const CHILD_AGE_FORMAT_MESSAGE = 'Please enter the age in whole years.';

export type ParticipantAge = number | string | null | undefined;

function ageOf(participantAge: ParticipantAge): number | null {
  if (typeof participantAge === 'number') return Number.isFinite(participantAge) ? participantAge : null;
  return toWholeNumber(participantAge);
}

/* ---------- typing ---------- */

export const sanitiseBloodPressure = (value: string): string => value.replace(/[^0-9/-]/g, '');
export const sanitisePulse = (value: string): string => digitsOnly(value, PULSE_MAX_DIGITS);
export const sanitiseHeight = (value: string): string => digitsOnly(value, 3);
export const sanitiseAgeAtMarriage = (value: string): string => digitsOnly(value, 2);
export const sanitiseChildAge = (value: string): string => digitsOnly(value, 2);
export const sanitisePregnancies = (value: string): string => digitsOnly(value).replace(/^0+(?=\d)/, '');

/** Weight while typing: a partial decimal with at most two places, never above 1000. */
export function sanitiseWeight(next: string, previous: string): string {
  return acceptIf(next, previous, (text) => /^\d*\.?\d{0,2}$/.test(text) && !(Number(text) > WEIGHT_MAX));
}

/** Age at menarche while typing: '' or 1–2 digits without a leading zero. */
export function sanitiseMenarche(next: string, previous: string): string {
  return acceptIf(next, previous, (text) => /^(|[1-9]\d?)$/.test(text));
}

/* ---------- single fields ---------- */

export function bloodPressureError(value: unknown): string | null {
  const text = asText(value);
  return text === '' || /^[0-9/-]+$/.test(text) ? null : BLOOD_PRESSURE_MESSAGE;
}

export function pulseError(value: unknown): string | null {
  const text = asText(value);
  return text === '' || /^\d{1,3}$/.test(text) ? null : PULSE_MESSAGE;
}

export function weightError(value: unknown): string | null {
  const text = asText(value);
  if (text === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(text) && Number(text) <= WEIGHT_MAX ? null : WEIGHT_MESSAGE;
}

export function heightError(value: unknown): string | null {
  return isBlank(value) || isWholeNumberInRange(value, HEIGHT_MIN, HEIGHT_MAX) ? null : HEIGHT_MESSAGE;
}

export function menarcheError(value: unknown, participantAge: ParticipantAge): string | null {
  const text = asText(value);
  if (text === '') return null;
  if (!/^[1-9]\d?$/.test(text)) return MENARCHE_FORMAT_MESSAGE;
  const age = ageOf(participantAge);
  return age !== null && Number(text) > age ? MENARCHE_AGE_MESSAGE : null;
}

export function marriageError(value: unknown, participantAge: ParticipantAge): string | null {
  const text = asText(value);
  if (text === '') return null;
  if (!/^\d{1,2}$/.test(text)) return MARRIAGE_FORMAT_MESSAGE;
  const age = ageOf(participantAge);
  return age !== null && Number(text) >= age ? MARRIAGE_AGE_MESSAGE : null;
}

export function pregnanciesError(value: unknown): string | null {
  const text = asText(value);
  return text === '' || /^(0|[1-9]\d*)$/.test(text) ? null : PREGNANCIES_MESSAGE;
}

/** Number of pregnancies; blank (or not a number) counts as 0, as the section treats it. */
export function pregnancyCount(value: unknown): number {
  return toWholeNumber(value) ?? 0;
}

/* ---------- Women's Health ---------- */

/** The Women's Health section is shown for FEMALE and OTHER participants only. */
export function hasWomensHealth(gender: unknown): boolean {
  const text = asText(gender).toUpperCase();
  return text === 'FEMALE' || text === 'OTHER';
}

export function firstChildDisabled(totalPregnancies: unknown): boolean {
  return pregnancyCount(totalPregnancies) === 0;
}

export function lastChildDisabled(totalPregnancies: unknown): boolean {
  return pregnancyCount(totalPregnancies) <= 1;
}

export interface PregnancyFields {
  totalPregnancies: string;
  ageAtFirstChild: string;
  ageAtLastChild: string;
}

/** Setting pregnancies to 0 (or blank) clears both child ages; setting 1 clears the last-child age. */
export function applyPregnancyChange<T extends PregnancyFields>(values: T, totalPregnancies: string): T {
  const count = pregnancyCount(totalPregnancies);
  return {
    ...values,
    totalPregnancies,
    ageAtFirstChild: count === 0 ? '' : values.ageAtFirstChild,
    ageAtLastChild: count <= 1 ? '' : values.ageAtLastChild,
  };
}

export function firstChildError(value: unknown, totalPregnancies: unknown, participantAge: ParticipantAge): string | null {
  const text = asText(value);
  if (pregnancyCount(totalPregnancies) === 0) return text === '' ? null : FIRST_CHILD_EMPTY_MESSAGE;
  if (text === '') return FIRST_CHILD_REQUIRED_MESSAGE;
  const first = toWholeNumber(text);
  if (first === null || first === 0) return CHILD_AGE_FORMAT_MESSAGE;
  const age = ageOf(participantAge);
  return age !== null && first >= age ? FIRST_CHILD_AGE_MESSAGE : null;
}

export function lastChildError(
  value: unknown,
  totalPregnancies: unknown,
  ageAtFirstChild: unknown,
  participantAge: ParticipantAge,
): string | null {
  const text = asText(value);
  const count = pregnancyCount(totalPregnancies);
  if (count === 0) return text === '' ? null : LAST_CHILD_EMPTY_ZERO_MESSAGE;
  if (count === 1) return text === '' ? null : LAST_CHILD_EMPTY_ONE_MESSAGE;
  if (text === '') return LAST_CHILD_REQUIRED_MESSAGE;
  const last = toWholeNumber(text);
  if (last === null || last === 0) return CHILD_AGE_FORMAT_MESSAGE;
  const age = ageOf(participantAge);
  if (age !== null && last >= age) return LAST_CHILD_AGE_MESSAGE;
  const first = toWholeNumber(ageAtFirstChild);
  return first !== null && last <= first ? LAST_CHILD_ORDER_MESSAGE : null;
}

/* ---------- whole form ---------- */

/** The medical history record fields these rules read (wire names of POST /curable/createMedicalHistory). */
export interface MedicalValues {
  bloodPressure?: unknown;
  pulseRate?: unknown;
  weight?: unknown;
  height?: unknown;
  ageAtMenarche?: unknown;
  ageAtMarriage?: unknown;
  totalPregnancies?: unknown;
  ageAtFirstChild?: unknown;
  ageAtLastChild?: unknown;
}

export interface MedicalOptions {
  /** The participant's gender; MALE skips the Women's Health section. Unknown gender validates it. */
  gender?: unknown;
}

/** Field errors of the Medical Details form; any error means the page alerts `MEDICAL_SUMMARY_MESSAGE`. */
export function validateMedical(
  values: MedicalValues,
  participantAge: ParticipantAge,
  options: MedicalOptions = {},
): FieldErrors<keyof MedicalValues> {
  const vitals: Array<readonly [keyof MedicalValues, string | null]> = [
    ['bloodPressure', bloodPressureError(values.bloodPressure)],
    ['pulseRate', pulseError(values.pulseRate)],
    ['weight', weightError(values.weight)],
    ['height', heightError(values.height)],
  ];
  const womensHealth = isBlank(options.gender) || hasWomensHealth(options.gender);
  if (!womensHealth) return collectErrors(vitals);
  return collectErrors<keyof MedicalValues>([
    ...vitals,
    ['ageAtMenarche', menarcheError(values.ageAtMenarche, participantAge)],
    ['ageAtMarriage', marriageError(values.ageAtMarriage, participantAge)],
    ['totalPregnancies', pregnanciesError(values.totalPregnancies)],
    ['ageAtFirstChild', firstChildError(values.ageAtFirstChild, values.totalPregnancies, participantAge)],
    ['ageAtLastChild', lastChildError(values.ageAtLastChild, values.totalPregnancies, values.ageAtFirstChild, participantAge)],
  ]);
}
