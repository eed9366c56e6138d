/** What the call and update dialogs share: the dialog with its Save, big choice buttons, a day, an optional note. */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { errorMessage } from '@screening/shared';
import {
  BoundControl,
  Button,
  DayPicker,
  Form,
  FormError,
  Input,
  Modal,
  Radio,
  type FormInstance,
  type FormItemProps,
  type FormProps,
  type FormRule,
} from '@screening/shared/ui';
import { addDays, type Day } from '@screening/domain/follow-up';
import { useClinicalTranslation } from '../i18n';
import { dayAsInstant, instantAsDay, today } from './days';

export interface RecordDialogProps<Values extends object> {
  title: string;
  saving: boolean;
  /** The last failed save: the server's refusal in her language, or what the screen says when it gave none. */
  failure: unknown;
  onCancel: () => void;
  /** The dialog's form (useRuleForm): its rules are checked on Save, the first field in error takes the focus. */
  rules: { form: FormInstance<Values>; formProps: FormProps<Values> };
  initialValues?: Partial<Values>;
  /** Called on Save (or Enter in a field) once every rule passed, with every value the dialog holds. */
  onSave: (values: Values) => void;
  children: ReactNode;
}

/** A dialog that records one call or move: what was chosen stays while a save is refused, and Save waits for the answer. */
export function RecordDialog<Values extends object>({
  title,
  saving,
  failure,
  onCancel,
  rules: { form, formProps },
  initialValues,
  onSave,
  children,
}: RecordDialogProps<Values>) {
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
        <Button key="save" type="primary" onClick={() => form.submit()} loading={saving}>
          {t('fu.save')}
        </Button>,
      ]}
    >
      <Form<Values>
        {...formProps}
        initialValues={initialValues}
        // Every value the form holds, a note behind its link too: each dialog sends what its choice asks for.
        onFinish={() => {
          if (!saving) onSave(form.getFieldsValue(true));
        }}
        noValidate
        // Save is in the dialog's footer, outside the form: Enter in a field saves here. A note's Enter is a new line;
        // a date field's confirms its day (and stops here).
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.defaultPrevented || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          form.submit();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        {children}
      </Form>
      {failure !== null && failure !== undefined && (
        <div style={{ marginTop: 16 }}>
          <FormError message={errorMessage(failure, { fallback: t('fu.saveFailed') })} />
        </div>
      )}
    </Modal>
  );
}

/** What a field's control is given for its error: marked invalid, and described by the message. */
export interface FieldA11y {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  /** The field's name in the dialog's form. */
  name: string;
  label: string;
  /** Its rules (codeRule of the follow-up rules), checked on Save. */
  rules?: FormRule[];
  /** The control's props for the field's value, and what the field keeps of a change. */
  getValueProps?: FormItemProps['getValueProps'];
  normalize?: FormItemProps['normalize'];
  /** A group of buttons is named by the label's id; a single control by the label's `for`. */
  group?: boolean;
  /** The control, given its accessibility props for the field's error. */
  children: (a11y: FieldA11y) => ReactElement<Record<string, unknown>>;
}

/** A labelled field of the dialog's form with its error under it, announced as an alert. */
export function Field({ id, name, label, group = false, children, ...item }: FieldProps) {
  return (
    // Re-rendered on every change of the form: errors are not a value a watch follows.
    <Form.Item noStyle shouldUpdate>
      {({ getFieldError }) => {
        const error: ReactNode = getFieldError(name)[0];
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
            <Form.Item name={name} noStyle {...item}>
              <BoundControl control={children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})} />
            </Form.Item>
            {error && (
              <span className="sc-text-danger" id={`${id}-error`} role="alert">
                {error}
              </span>
            )}
          </div>
        );
      }}
    </Form.Item>
  );
}

export interface ChoiceButtonsProps<T extends string> extends FieldA11y {
  /** The Field's id: the group is named by its label; the first choice takes the focus when the field is refused. */
  id: string;
  options: readonly { value: T; label: string }[];
  /** Given by the field. */
  value?: T;
  onChange?: (value: T) => void;
}

/** One choice among a few, as big buttons one under another: a tap each, easy to hit on a phone. */
export function ChoiceButtons<T extends string>({ id, value, options, onChange, ...a11y }: ChoiceButtonsProps<T>) {
  return (
    <Radio.Group
      // Named by the field: radios of two groups in one dialog must never share a name.
      name={id}
      aria-labelledby={`${id}-label`}
      {...a11y}
      optionType="button"
      buttonStyle="solid"
      size="large"
      value={value}
      onChange={(event) => onChange?.(event.target.value as T)}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {options.map((option, index) => (
        <Radio.Button
          key={option.value}
          id={index === 0 ? id : undefined}
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

export interface DayAheadProps extends FieldA11y {
  /** The Field's id: the calendar's. */
  id: string;
  /** Given by the field. */
  value?: Day | null;
  onChange?: (day: Day | null) => void;
  /** The furthest day offered. */
  latest: Day;
}

/** A day ahead: a quick choice in one tap, or any day from today to `latest` in the calendar. */
export function DayAhead({ id, value, onChange, latest, ...a11y }: DayAheadProps) {
  const { t } = useClinicalTranslation();
  const now = today();
  const quick = QUICK_DAYS.find(({ days }) => addDays(now, days) === value)?.days;
  return (
    <>
      <Radio.Group
        name={`${id}-quick`}
        aria-labelledby={`${id}-label`}
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={quick}
        onChange={(event) => onChange?.(addDays(now, event.target.value as number))}
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
        value={dayAsInstant(value ?? null)}
        onChange={(instant) => onChange?.(instantAsDay(instant))}
        min={dayAsInstant(now)}
        max={dayAsInstant(latest)}
        invalid={Boolean(a11y['aria-invalid'])}
        {...a11y}
      />
    </>
  );
}

/** A date field of the form holds the day ('yyyy-mm-dd'); its calendar, an instant. */
export const DAY_FIELD = {
  getValueProps: (day: Day | null | undefined) => ({ value: dayAsInstant(day ?? null) }),
  normalize: (instant: string | null) => instantAsDay(instant),
} as const;

/** An optional note: behind a link, so the usual call takes no more than its taps. */
export function NoteField({ shown = false }: { shown?: boolean }) {
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
    <Field id={id} name="note" label={t('fu.note')}>
      {() => <Input.TextArea id={id} maxLength={500} rows={2} />}
    </Field>
  );
}
