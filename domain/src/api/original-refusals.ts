/**
 * The refusals whose `error` is the original gateway's own words rather than a code of API_ERRORS: the original
 * client reads them as they are, so they stay word for word.
 */
/** No valid bearer token of a live session (401). */
export const AUTH_REQUIRED = 'Full authentication is required to access this resource';
/** The one sign-in failure, whether the e-mail or the password was wrong (no account enumeration). */
export const INVALID_CREDENTIALS = 'Invalid username or password.';
/** A deactivated account (401). */
export const USER_INACTIVE = 'User inactive.';
/** The `error` of a 403 from /token/authenticate when the (right, temporary) password must be changed first. */
export const PASSWORD_CHANGE_REQUIRED = 'Password change required.';
/** authorizeUserRequest for a login no account has (404). */
export const INVALID_LOGIN = 'Invalid login';

export type OriginalRefusal =
  | typeof AUTH_REQUIRED
  | typeof INVALID_CREDENTIALS
  | typeof USER_INACTIVE
  | typeof PASSWORD_CHANGE_REQUIRED
  | typeof INVALID_LOGIN;
