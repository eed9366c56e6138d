import { useState } from 'react';
import type { FollowUp } from '@screening/shared';
import { Alert } from '@screening/shared/ui';
import {
  addDays,
  CALL_OUTCOMES,
  DEFAULT_FOLLOW_UP_SETTINGS,
  FURTHEST_DAYS_AHEAD,
  type CallOutcome,
  type Day,
} from '@screening/domain/follow-up';
import { useClinicalTranslation } from '../i18n';
import { useRecordFollowUp, type RecordResult } from './follow-up.api';
import { ChoiceButtons, DayAhead, Field, NoteField, RecordDialog } from './dialog-parts';
import { today } from './days';

export interface CallDialogProps {
  followUp: FollowUp;
  onClose: () => void;
  /** After the server saved the call (with her follow-up as it now stands) or the device kept it. */
  onSaved: (result: RecordResult) => void;
  /** Unanswered calls after which she is lost to follow-up (the hospital's rule). */
  lostAfterCalls?: number;
}

/** The calls that leave her waiting for another: not reached, a wrong number. */
const UNANSWERED: readonly CallOutcome[] = ['NOT_REACHED', 'WRONG_NUMBER'];
/** The calls that lose her: she refused, or moved away. */
const LOSING: readonly CallOutcome[] = ['REFUSED', 'MOVED'];

/**
 * Record call: what happened in one tap; the day she will visit, or of the next call (tomorrow unless changed), in
 * another; Save. A call that will mark her lost to follow-up says so before it is saved.
 */
export function CallDialog({
  followUp,
  onClose,
  onSaved,
  lostAfterCalls = DEFAULT_FOLLOW_UP_SETTINGS.lostAfterCalls,
}: CallDialogProps) {
  const { t } = useClinicalTranslation();
  const record = useRecordFollowUp();
  const [outcome, setOutcome] = useState<CallOutcome | undefined>(undefined);
  // Undefined: untouched, so the next call is tomorrow and the visit not yet chosen.
  const [chosenDay, setChosenDay] = useState<Day | null | undefined>(undefined);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'outcome' | 'day' | null>(null);

  const unanswered = outcome !== undefined && UNANSWERED.includes(outcome);
  const day = chosenDay !== undefined ? chosenDay : unanswered ? addDays(today(), 1) : null;
  const lastCall = unanswered && followUp.unansweredCalls + 1 >= lostAfterCalls;

  const save = () => {
    if (!outcome) {
      setMissing('outcome');
      return;
    }
    if ((outcome === 'WILL_VISIT' || unanswered) && !day) {
      setMissing('day');
      return;
    }
    const dated = outcome === 'WILL_VISIT' ? { visitDate: day } : unanswered ? { nextCallDate: day } : {};
    const written = note.trim();
    record.mutate(
      {
        followUpId: followUp.id,
        candidateId: followUp.candidateId,
        kind: 'call',
        outcome,
        ...dated,
        ...(written ? { note: written } : {}),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <RecordDialog
      title={t('fu.call.title', { name: followUp.name ?? followUp.registrationId })}
      saving={record.isPending}
      failure={record.error}
      onCancel={onClose}
      onSave={save}
    >
      <Field
        id="fu-call-outcome"
        label={t('fu.call.outcome')}
        error={missing === 'outcome' ? t('fu.call.noOutcome') : null}
        group
      >
        <ChoiceButtons
          id="fu-call-outcome"
          value={outcome}
          options={CALL_OUTCOMES.map((value) => ({ value, label: t(`fu.outcome.${value}`) }))}
          onChange={(value) => {
            setOutcome(value);
            setChosenDay(undefined);
            setMissing(null);
          }}
          invalid={missing === 'outcome'}
        />
      </Field>
      {(outcome === 'WILL_VISIT' || unanswered) && (
        <DayAhead
          id="fu-call-day"
          label={t(outcome === 'WILL_VISIT' ? 'fu.call.visitDay' : 'fu.call.nextCall')}
          value={day}
          onChange={(chosen) => {
            setChosenDay(chosen);
            setMissing(null);
          }}
          latest={addDays(today(), FURTHEST_DAYS_AHEAD)}
          error={missing === 'day' ? t(outcome === 'WILL_VISIT' ? 'fu.call.noVisitDay' : 'fu.call.noNextCall') : null}
        />
      )}
      {((outcome !== undefined && LOSING.includes(outcome)) || lastCall) && (
        <Alert type="warning" showIcon title={t(lastCall ? 'fu.call.lastCall' : 'fu.willBeLost')} />
      )}
      <NoteField value={note} onChange={setNote} />
    </RecordDialog>
  );
}
