import type { FollowUp } from '@screening/shared';
import { Alert, codeRule, Form, useRuleForm } from '@screening/shared/ui';
import {
  addDays,
  CALL_OUTCOMES,
  DEFAULT_FOLLOW_UP_SETTINGS,
  FURTHEST_DAYS_AHEAD,
  UNANSWERED_OUTCOMES,
  callDayCode,
  callOutcomeCode,
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

interface CallForm {
  outcome?: CallOutcome;
  /** The day she will visit, or of the next call. */
  day?: Day | null;
  note?: string;
}

/** The calls that lose her: she refused, or moved away. */
const LOSING: readonly CallOutcome[] = ['REFUSED', 'MOVED'];

const CALL_FIELD_IDS = { outcome: 'fu-call-outcome', day: 'fu-call-day' };
const OUTCOME_RULES = [codeRule(callOutcomeCode)];
const DAY_RULES = [codeRule<CallForm>((day, { outcome }) => callDayCode(day, outcome))];

const isUnanswered = (outcome: CallOutcome | undefined) => outcome !== undefined && UNANSWERED_OUTCOMES.includes(outcome);

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
  const rules = useRuleForm<CallForm>({
    fieldIds: CALL_FIELD_IDS,
    // Another outcome asks its own day afresh: the next call tomorrow, the visit not yet chosen.
    onValuesChange: (changed) => {
      if ('outcome' in changed) rules.setValues({ day: isUnanswered(changed.outcome) ? addDays(today(), 1) : null });
    },
  });
  const outcome = Form.useWatch('outcome', rules.form);
  const unanswered = isUnanswered(outcome);
  const lastCall = unanswered && followUp.unansweredCalls + 1 >= lostAfterCalls;

  const save = ({ outcome: chosen, day, note }: CallForm) => {
    if (!chosen) return;
    const dated = chosen === 'WILL_VISIT' ? { visitDate: day } : isUnanswered(chosen) ? { nextCallDate: day } : {};
    const written = note?.trim();
    record.mutate(
      {
        followUpId: followUp.id,
        candidateId: followUp.candidateId,
        kind: 'call',
        outcome: chosen,
        ...dated,
        ...(written ? { note: written } : {}),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <RecordDialog<CallForm>
      title={t('fu.call.title', { name: followUp.name ?? followUp.registrationId })}
      saving={record.isPending}
      failure={record.error}
      onCancel={onClose}
      rules={rules}
      onSave={save}
    >
      <Field id="fu-call-outcome" name="outcome" label={t('fu.call.outcome')} rules={OUTCOME_RULES} group>
        {(a11y) => (
          <ChoiceButtons
            id="fu-call-outcome"
            options={CALL_OUTCOMES.map((value) => ({ value, label: t(`fu.outcome.${value}`) }))}
            {...a11y}
          />
        )}
      </Field>
      {(outcome === 'WILL_VISIT' || unanswered) && (
        <Field
          id="fu-call-day"
          name="day"
          label={t(outcome === 'WILL_VISIT' ? 'fu.call.visitDay' : 'fu.call.nextCall')}
          rules={DAY_RULES}
          group
        >
          {(a11y) => <DayAhead id="fu-call-day" latest={addDays(today(), FURTHEST_DAYS_AHEAD)} {...a11y} />}
        </Field>
      )}
      {((outcome !== undefined && LOSING.includes(outcome)) || lastCall) && (
        <Alert type="warning" showIcon title={t(lastCall ? 'fu.call.lastCall' : 'fu.willBeLost')} />
      )}
      <NoteField />
    </RecordDialog>
  );
}
