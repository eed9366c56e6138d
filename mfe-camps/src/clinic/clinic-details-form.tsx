import { useId, useState } from 'react';
import {
  CLINIC_NAME_MAX_LENGTH,
  CLINIC_REQUIRED_MESSAGE,
  sanitiseClinicId,
  sanitisePincode,
  type ClinicDetails,
  type FieldErrors,
} from '@screening/shared';
import { DayPicker, DigitsInput, Form, Input } from '@screening/shared/ui';
import { campsMessage, useCampsTranslation } from '../i18n';
import type { GeographyLoaders } from './clinic.api';
import { GeographyCascade, type GeographyChoice, type GeographyValue } from './geography-cascade';

export interface ClinicDetailsFormProps {
  value: ClinicDetails;
  onChange: (next: ClinicDetails) => void;
  errors?: FieldErrors<keyof ClinicDetails>;
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

/** The clinic ID suggested by the geography: state + district + taluk + panchayat codes (docs/screens.md §3), at most 7 digits. */
export function suggestedClinicId(chosen: GeographyChoice): string | null {
  const { state, district, taluk, panchayat } = chosen;
  if (!state || !district || !taluk || !panchayat) return null;
  return sanitiseClinicId(`${state.code}${district.code}${taluk.code}${panchayat.code}`);
}

/** A field's message; the shared 'Please fill out all required fields.' is said once above the form, not per field. */
const fieldHelp = (message: string | undefined) =>
  message && message !== CLINIC_REQUIRED_MESSAGE ? campsMessage(message) : undefined;
const status = (message: string | undefined) => (message ? ('error' as const) : undefined);

/**
 * The fields of an outreach clinic (docs/screens.md §2 creation and edit screens): name, pincode, the geography cascade,
 * start and end dates (dd/mm/yyyy, from today, end not before start; a typed day outside says why at the field)
 * and the clinic ID.
 */
export function ClinicDetailsForm({
  value,
  onChange,
  errors = {},
  loaders,
  clinicId,
  startLabel,
  endLabel,
  today = new Date(),
  disabled,
}: ClinicDetailsFormProps) {
  const { t } = useCampsTranslation();
  const ids = { name: useId(), pincode: useId(), start: useId(), end: useId(), clinicId: useId() };
  const set = (change: Partial<ClinicDetails>) => onChange({ ...value, ...change });
  // A clinic starting after today ends on or after its start; one already started ends today or later.
  const endsAfterStart = Boolean(value.startDate && new Date(value.startDate) > today);
  // The ID the location last suggested: the hint speaks of it only while the field still holds it.
  const [suggested, setSuggested] = useState<string | null>(null);

  const changeGeography = (next: GeographyValue, chosen: GeographyChoice) => {
    const suggestion = clinicId === 'suggested' && next.panchayatId !== null ? suggestedClinicId(chosen) : null;
    if (suggestion) setSuggested(suggestion);
    set({ ...next, ...(suggestion ? { campIdPrefix: suggestion } : {}) });
  };
  const hint =
    clinicId !== 'suggested'
      ? undefined
      : value.campIdPrefix === ''
        ? t('suggestedLater')
        : value.campIdPrefix === suggested
          ? t('suggested')
          : undefined;

  const clinicIdField = (
    <Form.Item
      label={t('card.clinicId', { ns: 'shared' })}
      htmlFor={ids.clinicId}
      required
      validateStatus={status(errors.campIdPrefix)}
      help={fieldHelp(errors.campIdPrefix)}
      // A hint, not a verdict: it keeps its own colour when the field is marked.
      extra={hint}
    >
      <DigitsInput
        id={ids.clinicId}
        aria-required
        value={value.campIdPrefix}
        readOnly={clinicId === 'readonly'}
        disabled={disabled}
        sanitise={sanitiseClinicId}
        onChange={(campIdPrefix) => set({ campIdPrefix })}
      />
    </Form.Item>
  );

  return (
    <Form layout="vertical" component={false}>
      {clinicId === 'readonly' && clinicIdField}
      <Form.Item label={t('name')} htmlFor={ids.name} required validateStatus={status(errors.name)} help={fieldHelp(errors.name)}>
        <Input
          id={ids.name}
          aria-required
          value={value.name}
          maxLength={CLINIC_NAME_MAX_LENGTH}
          disabled={disabled}
          autoComplete="off"
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('card.pincode', { ns: 'shared' })}
        htmlFor={ids.pincode}
        required
        validateStatus={status(errors.pincode)}
        help={fieldHelp(errors.pincode)}
      >
        <DigitsInput
          id={ids.pincode}
          aria-required
          value={value.pincode}
          disabled={disabled}
          autoComplete="postal-code"
          sanitise={sanitisePincode}
          onChange={(pincode) => set({ pincode })}
        />
      </Form.Item>
      <GeographyCascade
        value={{ stateId: value.stateId, districtId: value.districtId, talukId: value.talukId, panchayatId: value.panchayatId }}
        onChange={changeGeography}
        loaders={loaders}
        disabled={disabled}
        errors={{
          stateId: errors.stateId ? (fieldHelp(errors.stateId) ?? true) : null,
          districtId: errors.districtId ? (fieldHelp(errors.districtId) ?? true) : null,
          talukId: errors.talukId ? (fieldHelp(errors.talukId) ?? true) : null,
          panchayatId: errors.panchayatId ? (fieldHelp(errors.panchayatId) ?? true) : null,
        }}
      />
      <Form.Item
        label={startLabel ?? t('card.startDate', { ns: 'shared' })}
        htmlFor={ids.start}
        required
        validateStatus={status(errors.startDate)}
        help={fieldHelp(errors.startDate)}
      >
        <DayPicker
          id={ids.start}
          aria-required
          value={value.startDate}
          min={today}
          minMessage={t('msg.startPast')}
          invalid={Boolean(errors.startDate)}
          disabled={disabled}
          onChange={(startDate) => set({ startDate })}
        />
      </Form.Item>
      <Form.Item
        label={endLabel ?? t('card.endDate', { ns: 'shared' })}
        htmlFor={ids.end}
        validateStatus={status(errors.endDate)}
        help={fieldHelp(errors.endDate)}
      >
        <DayPicker
          id={ids.end}
          value={value.endDate}
          min={endsAfterStart ? value.startDate : today}
          minMessage={t(endsAfterStart ? 'msg.endBeforeStart' : 'msg.endPast')}
          invalid={Boolean(errors.endDate)}
          disabled={disabled}
          onChange={(endDate) => set({ endDate })}
        />
      </Form.Item>
      {clinicId === 'suggested' && clinicIdField}
    </Form>
  );
}
