import { useId } from 'react';
import { digitsOnly, PLANNED_ENROLMENT_DIGITS } from '@screening/shared';
import { DigitsInput, Form } from '@screening/shared/ui';
import { useCampsTranslation } from '../i18n';

/**
 * How many participants the clinic plans to enrol: the dashboard's "enrolled of planned". Optional; blank says no
 * plan is recorded.
 */
export function PlannedEnrolmentField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useCampsTranslation();
  const id = useId();
  return (
    <Form.Item label={t('plannedEnrolment')} htmlFor={id} extra={t('plannedEnrolmentHelp')}>
      <DigitsInput
        id={id}
        value={value}
        disabled={disabled}
        sanitise={(typed) => digitsOnly(typed, PLANNED_ENROLMENT_DIGITS)}
        onChange={onChange}
      />
    </Form.Item>
  );
}
