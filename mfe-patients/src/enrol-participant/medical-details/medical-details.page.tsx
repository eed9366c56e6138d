/** Medical Details (docs/screens.md §2, §5 "Medical"): medical history, vitals, and Women's Health for FEMALE or OTHER. */
import {
  applyPregnancyChange,
  bloodPressureCode,
  digitsOnly,
  firstChildCode,
  hasErrors,
  hasWomensHealth,
  heightCode,
  lastChildCode,
  marriageCode,
  medicalCodes,
  menarcheCode,
  pregnanciesCode,
  PREFILL_TYPE,
  pulseCode,
  sanitiseBloodPressure,
  sanitiseHeight,
  sanitisePulse,
  sanitiseWeight,
  weightCode,
  type Participant,
} from '@screening/shared';
import { codeRule, DigitsInput, Form, FormError, Input, Select, useRuleForm, type FormRule } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { asOptions } from '../general-details/general-options';
import { ChoiceButtons, FormField, yesNoOptions } from '../wizard/field';
import { StepActions } from '../wizard/step-actions';
import { LoadState, StepFrame } from '../wizard/step-frame';
import { draftKey } from '../wizard/steps';
import { submitError } from '../wizard/submit-error';
import { useStepSubmit } from '../wizard/use-step-submit';
import { usePrefilledDraft } from '../wizard/use-prefilled-draft';
import { saveMedicalHistory } from './medical.api';
import { EMPTY_MEDICAL, isEmptyMedical, medicalFormOf, medicalRequest, type MedicalForm } from './medical-form';
import { MEDICAL_HISTORY_OPTIONS } from './medical-options';
import { WomensHealthSection } from './womens-health-section';

export const MEDICAL_SAVE_FAILED = 'Failed to submit data. Please try again.';

export default function MedicalDetailsPage() {
  const { t } = usePatientsTranslation();
  return <StepFrame title={t('title.medical')}>{(participant) => <MedicalDetailsForm participant={participant} />}</StepFrame>;
}

const SPO2 = 'spo2';

type TextKey = 'bloodPressure' | 'weight' | 'allergy' | 'otherComplaints';

type RuledField =
  | 'bloodPressure'
  | 'pulseRate'
  | 'weight'
  | 'height'
  | 'ageAtMenarche'
  | 'ageAtMarriage'
  | 'totalPregnancies'
  | 'ageAtFirstChild'
  | 'ageAtLastChild';

/** The fields' rules; the ages are compared with the participant's. */
function medicalRules(participantAge: Participant['age']): Record<RuledField, FormRule[]> {
  return {
    bloodPressure: [codeRule(bloodPressureCode)],
    pulseRate: [codeRule(pulseCode)],
    weight: [codeRule(weightCode)],
    height: [codeRule(heightCode)],
    ageAtMenarche: [codeRule((value) => menarcheCode(value, participantAge))],
    ageAtMarriage: [codeRule((value) => marriageCode(value, participantAge))],
    totalPregnancies: [codeRule(pregnanciesCode)],
    ageAtFirstChild: [codeRule<MedicalForm>((value, values) => firstChildCode(value, values.totalPregnancies, participantAge))],
    ageAtLastChild: [
      codeRule<MedicalForm>((value, values) =>
        lastChildCode(value, values.totalPregnancies, values.ageAtFirstChild, participantAge),
      ),
    ],
  };
}
const RULED_FIELDS = Object.keys(medicalRules(null)) as RuledField[];
/** Each field's input id (`medical-{field}`, as the end-to-end specs find them). */
const FIELD_IDS = Object.fromEntries(RULED_FIELDS.map((field) => [field, `medical-${field}`]));

