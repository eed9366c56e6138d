/** The fields of New Screening Enrollment, as the form and the correction of a refused enrolment or tag show them. */
import {
  ageCode,
  mobileTypingCode,
  sanitiseAge,
  sanitiseEnrolmentMobile,
  sanitiseStreetId,
  streetIdTypingCode,
  type EnrolmentValues,
  type FieldErrors,
  type RuleCode,
} from '@screening/shared';
import { DigitsInput, GenderButtons, Input, ruleMessage } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { DigitsField, Field, TextField, describedBy } from '../wizard/field';
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
