/** What the call and update dialogs share: the dialog with its Save, big choice buttons, a day, an optional note. */
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '@screening/shared';
import { Button, DayPicker, FormError, Input, Modal, Radio } from '@screening/shared/ui';
import { addDays, type Day } from '@screening/domain/follow-up';
import { useClinicalTranslation } from '../i18n';
import { dayAsInstant, instantAsDay, today } from './days';

export interface RecordDialogProps {
  title: string;
  saving: boolean;
  /** The last failed save: the server's refusal in her language, or what the screen says when it gave none. */
  failure: unknown;
  onCancel: () => void;
  onSave: () => void;
  children: ReactNode;
}

/** A dialog that records one call or move: what was chosen stays while a save is refused, and Save waits for the answer. */
export function RecordDialog({ title, saving, failure, onCancel, onSave, children }: RecordDialogProps) {
  const { t } = useClinicalTranslation();
  return (
    <Modal
      open
      title={title}
      onCancel={saving ? undefined : onCancel}
      centered
      mask={{ closable: !saving }}
      keyboard={!saving}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={saving}>
          {t('common.cancel', { ns: 'shared' })}
        </Button>,
        <Button key="save" type="primary" onClick={onSave} loading={saving}>
          {t('fu.save')}
        </Button>,
      ]}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSave();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        {children}
      </form>
      {failure !== null && failure !== undefined && (
        <div style={{ marginTop: 16 }}>
          <FormError message={errorMessage(failure, { fallback: t('fu.saveFailed') })} />
        </div>
      )}
    </Modal>
  );
}

export interface FieldProps {
  id: string;
  label: string;
  /** Why what was given cannot be saved, under the field. */
  error?: string | null;
  /** A group of buttons is named by the label's id; a single control by the label's `for`. */
  group?: boolean;
  children: ReactNode;
}

/** A labelled field with its message. */
export function Field({ id, label, error, group = false, children }: FieldProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {group ? (
        <span id={`${id}-label`} style={{ fontWeight: 500 }}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {label}
        </label>
      )}
      {children}
      {error && (
        <span className="sc-text-danger" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export interface ChoiceButtonsProps<T extends string> {
  /** The Field's id: the group is named by its label. */
  id: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  invalid?: boolean;
}

/** One choice among a few, as big buttons one under another: a tap each, easy to hit on a phone. */
export function ChoiceButtons<T extends string>({ id, value, options, onChange, invalid }: ChoiceButtonsProps<T>) {
  return (
    <Radio.Group
      // Named by the field: radios of two groups in one dialog must never share a name.
      name={id}
      aria-labelledby={`${id}-label`}
      aria-describedby={invalid ? `${id}-error` : undefined}
      optionType="button"
      buttonStyle="solid"
      size="large"
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {options.map((option) => (
        <Radio.Button
          key={option.value}
          value={option.value}
          style={{ height: 'auto', minHeight: 44, lineHeight: 1.4, padding: '10px 16px', borderRadius: 6, whiteSpace: 'normal' }}
        >
          {option.label}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}

/** The quick choices of a day ahead, in days from today: tomorrow, in 3 days, in a week. */
export const QUICK_DAYS = [
  { days: 1, text: 'fu.tomorrow' },
  { days: 3, text: 'fu.in3Days' },
  { days: 7, text: 'fu.inAWeek' },
] as const;

export interface DayAheadProps {
  id: string;
  label: string;
  value: Day | null;
  onChange: (day: Day | null) => void;
  /** The furthest day offered. */
  latest: Day;
  error?: string | null;
}

/** A day ahead: a quick choice in one tap, or any day from today to `latest` in the calendar. */
export function DayAhead({ id, label, value, onChange, latest, error }: DayAheadProps) {
  const { t } = useClinicalTranslation();
  const now = today();
  const quick = QUICK_DAYS.find(({ days }) => addDays(now, days) === value)?.days;
  return (
    <Field id={id} label={label} error={error} group>
      <Radio.Group
        name={`${id}-quick`}
        aria-labelledby={`${id}-label`}
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={quick}
        onChange={(event) => onChange(addDays(now, event.target.value as number))}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {QUICK_DAYS.map(({ days, text }) => (
          <Radio.Button key={days} value={days} style={{ borderRadius: 6 }}>
            {t(text)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <label htmlFor={id}>{t('fu.otherDay')}</label>
      <DayPicker
        id={id}
        value={dayAsInstant(value)}
        onChange={(instant) => onChange(instantAsDay(instant))}
        min={dayAsInstant(now)}
        max={dayAsInstant(latest)}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </Field>
  );
}

/** An optional note: behind a link, so the usual call takes no more than its taps. */
export function NoteField({
  value,
  onChange,
  shown = false,
}: {
  value: string;
  onChange: (note: string) => void;
  shown?: boolean;
}) {
  const { t } = useClinicalTranslation();
  const id = useId();
  const [open, setOpen] = useState(shown);
  if (!open)
    return (
      <Button type="link" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start', padding: 0 }}>
        {t('fu.addNote')}
      </Button>
    );
  return (
    <Field id={id} label={t('fu.note')}>
      <Input.TextArea id={id} value={value} onChange={(event) => onChange(event.target.value)} maxLength={500} rows={2} />
    </Field>
  );
}
