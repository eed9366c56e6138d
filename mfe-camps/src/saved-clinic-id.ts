import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStep } from '@screening/shared';
import { SAVED_CLINIC_STEP, finishClinic, type ClinicStep } from './clinic/clinic-draft';
import { PATHS } from './paths';

/** The saved clinic's ID: from the navigation state (SPEC: clinicId / clickId), else as remembered for a reload. */
export function useSavedClinicId(key: 'clinicId' | 'clickId'): string {
  const state = useLocation().state as Record<string, unknown> | null;
  const saved = useStep(SAVED_CLINIC_STEP)?.clinicId;
  const fromState = state?.[key];
  return typeof fromState === 'string' || typeof fromState === 'number' ? String(fromState) : (saved ?? '');
}

/**
 * Goes to the success page of a saved clinic and forgets the clinic in progress. The store empties before the
 * navigation renders, so until then the saving page must render nothing (`finished`) instead of reacting to the
 * missing draft (a redirect back to the creation form, or a "nothing in progress" notice).
 */
export function useFinishClinic() {
  const navigate = useNavigate();
  const [finished, setFinished] = useState(false);
  const finish = (step: ClinicStep, clinicId: string, updated: boolean) => {
    setFinished(true);
    // Replacing the form in history: Back from the success page must not reopen the form that created the clinic.
    navigate(updated ? PATHS.clinicUpdated : PATHS.clinicCreated, {
      replace: true,
      state: updated ? { clickId: clinicId } : { clinicId },
    });
    finishClinic(step, clinicId);
  };
  return { finished, finish };
}
