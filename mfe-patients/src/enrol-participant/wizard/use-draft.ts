/**
 * Form values kept as a draft in the workflow store while they are unsaved, so a reload or a lost connection
 * never loses what was typed. Saved answers (prefill) only fill the form when there is no draft.
 */
import { useCallback, useRef, useState } from 'react';
import { useWorkflowStore } from '@screening/shared';

export interface Draft<T> {
  value: T;
  /** A change by the user: kept in the form and in the draft. */
  change(next: T | ((previous: T) => T)): void;
  /** Saved values from the server: used unless the user has an unsaved draft. */
  fill(saved: T): void;
  /** After a successful save the draft is no longer needed. */
  discard(): void;
  hadDraft: boolean;
}

export function useDraft<T>(key: string, initial: T): Draft<T> {
  const stored = useRef(useWorkflowStore.getState().drafts[key] as T | undefined);
  const [value, setValue] = useState<T>(stored.current ?? initial);
  const latest = useRef(value);
  const touched = useRef(false);
  latest.current = value;

  const change = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      latest.current = resolved;
      touched.current = true;
      setValue(resolved);
      useWorkflowStore.getState().saveDraft(key, resolved);
    },
    [key],
  );
  const fill = useCallback((saved: T) => {
    if (stored.current !== undefined || touched.current) return;
    latest.current = saved;
    setValue(saved);
  }, []);
  const discard = useCallback(() => {
    stored.current = undefined;
    useWorkflowStore.getState().clearDraft(key);
  }, [key]);

  return { value, change, fill, discard, hadDraft: stored.current !== undefined };
}
