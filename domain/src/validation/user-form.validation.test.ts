import {
  emailError,
  genderError,
  roleError,
  sanitiseMobile,
  userMobileError,
  userNameError,
  profileFormCodes,
  userFormCodes,
  USER_FORM_RULES,
  validateProfileForm,
  validateUserForm,
} from './user-form.validation';
import { ruleText, type RuleCode } from '../api/rule-codes';
import { loadPasswordPolicy, passwordError, PASSWORD_PATTERN_MESSAGE, PASSWORD_SITE_WORDS_MESSAGE } from './password-policy';

beforeAll(() => loadPasswordPolicy());

const valid = {
  name: 'Anitha R',
  roleId: 4,
  email: 'anitha@example.org',
  phoneNo: '9876543210',
  gender: 'Female',
  password: 'Fresh-lake-2026',
};

describe('user form', () => {
  it('accepts a valid user', () => {
    expect(validateUserForm(valid)).toEqual({});
  });

  it('name: 2–60 characters after trimming', () => {
    const message = 'Please enter a valid name (2–60 characters).';
    expect(userNameError(' A ')).toBe(message);
    expect(userNameError('Al')).toBeNull();
    expect(userNameError('x'.repeat(60))).toBeNull();
    expect(userNameError('x'.repeat(61))).toBe(message);
    expect(userNameError(`  ${'x'.repeat(60)}  `)).toBeNull();
  });

  it('role, email, gender', () => {
    expect(roleError('')).toBe('Please select a role.');
    expect(roleError(3)).toBeNull();
    expect(emailError('a@b.co')).toBeNull();
    for (const bad of ['', 'a@b', 'a b@c.d', '@b.co', 'a@.']) expect(emailError(bad)).toBe('Please enter a valid email address.');
    expect(genderError('')).toBe('Please select gender.');
    expect(genderError('FEMALE')).toBeNull();
    expect(genderError('other')).toBeNull();
    expect(genderError('unknown')).toBe('Please select gender.');
  });

  it('mobile: exactly 10 digits; typing strips non-digits', () => {
    expect(userMobileError('987654321')).toBe('Mobile number must be exactly 10 digits.');
    expect(userMobileError('98765432101')).toBe('Mobile number must be exactly 10 digits.');
    expect(userMobileError('9876543210')).toBeNull();
    expect(sanitiseMobile('+91 98765-43210')).toBe('9198765432');
  });

  it('password: the password policy (password-policy.test.ts), with the e-mail typed in the form', () => {
    expect(passwordError('aaaaaaaa')).toBe(PASSWORD_PATTERN_MESSAGE);
    expect(validateUserForm({ ...valid, password: 'Demo@1234' })).toEqual({ password: PASSWORD_SITE_WORDS_MESSAGE });
  });

  it("password: one containing the account's e-mail name is refused", () => {
    const message = 'The password must not contain your e-mail name.';
    expect(passwordError('Meena.Sub#2026', 'meena.sub@demo.in')).toBe(message);
    expect(passwordError('xx meena.sub xx', 'MEENA.SUB@demo.in')).toBe(message);
    expect(passwordError('Meena.Sub#2026', 'other@demo.in')).toBeNull();
    expect(
      validateUserForm({
        name: 'Meena',
        roleId: 3,
        email: 'meena@demo.in',
        phoneNo: '9876543210',
        gender: 'Female',
        password: 'meena-2026x',
      }),
    ).toEqual({
      password: message,
    });
  });

  it('lists every failing field', () => {
    expect(validateUserForm({ name: '', roleId: '', email: 'x', phoneNo: '1', gender: '', password: '' })).toEqual({
      name: 'Please enter a valid name (2–60 characters).',
      roleId: 'Please select a role.',
      email: 'Please enter a valid email address.',
      phoneNo: 'Mobile number must be exactly 10 digits.',
      gender: 'Please select gender.',
      password: 'Password must be 8–128 characters.',
    });
  });

  it('runs no validation in edit mode', () => {
    expect(
      validateUserForm({ name: '', roleId: '', email: '', phoneNo: '', gender: '', password: '' }, { editing: true }),
    ).toEqual({});
  });
});

describe('profile form', () => {
  const profile = { name: 'Kavitha R', gender: 'FEMALE', phoneNo: '9840011005', password: '' };

  it('keeps the password when it is left blank', () => {
    expect(validateProfileForm(profile)).toEqual({});
  });

  it('checks a new password, and requires one on the Account Information form', () => {
    const current = { currentPassword: 'Demo@1234' };
    expect(validateProfileForm({ ...profile, ...current, password: 'short' })).toEqual({
      password: 'Password must be 8–128 characters.',
    });
    expect(validateProfileForm({ ...profile, ...current, password: 'n3w pass for kolam' })).toEqual({});
    expect(validateProfileForm({ ...profile, ...current }, { passwordRequired: true })).toEqual({
      password: 'Password must be 8–128 characters.',
    });
    expect(validateProfileForm({ ...profile, ...current, password: 'Kavitha-2026' }, { email: 'kavitha@demo.in' })).toEqual({
      password: 'The password must not contain your e-mail name.',
    });
  });

  it('a new password needs the current one', () => {
    const message = 'Please enter your current password to change it.';
    expect(validateProfileForm({ ...profile, password: 'n3w pass for kolam' })).toEqual({ currentPassword: message });
    expect(validateProfileForm({ ...profile, password: 'n3w pass for kolam', currentPassword: '' })).toEqual({
      currentPassword: message,
    });
    expect(validateProfileForm(profile)).toEqual({});
  });

  it('names every failing field with the user-form messages', () => {
    expect(validateProfileForm({ name: 'K', gender: '', phoneNo: '98400', password: null })).toEqual({
      name: 'Please enter a valid name (2–60 characters).',
      gender: 'Please select gender.',
      phoneNo: 'Mobile number must be exactly 10 digits.',
    });
  });
});

describe('the user and profile rules by code', () => {
  it('name the refusal by its code; the English forms are the codes worded by the catalogue', () => {
    const empty = { name: '', roleId: '', email: '', phoneNo: '', gender: '', password: '' };
    expect(userFormCodes(empty)).toEqual({
      name: 'USER_NAME',
      roleId: 'USER_ROLE',
      email: 'USER_EMAIL',
      phoneNo: 'MOBILE_EXACT',
      gender: 'GENDER',
      password: 'USER_PASSWORD',
    });
    expect(profileFormCodes({ ...empty, password: 'Fresh-lake-2026' })).toEqual({
      name: 'USER_NAME',
      gender: 'GENDER',
      phoneNo: 'MOBILE_EXACT',
      currentPassword: 'CURRENT_PASSWORD',
    });
    for (const [code, text] of Object.entries(USER_FORM_RULES)) expect([code, text]).toEqual([code, ruleText(code as RuleCode)]);
  });
});
