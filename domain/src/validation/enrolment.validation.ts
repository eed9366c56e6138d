/** New Screening Enrollment: Enroll (submit) and Save (tag) (docs/screens.md §4, §5 "Enrolment", tag reasons). */
import { collectErrors, type FieldErrors } from './errors';
import { asText, hasExactDigits, isBlank, isWholeNumberInRange } from './rules';
import { digitsOnly } from './sanitise';
import { GENDER_MESSAGE, genderCode, MOBILE_EXACT_MESSAGE, MOBILE_LENGTH } from './user-form.validation';

export const AGE_MIN = 1;
export const AGE_MAX = 100;
export const STREET_ID_LENGTH = 3;

export const MOBILE_TYPING_MESSAGE = 'Mobile number must be 10 digits.';
export const AGE_MESSAGE = 'Age must be a whole number from 1 to 100.';
export const PARTICIPANT_NAME_MESSAGE = "Please enter the participant's name.";
export const STREET_ID_FORMAT_MESSAGE = 'Street ID must be exactly 3 digits (e.g., 001, 123).';
export const STREET_ID_ZERO_MESSAGE = 'Street ID cannot be 000.';
export const STREET_ID_RANGE_MESSAGE = 'Street ID must be 3 digits from 001 to 999.';
export const ADDRESS_REQUIRED_MESSAGE = 'Address cannot be empty. Enter the address and click on Save';
export const TAG_REASON_MESSAGE = 'Please select a reason.';

/** Keys a number input for age must refuse: they would allow exponents, signs and decimals. */
export const BLOCKED_AGE_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

export const TAG_REASONS = [
  'Refused',
  'Door Locked',
  'Work Daily Worker',
  'Work Out Of Station',
  'Out Of Station - Short Visit',
  'Already Screened',
  'Settled OutStation',
  'Medical Reasons',
] as const;
export type TagReason = (typeof TAG_REASONS)[number];

export function isBlockedAgeKey(key: string): boolean {
  return BLOCKED_AGE_KEYS.includes(key);
}

export const sanitiseEnrolmentMobile = (value: string): string => digitsOnly(value, MOBILE_LENGTH);
export const sanitiseStreetId = (value: string): string => digitsOnly(value, STREET_ID_LENGTH);

/** Age while typing: digits only, every one kept; one out of 1–100 shows ageError's message rather than vanishing. */
export const sanitiseAge = (next: string): string => digitsOnly(next);

/**
 * The rules return a refusal's code (AGE for AGE_MESSAGE); the screens word it in the user's language. The
 * `…Error` forms give the English, for the server and for areas built against an earlier release.
 */
export type EnrolmentRuleCode =
  | 'PARTICIPANT_NAME'
  | 'MOBILE_TYPING'
  | 'MOBILE_EXACT'
  | 'GENDER'
  | 'AGE'
  | 'STREET_ID_FORMAT'
  | 'STREET_ID_ZERO'
  | 'STREET_ID_RANGE'
  | 'ADDRESS_REQUIRED'
  | 'TAG_REASON';

/** The English of each code of the enrolment form and its tag. */
export const ENROLMENT_RULES: Readonly<Record<EnrolmentRuleCode, string>> = {
  PARTICIPANT_NAME: PARTICIPANT_NAME_MESSAGE,
  MOBILE_TYPING: MOBILE_TYPING_MESSAGE,
  MOBILE_EXACT: MOBILE_EXACT_MESSAGE,
  GENDER: GENDER_MESSAGE,
  AGE: AGE_MESSAGE,
  STREET_ID_FORMAT: STREET_ID_FORMAT_MESSAGE,
  STREET_ID_ZERO: STREET_ID_ZERO_MESSAGE,
  STREET_ID_RANGE: STREET_ID_RANGE_MESSAGE,
  ADDRESS_REQUIRED: ADDRESS_REQUIRED_MESSAGE,
  TAG_REASON: TAG_REASON_MESSAGE,
};

const englishOf = (code: EnrolmentRuleCode | null): string | null => code && ENROLMENT_RULES[code];
const english = <K extends string>(codes: FieldErrors<K, EnrolmentRuleCode>): FieldErrors<K> =>
  Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, ENROLMENT_RULES[code as EnrolmentRuleCode]]),
  ) as FieldErrors<K>;

/** The participant's name: required. */
export function participantNameCode(value: unknown): 'PARTICIPANT_NAME' | null {
  return isBlank(value) ? 'PARTICIPANT_NAME' : null;
}

/** While typing: shown until ten digits are entered. Blank shows nothing yet. */
export function mobileTypingCode(value: unknown): 'MOBILE_TYPING' | null {
  const text = asText(value);
  return text === '' || hasExactDigits(text, MOBILE_LENGTH) ? null : 'MOBILE_TYPING';
}

/** On Enroll: exactly ten digits. */
export function mobileSubmitCode(value: unknown): 'MOBILE_EXACT' | null {
  return hasExactDigits(value, MOBILE_LENGTH) ? null : 'MOBILE_EXACT';
}

export function ageCode(value: unknown): 'AGE' | null {
  return isWholeNumberInRange(value, AGE_MIN, AGE_MAX) ? null : 'AGE';
}

/**
 * Street IDs travel as integers on the wire (0 when blank), as text in the form. A number is read back as its
 * three-digit form so '7' from the server means '007'.
 */
