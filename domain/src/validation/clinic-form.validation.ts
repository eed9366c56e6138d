/** Outreach clinic creation / edit and resource planning (docs/screens.md §5 "Clinic form", §9 limits). */
import { type DateInput, isBeforeDay, toCalendarDate } from './dates';
import { collectErrors, type FieldErrors } from './errors';
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

export function clinicRequiredError(value: unknown): string | null {
  return isBlank(value) ? CLINIC_REQUIRED_MESSAGE : null;
}

export function pincodeError(value: unknown): string | null {
  if (isBlank(value)) return CLINIC_REQUIRED_MESSAGE;
  return hasExactDigits(value, PINCODE_LENGTH) ? null : PINCODE_MESSAGE;
}

export function clinicIdError(value: unknown): string | null {
  if (isBlank(value)) return CLINIC_REQUIRED_MESSAGE;
  return hasExactDigits(value, CLINIC_ID_LENGTH) ? null : CLINIC_ID_MESSAGE;
}

export function startDateError(startDate: DateInput, options: ClinicDateOptions = {}): string | null {
  if (isBlank(startDate)) return CLINIC_REQUIRED_MESSAGE;
  if (!toCalendarDate(startDate)) return INVALID_DATE_MESSAGE;
  const { today = new Date(), minimumToday = true } = options;
  return minimumToday && isBeforeDay(startDate, today) ? START_DATE_PAST_MESSAGE : null;
}

/** End date is optional; when present it may not precede the start date (nor today). */
export function endDateError(endDate: DateInput, startDate: DateInput, options: ClinicDateOptions = {}): string | null {
  if (isBlank(endDate)) return null;
  if (!toCalendarDate(endDate)) return INVALID_DATE_MESSAGE;
  if (isBeforeDay(endDate, startDate)) return END_BEFORE_START_MESSAGE;
  const { today = new Date(), minimumToday = true } = options;
  return minimumToday && isBeforeDay(endDate, today) ? END_DATE_PAST_MESSAGE : null;
}

/** Resource planning counts: digits only; blank means none. */
export function resourceCountError(value: unknown): string | null {
  const text = asText(value);
  return text === '' || /^\d+$/.test(text) ? null : RESOURCE_COUNT_MESSAGE;
}

export function validateClinicForm(
  values: ClinicFormValues,
  options: ClinicDateOptions = {},
): FieldErrors<keyof ClinicFormValues> {
  return collectErrors<keyof ClinicFormValues>([
    ['name', clinicRequiredError(values.name)],
    ['pincode', pincodeError(values.pincode)],
    ['stateId', clinicRequiredError(values.stateId)],
    ['districtId', clinicRequiredError(values.districtId)],
    ['talukId', clinicRequiredError(values.talukId)],
    ['panchayatId', clinicRequiredError(values.panchayatId)],
    ['campIdPrefix', clinicIdError(values.campIdPrefix)],
    ['startDate', startDateError(values.startDate, options)],
    ['endDate', endDateError(values.endDate, values.startDate, options)],
  ]);
}

export const RESOURCE_COUNT_FIELDS = [
  'noProgramcordinators',
  'noCampcordinators',
  'noSocialworkers',
  'noNurses',
  'noDoctors',
] as const;
export type ResourceCountField = (typeof RESOURCE_COUNT_FIELDS)[number];

export function validateResourceCounts(values: Partial<Record<ResourceCountField, unknown>>): FieldErrors<ResourceCountField> {
  return collectErrors(RESOURCE_COUNT_FIELDS.map((field) => [field, resourceCountError(values[field])] as const));
}

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
