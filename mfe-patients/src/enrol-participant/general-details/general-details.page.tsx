/** General Details (docs/screens.md §2, §5 "General details"): family, income, house, education, ID proofs, social habits. */
import {
  errorMessage,
  generalDetailsCodes,
  hasErrors,
  i18n,
  httpStatus,
  isAxiosError,
  PREFILL_TYPE,
  sanitiseAadhaar,
  sanitiseAltMobile,
  sanitiseIncome,
  sanitiseRationCard,
  sanitiseVoterId,
} from '@screening/shared';
import { Form, FormError, ruleMessage, Select } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { saveCandidate } from '../wizard/candidates.api';
import { ChoiceButtons, DigitsField, Field, TextField, yesNoOptions } from '../wizard/field';
import { StepActions } from '../wizard/step-actions';
import { LoadState, StepFrame } from '../wizard/step-frame';
import { draftKey } from '../wizard/steps';
import { useStepSubmit } from '../wizard/use-step-submit';
import { usePrefilledDraft } from '../wizard/use-prefilled-draft';
import {
  EMPTY_GENERAL,
  generalFormOf,
  generalRequest,
  isEmptyGeneral,
  validationValues,
  type GeneralForm,
} from './general-details-form';
import { EDUCATION_OPTIONS, HOUSE_OPTIONS, OCCUPATION_OPTIONS, asOptions } from './general-options';
import { HabitsList } from './habits-list';

export const GENERAL_NETWORK_ERROR = 'An error occurred while submitting the form. Please try again.';

/** 'Error: {server message or status text}' when the server answered; the network message when it did not. */
export function generalSaveError(failure: unknown): string {
  const status = httpStatus(failure);
  if (status === undefined) return GENERAL_NETWORK_ERROR;
  const statusText = isAxiosError(failure) ? failure.response?.statusText : '';
  const reason = errorMessage(failure, { fallback: statusText || String(status), explained: [status] });
  return i18n.t('field.error', { ns: 'patients', reason: translated(reason) });
}

export default function GeneralDetailsPage() {
  const { t } = usePatientsTranslation();
  return <StepFrame title={t('title.general')}>{(participant) => <GeneralDetailsForm candidateId={participant.id} />}</StepFrame>;
}

function GeneralDetailsForm({ candidateId }: { candidateId: number }) {
  const { t } = usePatientsTranslation();
  const { draft, load } = usePrefilledDraft(draftKey(PATHS.generalDetails, candidateId), EMPTY_GENERAL, {
    candidateId,
    type: PREFILL_TYPE.generalDetails,
    toForm: generalFormOf,
  });
  const form = draft.value;
  const errors = generalDetailsCodes(validationValues(form));

  const flow = useStepSubmit({
    step: PATHS.generalDetails,
    // Any field error blocks the move with the same summary as the medical page; each field shows its own message.
    validate: () => (hasErrors(errors) ? 'MEDICAL_SUMMARY' : null),
    isEmpty: () => isEmptyGeneral(form),
    save: async () => {
      await saveCandidate(generalRequest(form, candidateId));
    },
    errorMessage: generalSaveError,
    onSaved: draft.discard,
  });

  const shown = (field: string) => {
    const code = flow.attempted || form[field as keyof GeneralForm] !== '' ? errors[field] : undefined;
    return code && ruleMessage(code);
  };
  const set = <K extends keyof GeneralForm>(field: K, value: GeneralForm[K]) => {
    draft.change((previous) => ({ ...previous, [field]: value }));
    flow.clearError();
  };

  const text = (field: keyof GeneralForm, label: string, sanitise: (v: string) => string = (v) => v) => (
    <TextField
      id={`general-${field}`}
      label={label}
      value={form[field] as string}
      error={shown(field)}
      onChange={(typed) => set(field, sanitise(typed) as GeneralForm[typeof field])}
    />
  );
  const digits = (field: 'alternateMobileNo' | 'monthlyIncome' | 'aadhar', label: string, sanitise: (v: string) => string) => (
    <DigitsField
      id={`general-${field}`}
      label={label}
      value={form[field]}
      error={shown(field)}
      sanitise={sanitise}
      onChange={(kept) => set(field, kept)}
    />
  );

  const choice = (field: 'education' | 'occupation', label: string, options: readonly string[]) => (
    <Field id={`general-${field}`} label={label}>
      <Select
        id={`general-${field}`}
        value={form[field] || undefined}
        placeholder={t('field.selectLabel', { label })}
        allowClear
        options={asOptions(options, field)}
        onChange={(v?: string) => set(field, v ?? '')}
      />
    </Field>
  );

  return (
    <LoadState {...load}>
      <Form layout="vertical" component="div" disabled={flow.isPending}>
        {text('fatherName', t('first.father'))}
        {text('spouseName', t('first.spouse'))}
        {digits('alternateMobileNo', t('field.altMobile'), sanitiseAltMobile)}
        {digits('monthlyIncome', t('field.income'), sanitiseIncome)}
        <Field id="general-houseType" label={t('field.house')} group>
          <ChoiceButtons
            id="general-houseType"
            options={asOptions(HOUSE_OPTIONS, 'house')}
            value={form.houseType}
            onChange={(v) => set('houseType', v)}
            disabled={flow.isPending}
          />
        </Field>
        {choice('education', t('field.education'), EDUCATION_OPTIONS)}
        {choice('occupation', t('field.occupation'), OCCUPATION_OPTIONS)}
        <h2 className="pt-section-title">{t('field.idProof')}</h2>
        {digits('aadhar', t('field.aadhaar'), sanitiseAadhaar)}
        {text('voterId', t('field.voterId'), sanitiseVoterId)}
        {text('rationCard', t('field.rationCard'), sanitiseRationCard)}
        <h2 className="pt-section-title">{t('field.habits')}</h2>
        <Field id="general-tobaccoUser" label={t('field.tobacco')} group>
          <ChoiceButtons
            id="general-tobaccoUser"
            options={yesNoOptions()}
            value={form.tobaccoUser}
            onChange={(v) => set('tobaccoUser', v as GeneralForm['tobaccoUser'])}
            disabled={flow.isPending}
          />
        </Field>
        {form.tobaccoUser === 'Yes' && (
          <HabitsList
            habits={form.habits}
            onChange={(habits) => set('habits', habits)}
            errors={flow.attempted ? errors : {}}
            disabled={flow.isPending}
          />
        )}
        <FormError message={flow.error} />
        <StepActions moves={['prev', 'finish', 'next']} onMove={flow.submit} canFinish={flow.check} busy={flow.isPending} />
      </Form>
    </LoadState>
  );
}
