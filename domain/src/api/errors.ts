/**
 * The server's user-facing refusals: a stable code (the body's `error`) → its English template, `{{name}}`
 * placeholders filled from the body's `params` (i18next interpolation, so a UI catalogue translates the same
 * code with the same params). The server builds every 4xx `message` here, so the English it sends and the
 * template cannot drift. The validation rules' own texts (docs/screens.md §5, e.g. USER_NAME_MESSAGE) are codes too, named
 * after their constant without `_MESSAGE` (USER_NAME).
 */
import { ALL_MANDATORY_MESSAGE } from '../forms';
import * as validation from '../validation';
import { RULE_REFUSALS, type RuleCode } from './rule-codes';

export { RULE_REFUSALS, ruleText, type RuleCode } from './rule-codes';

/** Refusals of the server's own (not a form rule's). */
const SERVER_REFUSALS = {
  // The request itself (schema and input guards).
  FIELD_REQUIRED: '{{field}} is required.',
  FIELD_TYPE: '{{field}} must be {{type}}.',
  FIELD_INVALID: '{{field}} {{rule}}.',
  POSITIVE_WHOLE_NUMBER: '{{field}} must be a positive whole number.',
  BODY_NOT_OBJECT: 'The request body must be a JSON object.',
  PART_INVALID: 'Invalid {{part}}.',
  INVALID_JSON: 'The request body is not valid JSON.',
  TEXT_TOO_LONG: '{{field}} must be at most {{max}} characters.',
  CHARACTER_NOT_ALLOWED: '{{field}} contains a character that is not allowed (NUL or an unpaired surrogate).',
  NESTED_TOO_DEEPLY: '{{field}} is nested too deeply (at most {{max}} levels).',
  QUERY_ENCODING: 'The query string is not valid percent-encoded UTF-8.',
  ADDRESS_ENCODING: 'The address is not valid percent-encoded UTF-8.',
  PATH_SEGMENT_TOO_LONG: 'A path segment is too long.',
  NOT_ROUTABLE: 'The request could not be routed.',
  ROUTE_NOT_FOUND: 'No route for {{method}} {{path}}.',
  /** A refusal of the HTTP framework (unsupported media type, body too large, …), in its own words. */
  REQUEST_REFUSED: '{{reason}}',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header must be 1 to 100 letters, digits, "-" or "_".',
  REQUEST_IN_PROGRESS: 'This request is already being saved.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used for a different request.',
  REQUEST_ALREADY_SAVED: 'This request was already saved. Reload to see it.',
  // Access.
  NOT_MAPPED_TO_HOSPITAL: 'You do not have permission to access hospital data: your account is not mapped to a hospital.',
  PRIVILEGE_REQUIRED: 'You do not have permission to do this (requires {{privileges}}).',
  ACTION_NOT_PERMITTED: 'You do not have permission to {{action}}.',
  OTHER_HOSPITAL: 'You can only see data of your own hospital.',
  OTHER_USER_ACCESS: "You do not have permission to view another user's access.",
  // Sign-in, passwords and the users area.
  PASSWORD_UNCHANGED: 'The new password must be different from the current one.',
  CURRENT_PASSWORD_WRONG: 'The current password is not correct.',
  CURRENT_PASSWORD_REQUIRED:
    'Changing your password needs your current password. Change it on the Edit Profile page of the new Screening App, which asks for it.',
  RESET_LINK_INVALID: 'This link is invalid or has expired. Please request a new password reset.',
  TOO_MANY_SIGN_INS: {
    one: 'Too many failed sign-ins. Please try again in {{count}} minute.',
    other: 'Too many failed sign-ins. Please try again in {{count}} minutes.',
  },
  TOO_MANY_RESET_REQUESTS: {
    one: 'Too many password reset requests. Please try again in {{count}} minute.',
    other: 'Too many password reset requests. Please try again in {{count}} minutes.',
  },
  EMAIL_TAKEN: validation.DUPLICATE_EMAIL_MESSAGE,
  MOBILE_TAKEN: validation.DUPLICATE_MOBILE_MESSAGE,
  USER_NOT_FOUND: 'No user with this id exists in your hospital.',
  OWN_ACCOUNT: 'You cannot change your own account here. Use your profile instead.',
  USER_RANKS_TOO_HIGH: 'You may only manage users whose role ranks below yours.',
  ROLE_RANKS_TOO_HIGH: 'You may only assign roles that rank below yours.',
  OWN_PROFILE_ONLY: 'You may only update your own profile.',
  // The second factor.
  SECOND_FACTOR_REQUIRED: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  SECOND_FACTOR_INVALID: 'This code is not correct, or it has been used already.',
  SECOND_FACTOR_ENROLMENT_REQUIRED: 'Your role requires a second factor. Set up an authenticator app to continue.',
  SECOND_FACTOR_ENROLLED: 'A second factor is already set up for this account.',
  SECOND_FACTOR_NOT_SET_UP: 'No authenticator app is being set up for this account. Start the set-up again.',
  SECOND_FACTOR_NOT_ENROLLED: 'No second factor is set up for this account.',
  SECOND_FACTOR_REQUIRED_BY_ROLE: 'Your role requires a second factor, so it cannot be turned off.',
  // Outreach clinics.
  CLINIC_ID_TAKEN: validation.duplicateClinicIdMessage('{{clinicId}}'),
  CLINIC_ID_FIXED: 'The Outreach Clinic ID cannot be changed.',
  CLINIC_NOTHING_TO_SAVE:
    "Nothing to save: send campStaffs to change the staff, or editClinicFields: true to change the clinic's details.",
  CLINIC_NOT_FOUND: 'This Outreach Clinic does not exist.',
  PANCHAYAT_INVALID: 'Please select a valid Panchayat/Village.',
  STAFF_NOT_ALLOCATABLE: 'Only active staff of your hospital can be allocated (not employee {{ids}}).',
  ROLE_NOT_ALLOCATABLE: '{{name}} ({{role}}) cannot be allocated to an Outreach Clinic.',
  ROLE_ALLOCATION_LIMIT: `{{role}}: ${validation.allocationLimitMessage('{{max}}')}`,
  // Participants and their forms.
  PARTICIPANT_NOT_FOUND: 'Participant {{id}} was not found among the participants of your outreach clinics.',
  GENERAL_DETAILS_NEED_ID: 'id is required: general details belong to a registered participant.',
  REGISTRATION_ID_TAKEN: 'This registration ID is already in use: check the clinic ID of this outreach clinic.',
  SPO2_RANGE: 'SpO2 must be a number from 0 to 100.',
  MEDICAL_RECORD_NOT_FOUND: 'Medical record {{recordId}} of participant {{candidateId}} was not found.',
  FAMILY_MEMBER_LIMIT: 'At most {{max}} family members can be recorded.',
  HISTORY_NOTHING_TO_SAVE:
    'Nothing to save: send testMetrics (type 1 screening, type 3 clinical), eligibilityMetrics, familyMetrics or familyMedicalMetrics.',
  MANDATORY_FIELD_MISSING: `${ALL_MANDATORY_MESSAGE} ({{name}})`,
  METRIC_ANSWER_INVALID: '{{name}}: {{reason}}',
  FORM_NOT_FOUND: 'No form definition exists for {{form}}.',
  GENDER_VALUE: 'gender must be MALE, FEMALE or OTHER.',
  TEST_NOT_FOUND: 'Participant {{candidateId}} has no test {{testId}}.',
  TEST_KIND_MISMATCH: 'Test {{testId}} is not a {{kind}} test.',
  TEST_FINISHED: 'This {{kind}} test is already finished; a finished result cannot be changed.',
  FINISH_CLINICAL_EVALUATION_NO: 'This screening cannot be finished while a clinical evaluation answer is No; save it instead.',
  FINISH_CERVICAL_NOT_NOW:
    'This screening cannot be finished while HR-HPV DNA, Cytology or Visual Test is Not now; save it instead.',
  // Follow-up of referrals.
  FOLLOW_UP_NOT_FOUND: 'Follow-up {{id}} was not found among the participants of your outreach clinics.',
  FOLLOW_UP_MOVE_NOT_ALLOWED: 'This cannot be recorded now: the follow-up is {{state}}.',
  FOLLOW_UP_DATE_REQUIRED: 'Please choose a date.',
  FOLLOW_UP_DATE_OUT_OF_RANGE: 'This date is not possible here: choose one between {{earliest}} and {{latest}}.',
  // Reports.
  REPORTS_BUSY: 'Too many reports are being downloaded at this moment. Please try again in a minute.',
  REPORTS_DATABASE_UNAVAILABLE: 'The reports database cannot be reached at this moment. Please try again in a few minutes.',
} as const;

