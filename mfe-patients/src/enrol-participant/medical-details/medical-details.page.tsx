/** Medical Details (docs/screens.md §2, §5 "Medical"): medical history, vitals, and Women's Health for FEMALE or OTHER. */
import { useState } from 'react';
import {
  hasErrors,
  hasWomensHealth,
  sanitiseBloodPressure,
  sanitiseHeight,
  sanitisePulse,
  sanitiseWeight,
  digitsOnly,
  medicalCodes,
  PREFILL_TYPE,
  type Participant,
} from '@screening/shared';
import { Form, FormError, ruleMessage, Select } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { asOptions } from '../general-details/general-options';
import { ChoiceButtons, DigitsField, Field, TextField, yesNoOptions } from '../wizard/field';
import { StepActions } from '../wizard/step-actions';
import { LoadState, StepFrame } from '../wizard/step-frame';
import { draftKey } from '../wizard/steps';
import { submitError } from '../wizard/submit-error';
import { useStepSubmit } from '../wizard/use-step-submit';
import { usePrefilledDraft } from '../wizard/use-prefilled-draft';
import { saveMedicalHistory } from './medical.api';
import {
  EMPTY_MEDICAL,
  isEmptyMedical,
  medicalFormOf,
  medicalRequest,
  type MedicalForm,
  type WomensHealthForm,
} from './medical-form';
import { MEDICAL_HISTORY_OPTIONS } from './medical-options';
import { WomensHealthSection } from './womens-health-section';

export const MEDICAL_SAVE_FAILED = 'Failed to submit data. Please try again.';

export default function MedicalDetailsPage() {
  const { t } = usePatientsTranslation();
  return <StepFrame title={t('title.medical')}>{(participant) => <MedicalDetailsForm participant={participant} />}</StepFrame>;
}

const SPO2 = 'spo2';

type TextKey = 'bloodPressure' | 'pulseRate' | 'weight' | 'height' | 'spo2' | 'allergy' | 'otherComplaints';

function MedicalDetailsForm({ participant }: { participant: Participant }) {
  const { t } = usePatientsTranslation();
  const { draft, load } = usePrefilledDraft(draftKey(PATHS.medicalDetails, participant.id), EMPTY_MEDICAL, {
    candidateId: participant.id,
    type: PREFILL_TYPE.medicalDetails,
    toForm: medicalFormOf,
  });
  const form = draft.value;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors = medicalCodes(form, participant.age, { gender: participant.gender });

  const flow = useStepSubmit({
    step: PATHS.medicalDetails,
    validate: () => (hasErrors(errors) ? 'MEDICAL_SUMMARY' : null),
    isEmpty: () => isEmptyMedical(form),
    save: async () => {
      await saveMedicalHistory(medicalRequest(form, participant.id, participant.gender));
    },
    errorMessage: (failure) => submitError(failure, MEDICAL_SAVE_FAILED),
    onSaved: draft.discard,
  });

  const shown = (field: string) => {
    const code = flow.attempted || touched.has(field) ? errors[field as keyof typeof errors] : undefined;
    return code && ruleMessage(code);
  };
  const update = (patch: Partial<MedicalForm>, fields: string[]) => {
    draft.change((previous) => ({ ...previous, ...patch }));
    setTouched((previous) => new Set([...previous, ...fields]));
    flow.clearError();
  };

  const text = (
    field: TextKey,
    label: string,
    sanitise: (next: string, previous: string) => string = (next) => next,
    inputMode?: 'decimal',
  ) => (
    <TextField
      id={`medical-${field}`}
      label={label}
      inputMode={inputMode}
      value={form[field]}
      error={shown(field)}
      onChange={(typed) => update({ [field]: sanitise(typed, form[field]) }, [field])}
    />
  );
  const digits = (field: 'pulseRate' | 'height' | 'spo2', label: string, sanitise: (typed: string) => string) => (
    <DigitsField
      id={`medical-${field}`}
      label={label}
      value={form[field]}
      error={shown(field)}
      sanitise={sanitise}
      onChange={(kept) => update({ [field]: kept }, [field])}
    />
  );

  return (
    <LoadState {...load}>
      <Form layout="vertical" component="div" disabled={flow.isPending}>
        <Field id="medical-history" label={t('medical.history')}>
          <Select
            id="medical-history"
            mode="multiple"
            allowClear
            placeholder={t('medical.selectHistory')}
            value={form.medicalhistory}
            options={asOptions(MEDICAL_HISTORY_OPTIONS, 'history')}
            onChange={(values: string[]) => update({ medicalhistory: values }, ['medicalhistory'])}
          />
        </Field>
        {text('bloodPressure', t('medical.bp'), sanitiseBloodPressure)}
        {digits('pulseRate', t('medical.pulse'), sanitisePulse)}
        {text('weight', t('medical.weight'), sanitiseWeight, 'decimal')}
        <Field id="medical-historyOfSurgery" label={t('medical.surgery')} group>
          <ChoiceButtons
            id="medical-historyOfSurgery"
            options={yesNoOptions()}
            value={form.historyOfSurgery}
            disabled={flow.isPending}
            onChange={(v) => update({ historyOfSurgery: v as MedicalForm['historyOfSurgery'] }, ['historyOfSurgery'])}
          />
        </Field>
        {digits('height', t('medical.height'), sanitiseHeight)}
        {digits(SPO2, t('medical.spo2'), (typed) => digitsOnly(typed, 3))}
        {text('allergy', t('medical.allergy'))}
        {text('otherComplaints', t('medical.complaints'))}
        {hasWomensHealth(participant.gender) && (
          <WomensHealthSection
            values={form}
            disabled={flow.isPending}
            errors={
              Object.fromEntries(Object.keys(errors).map((field) => [field, shown(field)])) as Partial<
                Record<keyof WomensHealthForm, string>
              >
            }
            onChange={(values, fields) => update(values, fields)}
          />
        )}
        <FormError message={flow.error} />
        <StepActions moves={['prev', 'finish', 'next']} onMove={flow.submit} canFinish={flow.check} busy={flow.isPending} />
      </Form>
    </LoadState>
  );
}
