/** The signed-in user's own record: read and update (docs/screens.md §7 hospitalemployee, §8 "Profile"). */
import { call, errorMessage, routes, type Employee, type ProfileUpdateRequest } from '@screening/shared';

export const PROFILE_MESSAGES = {
  fetchFailed: 'Failed to fetch profile data. Please try again.',
  updateFailed: 'Failed to update profile. Please try again.',
} as const;

export async function fetchProfile(userId: number): Promise<Employee> {
  const data = (await call(routes.employee, { userId })).data as Employee | null;
  if (!data) throw new Error(PROFILE_MESSAGES.fetchFailed);
  return data;
}

/** Throws the message to show: the server's sentence for refused input (it names the field), else SPEC's. */
export async function updateProfile(request: ProfileUpdateRequest): Promise<void> {
  try {
    await call(routes.saveProfile, request);
  } catch (error) {
    // 400 and 409 name what was refused; 429: too many wrong current passwords, and how long to wait.
    throw new Error(errorMessage(error, { fallback: PROFILE_MESSAGES.updateFailed, explained: [400, 409, 429] }));
  }
}