/** An English template; a count-dependent one has a form for 1 and one for any other count (param `count`). */
export type ApiErrorTemplate = string | { readonly one: string; readonly other: string };

/** Every code → its English template. */
export const API_ERRORS: Readonly<Record<ApiErrorCode, ApiErrorTemplate>> = { ...RULE_REFUSALS, ...SERVER_REFUSALS };
export type ApiErrorCode = keyof typeof SERVER_REFUSALS | RuleCode;
export type ApiErrorParams = Record<string, string | number>;

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' && Object.hasOwn(API_ERRORS, value);

/** Whether a code is a validation rule's (what a route declaring `formRules` may refuse with). */
export const isRuleCode = (value: unknown): value is RuleCode => typeof value === 'string' && Object.hasOwn(RULE_REFUSALS, value);

/** The `{{names}}` a template fills (both forms of a count-dependent one). */
export function apiErrorParamNames(code: ApiErrorCode): string[] {
  const found = API_ERRORS[code];
  const text = typeof found === 'string' ? found : `${found.one} ${found.other}`;
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string))].sort();
}

/** A template's `{{names}}` filled from params (a missing one stays visible). */
export const fillPlaceholders = (text: string, params: ApiErrorParams): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));

/** The English message of a refusal: its template with the params filled in (a missing one stays visible). */
export function apiErrorText(code: ApiErrorCode, params: ApiErrorParams = {}): string {
  const found = API_ERRORS[code];
  return fillPlaceholders(typeof found === 'string' ? found : params.count === 1 ? found.one : found.other, params);
}

/** Text → code; where a rule and the server word a refusal alike (DUPLICATE_EMAIL, EMAIL_TAKEN) the server's code. */
const codeOfText = new Map<string, ApiErrorCode>();
for (const [code, text] of Object.entries({ ...SERVER_REFUSALS, ...RULE_REFUSALS })) {
  if (typeof text === 'string' && !codeOfText.has(text)) codeOfText.set(text, code as ApiErrorCode);
}

/** The code of a validation rule's text (what a shared validator put in `errors[field]`), if it has one. */
export const ruleCodeOf = (text: string): ApiErrorCode | undefined => codeOfText.get(text);
