/** General Details: contact, income, ID proofs and the social-habits list (docs/screens.md §5 "General details", §9). */
import { collectErrors, type FieldErrors } from './errors';
import { asText, hasExactDigits, isAlphanumeric, isBlank } from './rules';
import { alphanumericOnly, digitsOnly, stripLeadingZeros } from './sanitise';

export const AADHAAR_LENGTH = 12;
export const VOTER_ID_MAX_LENGTH = 12;
export const RATION_CARD_MAX_LENGTH = 15;
export const INCOME_MAX = 999999;

export const ALT_MOBILE_MESSAGE = 'Alternate mobile number must be exactly 10 digits.';
export const AADHAAR_MESSAGE = 'Aadhaar number must be exactly 12 digits.';
export const VOTER_ID_MESSAGE = 'Voter ID must be up to 12 letters or digits.';
export const RATION_CARD_MESSAGE = 'Ration card number must be up to 15 letters or digits.';
export const INCOME_MESSAGE = 'Monthly income must be a whole number up to 999999 without leading zeros.';
export const HABIT_FREQUENCY_MESSAGE = 'Frequency must be a positive whole number.';
export const ADD_HABIT_MESSAGE = 'Please fill at least one field before adding another habit.';
export const LAST_HABIT_MESSAGE = 'The last habit cannot be deleted.';

export const sanitiseAltMobile = (value: string): string => digitsOnly(value, 10);
export const sanitiseAadhaar = (value: string): string => digitsOnly(value, AADHAAR_LENGTH);
export const sanitiseVoterId = (value: string): string => alphanumericOnly(value, VOTER_ID_MAX_LENGTH);
export const sanitiseRationCard = (value: string): string => alphanumericOnly(value, RATION_CARD_MAX_LENGTH);
/** Income while typing: digits, no leading zeros, at most six digits (so at most 999999). */
export const sanitiseIncome = (value: string): string => stripLeadingZeros(digitsOnly(value)).slice(0, 6);
export const sanitiseFrequency = (value: string): string => stripLeadingZeros(digitsOnly(value));

/**
 * The rules return a refusal's code (ALT_MOBILE for ALT_MOBILE_MESSAGE); the screens word it in the user's language.
 * The `…Error` forms give the English, for the server and for areas built against an earlier release.
 */
export type GeneralDetailsRuleCode =
  'ALT_MOBILE' | 'AADHAAR' | 'VOTER_ID' | 'RATION_CARD' | 'INCOME' | 'HABIT_FREQUENCY' | 'ADD_HABIT' | 'LAST_HABIT';

/** The English of each code of General Details. */
export const GENERAL_DETAILS_RULES: Readonly<Record<GeneralDetailsRuleCode, string>> = {
  ALT_MOBILE: ALT_MOBILE_MESSAGE,
  AADHAAR: AADHAAR_MESSAGE,
  VOTER_ID: VOTER_ID_MESSAGE,
  RATION_CARD: RATION_CARD_MESSAGE,
  INCOME: INCOME_MESSAGE,
  HABIT_FREQUENCY: HABIT_FREQUENCY_MESSAGE,
  ADD_HABIT: ADD_HABIT_MESSAGE,
  LAST_HABIT: LAST_HABIT_MESSAGE,
};

const englishOf = (code: GeneralDetailsRuleCode | null): string | null => code && GENERAL_DETAILS_RULES[code];

/** Optional: empty, or exactly ten digits. */
export function altMobileCode(value: unknown): 'ALT_MOBILE' | null {
  return isBlank(value) || hasExactDigits(value, 10) ? null : 'ALT_MOBILE';
}

export function aadhaarCode(value: unknown): 'AADHAAR' | null {
  return isBlank(value) || hasExactDigits(value, AADHAAR_LENGTH) ? null : 'AADHAAR';
}

export function voterIdCode(value: unknown): 'VOTER_ID' | null {
  return isBlank(value) || isAlphanumeric(value, VOTER_ID_MAX_LENGTH) ? null : 'VOTER_ID';
}

export function rationCardCode(value: unknown): 'RATION_CARD' | null {
  return isBlank(value) || isAlphanumeric(value, RATION_CARD_MAX_LENGTH) ? null : 'RATION_CARD';
}

