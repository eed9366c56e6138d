import type { PrefillType } from '@screening/shared';
import type { PatientDraftKey } from './steps';
import { useDraft, type Draft } from './use-draft';
import { useStepRead } from './use-step-read';
import { PREFILL_FAILED, fetchPrefill, prefillError } from './wizard.api';

export interface PrefillSource<T, S> {
  /** Whose saved values; null = nothing saved yet (a new participant). */
  candidateId: number | null;
  type: PrefillType;
  /** Saved values as form values. */
  toForm: (saved: S) => T;
  /** Nothing saved is an error (the enrolment form edits a participant that must exist). */
  required?: boolean;
}

/** The empty answer of a required prefill. */
class NothingSaved extends Error {}
const errorOf = (failure: unknown) => (failure instanceof NothingSaved ? PREFILL_FAILED : prefillError(failure));

/**
 * A form of a step: its draft, filled from the participant's saved values (docs/api.md §7.2) unless the user has an
 * unsaved draft. A failed load shows its message with Retry instead of an empty form that could overwrite data.
 */
export function usePrefilledDraft<T, S>(
  key: PatientDraftKey,
  empty: T,
  { candidateId, type, toForm, required = false }: PrefillSource<T, S>,
): { draft: Draft<T>; load: ReturnType<typeof useStepRead>['load'] } {
  const read = useStepRead({
    queryKey: ['patients', 'prefill', type, candidateId],
    queryFn: async () => {
      const saved = await fetchPrefill<S>(candidateId as number, type);
      if (saved === null && required) throw new NothingSaved();
      return saved;
    },
    errorOf,
    enabled: candidateId !== null,
  });
  const saved = read.data;
  const draft = useDraft<T>(key, empty, saved ? toForm(saved) : undefined);
  return { draft, load: read.load };
}