function MedicalDetailsForm({ participant }: { participant: Participant }) {
  const { t } = usePatientsTranslation();
  const { draft, load } = usePrefilledDraft(draftKey(PATHS.medicalDetails, participant.id), EMPTY_MEDICAL, {
    candidateId: participant.id,
    type: PREFILL_TYPE.medicalDetails,
    toForm: medicalFormOf,
  });
  // The form's values as the draft keeps them: every change is kept in the workflow store.
  const values = draft.value;
  const rules = medicalRules(participant.age);
  const { form, formProps } = useRuleForm<MedicalForm>({ fieldIds: FIELD_IDS });

  const flow = useStepSubmit({
    step: PATHS.medicalDetails,
    validate: () => {
      if (!hasErrors(medicalCodes(values, participant.age, { gender: participant.gender }))) return null;
      void form.validateFields().catch(() => undefined);
      return 'MEDICAL_SUMMARY';
    },
    isEmpty: () => isEmptyMedical(values),
    save: () => saveMedicalHistory(medicalRequest(values, participant.id, participant.gender)),
    errorMessage: (failure) => submitError(failure, MEDICAL_SAVE_FAILED),
    onSaved: draft.discard,
  });

  const changed = (changes: Partial<MedicalForm>, all: MedicalForm) => {
    formProps.onValuesChange?.(changes, all);
    let patch = changes;
    if (changes.totalPregnancies !== undefined) {
      // A count of 0 clears both child ages, a count of 1 the last one.
      const { ageAtFirstChild, ageAtLastChild } = applyPregnancyChange(form.getFieldsValue(true), changes.totalPregnancies);
      form.setFieldsValue({ ageAtFirstChild, ageAtLastChild });
      patch = { ...changes, ageAtFirstChild, ageAtLastChild };
    }
    draft.change((previous) => ({ ...previous, ...patch }));
    flow.clearError();
    // As the page always did: a field shows its error once the user changed it (every field after Next or Finish),
    // checked again on every change, since a child's age is read against the other fields.
    const live = RULED_FIELDS.filter((field) => flow.attempted || form.isFieldTouched(field));
    if (live.length > 0) void form.validateFields(live).catch(() => undefined);
  };

  const text = (field: TextKey, label: string, sanitise?: (next: string, previous: string) => string) => (
    <FormField
      id={`medical-${field}`}
      name={field}
      label={label}
      rules={rules[field as RuledField]}
      normalize={sanitise && ((next: string, previous?: string) => sanitise(next, previous ?? ''))}
    >
      {(a11y) => (
        <Input id={`medical-${field}`} inputMode={field === 'weight' ? 'decimal' : undefined} autoComplete="off" {...a11y} />
      )}
    </FormField>
  );
  const digits = (field: 'pulseRate' | 'height' | 'spo2', label: string, sanitise: (typed: string) => string) => (
    <FormField id={`medical-${field}`} name={field} label={label} rules={rules[field as RuledField]}>
      {(a11y) => <DigitsInput id={`medical-${field}`} autoComplete="off" sanitise={sanitise} {...a11y} />}
    </FormField>
  );

  return (
    <LoadState {...load}>
      <Form<MedicalForm>
        {...formProps}
        layout="vertical"
        component="div"
        initialValues={values}
        disabled={flow.isPending}
        onValuesChange={changed}
      >
        <FormField id="medical-history" name="medicalhistory" label={t('medical.history')}>
          {() => (
            <Select
              id="medical-history"
              mode="multiple"
              allowClear
              placeholder={t('medical.selectHistory')}
              options={asOptions(MEDICAL_HISTORY_OPTIONS, 'history')}
            />
          )}
        </FormField>
        {text('bloodPressure', t('medical.bp'), sanitiseBloodPressure)}
        {digits('pulseRate', t('medical.pulse'), sanitisePulse)}
        {text('weight', t('medical.weight'), sanitiseWeight)}
        <FormField id="medical-historyOfSurgery" name="historyOfSurgery" label={t('medical.surgery')} group>
          {() => <ChoiceButtons id="medical-historyOfSurgery" options={yesNoOptions()} disabled={flow.isPending} />}
        </FormField>
        {digits('height', t('medical.height'), sanitiseHeight)}
        {digits(SPO2, t('medical.spo2'), (typed) => digitsOnly(typed, 3))}
        {text('allergy', t('medical.allergy'))}
        {text('otherComplaints', t('medical.complaints'))}
        {hasWomensHealth(participant.gender) && (
          <WomensHealthSection totalPregnancies={values.totalPregnancies} rules={rules} disabled={flow.isPending} />
        )}
        <FormError message={flow.error} />
        <StepActions moves={['prev', 'finish', 'next']} onMove={flow.submit} canFinish={flow.check} busy={flow.isPending} />
      </Form>
    </LoadState>
  );
}
