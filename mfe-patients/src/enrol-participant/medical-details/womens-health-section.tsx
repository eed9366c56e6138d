/**
 * Women's Health (docs/screens.md §4, §5 "Medical"): shown for FEMALE and OTHER participants. Age at first child is
 * disabled while pregnancies are 0, age at last child while they are 0 or 1; changing the count clears them.
 */
import {
  firstChildDisabled,
  lastChildDisabled,
  sanitiseAgeAtMarriage,
  sanitiseChildAge,
  sanitiseMenarche,
  sanitisePregnancies,
} from '@screening/shared';
import { DigitsInput, Select, type FormRule } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { asOptions } from '../general-details/general-options';
import { ChoiceButtons, FormField, yesNoOptions } from '../wizard/field';
import type { WomensHealthForm } from './medical-form';
import {
  ABNORMAL_BLEEDING_OPTIONS,
  BREAST_FED_OPTIONS,
  CONTRACEPTION_OPTIONS,
  LAST_MENSTRUATION_OPTIONS,
  PRIOR_SCREENING_OPTIONS,
} from './medical-options';

export interface WomensHealthSectionProps {
  /** The count that enables the child ages. */
  totalPregnancies: string;
  /** The rules of the section's fields (the page's, which knows the participant's age). */
  rules: Partial<Record<keyof WomensHealthForm, FormRule[]>>;
  disabled?: boolean;
}

/** The section's fields, in the page's antd Form (applyPregnancyChange is the page's, on every change of the count). */
export function WomensHealthSection({ totalPregnancies, rules, disabled = false }: WomensHealthSectionProps) {
  const { t } = usePatientsTranslation();

  const input = (
    field: keyof WomensHealthForm,
    label: string,
    sanitise: (next: string, previous: string) => string,
    fieldDisabled = false,
  ) => (
    <FormField id={`medical-${field}`} name={field} label={label} rules={rules[field]}>
      {(a11y) => (
        <DigitsInput
          id={`medical-${field}`}
          autoComplete="off"
          disabled={disabled || fieldDisabled}
          sanitise={sanitise}
          {...a11y}
        />
      )}
    </FormField>
  );
  const select = (field: keyof WomensHealthForm, label: string, list: readonly string[], name: string) => {
    const id = `medical-${field}`;
    return (
      <FormField
        id={id}
        name={field}
        label={label}
        normalize={(chosen?: string) => chosen ?? ''}
        // No choice ('') shows the placeholder.
        getValueProps={(chosen: string) => ({ value: chosen || undefined })}
      >
        {() => <Select id={id} placeholder={t('common.select', { ns: 'shared' })} allowClear options={asOptions(list, name)} />}
      </FormField>
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
      {input('totalPregnancies', t('medical.pregnancies'), sanitisePregnancies)}
      {input('ageAtFirstChild', t('medical.firstChild'), sanitiseChildAge, firstChildDisabled(totalPregnancies))}
      {input('ageAtLastChild', t('medical.lastChild'), sanitiseChildAge, lastChildDisabled(totalPregnancies))}
      <FormField id="medical-currentlyPregant" name="currentlyPregant" label={t('medical.pregnant')} group>
        {() => <ChoiceButtons id="medical-currentlyPregant" options={yesNoOptions()} disabled={disabled} />}
      </FormField>
      {select('methodOfContraceptionUsed', t('medical.contraception'), CONTRACEPTION_OPTIONS, 'contraception')}
      {select('noOfBreastFedMonths', t('medical.breastFed'), BREAST_FED_OPTIONS, 'breastFed')}
      {select('undergoneCervicalBreastScrening', t('medical.priorScreening'), PRIOR_SCREENING_OPTIONS, 'screening')}
    </section>
  );
}
