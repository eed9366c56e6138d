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
  type FieldErrors,
  type RuleCode,
} from '@screening/shared';
import { codeRule, DigitsInput, GenderButtons, Input, ruleMessage, type FormRule } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { DigitsField, Field, FormField, TextField, describedBy } from '../wizard/field';
import type { EnrolmentForm } from './enrolment-form';

/** The fields' messages, in the current language. */
export type EnrolmentErrors = FieldErrors<keyof EnrolmentValues>;
/** The fields' refusals by code (enrolmentCodes). */
export type EnrolmentRefusals = FieldErrors<keyof EnrolmentValues, RuleCode>;

/** Refusals worded in the current language. */
export const enrolmentMessages = (refusals: EnrolmentRefusals): EnrolmentErrors =>
  Object.fromEntries(Object.entries(refusals).map(([field, code]) => [field, code && ruleMessage(code)]));

export interface EnrolmentFieldsProps {
  form: EnrolmentForm;
  /** Errors of the last Enroll, Save or Send (a field's own while-typing message shows when it has none). */
  errors: EnrolmentErrors;
  /** A saved participant: her street ID is part of her Registration ID and cannot change. */
  locked: boolean;
  saving: boolean;
  onChange: <K extends keyof EnrolmentForm>(field: K, value: EnrolmentForm[K]) => void;
}

export function EnrolmentFields({ form, errors, locked, saving, onChange }: EnrolmentFieldsProps) {
  const { t } = usePatientsTranslation();
  const live = (field: keyof EnrolmentValues): RuleCode | null => {
    if (field === 'mobileNo') return mobileTypingCode(form.mobileNo);
    if (field === 'age' && form.age !== '') return ageCode(form.age);
    if (field === 'streetId' && !locked && form.streetId !== '') return streetIdTypingCode(form.streetId);
    return null;
  };
  const liveError = (field: keyof EnrolmentValues): string | null | undefined => {
    if (errors[field]) return errors[field];
    const code = live(field);
    return code && ruleMessage(code);
  };
  return (
    <>
      <TextField
        id="enrol-name"
        label={t('card.name', { ns: 'shared' })}
        required
        value={form.name}
        error={errors.name}
        onChange={(typed) => onChange('name', typed)}
      />
      <DigitsField
        id="enrol-mobile"
        label={t('field.mobile')}
        required
        value={form.mobileNo}
        error={liveError('mobileNo')}
        sanitise={sanitiseEnrolmentMobile}
        lengthMessage={ruleMessage('MOBILE_EXACT')}
        onChange={(kept) => onChange('mobileNo', kept)}
      />
      <Field id="enrol-gender" label={t('gender.label', { ns: 'shared' })} required group error={errors.gender}>
        <GenderButtons
          id="enrol-gender"
          value={form.gender}
          onChange={(gender) => onChange('gender', gender)}
          disabled={saving}
        />
      </Field>
      <Field id="enrol-age" label={t('first.age')} required error={liveError('age')}>
        {/* e, E, +, -, . are not kept (docs/screens.md §5) and, like any non-digit, say so. */}
        <DigitsInput
          id="enrol-age"
          value={form.age}
          sanitise={sanitiseAge}
          onChange={(kept) => onChange('age', kept)}
          {...describedBy('enrol-age', liveError('age'))}
        />
      </Field>
      <Field id="enrol-address" label={t('field.address')} error={errors.address}>
        <Input.TextArea
          id="enrol-address"
          rows={3}
          value={form.address}
          onChange={(e) => onChange('address', e.target.value)}
          {...describedBy('enrol-address', errors.address)}
        />
      </Field>
      <DigitsField
        id="enrol-street"
        label={t('field.streetId')}
        placeholder="001"
        value={form.streetId}
        disabled={locked || saving}
        error={liveError('streetId')}
        sanitise={sanitiseStreetId}
        lengthMessage={ruleMessage('STREET_ID_FORMAT')}
        onChange={(kept) => onChange('streetId', kept)}
      />
    </>
  );
}

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

/** The fields of New Screening Enrollment in its antd Form (the correction of a refused write keeps EnrolmentFields). */
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
        {() => <GenderButtons id="enrol-gender" disabled={saving} />}
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
