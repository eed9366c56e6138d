import { useState } from 'react';
import { Button, ConfirmDialog } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import type { Move } from './steps';
import './wizard.css';

export const FINISH_CONFIRM_TITLE = 'Finish registration';
export const FINISH_CONFIRM_MESSAGE = 'Non-mandatory fields are not provided. Are you sure you want to finish registration?';

export interface StepActionsProps {
  moves: readonly Move[];
  onMove: (move: Move) => void | Promise<unknown>;
  /** Checks the form before the Finish confirmation opens; false keeps it closed (the page shows why). */
  canFinish?: () => boolean;
  /** Finish skips the later steps, so it asks first; on the last step there is nothing to skip. */
  confirmFinish?: boolean;
  busy?: boolean;
}

/** Prev, Finish and Next of an enrolment step (docs/screens.md §4). Each saves before it navigates. */
export function StepActions({ moves, onMove, canFinish = () => true, confirmFinish = true, busy = false }: StepActionsProps) {
  const { t } = usePatientsTranslation();
  const [confirming, setConfirming] = useState(false);
  const press = (move: Move) => {
    if (move === 'finish' && confirmFinish) {
      if (canFinish()) setConfirming(true);
      return;
    }
    void onMove(move);
  };
  return (
    <>
      <div className="pt-actions">
        {moves.map((move) => (
          <Button
            key={move}
            size="large"
            type={move === 'prev' ? 'default' : 'primary'}
            ghost={move === 'finish'}
            disabled={busy}
            onClick={() => press(move)}
          >
            {t(`step.${move}`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming}
        title={translated(FINISH_CONFIRM_TITLE)}
        message={translated(FINISH_CONFIRM_MESSAGE)}
        busy={busy}
        onNo={() => setConfirming(false)}
        onYes={async () => {
          await onMove('finish');
          setConfirming(false);
        }}
      />
    </>
  );
}
