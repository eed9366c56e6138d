import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../paths';
import { targetOf, type Move, type StepPath } from './steps';

export interface StepSubmitOptions {
  step: StepPath;
  /** The page-level message that blocks the move, or null when the form may be saved. */
  validate: () => string | null;
  save: (move: Move) => Promise<void>;
  /** Prev from an untouched, empty form has nothing to save and simply goes back. */
  isEmpty?: () => boolean;
  /** The message for a failed save. */
  errorMessage: (error: unknown) => string;
  /** After a successful save, before navigating (e.g. discard the draft). */
  onSaved?: () => void;
}

/** Save first, then navigate (docs/screens.md §4): a failed save keeps the user on the page with the message. */
export function useStepSubmit({ step, validate, save, isEmpty, errorMessage, onSaved }: StepSubmitOptions) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After the first attempt every field shows its error, not only the ones the user touched.
  const [attempted, setAttempted] = useState(false);

  /** Validates the form for the Finish confirmation; shows the message when it fails. */
  const check = (): boolean => {
    setAttempted(true);
    const problem = validate();
    setError(problem);
    return problem === null;
  };

  const submit = async (move: Move): Promise<boolean> => {
    if (move === 'prev' && isEmpty?.()) {
      navigate(targetOf(step, move));
      return true;
    }
    if (!check()) return false;
    setSaving(true);
    try {
      await save(move);
    } catch (failure) {
      setError(errorMessage(failure));
      setSaving(false);
      return false;
    }
    setSaving(false);
    onSaved?.();
    const target = targetOf(step, move);
    // The final page replaces the last step in history, so Back from it does not reopen the finished enrolment.
    navigate(target, { replace: target === PATHS.complete });
    return true;
  };

  return { saving, error, setError, attempted, check, submit };
}