export function streetIdText(value: unknown): string {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0
      ? String(value).padStart(STREET_ID_LENGTH, '0')
      : value === 0
        ? ''
        : String(value);
  }
  return asText(value);
}

/** While typing (and when tagging, where the street ID is needed): the two specific refusals. */
export function streetIdTypingCode(value: unknown): 'STREET_ID_FORMAT' | 'STREET_ID_ZERO' | null {
  const text = streetIdText(value);
  if (!hasExactDigits(text, STREET_ID_LENGTH)) return 'STREET_ID_FORMAT';
  return text === '000' ? 'STREET_ID_ZERO' : null;
}

/** On Enroll: optional, but when given it must be 001–999. */
export function streetIdSubmitCode(value: unknown): 'STREET_ID_RANGE' | null {
  const text = streetIdText(value);
  if (text === '') return null;
  return hasExactDigits(text, STREET_ID_LENGTH) && text !== '000' ? null : 'STREET_ID_RANGE';
}

export function addressCode(value: unknown): 'ADDRESS_REQUIRED' | null {
  return isBlank(value) ? 'ADDRESS_REQUIRED' : null;
}

export function tagReasonCode(value: unknown): 'TAG_REASON' | null {
  const text = asText(value);
  return (TAG_REASONS as readonly string[]).includes(text) ? null : 'TAG_REASON';
}

/** While typing: shown until ten digits are entered. Blank shows nothing yet. */
export function mobileTypingError(value: unknown): string | null {
  return englishOf(mobileTypingCode(value));
}

/** On Enroll: exactly ten digits. */
export function mobileSubmitError(value: unknown): string | null {
  return englishOf(mobileSubmitCode(value));
}

export function ageError(value: unknown): string | null {
  return englishOf(ageCode(value));
}

/** While typing (and when tagging, where the street ID is needed): the two specific messages. */
export function streetIdTypingError(value: unknown): string | null {
  return englishOf(streetIdTypingCode(value));
}

/** On Enroll: optional, but when given it must be 001–999. */
export function streetIdSubmitError(value: unknown): string | null {
  return englishOf(streetIdSubmitCode(value));
}

export function addressError(value: unknown): string | null {
  return englishOf(addressCode(value));
}

export function tagReasonError(value: unknown): string | null {
  return englishOf(tagReasonCode(value));
}

export interface EnrolmentValues {
  name?: unknown;
  mobileNo?: unknown;
  gender?: unknown;
  age?: unknown;
  address?: unknown;
  streetId?: unknown;
  reason?: unknown;
}

export interface EnrolmentOptions {
  /** 'enrol' = the Enroll button; 'save' = Save, which tags the participant. */
  mode: 'save' | 'enrol';
  /** Editing an existing participant or a prefilled form: the street ID is locked and not validated. */
  editing?: boolean;
}

/**
 * Enroll needs name, a 10-digit mobile, gender and age 1–100; the street ID is optional. Save (tagging) needs
 * an address and a street ID; whatever else was typed must still be well-formed. The tag reason is checked
 * separately (`tagReasonCode`) because the dialog asks for it after these checks pass.
 */
export function enrolmentCodes(
  values: EnrolmentValues,
  options: EnrolmentOptions,
): FieldErrors<keyof EnrolmentValues, EnrolmentRuleCode> {
  const { mode, editing = false } = options;
  if (mode === 'enrol') {
    return collectErrors<keyof EnrolmentValues, EnrolmentRuleCode>([
      ['name', participantNameCode(values.name)],
      ['mobileNo', mobileSubmitCode(values.mobileNo)],
      ['gender', genderCode(values.gender)],
      ['age', ageCode(values.age)],
      ['streetId', editing ? null : streetIdSubmitCode(values.streetId)],
    ]);
  }
  return collectErrors<keyof EnrolmentValues, EnrolmentRuleCode>([
    ['address', addressCode(values.address)],
    ['streetId', editing ? null : streetIdTypingCode(values.streetId)],
    ['mobileNo', isBlank(values.mobileNo) ? null : mobileSubmitCode(values.mobileNo)],
    ['gender', isBlank(values.gender) ? null : genderCode(values.gender)],
    ['age', isBlank(values.age) ? null : ageCode(values.age)],
  ]);
}

/** The enrolment form's refusals in English (enrolmentCodes). */
export function validateEnrolment(values: EnrolmentValues, options: EnrolmentOptions): FieldErrors<keyof EnrolmentValues> {
  return english(enrolmentCodes(values, options));
}

/** The tag request as a whole (what POST /curable/saveCandidate must satisfy): field → code. */
export function tagCodes(
  values: EnrolmentValues,
  options: { editing?: boolean } = {},
): FieldErrors<keyof EnrolmentValues, EnrolmentRuleCode> {
  return {
    ...enrolmentCodes(values, { mode: 'save', editing: options.editing }),
    ...collectErrors<keyof EnrolmentValues, EnrolmentRuleCode>([['reason', tagReasonCode(values.reason)]]),
  };
}

/** The tag request as a whole (what POST /curable/saveCandidate must satisfy). */
export function validateTag(values: EnrolmentValues, options: { editing?: boolean } = {}): FieldErrors<keyof EnrolmentValues> {
  return english(tagCodes(values, options));
}
