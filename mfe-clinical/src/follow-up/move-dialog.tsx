import type { FollowUp } from '@screening/shared';
import { codeRule, DayPicker, Form, Input, useRuleForm } from '@screening/shared/ui';
import {
  ALLOWED_FROM,
  FINDINGS,
  LOST_REASONS,
  UPDATE_MOVES,
  findingCode,
  hospitalCode,
  lostReasonCode,
  updateMoveCode,
  visitedOnCode,
  type Day,
  type Finding,
  type FollowUpState,
  type LostReason,
  type UpdateMove,
} from '@screening/domain/follow-up';
import { useClinicalTranslation } from '../i18n';
import { useRecordFollowUp, type RecordResult } from './follow-up.api';
import { ChoiceButtons, DAY_FIELD, Field, NoteField, RecordDialog } from './dialog-parts';
import { dayAsInstant, today } from './days';

/** The moves Update offers for a follow-up in `state`: those the server accepts from it. */
export const movesAllowed = (state: FollowUpState): UpdateMove[] =>
  UPDATE_MOVES.filter((kind) => ALLOWED_FROM[kind].includes(state));

/** The reasons staff give; NOT_REACHED is the server's own, after the unanswered calls. */
const GIVEN_REASONS = LOST_REASONS.filter((reason) => reason !== 'NOT_REACHED');

interface MoveForm {
  move?: UpdateMove;
  /** The day she reached the hospital. */
  date?: Day | null;
  hospital?: string;
  finding?: Finding;
  treatmentStarted?: Day | null;
  reason?: LostReason;
  note?: string;
}

const MOVE_FIELD_IDS = {
  move: 'fu-move',
  date: 'fu-move-date',
  hospital: 'fu-move-hospital',
  finding: 'fu-move-finding',
  reason: 'fu-move-reason',
};
const MOVE_RULES = [codeRule(updateMoveCode)];
const DATE_RULES = [codeRule(visitedOnCode)];
const HOSPITAL_RULES = [codeRule(hospitalCode)];
const FINDING_RULES = [codeRule(findingCode)];
const REASON_RULES = [codeRule(lostReasonCode)];

export interface MoveDialogProps {
  followUp: FollowUp;
  onClose: () => void;
  /** After the server saved the move (with her follow-up as it now stands) or the device kept it. */
  onSaved: (result: RecordResult) => void;
}

/**
 * Update follow-up: she reached the hospital (on a day, today unless changed, at a hospital), her result is known
 * (the finding, and when treatment started), or she is lost to follow-up (why). Only what her state allows is offered.
 */
export function MoveDialog({ followUp, onClose, onSaved }: MoveDialogProps) {
  const { t } = useClinicalTranslation();
  const record = useRecordFollowUp();
  const moves = movesAllowed(followUp.state);
  const rules = useRuleForm<MoveForm>({ fieldIds: MOVE_FIELD_IDS });
  const move = Form.useWatch('move', rules.form);
  const now = today();

  const save = ({ move: chosen, date, hospital = '', finding, treatmentStarted, reason, note }: MoveForm) => {
    if (chosen === undefined) return;
    const written = note?.trim() ? { note: note.trim() } : {};
    const body =
      chosen === 'attended'
        ? { date, hospital: hospital.trim() }
        : chosen === 'outcome'
          ? { finding, ...(treatmentStarted ? { treatmentStarted } : {}) }
          : { reason };
    record.mutate(
      { followUpId: followUp.id, candidateId: followUp.candidateId, kind: chosen, ...body, ...written },
      { onSuccess: onSaved },
    );
  };

  return (
    <RecordDialog<MoveForm>
      title={t('fu.move.title', { name: followUp.name ?? followUp.registrationId })}
      saving={record.isPending}
      failure={record.error}
      onCancel={onClose}
      rules={rules}
      initialValues={{ move: moves.length === 1 ? moves[0] : undefined, date: now }}
      onSave={save}
    >
      <Field id="fu-move" name="move" label={t('fu.move.what')} rules={MOVE_RULES} group>
        {(a11y) => (
          <ChoiceButtons id="fu-move" options={moves.map((value) => ({ value, label: t(`fu.move.${value}`) }))} {...a11y} />
        )}
      </Field>
      {move === 'attended' && (
        <>
          <Field id="fu-move-date" name="date" label={t('fu.move.date')} rules={DATE_RULES} {...DAY_FIELD}>
            {(a11y) => (
              <DayPicker
                id="fu-move-date"
                min={dayAsInstant(followUp.referredOn)}
                max={dayAsInstant(now)}
                invalid={Boolean(a11y['aria-invalid'])}
                aria-required
                {...a11y}
              />
            )}
          </Field>
          <Field id="fu-move-hospital" name="hospital" label={t('fu.move.hospital')} rules={HOSPITAL_RULES}>
            {(a11y) => (
              <Input
                id="fu-move-hospital"
                maxLength={200}
                status={a11y['aria-invalid'] ? 'error' : undefined}
                aria-required
                {...a11y}
              />
            )}
          </Field>
        </>
      )}
      {move === 'outcome' && (
        <>
          <Field id="fu-move-finding" name="finding" label={t('fu.move.finding')} rules={FINDING_RULES} group>
            {(a11y) => (
              <ChoiceButtons
                id="fu-move-finding"
                options={FINDINGS.map((value) => ({ value, label: t(`fu.finding.${value}`) }))}
                {...a11y}
              />
            )}
          </Field>
          <Field id="fu-move-treatment" name="treatmentStarted" label={t('fu.move.treatment')} {...DAY_FIELD}>
            {() => (
              <DayPicker
                id="fu-move-treatment"
                min={dayAsInstant(followUp.attendedDate ?? followUp.referredOn)}
                max={dayAsInstant(now)}
              />
            )}
          </Field>
        </>
      )}
      {move === 'lost' && (
        <Field id="fu-move-reason" name="reason" label={t('fu.move.reason')} rules={REASON_RULES} group>
          {(a11y) => (
            <ChoiceButtons
              id="fu-move-reason"
              options={GIVEN_REASONS.map((value) => ({ value, label: t(`fu.lostReason.${value}`) }))}
              {...a11y}
            />
          )}
        </Field>
      )}
      {/* Why she was lost is worth a line: the note is open there. */}
      {move !== undefined && <NoteField key={move} shown={move === 'lost'} />}
    </RecordDialog>
  );
}
