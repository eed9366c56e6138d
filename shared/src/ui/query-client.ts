/**
 * The suite's one server-state cache. Created here once and provided by the UiProvider the host wraps every
 * signed-in page in; `@tanstack/react-query` is a federation singleton, so the host and every remote read and
 * write this one cache.
 */
import { QueryClient } from '@tanstack/react-query';
import { isTransientFailure } from '../api/client';
import { onLogout } from '../auth/auth.store';

/** A read that failed on a flaky field network is asked again twice before the screen says it failed. */
export const READ_RETRIES = 2;

/** Master lists (roles, geography, form definitions) change with a release, not during a shift. */
export const MASTER_DATA_STALE_MS = 10 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Only what may succeed on a second try: no answer, or a 5xx. A 4xx is the server's final word.
        retry: (failures, error) => failures < READ_RETRIES && isTransientFailure(error),
        retryDelay: (failures) => 400 * 2 ** failures,
        // Records change under other screens and other areas (an enrolment adds pending tests): each screen reads
        // again when it opens, showing what was read before until the answer comes. Master lists that change
        // rarely set their own `staleTime` (MASTER_DATA_STALE_MS).
        staleTime: 0,
        // Forms are filled from what was read; switching windows on a ward PC must not refetch under them.
        refetchOnWindowFocus: false,
        // Field networks often report themselves online while the server is unreachable, and offline while it
        // is reachable: always try, and let a failure show its Retry, instead of waiting silently for `online`.
        networkMode: 'always',
      },
      // Writes are never repeated behind the user's back: a repeated save could be applied twice.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();

// What one user read is never shown to the next one signing in on the same PC.
onLogout(() => queryClient.clear());
