/**
 * Sign-in (with a second factor where the account has one), password reset, password change, sign-out and token
 * refresh (docs/screens.md §2, §7, §8; issue 12).
 */
import axios from 'axios';
import {
  PASSWORD_CHANGE_REQUIRED,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type AuthorizeResponse,
  type ChangePasswordRequest,
  type ConfirmResetRequest,
  type ForgotPasswordRequest,
  type SecondFactorSetup,
  type SecondFactorSignInEnrolled,
  type SecondFactorSignInEnrolRequest,
  type SecondFactorSignInSetupRequest,
} from '../types';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { isRefusalCode, serverSentence } from '../api/client';
import { call } from '../api/call';
import { useAuthStore } from './auth.store';
import { applyUserLanguage, currentLanguage } from '../i18n/i18n';
import {
  LOGIN_MESSAGES,
  PasswordChangeRequiredError,
  SecondFactorEnrolmentRequiredError,
  SecondFactorRequiredError,
  SESSION_EXPIRED,
} from './sign-in-outcomes';

export { LOGIN_MESSAGES, PasswordChangeRequiredError, SecondFactorEnrolmentRequiredError, SecondFactorRequiredError };

/** 119 minutes: just inside the server's 2-hour token lifetime. */
export const TOKEN_REFRESH_MS = 7_140_000;

/**
 * The server's `error` field (docs/screens.md §8), except where only its `message` helps: a refused new password (400)
 * names the rule, a throttled sign-in (429) says how long to wait, and any refusal with a code says it in the
 * user's language.
 */
function loginFailure(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    // No answer at all (offline, the server down): never the client library's "Network Error".
    if (status === undefined) return LOGIN_MESSAGES.unreachable;
    const body = error.response?.data as { error?: unknown; message?: unknown } | undefined;
    // A coded refusal (a refused new password, a throttle) is told in its own words; a sign-in failure by its `error`.
    if (status === 400 || status === 429 || isRefusalCode(body?.error)) {
      const sentence = serverSentence(error);
      if (sentence) return sentence;
    }
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  if (error instanceof Error && error.message) return error.message;
  return LOGIN_MESSAGES.failed;
}

function passwordChangeRequired(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response?.status !== 403) return false;
  return (error.response.data as { error?: unknown } | undefined)?.error === PASSWORD_CHANGE_REQUIRED;
}

/** The refusal that sends the sign-in on to a second-factor step, as the error its screen recognises; else null. */
function secondFactorStep(error: unknown): Error | null {
  if (!axios.isAxiosError(error)) return null;
  const code = (error.response?.data as { error?: unknown } | undefined)?.error;
  if (error.response?.status === 401 && code === 'SECOND_FACTOR_REQUIRED') return new SecondFactorRequiredError();
  if (error.response?.status === 403 && code === 'SECOND_FACTOR_ENROLMENT_REQUIRED')
    return new SecondFactorEnrolmentRequiredError();
  return null;
}

/** A sign-in call's refusal as the error the login screen acts on or shows. */
function signInRefusal(error: unknown): Error {
  if (passwordChangeRequired(error)) return new PasswordChangeRequiredError();
  return secondFactorStep(error) ?? new Error(loginFailure(error));
}

/**
 * Obtains a token (`send`: authenticate or changePassword), then loads the authorised user with it and fills the
 * store, so both end in the same signed-in state.
 */
async function startSession(send: () => Promise<{ data: AuthenticateResponse }>, userName: string): Promise<AuthorizeResponse> {
  let token: string | undefined;
  try {
    const { data } = await send();
    token = data?.token;
  } catch (error) {
    throw signInRefusal(error);
  }
  if (!token) throw new Error(LOGIN_MESSAGES.noToken);
  return openSession(token, userName);
}

/** Loads the authorised user with a new session's token and fills the store. */
async function openSession(token: string, userName: string): Promise<AuthorizeResponse> {
  try {
    const { data: user } = await call(
      routes.authorizeUser,
      { userName: userName.trim() },
      { headers: { Authorization: `Bearer ${token}` } },
    );
    useAuthStore.getState().signIn(token, user);
    applyUserLanguage(user.language);
    return user;
  } catch (error) {
    throw new Error(loginFailure(error));
  }
}

/**
 * Authenticates, loads the authorised user and fills the store. Throws a PasswordChangeRequiredError when the
 * password must be changed first, a SecondFactorRequiredError when the account asks for its code (call again
 * with `code`), a SecondFactorEnrolmentRequiredError when her role requires a second factor she has not set up,
 * else an Error whose message is for the user. Without a code the request is the original's.
 */
