/**
 * Calls of a user's second factor, for the profile (her own: set up, confirm, turn off) and for Edit User (a
 * colleague's, and a user manager's reset). Each throws the message to show: the server's own sentence for a
 * refusal it explains (a wrong password or code, a role that requires it, a rank), else the network-or-server one.
 */
import {
  api,
  errorMessage,
  type ResetSecondFactorRequest,
  type SecondFactorConfirmRequest,
  type SecondFactorEnrolled,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from '@screening/shared';

const NETWORK_OR_SERVER = 'Network or server error. Please try again.';

async function call<T>(send: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await send()).data;
  } catch (error) {
    throw new Error(errorMessage(error, { fallback: NETWORK_OR_SERVER, explained: [400, 403, 404, 409, 429] }));
  }
}

export const secondFactorKey = (userId: number) => ['second-factor', userId] as const;

export const fetchSecondFactorStatus = (userId: number) =>
  call(() => api.get<SecondFactorStatus>(`/curable/secondFactor/${userId}`));

export const setUpSecondFactor = () => call(() => api.post<SecondFactorSetup>('/curable/secondFactor/setup'));

export async function enrolSecondFactor(password: string, code: string): Promise<string[]> {
  const request: SecondFactorConfirmRequest = { password, code };
  return (await call(() => api.post<SecondFactorEnrolled>('/curable/secondFactor/enrol', request))).recoveryCodes;
}

export function disableSecondFactor(password: string, code: string): Promise<SecondFactorStatus> {
  const request: SecondFactorConfirmRequest = { password, code };
  return call(() => api.post<SecondFactorStatus>('/curable/secondFactor/disable', request));
}

export function resetSecondFactor(userId: number): Promise<SecondFactorStatus> {
  const request: ResetSecondFactorRequest = { userId };
  return call(() => api.post<SecondFactorStatus>('/curable/resetSecondFactor', request));
}
