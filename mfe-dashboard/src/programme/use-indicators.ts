/** The dashboard's reads: the figures of the choice, and the caller's whole scope (its clinics and their places). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthStore, type DashboardBody } from '@screening/shared';
import { fetchIndicators } from './dashboard.api';

/** The server keeps an answer up to a minute; asking again sooner would only be given the same one. */
const FRESH_MS = 60_000;

function useIndicatorsOf(body: DashboardBody, keepShowing: boolean) {
  const userId = useAuthStore((s) => s.userId);
  return useQuery({
    // Whose figures they are is part of the key: another user signing in on the tablet never sees these.
    queryKey: ['dashboard', 'indicators', userId, body],
    queryFn: ({ signal }) => fetchIndicators(body, signal),
    staleTime: FRESH_MS,
    placeholderData: keepShowing ? keepPreviousData : undefined,
  });
}

/** The figures of the filters; the last ones stay on screen (marked as updating) while the next are computed. */
export const useIndicators = (body: DashboardBody) => useIndicatorsOf(body, true);

/** The caller's whole scope: the clinics and places the filters offer (the same call as no filter: one request). */
export const useScope = () => useIndicatorsOf({}, false);
