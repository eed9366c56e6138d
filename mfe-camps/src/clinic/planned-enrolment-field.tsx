import { useId } from 'react';
import { digitsOnly, PLANNED_ENROLMENT_DIGITS } from '@screening/shared';
import { DigitsInput, Form } from '@screening/shared/ui';
import { useCampsTranslation } from '../i18n';

/**
 * How many participants the clinic plans to enrol: the dashboard's "enrolled of planned", the form's field
 * `plannedEnrolment`. Optional; blank says no plan is recorded.
 */
export function PlannedEnrolmentField({ disabled }: { disabled?: boolean }) {
  const { t } = useCampsTranslation();
  const id = useId();
  return (
    <Form.Item name="plannedEnrolment" label={t('plannedEnrolment')} htmlFor={id} extra={t('plannedEnrolmentHelp')}>
      <DigitsInput id={id} disabled={disabled} sanitise={(typed) => digitsOnly(typed, PLANNED_ENROLMENT_DIGITS)} />
    </Form.Item>
  );
}
