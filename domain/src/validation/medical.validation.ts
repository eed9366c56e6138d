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

/** The rules' refusals by code (PULSE for PULSE_MESSAGE); the `…Error` forms give their English. */
export type MedicalRuleCode =
  | 'MEDICAL_SUMMARY'
  | 'BLOOD_PRESSURE'
  | 'PULSE'
  | 'WEIGHT'
  | 'HEIGHT'
  | 'MENARCHE_FORMAT'
  | 'MENARCHE_AGE'
  | 'MARRIAGE_FORMAT'
  | 'MARRIAGE_AGE'
  | 'PREGNANCIES'
  | 'FIRST_CHILD_REQUIRED'
  | 'FIRST_CHILD_EMPTY'
  | 'FIRST_CHILD_AGE'
  | 'LAST_CHILD_REQUIRED'
  | 'LAST_CHILD_EMPTY_ZERO'
  | 'LAST_CHILD_EMPTY_ONE'
  | 'LAST_CHILD_AGE'
  | 'LAST_CHILD_ORDER'
  | 'CHILD_AGE_FORMAT';

/** The English of each code of Medical Details. */
export const MEDICAL_RULES: Readonly<Record<MedicalRuleCode, string>> = {
  MEDICAL_SUMMARY: MEDICAL_SUMMARY_MESSAGE,
  BLOOD_PRESSURE: BLOOD_PRESSURE_MESSAGE,
  PULSE: PULSE_MESSAGE,
  WEIGHT: WEIGHT_MESSAGE,
  HEIGHT: HEIGHT_MESSAGE,
  MENARCHE_FORMAT: MENARCHE_FORMAT_MESSAGE,
  MENARCHE_AGE: MENARCHE_AGE_MESSAGE,
  MARRIAGE_FORMAT: MARRIAGE_FORMAT_MESSAGE,
  MARRIAGE_AGE: MARRIAGE_AGE_MESSAGE,
  PREGNANCIES: PREGNANCIES_MESSAGE,
  FIRST_CHILD_REQUIRED: FIRST_CHILD_REQUIRED_MESSAGE,
  FIRST_CHILD_EMPTY: FIRST_CHILD_EMPTY_MESSAGE,
  FIRST_CHILD_AGE: FIRST_CHILD_AGE_MESSAGE,
  LAST_CHILD_REQUIRED: LAST_CHILD_REQUIRED_MESSAGE,
  LAST_CHILD_EMPTY_ZERO: LAST_CHILD_EMPTY_ZERO_MESSAGE,
  LAST_CHILD_EMPTY_ONE: LAST_CHILD_EMPTY_ONE_MESSAGE,
  LAST_CHILD_AGE: LAST_CHILD_AGE_MESSAGE,
  LAST_CHILD_ORDER: LAST_CHILD_ORDER_MESSAGE,
  CHILD_AGE_FORMAT: CHILD_AGE_FORMAT_MESSAGE,
};

const englishOf = (code: MedicalRuleCode | null): string | null => code && MEDICAL_RULES[code];

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

export function bloodPressureCode(value: unknown): 'BLOOD_PRESSURE' | null {
  const text = asText(value);
  return text === '' || /^[0-9/-]+$/.test(text) ? null : 'BLOOD_PRESSURE';
}

export function pulseCode(value: unknown): 'PULSE' | null {
  const text = asText(value);
  return text === '' || /^\d{1,3}$/.test(text) ? null : 'PULSE';
}

