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

/** Optional: empty, or exactly ten digits. */
export function altMobileError(value: unknown): string | null {
  return isBlank(value) || hasExactDigits(value, 10) ? null : ALT_MOBILE_MESSAGE;
}

export function aadhaarError(value: unknown): string | null {
  return isBlank(value) || hasExactDigits(value, AADHAAR_LENGTH) ? null : AADHAAR_MESSAGE;
}

export function voterIdError(value: unknown): string | null {
  return isBlank(value) || isAlphanumeric(value, VOTER_ID_MAX_LENGTH) ? null : VOTER_ID_MESSAGE;
}

export function rationCardError(value: unknown): string | null {
  return isBlank(value) || isAlphanumeric(value, RATION_CARD_MAX_LENGTH) ? null : RATION_CARD_MESSAGE;
}

/** Monthly income (participant and family members): 1–999999, digits only, no leading zeros. */
export function monthlyIncomeError(value: unknown): string | null {
  const text = asText(value);
  return text === '' || /^[1-9]\d{0,5}$/.test(text) ? null : INCOME_MESSAGE;
}

export function habitFrequencyError(value: unknown): string | null {
  const text = asText(value);
  return text === '' || /^[1-9]\d*$/.test(text) ? null : HABIT_FREQUENCY_MESSAGE;
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
export function addHabitError(habits: readonly HabitValues[]): string | null {
  const last = habits[habits.length - 1];
  return last === undefined || isHabitFilled(last) ? null : ADD_HABIT_MESSAGE;
}

/** The only remaining habit cannot be deleted. */
export function deleteHabitError(habits: readonly HabitValues[]): string | null {
  return habits.length <= 1 ? LAST_HABIT_MESSAGE : null;
}

export interface GeneralDetailsValues {
  alternateMobileNo?: unknown;
  monthlyIncome?: unknown;
  aadhar?: unknown;
  voterId?: unknown;
  rationCard?: unknown;
  candidateHabitDTOs?: readonly HabitValues[] | null;
}

/** Field errors; a habit's frequency error is keyed `candidateHabitDTOs.{index}.frequency`. */
export function validateGeneralDetails(values: GeneralDetailsValues): FieldErrors<string> {
  const habits = values.candidateHabitDTOs ?? [];
  return collectErrors<string>([
    ['alternateMobileNo', altMobileError(values.alternateMobileNo)],
    ['monthlyIncome', monthlyIncomeError(values.monthlyIncome)],
    ['aadhar', aadhaarError(values.aadhar)],
    ['voterId', voterIdError(values.voterId)],
    ['rationCard', rationCardError(values.rationCard)],
    ...habits.map((habit, index) => [`candidateHabitDTOs.${index}.frequency`, habitFrequencyError(habit.frequency)] as const),
  ]);
}
