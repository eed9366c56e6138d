import { useLocation } from 'react-router-dom';
import { SAVED_CLINIC_STEP, useWorkflowStore } from '@screening/shared';

/** The saved clinic's ID: from the navigation state (SPEC: clinicId / clickId), else as remembered for a reload. */
export function useSavedClinicId(key: 'clinicId' | 'clickId'): string {
  const state = useLocation().state as Record<string, unknown> | null;
  const saved = useWorkflowStore((s) => (s.steps[SAVED_CLINIC_STEP] as { clinicId?: string } | undefined)?.clinicId);
  const fromState = state?.[key];
  return typeof fromState === 'string' || typeof fromState === 'number' ? String(fromState) : saved ?? '';
}
