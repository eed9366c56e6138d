import { Radio } from 'antd';
import { useTranslation } from '../i18n/i18n';
import type { Gender } from '../types';
import { GENDER_OPTIONS } from '@screening/domain/validation';

/** `value` and `onChange` are given by the form's Form.Item when the field is one of its named fields. */
export interface GenderButtonsProps {
  /** The upper-case wire value, or '' / null when none is chosen yet. */
  value?: Gender | '' | null;
  onChange?: (gender: Gender) => void;
  disabled?: boolean;
  /** Id of the first button's input, so a form can move the focus to the group (e.g. on an error). */
  id?: string;
  /** Accessible name of the group. */
  label?: string;
  /** Given by the Form.Item while the field is in error: said on the group, as on any other control. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Given by the Form.Item: the id of its error under the group. */
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** The gender buttons Male / Female / Other (docs/screens.md §9): one radio group, keyboard operable, values MALE/FEMALE/OTHER. */
export function GenderButtons({
  value,
  onChange,
  disabled,
  id,
  label,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'aria-required': required,
}: GenderButtonsProps) {
  const { t } = useTranslation('shared');
  return (
    <Radio.Group
      aria-label={label ?? t('gender.label')}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={required}
      optionType="button"
      buttonStyle="solid"
      value={value || undefined}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.value as Gender)}
    >
      {GENDER_OPTIONS.map((option, index) => (
        <Radio.Button key={option} value={option.toUpperCase()} id={index === 0 ? id : undefined}>
          {t(`gender.${option.toUpperCase()}`)}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
