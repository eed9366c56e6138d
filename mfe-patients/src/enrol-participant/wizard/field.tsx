import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { i18n } from '@screening/shared';
import { BoundControl, Form, Radio, type FormItemProps, type FormRule } from '@screening/shared/ui';
import { translated } from '../../i18n';

export interface FieldProps {
  /** The control's id; the label points at it, the error is `{id}-error`. */
  id: string;
  label: string;
  error?: string | null;
  required?: boolean;
  /** A group of buttons is not labelable: the label gets the id `{id}-label` for aria-labelledby instead. */
  group?: boolean;
  children: ReactNode;
}

/** A field's label, its "*" when required, and its error under it, announced as an alert. */
function FieldFrame({ id, label, error, required, group = false, children }: FieldProps) {
  return (
    <Form.Item
      label={<span id={`${id}-label`}>{label}</span>}
      htmlFor={group ? undefined : id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={`${id}-error`} role="alert">
            {translated(error)}
          </span>
        ) : undefined
      }
    >
      {children}
    </Form.Item>
  );
}

/**
 * A labelled form field with its error under it (announced as an alert). A required one's control says so by
 * aria-required: the label's "*" is for the eye only.
 */
export function Field(props: FieldProps) {
  const { required, children } = props;
  const control =
    required && isValidElement<{ 'aria-required'?: boolean }>(children)
      ? cloneElement(children, { 'aria-required': true })
      : children;
  return <FieldFrame {...props}>{control}</FieldFrame>;
}

/** Accessibility props of a control whose Field shows `error`. */
export const describedBy = (id: string, error?: ReactNode) =>
  ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }) as const;

export interface FormFieldProps {
  /** The control's id (its error is `{id}-error`, as for Field). */
  id: string;
  /** The field's name in the antd Form. */
  name: string;
  label: string;
  /** Its rules (codeRule of the domain's validators). */
  rules?: FormRule[];
  /** When its rules run besides Next, Prev and Finish (the form's default: never). */
  validateTrigger?: FormItemProps['validateTrigger'];
  /** What the field keeps of a change (a sanitiser). */
  normalize?: FormItemProps['normalize'];
  /** The control's props for the field's value. */
  getValueProps?: FormItemProps['getValueProps'];
  /** Its rules stop at the first that refuses. */
  validateFirst?: FormItemProps['validateFirst'];
  required?: boolean;
  group?: boolean;
  /** The control, given its accessibility props (its error, whether it is required). */
  children: (a11y: FieldA11y) => ReactElement<Record<string, unknown>>;
}

/** An error of a FormField, as Field shows one: inside `{id}-error`, announced as an alert. */
export const fieldError = (id: string, message: ReactNode) => (
  <span id={`${id}-error`} role="alert">
    {message}
  </span>
);

/**
 * A rule whose refusal antd shows as Field shows an error: inside `{id}-error`, announced as an alert. antd words
 * and animates it as any of its errors (no second copy of the message while one fades out).
 */
function shownAs(id: string, rule: FormRule): FormRule {
  return (form) => {
    const base = typeof rule === 'function' ? rule(form) : rule;
    const { validator } = base;
    if (!validator) return base;
    return {
      ...base,
      validator: (...args: Parameters<typeof validator>) =>
        Promise.resolve(validator(...args)).catch((message: ReactNode) => Promise.reject(fieldError(id, message))),
    };
  };
}

type FieldA11y = ReturnType<typeof describedBy> & { 'aria-required'?: true };

/** A field of an antd Form, laid out as Field lays one out; its rules' errors as Field shows an error. */
export function FormField({ id, name, label, required, group, rules, children, ...item }: FormFieldProps) {
  const shownRules = rules?.map((rule) => shownAs(id, rule));
  return (
    // Re-rendered on every change of the form, for the control's aria-invalid: errors are not a value a watch follows.
    <Form.Item noStyle shouldUpdate>
      {({ getFieldError }) => {
        const a11y: FieldA11y = { ...describedBy(id, getFieldError(name).length > 0), 'aria-required': required || undefined };
        return (
          <FieldFrame id={id} label={label} required={required} group={group}>
            <Form.Item name={name} rules={shownRules} {...item} noStyle>
              <BoundControl control={children(a11y)} />
            </Form.Item>
          </FieldFrame>
        );
      }}
    </Form.Item>
  );
}

export interface ChoiceButtonsProps {
  id: string;
  options: readonly { value: string; label: string }[];
  /** Given by the Form.Item of an antd Form, or by the page. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  error?: string | null;
}

/** Options shown as buttons (gender, house type, Yes/No), named by their Field's label. */
export function ChoiceButtons({ id, options, value, onChange, disabled, error }: ChoiceButtonsProps) {
  return (
    <Radio.Group
      id={id}
      optionType="button"
      buttonStyle="solid"
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      value={value || undefined}
      onChange={(event) => onChange?.(String(event.target.value))}
      disabled={disabled}
      aria-labelledby={`${id}-label`}
      {...describedBy(id, error)}
    />
  );
}

/** Yes and No (the values saved) in the current language. */
export const yesNoOptions = () => [
  { value: 'Yes', label: i18n.t('common.yes', { ns: 'shared' }) },
  { value: 'No', label: i18n.t('common.no', { ns: 'shared' }) },
];
