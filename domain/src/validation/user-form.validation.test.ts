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

const valid = {
  name: 'Anitha R',
  roleId: 4,
  email: 'anitha@example.org',
  phoneNo: '9876543210',
  gender: 'Female',
  password: 'Demo@1234',
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

  it('password: 8–128 characters of any kind, counted as characters, not bytes', () => {
    const message = 'Password must be 8–128 characters.';
    expect(passwordError('abc123')).toBe(message);
    expect(passwordError('Xq7#pLm')).toBe(message);
    expect(passwordError('Xq7#pLm2')).toBeNull();
    expect(passwordError('correct horse battery staple and a long line of 41 chars')).toBeNull();
    expect(passwordError('x'.repeat(127) + 'y')).toBeNull();
    expect(passwordError('x'.repeat(128) + 'y')).toBe(message);
    // Eight Tamil code points (24 bytes in UTF-8) and spaces are fine.
    expect(passwordError('கடவுச்சொல் ம')).toBeNull();
    expect(passwordError('   s p a c e   ')).toBeNull();
  });

  it('password: common passwords are refused, whatever their letter case', () => {
    const message = 'This password is too common. Please choose a less common one.';
    expect(passwordError('password1')).toBe(message);
    expect(passwordError('PASSWORD1')).toBe(message);
    expect(passwordError('iloveyou')).toBe(message);
    expect(passwordError('12345678')).toBe(message);
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
    expect(validateProfileForm({ ...profile, password: 'short' })).toEqual({ password: 'Password must be 8–128 characters.' });
    expect(validateProfileForm({ ...profile, password: 'n3w pass' })).toEqual({});
    expect(validateProfileForm(profile, { passwordRequired: true })).toEqual({ password: 'Password must be 8–128 characters.' });
    expect(validateProfileForm({ ...profile, password: 'Kavitha-2026' }, { email: 'kavitha@demo.in' })).toEqual({
      password: 'The password must not contain your e-mail name.',
    });
  });

  it('names every failing field with the user-form messages', () => {
    expect(validateProfileForm({ name: 'K', gender: '', phoneNo: '98400', password: null })).toEqual({
      name: 'Please enter a valid name (2–60 characters).',
      gender: 'Please select gender.',
      phoneNo: 'Mobile number must be exactly 10 digits.',
    });
  });
});
