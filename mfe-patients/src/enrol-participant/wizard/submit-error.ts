import { errorMessage } from '@screening/shared';

/**
 * The message for a failed save: the server's own words when it rejected the input (400/409, naming the
 * field), else the screen's message of docs/screens.md §8.
 */
export function submitError(error: unknown, fallback: string): string {
  return errorMessage(error, { fallback, explained: [400, 403, 409] });
}
