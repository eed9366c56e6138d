import { useState } from 'react';
import {
  CLINIC_NAME_MAX_LENGTH,
  sanitiseClinicId,
  sanitisePincode,
  type ClinicDetails,
  type ClinicRuleCode,
  type FieldErrors,
} from '@screening/shared';
import { codeRule, DayPicker, DigitsInput, Form, Input, type FormRule } from '@screening/shared/ui';
import { useCampsTranslation } from '../i18n';
import type { GeographyLoaders } from './clinic.api';
import { GeographyCascade, type GeographyChoice, type GeographyValue } from './geography-cascade';

export interface ClinicDetailsFormProps {
  /** The form's refusals by field: the creation rules, or the edit's. */
  codes: (values: ClinicDetails) => FieldErrors<keyof ClinicDetails, ClinicRuleCode>;
  /** The page's form's `setValues` (useRuleForm): a choice changes other fields as a user's change would. */
  setValues: (change: Partial<ClinicDetails>) => void;
  loaders: GeographyLoaders;
  /** 'suggested': editable, filled from the geography codes; 'readonly': shown, not editable (an existing clinic). */
  clinicId: 'suggested' | 'readonly';
  /** The date fields' labels: 'Start Date' and 'End Date' unless given. */
  startLabel?: string;
  endLabel?: string;
  /** The first day that may be chosen (today). */
  today?: Date;
  disabled?: boolean;
}

/** The order of the form's fields: the first one in error takes the focus. */
export const CLINIC_FIELD_IDS: { [K in keyof ClinicDetails]: string } = {
  name: 'clinic-name',
  pincode: 'clinic-pincode',
  stateId: 'clinic-state',
  districtId: 'clinic-district',
  talukId: 'clinic-taluk',
  panchayatId: 'clinic-panchayat',
  startDate: 'clinic-start',
  endDate: 'clinic-end',
  campIdPrefix: 'clinic-id',
};

/** The clinic ID suggested by the geography: state + district + taluk + panchayat codes (docs/screens.md §3), at most 7 digits. */
export function suggestedClinicId(chosen: GeographyChoice): string | null {
  const { state, district, taluk, panchayat } = chosen;
  if (!state || !district || !taluk || !panchayat) return null;
  return sanitiseClinicId(`${state.code}${district.code}${taluk.code}${panchayat.code}`);
}

/**
 * The fields of an outreach clinic (docs/screens.md §2 creation and edit screens): name, pincode, the geography cascade,
 * start and end dates (dd/mm/yyyy, from today, end not before start; a typed day outside says why at the field)
 * and the clinic ID.
 */
export function ClinicDetailsForm({
  codes,
  setValues,
  loaders,
  clinicId,
  startLabel,
  endLabel,
  today = new Date(),
  disabled,
}: ClinicDetailsFormProps) {
  const { t } = useCampsTranslation();
  const form = Form.useFormInstance<ClinicDetails>();
  const startDate: string | null = Form.useWatch('startDate', form) ?? null;
  const campIdPrefix: string = Form.useWatch('campIdPrefix', form) ?? '';
  // "Please fill out all required fields." is said once above the form; an empty field is marked only.
  const rules = (field: keyof ClinicDetails): FormRule[] => [
    codeRule<ClinicDetails>((_value, values) => codes(values)[field] ?? null, { quiet: ['CLINIC_REQUIRED'] }),
  ];
  // A clinic starting after today ends on or after its start; one already started ends today or later.
  const endsAfterStart = Boolean(startDate && new Date(startDate) > today);
  // The ID the location last suggested: the hint speaks of it only while the field still holds it.
  const [suggested, setSuggested] = useState<string | null>(null);

  const changeGeography = (next: Partial<GeographyValue>, chosen: GeographyChoice) => {
    const suggestion = clinicId === 'suggested' && next.panchayatId ? suggestedClinicId(chosen) : null;
    if (suggestion) setSuggested(suggestion);
    setValues({ ...next, ...(suggestion ? { campIdPrefix: suggestion } : {}) });
  };
  const hint =
    clinicId !== 'suggested'
      ? undefined
      : campIdPrefix === ''
        ? t('suggestedLater')
        : campIdPrefix === suggested
          ? t('suggested')
          : undefined;

  const clinicIdField = (
    <Form.Item
      name="campIdPrefix"
      label={t('card.clinicId', { ns: 'shared' })}
      htmlFor={CLINIC_FIELD_IDS.campIdPrefix}
      required
      rules={rules('campIdPrefix')}
      // A hint, not a verdict: it keeps its own colour when the field is marked.
      extra={hint}
    >
      <DigitsInput
        id={CLINIC_FIELD_IDS.campIdPrefix}
        aria-required
        readOnly={clinicId === 'readonly'}
        disabled={disabled}
        sanitise={sanitiseClinicId}
      />
    </Form.Item>
  );

  return (
    <>
      {clinicId === 'readonly' && clinicIdField}
      <Form.Item name="name" label={t('name')} htmlFor={CLINIC_FIELD_IDS.name} required rules={rules('name')}>
        <Input
          id={CLINIC_FIELD_IDS.name}
          aria-required
          maxLength={CLINIC_NAME_MAX_LENGTH}
          disabled={disabled}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="pincode"
        label={t('card.pincode', { ns: 'shared' })}
        htmlFor={CLINIC_FIELD_IDS.pincode}
        required
        rules={rules('pincode')}
      >
        <DigitsInput
          id={CLINIC_FIELD_IDS.pincode}
          aria-required
          disabled={disabled}
          autoComplete="postal-code"
          sanitise={sanitisePincode}
        />
      </Form.Item>
      <GeographyCascade ids={CLINIC_FIELD_IDS} onChange={changeGeography} loaders={loaders} disabled={disabled} rules={rules} />
      <Form.Item
        name="startDate"
        label={startLabel ?? t('card.startDate', { ns: 'shared' })}
        htmlFor={CLINIC_FIELD_IDS.startDate}
        required
        rules={rules('startDate')}
      >
        <DayPicker
          id={CLINIC_FIELD_IDS.startDate}
          aria-required
          min={today}
          minMessage={t('msg.startPast')}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={endLabel ?? t('card.endDate', { ns: 'shared' })}
        htmlFor={CLINIC_FIELD_IDS.endDate}
        rules={rules('endDate')}
      >
        <DayPicker
          id={CLINIC_FIELD_IDS.endDate}
          min={endsAfterStart ? startDate : today}
          minMessage={t(endsAfterStart ? 'msg.endBeforeStart' : 'msg.endPast')}
          disabled={disabled}
        />
      </Form.Item>
      {clinicId === 'suggested' && clinicIdField}
    </>
  );
}
