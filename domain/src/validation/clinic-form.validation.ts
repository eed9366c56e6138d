/** Outreach clinic creation / edit and resource planning (docs/screens.md §5 "Clinic form", §9 limits). */
import { type DateInput, isBeforeDay, toCalendarDate } from './dates';
import { collectErrors, wordedErrors, type FieldErrors } from './errors';
import { asText, hasExactDigits, isBlank } from './rules';
import { digitsOnly } from './sanitise';

export const PINCODE_LENGTH = 6;
export const CLINIC_ID_LENGTH = 7;
/** The longest clinic name the form takes and the API stores. */
export const CLINIC_NAME_MAX_LENGTH = 100;
/** Planned staff per role: at most this many digits (999), in the form and in the API. */
export const RESOURCE_COUNT_DIGITS = 3;
/** Participants a clinic plans to enrol: at most this many digits (99999), in the form and in the API. */
export const PLANNED_ENROLMENT_DIGITS = 5;

export const CLINIC_REQUIRED_MESSAGE = 'Please fill out all required fields.';
export const END_BEFORE_START_MESSAGE = 'End date cannot be before start date.';
export const PINCODE_MESSAGE = 'Pincode must be exactly 6 digits.';
export const CLINIC_ID_MESSAGE = 'Clinic ID must be exactly 7 digits.';
export const START_DATE_PAST_MESSAGE = 'Start date cannot be in the past.';
export const END_DATE_PAST_MESSAGE = 'End date cannot be in the past.';
export const INVALID_DATE_MESSAGE = 'Please enter a valid date.';
export const RESOURCE_COUNT_MESSAGE = 'Please enter a whole number.';

export interface ClinicFormValues {
  name: unknown;
  pincode: unknown;
  stateId: unknown;
  districtId: unknown;
  talukId: unknown;
  panchayatId: unknown;
  /** The clinic ID (campIdPrefix on the wire). */
  campIdPrefix: unknown;
  startDate: DateInput;
  endDate?: DateInput;
}

export interface ClinicDateOptions {
  /** The day "minimum today" is measured against; defaults to now. */
  today?: DateInput;
  /**
   * Whether dates before today are refused. True for the creation and edit screens; a caller re-validating a
   * clinic that has already started (the server on an edit) passes false.
   */
  minimumToday?: boolean;
}

export const sanitisePincode = (value: string): string => digitsOnly(value, PINCODE_LENGTH);
export const sanitiseClinicId = (value: string): string => digitsOnly(value, CLINIC_ID_LENGTH);
export const sanitiseResourceCount = (value: string): string => digitsOnly(value);

/**
 * The clinic rules return a refusal's code (PINCODE for PINCODE_MESSAGE, a code of the refusal catalogue); the screens
 * word it in the user's language. The `…Error` and `validate…` forms give its English, for the server's own checks and
 * for areas built against an earlier release.
 */
export type ClinicRuleCode =
  | 'CLINIC_REQUIRED'
  | 'PINCODE'
  | 'CLINIC_ID'
  | 'INVALID_DATE'
  | 'START_DATE_PAST'
  | 'END_DATE_PAST'
  | 'END_BEFORE_START'
  | 'RESOURCE_COUNT';

/** The English of each code the clinic forms refuse with. */
export const CLINIC_FORM_RULES: Readonly<Record<ClinicRuleCode, string>> = {
  CLINIC_REQUIRED: CLINIC_REQUIRED_MESSAGE,
  PINCODE: PINCODE_MESSAGE,
  CLINIC_ID: CLINIC_ID_MESSAGE,
  INVALID_DATE: INVALID_DATE_MESSAGE,
  START_DATE_PAST: START_DATE_PAST_MESSAGE,
  END_DATE_PAST: END_DATE_PAST_MESSAGE,
  END_BEFORE_START: END_BEFORE_START_MESSAGE,
  RESOURCE_COUNT: RESOURCE_COUNT_MESSAGE,
};

const englishOf = (code: ClinicRuleCode | null): string | null => code && CLINIC_FORM_RULES[code];
/** A map of codes as its English. */
export const clinicRulesInEnglish = <K extends string>(codes: FieldErrors<K, ClinicRuleCode>): FieldErrors<K> =>
  wordedErrors(codes, CLINIC_FORM_RULES);

export const clinicRequiredCode = (value: unknown): 'CLINIC_REQUIRED' | null => (isBlank(value) ? 'CLINIC_REQUIRED' : null);

export function pincodeCode(value: unknown): 'CLINIC_REQUIRED' | 'PINCODE' | null {
  if (isBlank(value)) return 'CLINIC_REQUIRED';
  return hasExactDigits(value, PINCODE_LENGTH) ? null : 'PINCODE';
}

export function clinicIdCode(value: unknown): 'CLINIC_REQUIRED' | 'CLINIC_ID' | null {
  if (isBlank(value)) return 'CLINIC_REQUIRED';
  return hasExactDigits(value, CLINIC_ID_LENGTH) ? null : 'CLINIC_ID';
}

