/** The fields of New Screening Enrollment, as the form and the correction of a refused enrolment or tag show them. */
import {
  ageCode,
  enrolmentCodes,
  mobileTypingCode,
  sanitiseAge,
  sanitiseEnrolmentMobile,
  sanitiseStreetId,
  streetIdTypingCode,
  type EnrolmentValues,
  type RuleCode,
} from '@screening/shared';
import { codeRule, DigitsInput, GenderButtons, Input, ruleMessage, type FormRule } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { FormField } from '../wizard/field';
import type { EnrolmentForm } from './enrolment-form';

/** The Enroll or Save whose rules the form's submit rules apply; null checks only the while-typing rules. */
export type EnrolmentCheck = 'enrol' | 'save' | null;

/** Each field's input id, in the order the form shows them (the first in error takes the focus). */
export const ENROLMENT_FIELD_IDS: Record<keyof Omit<EnrolmentValues, 'reason'>, string> = {
  name: 'enrol-name',
  mobileNo: 'enrol-mobile',
  gender: 'enrol-gender',
  age: 'enrol-age',
  address: 'enrol-address',
  streetId: 'enrol-street',
};
type EnrolmentField = keyof typeof ENROLMENT_FIELD_IDS;

/** A rule run only by the trigger named (a submit validates every rule; a change only its `onChange` ones). */
const on =
  (trigger: string, rule: FormRule): FormRule =>
  (form) => ({
    ...(typeof rule === 'function' ? rule(form) : rule),
    validateTrigger: trigger,
  });
/** No field event is called so: the rule runs when the form is validated whole (Enroll, Save). */
const SUBMIT = 'submit';

/**
 * Each field's rules: first the ones of the Enroll or Save being checked (`check`), then the while-typing ones,
 * which also run as the field changes. A field shows one error: its Enroll or Save refusal, else its typing one.
 */
export function enrolmentRules(check: { readonly current: EnrolmentCheck }, locked: boolean): Record<EnrolmentField, FormRule[]> {
  const submitted = (field: EnrolmentField) =>
    on(
      SUBMIT,
      codeRule<EnrolmentForm>((_value, values) =>
        check.current ? (enrolmentCodes(values, { mode: check.current, editing: locked })[field] ?? null) : null,
      ),
    );
  const typed = (code: (value: unknown) => RuleCode | null) =>
    on(
      'onChange',
      codeRule((value) => code(value)),
    );
  return {
    name: [submitted('name')],
    mobileNo: [submitted('mobileNo'), typed(mobileTypingCode)],
    gender: [submitted('gender')],
    age: [submitted('age'), typed((value) => (value === '' ? null : ageCode(value)))],
    address: [submitted('address')],
    streetId: locked ? [] : [submitted('streetId'), typed((value) => (value === '' ? null : streetIdTypingCode(value)))],
  };
}

export interface EnrolmentFormFieldsProps {
  rules: Record<EnrolmentField, FormRule[]>;
  locked: boolean;
  saving: boolean;
}

/** The fields of New Screening Enrollment in its antd Form, and of the correction of a refused enrolment or tag. */
export function EnrolmentFormFields({ rules, locked, saving }: EnrolmentFormFieldsProps) {
  const { t } = usePatientsTranslation();
  const field = (name: EnrolmentField, label: string, required: boolean) => ({
    id: ENROLMENT_FIELD_IDS[name],
    name,
    label,
    required,
    rules: rules[name],
    // The typing rules run as the field changes; Enroll and Save check the rest.
    validateTrigger: rules[name].length > 1 ? 'onChange' : undefined,
    validateFirst: true,
  });
  return (
    <>
      <FormField {...field('name', t('card.name', { ns: 'shared' }), true)}>
        {(a11y) => <Input id="enrol-name" autoComplete="off" {...a11y} />}
      </FormField>
      <FormField {...field('mobileNo', t('field.mobile'), true)}>
        {(a11y) => (
          <DigitsInput
            id="enrol-mobile"
            autoComplete="off"
            sanitise={sanitiseEnrolmentMobile}
            lengthMessage={ruleMessage('MOBILE_EXACT')}
            {...a11y}
          />
        )}
      </FormField>
      <FormField {...field('gender', t('gender.label', { ns: 'shared' }), true)} group>
        {(a11y) => <GenderButtons id="enrol-gender" disabled={saving} {...a11y} />}
      </FormField>
      <FormField {...field('age', t('first.age'), true)}>
        {/* e, E, +, -, . are not kept (docs/screens.md §5) and, like any non-digit, say so. */}
        {(a11y) => <DigitsInput id="enrol-age" sanitise={sanitiseAge} {...a11y} />}
      </FormField>
      <FormField {...field('address', t('field.address'), false)}>
        {(a11y) => <Input.TextArea id="enrol-address" rows={3} {...a11y} />}
      </FormField>
      <FormField {...field('streetId', t('field.streetId'), false)}>
        {(a11y) => (
          <DigitsInput
            id="enrol-street"
            placeholder="001"
            autoComplete="off"
            disabled={locked || saving}
            sanitise={sanitiseStreetId}
            lengthMessage={ruleMessage('STREET_ID_FORMAT')}
            {...a11y}
          />
        )}
      </FormField>
    </>
  );
}
