import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { RuleCode } from '@screening/shared';
import { ruleMessage } from '@screening/shared/ui';
import { translated } from '../../i18n';
import { PATHS } from '../../paths';
import { targetOf, type Move, type StepPath } from './steps';

export interface StepSubmitOptions {
  step: StepPath;
  /** The page-level refusal (its code) that blocks the move, or null when the form may be saved. */
  validate: () => RuleCode | null;
  save: (move: Move) => Promise<unknown>;
  /** Prev from an untouched, empty form has nothing to save and simply goes back. */
  isEmpty?: () => boolean;
  /** The message for a failed save. */
  errorMessage: (error: unknown) => string;
  /** After a successful save, before navigating (e.g. discard the draft). */
  onSaved?: () => void;
}

/**
 * Save first, then navigate (docs/screens.md §4): a failed save keeps the user on the page with the message. The
 * save is a mutation: its `isPending` is the page's busy state, its failure the message.
 */
export function useStepSubmit({ step, validate, save, isEmpty, errorMessage, onSaved }: StepSubmitOptions) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<RuleCode | null>(null);
  // After the first attempt every field shows its error, not only the ones the user touched.
  const [attempted, setAttempted] = useState(false);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (_saved, move) => {
      onSaved?.();
      const target = targetOf(step, move);
      // The final page replaces the last step in history, so Back from it does not reopen the finished enrolment.
      navigate(target, { replace: target === PATHS.complete });
    },
  });

  /** A change by the user: the page's message goes (a refusal, or the failed save). */
  const clearError = () => {
    setRefusal(null);
    if (mutation.isError) mutation.reset();
  };

  /** Validates the form for the Finish confirmation; shows the message when it fails. */
  const check = (): boolean => {
    setAttempted(true);
    const problem = validate();
    clearError();
    setRefusal(problem);
    return problem === null;
  };

  const submit = async (move: Move): Promise<boolean> => {
    if (move === 'prev' && isEmpty?.()) {
      navigate(targetOf(step, move));
      return true;
    }
    if (!check()) return false;
    try {
      await mutation.mutateAsync(move);
      return true;
    } catch {
      // The failure is the mutation's error, shown as the page's message.
      return false;
    }
  };

  // In the current language: a refusal by its code, a failed save's message (the server's or the screen's) by its English.
  const error = refusal ? ruleMessage(refusal) : mutation.error ? translated(errorMessage(mutation.error)) : null;

  return { isPending: mutation.isPending, error, clearError, attempted, check, submit };
}
