/**
 * Form values kept as a draft in the workflow store while they are unsaved, so a reload or a lost connection
 * never loses what was typed. Saved answers (prefill) only fill the form when there is no draft.
 */
import { useCallback, useRef, useState } from 'react';
import { useWorkflowStore } from '@screening/shared';
import type { PatientDraftKey } from './steps';

export interface Draft<T> {
  value: T;
  /** A change by the user: kept in the form and in the draft. */
  change(next: T | ((previous: T) => T)): void;
  /** After a successful save the draft is no longer needed. */
  discard(): void;
}

/**
 * `saved`: the participant's saved values once read (undefined until then). The first of them seeds the form,
 * once: an answer read again later never replaces what the form shows, and an unsaved draft or a change by the
 * user always wins over it.
 */
export function useDraft<T>(key: PatientDraftKey, initial: T, saved?: T): Draft<T> {
  const [edited, setEdited] = useState(() => useWorkflowStore.getState().drafts[key] as T | undefined);
  const [seed, setSeed] = useState<T | undefined>(undefined);
  if (seed === undefined && saved !== undefined) setSeed(saved);
  const value = edited ?? seed ?? saved ?? initial;
  const latest = useRef(value);
  latest.current = value;

  const change = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      latest.current = resolved;
      setEdited(resolved);
      useWorkflowStore.getState().saveDraft(key, resolved);
    },
    [key],
  );
  const discard = useCallback(() => useWorkflowStore.getState().clearDraft(key), [key]);

  return { value, change, discard };
}
