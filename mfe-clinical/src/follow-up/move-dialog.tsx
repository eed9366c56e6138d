import { useState } from 'react';
import type { FollowUp } from '@screening/shared';
import { DayPicker, Input } from '@screening/shared/ui';
import {
  ALLOWED_FROM,
  FINDINGS,
  LOST_REASONS,
  type Day,
  type Finding,
  type FollowUpState,
  type LostReason,
} from '@screening/domain/follow-up';
import { useClinicalTranslation } from '../i18n';
import { useRecordFollowUp, type RecordResult } from './follow-up.api';
import { ChoiceButtons, Field, NoteField, RecordDialog } from './dialog-parts';
import { dayAsInstant, instantAsDay, today } from './days';

/** What Update records (a call has its own dialog). */
export type UpdateMove = 'attended' | 'outcome' | 'lost';
const UPDATE_MOVES: readonly UpdateMove[] = ['attended', 'outcome', 'lost'];

/** The moves Update offers for a follow-up in `state`: those the server accepts from it. */
export const movesAllowed = (state: FollowUpState): UpdateMove[] =>
  UPDATE_MOVES.filter((kind) => ALLOWED_FROM[kind].includes(state));

/** The reasons staff give; NOT_REACHED is the server's own, after the unanswered calls. */
const GIVEN_REASONS = LOST_REASONS.filter((reason) => reason !== 'NOT_REACHED');

type Missing = 'move' | 'date' | 'hospital' | 'finding' | 'reason';

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
  const [move, setMove] = useState<UpdateMove | undefined>(moves.length === 1 ? moves[0] : undefined);
  const [date, setDate] = useState<Day | null>(today);
  const [hospital, setHospital] = useState('');
  const [finding, setFinding] = useState<Finding | undefined>(undefined);
  const [treatmentStarted, setTreatmentStarted] = useState<Day | null>(null);
  const [reason, setReason] = useState<LostReason | undefined>(undefined);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<Missing | null>(null);

  const unmet = (): Missing | null => {
    if (move === undefined) return 'move';
    if (move === 'attended') return !date ? 'date' : hospital.trim() === '' ? 'hospital' : null;
    if (move === 'outcome') return finding === undefined ? 'finding' : null;
    return reason === undefined ? 'reason' : null;
  };

  const save = () => {
    const problem = unmet();
    setMissing(problem);
    if (problem || move === undefined) return;
    const written = note.trim() ? { note: note.trim() } : {};
    const body =
      move === 'attended'
        ? { date, hospital: hospital.trim() }
        : move === 'outcome'
          ? { finding, ...(treatmentStarted ? { treatmentStarted } : {}) }
          : { reason };
    record.mutate(
      { followUpId: followUp.id, candidateId: followUp.candidateId, kind: move, ...body, ...written },
      { onSuccess: onSaved },
    );
  };

  const changed = (field: Missing) => {
    if (missing === field) setMissing(null);
  };
  const now = today();
  const errorOf = (field: Missing, text: string) => (missing === field ? text : null);

  return (
    <RecordDialog
      title={t('fu.move.title', { name: followUp.name ?? followUp.registrationId })}
      saving={record.isPending}
      failure={record.error}
      onCancel={onClose}
      onSave={save}
    >
      <Field id="fu-move" label={t('fu.move.what')} error={errorOf('move', t('fu.move.noMove'))} group>
        <ChoiceButtons
          id="fu-move"
          value={move}
          options={moves.map((value) => ({ value, label: t(`fu.move.${value}`) }))}
          onChange={(value) => {
            setMove(value);
            setMissing(null);
          }}
          invalid={missing === 'move'}
        />
      </Field>
      {move === 'attended' && (
        <>
          <Field id="fu-move-date" label={t('fu.move.date')} error={errorOf('date', t('fu.move.noDate'))}>
            <DayPicker
              id="fu-move-date"
              value={dayAsInstant(date)}
              onChange={(instant) => {
                setDate(instantAsDay(instant));
                changed('date');
              }}
              min={dayAsInstant(followUp.referredOn)}
              max={dayAsInstant(now)}
              invalid={missing === 'date'}
              aria-required
            />
          </Field>
          <Field id="fu-move-hospital" label={t('fu.move.hospital')} error={errorOf('hospital', t('fu.move.noHospital'))}>
            <Input
              id="fu-move-hospital"
              value={hospital}
              onChange={(event) => {
                setHospital(event.target.value);
                changed('hospital');
              }}
              maxLength={200}
              status={missing === 'hospital' ? 'error' : undefined}
              aria-required
              aria-invalid={missing === 'hospital' || undefined}
              aria-describedby={missing === 'hospital' ? 'fu-move-hospital-error' : undefined}
            />
          </Field>
        </>
      )}
      {move === 'outcome' && (
        <>
          <Field id="fu-move-finding" label={t('fu.move.finding')} error={errorOf('finding', t('fu.move.noFinding'))} group>
            <ChoiceButtons
              id="fu-move-finding"
              value={finding}
              options={FINDINGS.map((value) => ({ value, label: t(`fu.finding.${value}`) }))}
              onChange={(value) => {
                setFinding(value);
                changed('finding');
              }}
              invalid={missing === 'finding'}
            />
          </Field>
          <Field id="fu-move-treatment" label={t('fu.move.treatment')}>
            <DayPicker
              id="fu-move-treatment"
              value={dayAsInstant(treatmentStarted)}
              onChange={(instant) => setTreatmentStarted(instantAsDay(instant))}
              min={dayAsInstant(followUp.attendedDate ?? followUp.referredOn)}
              max={dayAsInstant(now)}
            />
          </Field>
        </>
      )}
      {move === 'lost' && (
        <Field id="fu-move-reason" label={t('fu.move.reason')} error={errorOf('reason', t('fu.move.noReason'))} group>
          <ChoiceButtons
            id="fu-move-reason"
            value={reason}
            options={GIVEN_REASONS.map((value) => ({ value, label: t(`fu.lostReason.${value}`) }))}
            onChange={(value) => {
              setReason(value);
              changed('reason');
            }}
            invalid={missing === 'reason'}
          />
        </Field>
      )}
      {/* Why she was lost is worth a line: the note is open there. */}
      {move !== undefined && <NoteField key={move} value={note} onChange={setNote} shown={move === 'lost'} />}
    </RecordDialog>
  );
}
