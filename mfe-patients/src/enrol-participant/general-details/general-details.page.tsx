/** General Details (docs/screens.md §2, §5 "General details"): family, income, house, education, ID proofs, social habits. */
import { useCallback, useEffect } from 'react';
import {
  aadhaarCode,
  altMobileCode,
  errorMessage,
  generalDetailsCodes,
  hasErrors,
  i18n,
  httpStatus,
  isAxiosError,
  monthlyIncomeCode,
  PREFILL_TYPE,
  rationCardCode,
  sanitiseAadhaar,
  sanitiseAltMobile,
  sanitiseIncome,
  sanitiseRationCard,
  sanitiseVoterId,
  voterIdCode,
} from '@screening/shared';
import { codeRule, DigitsInput, Form, FormError, Input, Select, useRuleForm, type FormRule } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { saveCandidate } from '../wizard/candidates.api';
import { ChoiceButtons, FormField, yesNoOptions } from '../wizard/field';
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
  type HabitRow,
} from './general-details-form';
import { EDUCATION_OPTIONS, HOUSE_OPTIONS, OCCUPATION_OPTIONS, asOptions } from './general-options';
import { HabitsList, type HabitsListProps } from './habits-list';

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

/** The fields the rules check, each validated as it changes: blank is valid, so an error shows once a value is typed. */
type RuledField = 'alternateMobileNo' | 'monthlyIncome' | 'aadhar' | 'voterId' | 'rationCard';
const RULES: Record<RuledField, FormRule[]> = {
  alternateMobileNo: [codeRule(altMobileCode)],
  monthlyIncome: [codeRule(monthlyIncomeCode)],
  aadhar: [codeRule(aadhaarCode)],
  voterId: [codeRule(voterIdCode)],
  rationCard: [codeRule(rationCardCode)],
};
const RULED_FIELDS = Object.keys(RULES) as RuledField[];

const FIELDS: (keyof GeneralForm)[] = [
  'fatherName',
  'spouseName',
  'alternateMobileNo',
  'monthlyIncome',
  'houseType',
  'education',
  'occupation',
  'aadhar',
  'voterId',
  'rationCard',
  'tobaccoUser',
];
/** Each field's input id (`general-{field}`, as the end-to-end specs find them). */
const FIELD_IDS = Object.fromEntries(FIELDS.map((field) => [field, `general-${field}`]));

