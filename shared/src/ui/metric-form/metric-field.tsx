import { Form, Input, Radio, Select } from 'antd';
import {
  type AnswerInput,
  type NormalisedParam,
  fieldKind,
  optionLabel,
  optionsOf,
  questionLabel,
} from '@screening/domain/forms';
import { RULE_REFUSALS, type RuleCode } from '@screening/domain/api/rule-codes';
import { currentLanguage, translateMessage, useTranslation } from '../../i18n/i18n';
import { DigitsInput } from '../digits-input';
import { ruleMessage } from '../rule-form';
import { MetricDatePicker } from './metric-date-picker';

/** Selects with more options than this get a search box (e.g. the 14 relations, the 10 cancer sites). */
export const SEARCH_THRESHOLD = 7;

export interface MetricFieldProps {
  param: NormalisedParam;
  /** Id of the control; the label, the error and the radio group derive theirs from it. */
  id: string;
  value: readonly string[];
  required: boolean;
  /** The refusal shown under the field, by its code: worded in the current language. */
  error?: RuleCode | null;
  disabled?: boolean;
  onChange: (value: AnswerInput) => void;
  /** Rewrites free text as it is typed (e.g. digits only for an age). */
  sanitise?: (text: string) => string;
}

/**
 * A field's refusal in the current language. A remote built against an earlier shared (the remotes require only its
 * minor version) passes the rule's English rather than its code: that is still shown, worded by its English.
 */
const worded = (error: string): string =>
  Object.hasOwn(RULE_REFUSALS, error) ? ruleMessage(error as RuleCode) : translateMessage(error);

/**
 * One metric question: its label (testName, trimmed, or its text in the chosen language), the control its value
 * type calls for, its error. Options show in the chosen language; their values stay the English ones.
 */
export function MetricField({ param, id, value, required, error, disabled, onChange, sanitise }: MetricFieldProps) {
  // The hook re-renders the field when the language changes: its label, options and error follow it.
  const { t } = useTranslation('shared');
  const language = currentLanguage();
  const kind = fieldKind(param);
  const label = questionLabel(param, language);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const aria = {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const options = optionsOf(param).map((option) => ({ value: option, label: optionLabel(param, option, language) }));
  const first = value[0];

  let control;
  switch (kind) {
    case 'select':
    case 'multi':
      control = (
        <Select
          id={id}
          mode={kind === 'multi' ? 'multiple' : undefined}
          value={kind === 'multi' ? [...value] : first}
          options={options}
          placeholder={t('common.select')}
          allowClear
          showSearch={options.length > SEARCH_THRESHOLD ? { optionFilterProp: 'label' } : false}
          onChange={(next: string | string[] | undefined) => onChange(next ?? null)}
          status={error ? 'error' : undefined}
          disabled={disabled}
          {...aria}
        />
      );
      break;
    case 'buttons':
      control = (
        <Radio.Group
          id={id}
          optionType="button"
          buttonStyle="solid"
          options={options}
          value={first}
          onChange={(event) => onChange(event.target.value as string)}
          disabled={disabled}
          aria-labelledby={labelId}
          {...aria}
        />
      );
      break;
    case 'date':
      control = (
        <MetricDatePicker
          id={id}
          value={first ?? ''}
          onChange={onChange}
          disabled={disabled}
          required={required}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      );
      break;
    default:
      // A sanitised field says why it did not keep what was typed; a free-text one keeps it all and never does.
      control = sanitise ? (
        <DigitsInput
          id={id}
          inputMode="text"
          value={first ?? ''}
          sanitise={sanitise}
          onChange={onChange}
          status={error ? 'error' : undefined}
          disabled={disabled}
          {...aria}
        />
      ) : (
        <Input
          id={id}
          value={first ?? ''}
          onChange={(event) => onChange(event.target.value)}
          status={error ? 'error' : undefined}
          disabled={disabled}
          {...aria}
        />
      );
  }

  return (
    <Form.Item
      label={<span id={labelId}>{label}</span>}
      // A radio group is not a labelable element: it is named by aria-labelledby instead.
      htmlFor={kind === 'buttons' ? undefined : id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={errorId} role="alert">
            {worded(error)}
          </span>
        ) : undefined
      }
    >
      {control}
    </Form.Item>
  );
}
