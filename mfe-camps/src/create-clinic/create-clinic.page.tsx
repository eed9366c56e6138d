import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstError, hasErrors, useAuthStore, validateClinicForm, type ClinicDetails, type FieldErrors } from '@screening/shared';
import { Button, FormError, PageFrame } from '@screening/shared/ui';
import { isDuplicateClinic } from './create-clinic.api';
import { NEW_CLINIC_STEP, newClinicDraft, useClinicStep } from '../clinic/clinic-draft';
import { geographyLoaders } from '../clinic/clinic.api';
import { ClinicDetailsForm } from '../clinic/clinic-details-form';
import { campsMessage, useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

/**
 * Outreach Clinic Creation (docs/screens.md §2): what is typed is kept in the workflow store at once, so a reload or a
 * return from a later step finds it again. Next checks the fields and warns when the clinic ID is taken.
 */
export default function CreateClinicPage() {
  const navigate = useNavigate();
  const { t } = useCampsTranslation();
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const [draft, updateDraft] = useClinicStep(NEW_CLINIC_STEP);
  const details = draft?.details ?? newClinicDraft().details;
  const [errors, setErrors] = useState<FieldErrors<keyof ClinicDetails>>({});
  const [checking, setChecking] = useState(false);

  const change = (next: ClinicDetails) => {
    updateDraft({ details: next });
    // A corrected field stops being marked; the rest keep their marks until the next try.
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(current) as (keyof ClinicDetails)[]) if (next[key] !== details[key]) delete kept[key];
      return kept;
    });
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateClinicForm(details);
    setErrors(found);
    if (hasErrors(found)) return;
    if (hospitalId !== null) {
      setChecking(true);
      try {
        if (await isDuplicateClinic(hospitalId, details.campIdPrefix)) {
          setErrors({ campIdPrefix: t('msg.duplicate', { id: details.campIdPrefix }) });
          return;
        }
      } catch {
        // The check is a courtesy: the server refuses a duplicate on saving anyway, so a failed check lets the user go on.
      } finally {
        setChecking(false);
      }
    }
    navigate(PATHS.resourcePlanning);
  };

  return (
    <PageFrame title={t('creation')} backTo={PATHS.outreachClinic}>
      <form onSubmit={next} noValidate aria-label={t('creation')} style={{ maxWidth: 560, margin: '0 auto' }}>
        <FormError message={campsMessage(firstError(errors) ?? '')} />
        <ClinicDetailsForm value={details} onChange={change} errors={errors} loaders={geographyLoaders} clinicId="suggested" />
        <Button type="primary" htmlType="submit" size="large" block loading={checking}>
          {t('next')}
        </Button>
      </form>
    </PageFrame>
  );
}