/** Monthly income (participant and family members): 1–999999, digits only, no leading zeros. */
export function monthlyIncomeCode(value: unknown): 'INCOME' | null {
  const text = asText(value);
  return text === '' || /^[1-9]\d{0,5}$/.test(text) ? null : 'INCOME';
}

export function habitFrequencyCode(value: unknown): 'HABIT_FREQUENCY' | null {
  const text = asText(value);
  return text === '' || /^[1-9]\d*$/.test(text) ? null : 'HABIT_FREQUENCY';
}

export function altMobileError(value: unknown): string | null {
  return englishOf(altMobileCode(value));
}

export function aadhaarError(value: unknown): string | null {
  return englishOf(aadhaarCode(value));
}

export function voterIdError(value: unknown): string | null {
  return englishOf(voterIdCode(value));
}

export function rationCardError(value: unknown): string | null {
  return englishOf(rationCardCode(value));
}

export function monthlyIncomeError(value: unknown): string | null {
  return englishOf(monthlyIncomeCode(value));
}

export function habitFrequencyError(value: unknown): string | null {
  return englishOf(habitFrequencyCode(value));
}

/** A habit row as the form or the wire (candidateHabitDTOs) holds it. */
export interface HabitValues {
  habits?: unknown;
  type?: unknown;
  frequency?: unknown;
  duration?: unknown;
  howLong?: unknown;
  quit?: unknown;
}

const HABIT_FIELDS: ReadonlyArray<keyof HabitValues> = ['habits', 'type', 'frequency', 'duration', 'howLong', 'quit'];

export function isHabitFilled(habit: HabitValues): boolean {
  // `quit: false` from the wire is a real answer, so booleans count as filled.
  return HABIT_FIELDS.some((field) => typeof habit[field] === 'boolean' || !isBlank(habit[field]));
}

/** Add Habit needs the last habit to have at least one field filled. */
export function addHabitCode(habits: readonly HabitValues[]): 'ADD_HABIT' | null {
  const last = habits[habits.length - 1];
  return last === undefined || isHabitFilled(last) ? null : 'ADD_HABIT';
}

/** The only remaining habit cannot be deleted. */
export function deleteHabitCode(habits: readonly HabitValues[]): 'LAST_HABIT' | null {
  return habits.length <= 1 ? 'LAST_HABIT' : null;
}

export function addHabitError(habits: readonly HabitValues[]): string | null {
  return englishOf(addHabitCode(habits));
}

export function deleteHabitError(habits: readonly HabitValues[]): string | null {
  return englishOf(deleteHabitCode(habits));
}

export interface GeneralDetailsValues {
  alternateMobileNo?: unknown;
  monthlyIncome?: unknown;
  aadhar?: unknown;
  voterId?: unknown;
  rationCard?: unknown;
  candidateHabitDTOs?: readonly HabitValues[] | null;
}

/** Field → code; a habit's frequency is keyed `candidateHabitDTOs.{index}.frequency`. */
export function generalDetailsCodes(values: GeneralDetailsValues): FieldErrors<string, GeneralDetailsRuleCode> {
  const habits = values.candidateHabitDTOs ?? [];
  return collectErrors<string, GeneralDetailsRuleCode>([
    ['alternateMobileNo', altMobileCode(values.alternateMobileNo)],
    ['monthlyIncome', monthlyIncomeCode(values.monthlyIncome)],
    ['aadhar', aadhaarCode(values.aadhar)],
    ['voterId', voterIdCode(values.voterId)],
    ['rationCard', rationCardCode(values.rationCard)],
    ...habits.map((habit, index) => [`candidateHabitDTOs.${index}.frequency`, habitFrequencyCode(habit.frequency)] as const),
  ]);
}

/** Field errors in English; a habit's frequency error is keyed `candidateHabitDTOs.{index}.frequency`. */
export function validateGeneralDetails(values: GeneralDetailsValues): FieldErrors<string> {
  const codes = generalDetailsCodes(values);
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, GENERAL_DETAILS_RULES[code!]]));
}
