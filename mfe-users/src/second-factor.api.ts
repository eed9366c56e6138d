/**
 * Calls of a user's second factor, for the profile (her own: set up, confirm, turn off) and for Edit User (a
 * colleague's, and a user manager's reset). Each throws the message to show: the server's own sentence for a
 * refusal it explains (a wrong password or code, a role that requires it, a rank), else the network-or-server one.
 */
import {
  call,
  routes,
  errorMessage,
  type ResetSecondFactorRequest,
  type SecondFactorConfirmRequest,
  type SecondFactorStatus,
} from '@screening/shared';

const NETWORK_OR_SERVER = 'Network or server error. Please try again.';

async function explained<T>(send: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await send()).data;
  } catch (error) {
    throw new Error(errorMessage(error, { fallback: NETWORK_OR_SERVER, explained: [400, 403, 404, 409, 429] }));
  }
}

export const secondFactorKey = (userId: number) => ['second-factor', userId] as const;

export const fetchSecondFactorStatus = (userId: number) => explained(() => call(routes.secondFactorStatus, { userId }));

export const setUpSecondFactor = () => explained(() => call(routes.secondFactorSetup));

export async function enrolSecondFactor(password: string, code: string): Promise<string[]> {
  const request: SecondFactorConfirmRequest = { password, code };
  return (await explained(() => call(routes.secondFactorEnrol, request))).recoveryCodes;
}

export function disableSecondFactor(password: string, code: string): Promise<SecondFactorStatus> {
  const request: SecondFactorConfirmRequest = { password, code };
  return explained(() => call(routes.secondFactorDisable, request));
}

export function resetSecondFactor(userId: number): Promise<SecondFactorStatus> {
  const request: ResetSecondFactorRequest = { userId };
  return explained(() => call(routes.resetSecondFactor, request));
}
