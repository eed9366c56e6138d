import {
  emailError,
  genderError,
  passwordError,
  roleError,
  sanitiseMobile,
  userMobileError,
  userNameError,
  validateProfileForm,
  validateUserForm,
} from './user-form.validation';

const valid = { name: 'Anitha R', roleId: 4, email: 'anitha@example.org', phoneNo: '9876543210', gender: 'Female', password: 'abc123' };

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

  it('password: 6–32 with a letter and a digit', () => {
    const message = 'Password must be 6–32 characters with letters and numbers.';
    expect(passwordError('abc12')).toBe(message);
    expect(passwordError('abc123')).toBeNull();
    expect(passwordError(`a1${'x'.repeat(30)}`)).toBeNull();
    expect(passwordError(`a1${'x'.repeat(31)}`)).toBe(message);
    expect(passwordError('abcdefg')).toBe(message);
    expect(passwordError('1234567')).toBe(message);
  });

  it('lists every failing field', () => {
    expect(validateUserForm({ name: '', roleId: '', email: 'x', phoneNo: '1', gender: '', password: '' })).toEqual({
      name: 'Please enter a valid name (2–60 characters).',
      roleId: 'Please select a role.',
      email: 'Please enter a valid email address.',
      phoneNo: 'Mobile number must be exactly 10 digits.',
      gender: 'Please select gender.',
      password: 'Password must be 6–32 characters with letters and numbers.',
    });
  });

  it('runs no validation in edit mode', () => {
    expect(validateUserForm({ name: '', roleId: '', email: '', phoneNo: '', gender: '', password: '' }, { editing: true })).toEqual({});
  });
});

describe('profile form', () => {
  const profile = { name: 'Kavitha R', gender: 'FEMALE', phoneNo: '9840011005', password: '' };

  it('keeps the password when it is left blank', () => {
    expect(validateProfileForm(profile)).toEqual({});
  });

  it('checks a new password, and requires one on the Account Information form', () => {
    expect(validateProfileForm({ ...profile, password: 'short' })).toEqual({ password: 'Password must be 6–32 characters with letters and numbers.' });
    expect(validateProfileForm({ ...profile, password: 'n3wpass' })).toEqual({});
    expect(validateProfileForm(profile, { passwordRequired: true })).toEqual({ password: 'Password must be 6–32 characters with letters and numbers.' });
  });

  it('names every failing field with the user-form messages', () => {
    expect(validateProfileForm({ name: 'K', gender: '', phoneNo: '98400', password: null })).toEqual({
      name: 'Please enter a valid name (2–60 characters).',
      gender: 'Please select gender.',
      phoneNo: 'Mobile number must be exactly 10 digits.',
    });
  });
});