export function startDateCode(startDate: DateInput, options: ClinicDateOptions = {}): ClinicRuleCode | null {
  if (isBlank(startDate)) return 'CLINIC_REQUIRED';
  if (!toCalendarDate(startDate)) return 'INVALID_DATE';
  const { today = new Date(), minimumToday = true } = options;
  return minimumToday && isBeforeDay(startDate, today) ? 'START_DATE_PAST' : null;
}

/** End date is optional; when present it may not precede the start date (nor today). */
export function endDateCode(endDate: DateInput, startDate: DateInput, options: ClinicDateOptions = {}): ClinicRuleCode | null {
  if (isBlank(endDate)) return null;
  if (!toCalendarDate(endDate)) return 'INVALID_DATE';
  if (isBeforeDay(endDate, startDate)) return 'END_BEFORE_START';
  const { today = new Date(), minimumToday = true } = options;
  return minimumToday && isBeforeDay(endDate, today) ? 'END_DATE_PAST' : null;
}

/** Resource planning counts: digits only; blank means none. */
export function resourceCountCode(value: unknown): 'RESOURCE_COUNT' | null {
  const text = asText(value);
  return text === '' || /^\d+$/.test(text) ? null : 'RESOURCE_COUNT';
}

export const clinicRequiredError = (value: unknown): string | null => englishOf(clinicRequiredCode(value));
export const pincodeError = (value: unknown): string | null => englishOf(pincodeCode(value));
export const clinicIdError = (value: unknown): string | null => englishOf(clinicIdCode(value));
export const startDateError = (startDate: DateInput, options: ClinicDateOptions = {}): string | null =>
  englishOf(startDateCode(startDate, options));
export const endDateError = (endDate: DateInput, startDate: DateInput, options: ClinicDateOptions = {}): string | null =>
  englishOf(endDateCode(endDate, startDate, options));
export const resourceCountError = (value: unknown): string | null => englishOf(resourceCountCode(value));

/** The clinic form's refusals: field → code. */
export function clinicFormCodes(
  values: ClinicFormValues,
  options: ClinicDateOptions = {},
): FieldErrors<keyof ClinicFormValues, ClinicRuleCode> {
  return collectErrors<keyof ClinicFormValues, ClinicRuleCode>([
    ['name', clinicRequiredCode(values.name)],
    ['pincode', pincodeCode(values.pincode)],
    ['stateId', clinicRequiredCode(values.stateId)],
    ['districtId', clinicRequiredCode(values.districtId)],
    ['talukId', clinicRequiredCode(values.talukId)],
    ['panchayatId', clinicRequiredCode(values.panchayatId)],
    ['campIdPrefix', clinicIdCode(values.campIdPrefix)],
    ['startDate', startDateCode(values.startDate, options)],
    ['endDate', endDateCode(values.endDate, values.startDate, options)],
  ]);
}

/** The clinic form's refusals in English: field → message. */
export const validateClinicForm = (
  values: ClinicFormValues,
  options: ClinicDateOptions = {},
): FieldErrors<keyof ClinicFormValues> => clinicRulesInEnglish(clinicFormCodes(values, options));

export const RESOURCE_COUNT_FIELDS = [
  'noProgramcordinators',
  'noCampcordinators',
  'noSocialworkers',
  'noNurses',
  'noDoctors',
] as const;
export type ResourceCountField = (typeof RESOURCE_COUNT_FIELDS)[number];

export function resourceCountCodes(
  values: Partial<Record<ResourceCountField, unknown>>,
): FieldErrors<ResourceCountField, 'RESOURCE_COUNT'> {
  return collectErrors(RESOURCE_COUNT_FIELDS.map((field) => [field, resourceCountCode(values[field])] as const));
}

export const validateResourceCounts = (values: Partial<Record<ResourceCountField, unknown>>): FieldErrors<ResourceCountField> =>
  clinicRulesInEnglish(resourceCountCodes(values));

/** The `campDTO` of POST /curable/newcamp as the server receives it (no geography above the panchayat). */
export interface CampDTOValues extends Partial<Record<ResourceCountField, unknown>> {
  name: unknown;
  campIdPrefix: unknown;
  pincode: unknown;
  panchayatMasterId: unknown;
  startDate: DateInput;
  endDate?: DateInput;
}

export function validateCampDTO(dto: CampDTOValues, options: ClinicDateOptions = {}): FieldErrors<string> {
  return {
    ...collectErrors<string>([
      ['name', clinicRequiredError(dto.name)],
      ['pincode', pincodeError(dto.pincode)],
      ['panchayatMasterId', clinicRequiredError(dto.panchayatMasterId)],
      ['campIdPrefix', clinicIdError(dto.campIdPrefix)],
      ['startDate', startDateError(dto.startDate, options)],
      ['endDate', endDateError(dto.endDate, dto.startDate, options)],
    ]),
    ...validateResourceCounts(dto),
  };
}
