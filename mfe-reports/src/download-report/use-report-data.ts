/** The data the Reports screen loads: the clinics the user may report on, and the summary of the selection. */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthStore, type CampsReportSummary, type CampsReportSummaryRequest } from '@screening/shared';
import { fetchReportClinics, fetchReportSummary } from './reports.api';

export function useReportClinics() {
  const userId = useAuthStore((s) => s.userId);
  const roleId = useAuthStore((s) => s.roleId);
  const hospitalId = useAuthStore((s) => s.hospitalId);
  return useQuery({
    queryKey: ['reports', 'clinics', userId, roleId, hospitalId],
    queryFn: () => fetchReportClinics({ userId, roleId, hospitalId }),
  });
}

export interface SummaryLoad {
  summary: CampsReportSummary | null;
  loading: boolean;
  failed: boolean;
}

/** Typing a date or ticking clinics changes the selection quickly: ask once it has settled. */
const SETTLE_MS = 300;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The summary of `selection` (null while the filters do not make one); the last one stays shown while the next loads. */
export function useSelectionSummary(selection: CampsReportSummaryRequest | null): SummaryLoad {
  const key = selection ? JSON.stringify(selection) : null;
  const settled = useSettled(key, SETTLE_MS);
  const summary = useQuery({
    queryKey: ['reports', 'summary', settled],
    // A selection left before its answer came is cancelled (the signal), not left to finish.
    queryFn: ({ signal }) => fetchReportSummary(JSON.parse(settled as string) as CampsReportSummaryRequest, signal),
    enabled: settled !== null && settled === key,
    placeholderData: keepPreviousData,
  });
  if (key === null) return { summary: null, loading: false, failed: false };
  return {
    summary: summary.isError ? null : (summary.data ?? null),
    loading: settled !== key || summary.isFetching,
    failed: summary.isError && !summary.isFetching,
  };
}
