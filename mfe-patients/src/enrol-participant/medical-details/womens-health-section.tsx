/**
 * Women's Health (SPEC §4, §5 "Medical"): shown for FEMALE and OTHER participants. Age at first child is
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
import { ChoiceButtons, DigitsField, Field, YES_NO_OPTIONS } from '../wizard/field';
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

const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

export function WomensHealthSection({ values, onChange, errors, disabled = false }: WomensHealthSectionProps) {
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
  const select = (field: keyof WomensHealthForm, label: string, list: readonly string[]) => {
    const id = `medical-${field}`;
    return (
      <Field id={id} label={label}>
        <Select
          id={id}
          value={values[field] || undefined}
          placeholder="Select"
          allowClear
          options={options(list)}
          onChange={(v?: string) => set(field, (v ?? '') as never)}
        />
      </Field>
    );
  };

  return (
    <section aria-labelledby="womens-health-title">
      <h2 className="pt-section-title" id="womens-health-title">
        Women&apos;s Health
      </h2>
      {input('ageAtMenarche', 'Age at Menarche', sanitiseMenarche)}
      {select('whenWasLastMentrution', 'When was Last Menstruation', LAST_MENSTRUATION_OPTIONS)}
      {select('abnormalBleedingVaginum', 'Abnormal Bleeding Per Vaginum', ABNORMAL_BLEEDING_OPTIONS)}
      {input('ageAtMarriage', 'Age at Marriage', sanitiseAgeAtMarriage)}
      <DigitsField
        id="medical-totalPregnancies"
        label="Total Pregnancies"
        value={values.totalPregnancies}
        error={errors.totalPregnancies}
        disabled={disabled}
        sanitise={sanitisePregnancies}
        onChange={(kept) => onChange(applyPregnancyChange(values, kept), ['totalPregnancies'])}
      />
      {input('ageAtFirstChild', 'Age at First Child', sanitiseChildAge, firstChildDisabled(values.totalPregnancies))}
      {input('ageAtLastChild', 'Age at Last Child', sanitiseChildAge, lastChildDisabled(values.totalPregnancies))}
      <Field id="medical-currentlyPregant" label="Are You Currently Pregnant?" group>
        <ChoiceButtons
          id="medical-currentlyPregant"
          options={YES_NO_OPTIONS}
          value={values.currentlyPregant}
          disabled={disabled}
          onChange={(v) => set('currentlyPregant', v as WomensHealthForm['currentlyPregant'])}
        />
      </Field>
      {select('methodOfContraceptionUsed', 'Method of Contraception Used', CONTRACEPTION_OPTIONS)}
      {select('noOfBreastFedMonths', 'Breast Fed (How Many Months?)', BREAST_FED_OPTIONS)}
      {select('undergoneCervicalBreastScrening', 'Have You Ever Undergone Breast/Cervix Screening?', PRIOR_SCREENING_OPTIONS)}
    </section>
  );
}
