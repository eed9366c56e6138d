/** The data the Reports screen loads: the clinics the user may report on, and the summary of the selection. */
import { useCallback, useEffect, useState } from 'react';
import { isAxiosError, useAuthStore, type Camp, type CampsReportSummary } from '@screening/shared';
import { fetchReportClinics, fetchReportSummary } from './reports.api';

export type ClinicsLoad = { status: 'loading' } | { status: 'ready'; clinics: Camp[] } | { status: 'failed' };

export function useReportClinics(): [ClinicsLoad, () => void] {
  const userId = useAuthStore((s) => s.userId);
  const roleId = useAuthStore((s) => s.roleId);
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const [load, setLoad] = useState<ClinicsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    fetchReportClinics({ userId, roleId, hospitalId }).then(
      (clinics) => current && setLoad({ status: 'ready', clinics }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [userId, roleId, hospitalId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [load, retry];
}

export interface SummaryLoad {
  summary: CampsReportSummary | null;
  loading: boolean;
  failed: boolean;
}

/** Typing a date or ticking clinics changes the selection quickly: ask once it has settled. */
const SETTLE_MS = 300;

/** The summary of `selection` (null while the filters do not make one); the last one stays shown while the next loads. */
export function useSelectionSummary(selection: { ids: number[]; startDate: string; endDate: string } | null): SummaryLoad {
  const [state, setState] = useState<SummaryLoad>({ summary: null, loading: false, failed: false });
  const key = selection ? JSON.stringify(selection) : null;
  useEffect(() => {
    if (key === null) {
      setState({ summary: null, loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    const timer = setTimeout(() => {
      fetchReportSummary(JSON.parse(key), controller.signal).then(
        (summary) => setState({ summary, loading: false, failed: false }),
        (error: unknown) => {
          if (isAxiosError(error) && error.code === 'ERR_CANCELED') return;
          setState({ summary: null, loading: false, failed: true });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state;
}
