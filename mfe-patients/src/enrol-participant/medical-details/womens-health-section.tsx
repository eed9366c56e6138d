/**
 * Women's Health (docs/screens.md §4, §5 "Medical"): shown for FEMALE and OTHER participants. Age at first child is
 * disabled while pregnancies are 0, age at last child while they are 0 or 1; changing the count clears them.
 */
import {
  applyPregnancyChange,
  firstChildDisabled,
  lastChildDisabled,
  sanitiseAgeAtMarriage,
  sanitiseChildAge,
  sanitiseMenarche,
  sanitisePregnancies,
} from '@screening/shared';
import { Select } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { asOptions } from '../general-details/general-options';
import { ChoiceButtons, DigitsField, Field, yesNoOptions } from '../wizard/field';
import type { WomensHealthForm } from './medical-form';
import {
  ABNORMAL_BLEEDING_OPTIONS,
  BREAST_FED_OPTIONS,
  CONTRACEPTION_OPTIONS,
  LAST_MENSTRUATION_OPTIONS,
  PRIOR_SCREENING_OPTIONS,
} from './medical-options';

export interface WomensHealthSectionProps {
  values: WomensHealthForm;
  /** Replaces the section's values; `touched` names the fields the user changed. */
  onChange: (values: WomensHealthForm, touched: (keyof WomensHealthForm)[]) => void;
  errors: Partial<Record<keyof WomensHealthForm, string>>;
  disabled?: boolean;
}

export function WomensHealthSection({ values, onChange, errors, disabled = false }: WomensHealthSectionProps) {
  const { t } = usePatientsTranslation();
  const set = <K extends keyof WomensHealthForm>(field: K, value: WomensHealthForm[K]) =>
    onChange({ ...values, [field]: value }, [field]);

  const input = (
    field: keyof WomensHealthForm,
    label: string,
    sanitise: (next: string, previous: string) => string,
    fieldDisabled = false,
  ) => (
    <DigitsField
      id={`medical-${field}`}
      label={label}
      value={values[field]}
      error={errors[field]}
      disabled={disabled || fieldDisabled}
      sanitise={sanitise}
      onChange={(kept) => set(field, kept as never)}
    />
  );
  const select = (field: keyof WomensHealthForm, label: string, list: readonly string[], name: string) => {
    const id = `medical-${field}`;
    return (
      <Field id={id} label={label}>
        <Select
          id={id}
          value={values[field] || undefined}
          placeholder={t('common.select', { ns: 'shared' })}
          allowClear
          options={asOptions(list, name)}
          onChange={(v?: string) => set(field, (v ?? '') as never)}
        />
      </Field>
    );
  };

  return (
    <section aria-labelledby="womens-health-title">
      <h2 className="pt-section-title" id="womens-health-title">
        {t('medical.women')}
      </h2>
      {input('ageAtMenarche', t('medical.menarche'), sanitiseMenarche)}
      {select('whenWasLastMentrution', t('medical.lastMenstruation'), LAST_MENSTRUATION_OPTIONS, 'menstruation')}
      {select('abnormalBleedingVaginum', t('medical.bleeding'), ABNORMAL_BLEEDING_OPTIONS, 'bleeding')}
      {input('ageAtMarriage', t('medical.marriage'), sanitiseAgeAtMarriage)}
      <DigitsField
        id="medical-totalPregnancies"
        label={t('medical.pregnancies')}
        value={values.totalPregnancies}
        error={errors.totalPregnancies}
        disabled={disabled}
        sanitise={sanitisePregnancies}
        onChange={(kept) => onChange(applyPregnancyChange(values, kept), ['totalPregnancies'])}
      />
      {input('ageAtFirstChild', t('medical.firstChild'), sanitiseChildAge, firstChildDisabled(values.totalPregnancies))}
      {input('ageAtLastChild', t('medical.lastChild'), sanitiseChildAge, lastChildDisabled(values.totalPregnancies))}
      <Field id="medical-currentlyPregant" label={t('medical.pregnant')} group>
        <ChoiceButtons
          id="medical-currentlyPregant"
          options={yesNoOptions()}
          value={values.currentlyPregant}
          disabled={disabled}
          onChange={(v) => set('currentlyPregant', v as WomensHealthForm['currentlyPregant'])}
        />
      </Field>
      {select('methodOfContraceptionUsed', t('medical.contraception'), CONTRACEPTION_OPTIONS, 'contraception')}
      {select('noOfBreastFedMonths', t('medical.breastFed'), BREAST_FED_OPTIONS, 'breastFed')}
      {select('undergoneCervicalBreastScrening', t('medical.priorScreening'), PRIOR_SCREENING_OPTIONS, 'screening')}
    </section>
  );
}
