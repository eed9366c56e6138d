/**
 * The hospital's follow-up rule (routes.followUpSettings, saveFollowUpSettings; docs/follow-up.md): read, and replaced
 * by admin. The save answers with the rule as now stored, which the read's cache takes before it is read again.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, refusedField, routes, type FollowUpSettings, type FollowUpSettingsBody } from '@screening/shared';

export const FOLLOW_UP_SETTINGS_MESSAGES = {
  fetchFailed: 'Failed to fetch the follow-up settings. Please try again.',
  saveFailed: 'Unable to save the follow-up settings. Please try again.',
} as const;

const SETTINGS_KEY = ['users', 'follow-up-settings'] as const;

export const followUpSettingsQuery = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => (await call(routes.followUpSettings, undefined, { signal })).data,
  });

/** A save that did not succeed: the message to show, and the body's field the server refused (its wire path), if any. */
export class SettingsSaveError extends Error {
  constructor(
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
  }
}

/** Throws a SettingsSaveError: the server's sentence for a refused body (a 400 names the field) or access, else ours. */
export async function saveFollowUpSettings(body: FollowUpSettingsBody): Promise<FollowUpSettings> {
  try {
    return (await call(routes.saveFollowUpSettings, body)).data;
  } catch (error) {
    const message = errorMessage(error, { fallback: FOLLOW_UP_SETTINGS_MESSAGES.saveFailed, explained: [400, 403] });
    throw new SettingsSaveError(message, refusedField(error));
  }
}

/** Saves the rule; saved, the read is asked again (the form shows the answer meanwhile). */
export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation<FollowUpSettings, SettingsSaveError, FollowUpSettingsBody>({
    mutationFn: saveFollowUpSettings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
