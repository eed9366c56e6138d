/** Create New User form (docs/screens.md §5 "User form"). Edit mode disables the fields and skips validation. */
import { collectErrors, type FieldErrors } from './errors';
import { asText, hasExactDigits, isBlank } from './rules';
import { digitsOnly } from './sanitise';
import { passwordError } from './password-policy';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;
export const MOBILE_LENGTH = 10;

export const USER_NAME_MESSAGE = 'Please enter a valid name (2–60 characters).';
export const USER_ROLE_MESSAGE = 'Please select a role.';
export const USER_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const MOBILE_EXACT_MESSAGE = 'Mobile number must be exactly 10 digits.';
export const GENDER_MESSAGE = 'Please select gender.';

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

export function userNameError(value: unknown): string | null {
  const length = asText(value).length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH ? null : USER_NAME_MESSAGE;
}

export function roleError(value: unknown): string | null {
  return isBlank(value) ? USER_ROLE_MESSAGE : null;
}

export function emailError(value: unknown): string | null {
  return EMAIL_PATTERN.test(asText(value)) ? null : USER_EMAIL_MESSAGE;
}

export function userMobileError(value: unknown): string | null {
  return hasExactDigits(value, MOBILE_LENGTH) ? null : MOBILE_EXACT_MESSAGE;
}

export function isGender(value: unknown): boolean {
  const text = asText(value).toLowerCase();
  return GENDER_OPTIONS.some((option) => option.toLowerCase() === text);
}

export function genderError(value: unknown): string | null {
  return isGender(value) ? null : GENDER_MESSAGE;
}

export interface UserFormOptions {
  /** Edit mode: the fields are disabled and no validation runs (docs/screens.md §5). */
  editing?: boolean;
}

export function validateUserForm(values: UserFormValues, options: UserFormOptions = {}): FieldErrors<keyof UserFormValues> {
  if (options.editing) return {};
  return collectErrors<keyof UserFormValues>([
    ['name', userNameError(values.name)],
    ['roleId', roleError(values.roleId)],
    ['email', emailError(values.email)],
    ['phoneNo', userMobileError(values.phoneNo)],
    ['gender', genderError(values.gender)],
    ['password', passwordError(values.password, values.email)],
  ]);
}

/** docs/screens.md §8 "User save": a duplicate e-mail or mobile number (the server's 409 message names the field the same way). */
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const DUPLICATE_MOBILE_MESSAGE = 'An account with this mobile number already exists.';

/** A new password on the profile needs the current one (the server checks it, as a sign-in). */
export const CURRENT_PASSWORD_MESSAGE = 'Please enter your current password to change it.';

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

/** The own-profile update (ProfileScreen, Account Information, POST /curable/hospitalemployee): the user-form rules. */
export function validateProfileForm(
  values: ProfileFormValues,
  options: ProfileFormOptions = {},
): FieldErrors<keyof ProfileFormValues> {
  const given = (value: unknown) => (typeof value === 'string' ? value !== '' : !isBlank(value));
  const changing = given(values.password) || options.passwordRequired;
  return collectErrors<keyof ProfileFormValues>([
    ['name', userNameError(values.name)],
    ['gender', genderError(values.gender)],
    ['phoneNo', userMobileError(values.phoneNo)],
    ['password', changing ? passwordError(values.password, options.email) : null],
    ['currentPassword', changing && !given(values.currentPassword) ? CURRENT_PASSWORD_MESSAGE : null],
  ]);
}
