/** Create New User form (docs/screens.md §5 "User form"). Edit mode disables the fields and skips validation. */
import { collectErrors, wordedErrors, type FieldErrors } from './errors';
import { asText, hasExactDigits, isBlank } from './rules';
import { digitsOnly } from './sanitise';
import { passwordCode, PASSWORD_RULES, type PasswordRuleCode } from './password-policy';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;
export const MOBILE_LENGTH = 10;

export const USER_NAME_MESSAGE = 'Please enter a valid name (2–60 characters).';
export const USER_ROLE_MESSAGE = 'Please select a role.';
export const USER_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const MOBILE_EXACT_MESSAGE = 'Mobile number must be exactly 10 digits.';
export const GENDER_MESSAGE = 'Please select gender.';
/** A new password on the profile needs the current one (the server checks it, as a sign-in). */
export const CURRENT_PASSWORD_MESSAGE = 'Please enter your current password to change it.';

/** The three genders of the product (docs/screens.md §9), matched case-insensitively (the wire upper-cases them). */
export const GENDER_OPTIONS = ['Male', 'Female', 'Other'] as const;

/** The usual "something@domain.tld" shape, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserFormValues {
  name: unknown;
  /** Role id (employeeRoleMasterId on the wire) or name; anything non-blank counts as chosen. */
  roleId: unknown;
  email: unknown;
  phoneNo: unknown;
  gender: unknown;
  password: unknown;
}

/** Mobile input while typing: non-digits stripped, at most 10. */
export const sanitiseMobile = (value: string): string => digitsOnly(value, MOBILE_LENGTH);

/**
 * The rules of the user and profile forms return a refusal's code (USER_NAME for USER_NAME_MESSAGE, a code of the
 * refusal catalogue); the screens word it in the user's language, the server in the English its code names. The
 * `…Error` forms give that English, for the server's own checks and for areas built against an earlier release.
 */
export type UserFormRuleCode = 'USER_NAME' | 'USER_ROLE' | 'USER_EMAIL' | 'MOBILE_EXACT' | 'GENDER' | 'CURRENT_PASSWORD';

export const userNameCode = (value: unknown): 'USER_NAME' | null => {
  const length = asText(value).length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH ? null : 'USER_NAME';
};
export const roleCode = (value: unknown): 'USER_ROLE' | null => (isBlank(value) ? 'USER_ROLE' : null);
export const emailCode = (value: unknown): 'USER_EMAIL' | null => (EMAIL_PATTERN.test(asText(value)) ? null : 'USER_EMAIL');
export const userMobileCode = (value: unknown): 'MOBILE_EXACT' | null =>
  hasExactDigits(value, MOBILE_LENGTH) ? null : 'MOBILE_EXACT';

export function isGender(value: unknown): boolean {
  const text = asText(value).toLowerCase();
  return GENDER_OPTIONS.some((option) => option.toLowerCase() === text);
}

export const genderCode = (value: unknown): 'GENDER' | null => (isGender(value) ? null : 'GENDER');

/** A code of the user and profile forms (their own and the password policy's). */
export type UserRuleCode = UserFormRuleCode | PasswordRuleCode;

/** The English of each code the user and profile forms refuse with. */
export const USER_FORM_RULES: Readonly<Record<UserRuleCode, string>> = {
  USER_NAME: USER_NAME_MESSAGE,
  USER_ROLE: USER_ROLE_MESSAGE,
  USER_EMAIL: USER_EMAIL_MESSAGE,
  MOBILE_EXACT: MOBILE_EXACT_MESSAGE,
  GENDER: GENDER_MESSAGE,
  CURRENT_PASSWORD: CURRENT_PASSWORD_MESSAGE,
  ...PASSWORD_RULES,
};

const english = <K extends string>(errors: FieldErrors<K, UserRuleCode>): FieldErrors<K> => wordedErrors(errors, USER_FORM_RULES);
const englishOf = (code: UserRuleCode | null): string | null => code && USER_FORM_RULES[code];

export const userNameError = (value: unknown): string | null => englishOf(userNameCode(value));
export const roleError = (value: unknown): string | null => englishOf(roleCode(value));
export const emailError = (value: unknown): string | null => englishOf(emailCode(value));
export const userMobileError = (value: unknown): string | null => englishOf(userMobileCode(value));
export const genderError = (value: unknown): string | null => englishOf(genderCode(value));

export interface UserFormOptions {
  /** Edit mode: the fields are disabled and no validation runs (docs/screens.md §5). */
  editing?: boolean;
}

/** The user form's refusals: field → code. */
export function userFormCodes(
  values: UserFormValues,
  options: UserFormOptions = {},
): FieldErrors<keyof UserFormValues, UserRuleCode> {
  if (options.editing) return {};
  return collectErrors<keyof UserFormValues, UserRuleCode>([
    ['name', userNameCode(values.name)],
    ['roleId', roleCode(values.roleId)],
    ['email', emailCode(values.email)],
    ['phoneNo', userMobileCode(values.phoneNo)],
    ['gender', genderCode(values.gender)],
    ['password', passwordCode(values.password, values.email)],
  ]);
}

/** The user form's refusals in English: field → message. */
export const validateUserForm = (values: UserFormValues, options: UserFormOptions = {}): FieldErrors<keyof UserFormValues> =>
  english(userFormCodes(values, options));

/** docs/screens.md §8 "User save": a duplicate e-mail or mobile number (the server's 409 message names the field the same way). */
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const DUPLICATE_MOBILE_MESSAGE = 'An account with this mobile number already exists.';

export interface ProfileFormValues {
  name: unknown;
  gender: unknown;
  phoneNo: unknown;
  /** A new password; blank keeps the current one unless `passwordRequired`. */
  password: unknown;
  /** Required with a new password. */
  currentPassword?: unknown;
}

export interface ProfileFormOptions {
  /** The Account Information form requires every field, the password included. */
  passwordRequired?: boolean;
  /** The account's e-mail: a new password must not contain its name. */
  email?: string;
}

const given = (value: unknown) => (typeof value === 'string' ? value !== '' : !isBlank(value));

/** Whether the profile's save changes the password (a new one typed, or the form requires one). */
export const changingPassword = (values: Pick<ProfileFormValues, 'password'>, options: ProfileFormOptions = {}): boolean =>
  given(values.password) || options.passwordRequired === true;

/** A new password on the profile needs the current one. */
export const currentPasswordCode = (
  values: Pick<ProfileFormValues, 'password' | 'currentPassword'>,
  options: ProfileFormOptions = {},
): 'CURRENT_PASSWORD' | null => (changingPassword(values, options) && !given(values.currentPassword) ? 'CURRENT_PASSWORD' : null);

/** The own-profile update (ProfileScreen, Account Information, POST /curable/hospitalemployee): the user-form rules. */
export function profileFormCodes(
  values: ProfileFormValues,
  options: ProfileFormOptions = {},
): FieldErrors<keyof ProfileFormValues, UserRuleCode> {
  return collectErrors<keyof ProfileFormValues, UserRuleCode>([
    ['name', userNameCode(values.name)],
    ['gender', genderCode(values.gender)],
    ['phoneNo', userMobileCode(values.phoneNo)],
    ['password', changingPassword(values, options) ? passwordCode(values.password, options.email) : null],
    ['currentPassword', currentPasswordCode(values, options)],
  ]);
}

/** The profile's refusals in English: field → message. */
export const validateProfileForm = (
  values: ProfileFormValues,
  options: ProfileFormOptions = {},
): FieldErrors<keyof ProfileFormValues> => english(profileFormCodes(values, options));