export function weightCode(value: unknown): 'WEIGHT' | null {
  const text = asText(value);
  if (text === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(text) && Number(text) <= WEIGHT_MAX ? null : 'WEIGHT';
}

export function heightCode(value: unknown): 'HEIGHT' | null {
  return isBlank(value) || isWholeNumberInRange(value, HEIGHT_MIN, HEIGHT_MAX) ? null : 'HEIGHT';
}

export function menarcheCode(value: unknown, participantAge: ParticipantAge): 'MENARCHE_FORMAT' | 'MENARCHE_AGE' | null {
  const text = asText(value);
  if (text === '') return null;
  if (!/^[1-9]\d?$/.test(text)) return 'MENARCHE_FORMAT';
  const age = ageOf(participantAge);
  return age !== null && Number(text) > age ? 'MENARCHE_AGE' : null;
}

export function marriageCode(value: unknown, participantAge: ParticipantAge): 'MARRIAGE_FORMAT' | 'MARRIAGE_AGE' | null {
  const text = asText(value);
  if (text === '') return null;
  if (!/^\d{1,2}$/.test(text)) return 'MARRIAGE_FORMAT';
  const age = ageOf(participantAge);
  return age !== null && Number(text) >= age ? 'MARRIAGE_AGE' : null;
}

export function pregnanciesCode(value: unknown): 'PREGNANCIES' | null {
  const text = asText(value);
  return text === '' || /^(0|[1-9]\d*)$/.test(text) ? null : 'PREGNANCIES';
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

export function firstChildCode(
  value: unknown,
  totalPregnancies: unknown,
  participantAge: ParticipantAge,
): 'FIRST_CHILD_REQUIRED' | 'FIRST_CHILD_EMPTY' | 'FIRST_CHILD_AGE' | 'CHILD_AGE_FORMAT' | null {
  const text = asText(value);
  if (pregnancyCount(totalPregnancies) === 0) return text === '' ? null : 'FIRST_CHILD_EMPTY';
  if (text === '') return 'FIRST_CHILD_REQUIRED';
  const first = toWholeNumber(text);
  if (first === null || first === 0) return 'CHILD_AGE_FORMAT';
  const age = ageOf(participantAge);
  return age !== null && first >= age ? 'FIRST_CHILD_AGE' : null;
}

export function lastChildCode(
  value: unknown,
  totalPregnancies: unknown,
  ageAtFirstChild: unknown,
  participantAge: ParticipantAge,
):
  | 'LAST_CHILD_REQUIRED'
  | 'LAST_CHILD_EMPTY_ZERO'
  | 'LAST_CHILD_EMPTY_ONE'
  | 'LAST_CHILD_AGE'
  | 'LAST_CHILD_ORDER'
  | 'CHILD_AGE_FORMAT'
  | null {
  const text = asText(value);
  const count = pregnancyCount(totalPregnancies);
  if (count === 0) return text === '' ? null : 'LAST_CHILD_EMPTY_ZERO';
  if (count === 1) return text === '' ? null : 'LAST_CHILD_EMPTY_ONE';
  if (text === '') return 'LAST_CHILD_REQUIRED';
  const last = toWholeNumber(text);
  if (last === null || last === 0) return 'CHILD_AGE_FORMAT';
  const age = ageOf(participantAge);
  if (age !== null && last >= age) return 'LAST_CHILD_AGE';
  const first = toWholeNumber(ageAtFirstChild);
  return first !== null && last <= first ? 'LAST_CHILD_ORDER' : null;
}

/* ---------- in English ---------- */

export function bloodPressureError(value: unknown): string | null {
  return englishOf(bloodPressureCode(value));
}

export function pulseError(value: unknown): string | null {
  return englishOf(pulseCode(value));
}

export function weightError(value: unknown): string | null {
  return englishOf(weightCode(value));
}

export function heightError(value: unknown): string | null {
  return englishOf(heightCode(value));
}

export function menarcheError(value: unknown, participantAge: ParticipantAge): string | null {
  return englishOf(menarcheCode(value, participantAge));
}

export function marriageError(value: unknown, participantAge: ParticipantAge): string | null {
  return englishOf(marriageCode(value, participantAge));
}

export function pregnanciesError(value: unknown): string | null {
  return englishOf(pregnanciesCode(value));
}

export function firstChildError(value: unknown, totalPregnancies: unknown, participantAge: ParticipantAge): string | null {
  return englishOf(firstChildCode(value, totalPregnancies, participantAge));
}

export function lastChildError(
  value: unknown,
  totalPregnancies: unknown,
  ageAtFirstChild: unknown,
  participantAge: ParticipantAge,
): string | null {
  return englishOf(lastChildCode(value, totalPregnancies, ageAtFirstChild, participantAge));
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

/** Field → code of the Medical Details form; any refusal means the page alerts MEDICAL_SUMMARY. */
export function medicalCodes(
  values: MedicalValues,
  participantAge: ParticipantAge,
  options: MedicalOptions = {},
): FieldErrors<keyof MedicalValues, MedicalRuleCode> {
  const vitals: Array<readonly [keyof MedicalValues, MedicalRuleCode | null]> = [
    ['bloodPressure', bloodPressureCode(values.bloodPressure)],
    ['pulseRate', pulseCode(values.pulseRate)],
    ['weight', weightCode(values.weight)],
    ['height', heightCode(values.height)],
  ];
  const womensHealth = isBlank(options.gender) || hasWomensHealth(options.gender);
  if (!womensHealth) return collectErrors(vitals);
  return collectErrors<keyof MedicalValues, MedicalRuleCode>([
    ...vitals,
    ['ageAtMenarche', menarcheCode(values.ageAtMenarche, participantAge)],
    ['ageAtMarriage', marriageCode(values.ageAtMarriage, participantAge)],
    ['totalPregnancies', pregnanciesCode(values.totalPregnancies)],
    ['ageAtFirstChild', firstChildCode(values.ageAtFirstChild, values.totalPregnancies, participantAge)],
    ['ageAtLastChild', lastChildCode(values.ageAtLastChild, values.totalPregnancies, values.ageAtFirstChild, participantAge)],
  ]);
}

/** Field errors of the Medical Details form in English; any error means the page alerts `MEDICAL_SUMMARY_MESSAGE`. */
export function validateMedical(
  values: MedicalValues,
  participantAge: ParticipantAge,
  options: MedicalOptions = {},
): FieldErrors<keyof MedicalValues> {
  const codes = medicalCodes(values, participantAge, options);
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, MEDICAL_RULES[code!]]));
}
