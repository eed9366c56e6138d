/** Sign-in, password reset and token refresh (SPEC §2, §7, §8). */
import axios from 'axios';
import type { AuthenticateResponse, AuthorizeResponse, ForgotPasswordResponse, RefreshResponse } from '../types';
import { api, gateway, SESSION_EXPIRED } from '../api/client';
import { useAuthStore } from './auth.store';

export const LOGIN_MESSAGES = {
  failed: 'Login failed. Please try again.',
  noToken: 'Invalid password! Retry or click forgot password',
  resetOk: 'Password reset successful. Please log in with your new password.',
  resetFailed: 'Password reset failed. Please try again.',
  resetError: 'An error occurred. Please try again.',
  resetPageNotice: 'Kindly re-login upon successful reset of password!',
} as const;

/** 119 minutes: just inside the server's 2-hour token lifetime. */
export const TOKEN_REFRESH_MS = 7_140_000;

function loginFailure(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  if (error instanceof Error && error.message) return error.message;
  return LOGIN_MESSAGES.failed;
}

/** Authenticates, loads the authorised user and fills the store. Throws an Error whose message is for the user. */
export async function signIn(userName: string, password: string): Promise<AuthorizeResponse> {
  let token: string | undefined;
  try {
    const { data } = await gateway.post<AuthenticateResponse>('/authenticate', { userName, password });
    token = data?.token;
  } catch (error) {
    throw new Error(loginFailure(error));
  }
  if (!token) throw new Error(LOGIN_MESSAGES.noToken);
  try {
    const { data: user } = await api.get<AuthorizeResponse>(`/curable/authorizeUserRequest/${encodeURIComponent(userName.trim())}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    useAuthStore.getState().signIn(token, user);
    return user;
  } catch (error) {
    throw new Error(loginFailure(error));
  }
}

/** Truthy server data means success (SPEC §7). Throws on a failed call. */
export async function resetPassword(userName: string, newPassword: string): Promise<boolean> {
  const { data } = await gateway.post<ForgotPasswordResponse>('/forgotPassword', { userName, password: newPassword });
  return Boolean(data);
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
    const { data } = await gateway.post<RefreshResponse>('/refresh', {}, { headers: { Authorization: `Bearer ${token}` } });
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