export function signIn(userName: string, password: string, code?: string): Promise<AuthorizeResponse> {
  const request: AuthenticateRequest = { userName, password, ...(code === undefined ? {} : { code }) };
  return startSession(() => call(routes.authenticate, request), userName);
}

/**
 * Replaces a temporary password with the user's own and signs her in, as signIn does (and throws as it does; a
 * SecondFactorEnrolmentRequiredError comes once the new password is kept). Throws an Error whose message is for
 * the user (the server's rule for a refused new password, or the sign-in failure).
 */
export function changePassword(
  userName: string,
  password: string,
  newPassword: string,
  code?: string,
): Promise<AuthorizeResponse> {
  const request: ChangePasswordRequest = { userName, password, newPassword, ...(code === undefined ? {} : { code }) };
  return startSession(() => call(routes.changePassword, request), userName);
}

/** A sign-in whose role requires a second factor: a new secret to scan (the password proves her again). */
export async function setUpSecondFactorAtSignIn(userName: string, password: string): Promise<SecondFactorSetup> {
  const request: SecondFactorSignInSetupRequest = { userName, password };
  try {
    return (await call(routes.signInSecondFactorSetup, request)).data;
  } catch (error) {
    throw signInRefusal(error);
  }
}

/**
 * Confirms the set-up with the app's first code. Resolves to the recovery codes, to be shown once, and to `signIn`,
 * which opens the session the server started (called once she has kept the codes).
 */
export async function enrolSecondFactorAtSignIn(
  userName: string,
  password: string,
  code: string,
): Promise<{ recoveryCodes: string[]; signIn: () => Promise<AuthorizeResponse> }> {
  const request: SecondFactorSignInEnrolRequest = { userName, password, code };
  let answer: SecondFactorSignInEnrolled;
  try {
    answer = (await call(routes.signInSecondFactorEnrol, request)).data;
  } catch (error) {
    throw signInRefusal(error);
  }
  return { recoveryCodes: answer.recoveryCodes, signIn: () => openSession(answer.token, userName) };
}

/**
 * Asks for a password reset: the server e-mails a link (in the screen's language) whose page sets the new password.
 * Truthy server data means the request was taken (docs/screens.md §7); the answer is the same whether or not the account exists.
 */
export async function resetPassword(userName: string): Promise<boolean> {
  const request: ForgotPasswordRequest = { userName, language: currentLanguage() };
  const { data } = await call(routes.forgotPassword, request);
  return Boolean(data);
}

/**
 * Sets the password chosen on the e-mailed link's page, with the link's token; resolves to the server's message.
 * Throws on a refusal (a used or expired link, a password the policy refuses).
 */
export async function confirmReset(token: string, newPassword: string): Promise<string> {
  const request: ConfirmResetRequest = { token, newPassword };
  const { data } = await call(routes.confirmReset, request);
  return data?.message || LOGIN_MESSAGES.resetConfirmed;
}

/**
 * Ends the session here at once and asks the server to revoke its token. The revocation is best-effort: a
 * slow or unreachable server never delays or prevents the local sign-out (the token still expires on its own).
 * The returned promise settles when the server's answer (or the network failure) arrives, and never rejects.
 */
export function signOut(notice: string | null = null): Promise<void> {
  const token = useAuthStore.getState().token;
  const revoked = token
    ? call(routes.logout, {}, { headers: { Authorization: `Bearer ${token}` } }).then(
        () => undefined,
        (error: unknown) =>
          console.warn('The server could not revoke the signed-out session.', axios.isAxiosError(error) ? error.message : error),
      )
    : Promise.resolve();
  useAuthStore.getState().logout(notice);
  return revoked;
}

export type RefreshOutcome = 'refreshed' | 'expired' | 'offline' | 'signed-out';

/**
 * Exchanges the current token for a fresh one, without any password. A refused token ends the session with
 * 'Session expired. Please log in again.'; a network failure keeps the session (field networks drop out).
 */
export async function refreshToken(): Promise<RefreshOutcome> {
  const token = useAuthStore.getState().token;
  if (!token) return 'signed-out';
  try {
    const { data } = await call(routes.refresh, {}, { headers: { Authorization: `Bearer ${token}` } });
    if (!data?.token) throw new Error('No token in refresh response');
    useAuthStore.getState().setToken(data.token);
    return 'refreshed';
  } catch (error) {
    if (axios.isAxiosError(error) && !error.response) {
      console.warn('Token refresh failed (network); will retry on the next interval.', error.message);
      return 'offline';
    }
    console.warn('Token refresh refused; ending the session.');
    useAuthStore.getState().logout(SESSION_EXPIRED);
    return 'expired';
  }
}