function GeneralDetailsForm({ candidateId }: { candidateId: number }) {
  const { t } = usePatientsTranslation();
  const { draft, load } = usePrefilledDraft(draftKey(PATHS.generalDetails, candidateId), EMPTY_GENERAL, {
    candidateId,
    type: PREFILL_TYPE.generalDetails,
    toForm: generalFormOf,
  });
  // The form's values as the draft keeps them: every change is kept in the workflow store.
  const values = draft.value;
  const errors = generalDetailsCodes(validationValues(values));

  const { change } = draft;
  const keepDraft = useCallback((changed: Partial<GeneralForm>) => change((previous) => ({ ...previous, ...changed })), [change]);
  const { form, formProps } = useRuleForm<GeneralForm>({ fieldIds: FIELD_IDS, onValuesChange: keepDraft });

  const flow = useStepSubmit({
    step: PATHS.generalDetails,
    // Any field error blocks the move with the same summary as the medical page; each field shows its own message.
    validate: () => {
      if (!hasErrors(errors)) return null;
      void form.validateFields().catch(() => undefined);
      return 'MEDICAL_SUMMARY';
    },
    isEmpty: () => isEmptyGeneral(values),
    save: () => saveCandidate(generalRequest(values, candidateId)),
    errorMessage: generalSaveError,
    onSaved: draft.discard,
  });

  // A value typed before a reload (the draft) or saved is checked as it shows, as one typed now would be.
  const shown = !load.loading && !load.error;
  useEffect(() => {
    if (!shown) return;
    const filled = RULED_FIELDS.filter((field) => form.getFieldValue(field) !== '');
    if (filled.length > 0) void form.validateFields(filled).catch(() => undefined);
  }, [form, shown]);

  const text = (field: keyof GeneralForm, label: string, sanitise?: (typed: string) => string) => (
    <FormField
      id={`general-${field}`}
      name={field}
      label={label}
      rules={RULES[field as RuledField]}
      validateTrigger={field in RULES ? 'onChange' : undefined}
      normalize={sanitise && ((typed: string) => sanitise(typed))}
    >
      {(a11y) => <Input id={`general-${field}`} autoComplete="off" {...a11y} />}
    </FormField>
  );
  const digits = (field: 'alternateMobileNo' | 'monthlyIncome' | 'aadhar', label: string, sanitise: (v: string) => string) => (
    <FormField id={`general-${field}`} name={field} label={label} rules={RULES[field]} validateTrigger="onChange">
      {(a11y) => <DigitsInput id={`general-${field}`} autoComplete="off" sanitise={sanitise} {...a11y} />}
    </FormField>
  );
  const choice = (field: 'education' | 'occupation', label: string, options: readonly string[]) => (
    <FormField
      id={`general-${field}`}
      name={field}
      label={label}
      normalize={(chosen?: string) => chosen ?? ''}
      // No choice ('') shows the placeholder.
      getValueProps={(chosen: string) => ({ value: chosen || undefined })}
    >
      {() => (
        <Select
          id={`general-${field}`}
          placeholder={t('field.selectLabel', { label })}
          allowClear
          options={asOptions(options, field)}
        />
      )}
    </FormField>
  );
  const buttons = (field: 'houseType' | 'tobaccoUser', label: string, options: { value: string; label: string }[]) => (
    <FormField id={`general-${field}`} name={field} label={label} group>
      {() => <ChoiceButtons id={`general-${field}`} options={options} disabled={flow.isPending} />}
    </FormField>
  );

  return (
    <LoadState {...load}>
      <Form<GeneralForm>
        {...formProps}
        layout="vertical"
        component="div"
        initialValues={values}
        disabled={flow.isPending}
        onValuesChange={(changed, all) => {
          formProps.onValuesChange?.(changed, all);
          flow.clearError();
        }}
      >
        {text('fatherName', t('first.father'))}
        {text('spouseName', t('first.spouse'))}
        {digits('alternateMobileNo', t('field.altMobile'), sanitiseAltMobile)}
        {digits('monthlyIncome', t('field.income'), sanitiseIncome)}
        {buttons('houseType', t('field.house'), asOptions(HOUSE_OPTIONS, 'house'))}
        {choice('education', t('field.education'), EDUCATION_OPTIONS)}
        {choice('occupation', t('field.occupation'), OCCUPATION_OPTIONS)}
        <h2 className="pt-section-title">{t('field.idProof')}</h2>
        {digits('aadhar', t('field.aadhaar'), sanitiseAadhaar)}
        {text('voterId', t('field.voterId'), sanitiseVoterId)}
        {text('rationCard', t('field.rationCard'), sanitiseRationCard)}
        <h2 className="pt-section-title">{t('field.habits')}</h2>
        {buttons('tobaccoUser', t('field.tobacco'), yesNoOptions())}
        {values.tobaccoUser === 'Yes' && (
          // The habits are one value of the form; a habit's frequency is checked with the page (its error after Next).
          <Form.Item name="habits" noStyle>
            <HabitsInput errors={flow.attempted ? errors : {}} disabled={flow.isPending} />
          </Form.Item>
        )}
        <FormError message={flow.error} />
        <StepActions moves={['prev', 'finish', 'next']} onMove={flow.submit} canFinish={flow.check} busy={flow.isPending} />
      </Form>
    </LoadState>
  );
}

/** The habits list as a control of the form: its value and its changes. */
function HabitsInput({
  value = [],
  onChange = () => undefined,
  ...list
}: Omit<HabitsListProps, 'habits' | 'onChange'> & { value?: HabitRow[]; onChange?: (habits: HabitRow[]) => void }) {
  return <HabitsList habits={value} onChange={onChange} {...list} />;
}
