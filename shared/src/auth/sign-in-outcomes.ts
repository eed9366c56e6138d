/**
 * What the login screen says and the outcomes of a sign-in it acts on. Apart from the session flows (auth.api.ts) so
 * that the login screen shows them without the HTTP client, which is fetched while she types.
 */
/** What the API client says when a request finds the session ended (and the login screen shows). */
export const SESSION_EXPIRED = 'Session expired. Please log in again.';

export const LOGIN_MESSAGES = {
  failed: 'Login failed. Please try again.',
  unreachable: 'The server could not be reached. Check the network connection, then try again.',
  emailRequired: 'Please enter your Email ID.',
  passwordRequired: 'Please enter your password.',
  noToken: 'Invalid password! Retry or click forgot password',
  resetRequested:
    'If an account exists for this e-mail, a link has been sent to it. Open it within 30 minutes to choose a new password.',
  resetFailed: 'Password reset failed. Please try again.',
  resetError: 'An error occurred. Please try again.',
  resetPageNotice: 'Kindly re-login upon successful reset of password!',
  resetConfirmed: 'Your new password is now active. Please sign in with it.',
  resetLinkInvalid: 'This link is invalid or has expired. Please request a new password reset.',
  passwordChangeRequired: 'Your password was reset by a user manager. Choose a new password to continue.',
  passwordsDiffer: 'The passwords do not match.',
  currentPasswordMissing: 'Please enter the temporary password you were given.',
} as const;

/**
 * The right password was a temporary one set by a user manager: the user must choose her own
 * (changePassword) before she is signed in.
 */
export class PasswordChangeRequiredError extends Error {
  constructor(message: string = LOGIN_MESSAGES.passwordChangeRequired) {
    super(message);
    this.name = 'PasswordChangeRequiredError';
  }
}

/** The right password of an account with a second factor: the same sign-in again, with its code. */
export class SecondFactorRequiredError extends Error {
  constructor() {
    super('SECOND_FACTOR_REQUIRED');
    this.name = 'SecondFactorRequiredError';
  }
}

/** The right password of a user whose role requires a second factor she has not set up: she sets it up first. */
export class SecondFactorEnrolmentRequiredError extends Error {
  constructor() {
    super('SECOND_FACTOR_ENROLMENT_REQUIRED');
    this.name = 'SecondFactorEnrolmentRequiredError';
  }
}
