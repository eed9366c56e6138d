/** The signed-in home (docs/screens.md §2). Its own module: the login screen needs it without the router. */
export const HOME_PATH = '/responsive-cancer-institute';

/** The login screen, where signing out and an expired session land. */
export const LOGIN_PATH = '/';
/** Where the e-mailed reset link lands. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** The users area's own profile page, opened from the account sidebar. */
export const PROFILE_PATH = '/ProfileScreen';
/** The patients area's page that reopens a refused enrolment or tag of the outbox on its form. */
export const CORRECT_QUEUED_PATH = '/CorrectQueuedEnrollment';

/** Whether the address is the login screen ('#/' or no hash at all). */
export function onLoginScreen(hash = window.location.hash): boolean {
  return /^#?\/?(\?.*)?$/.test(hash);
}
