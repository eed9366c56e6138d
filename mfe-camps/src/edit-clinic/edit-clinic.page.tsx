import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  changedDateErrors,
  firstError,
  hasErrors,
  useAuthStore,
  validateClinicForm,
  type ClinicDetails,
  type ClinicDraft,
  type FieldErrors,
} from '@screening/shared';
import { Alert, Button, Form, FormError, PageFrame } from '@screening/shared/ui';
import { useFinishClinic } from '../saved-clinic-id';
import { EDIT_CLINIC_STEP, toNewCampRequest, useClinicStep } from '../clinic/clinic-draft';
import { clinicSubmitError, saveClinic, geographyLoaders } from '../clinic/clinic.api';
import { ClinicDetailsForm } from '../clinic/clinic-details-form';
import { PlannedEnrolmentField } from '../clinic/planned-enrolment-field';
import { campsMessage, useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

/** A clinic may have started already: its saved dates stand, a changed date may not lie in the past. */
function validate(draft: ClinicDraft): FieldErrors<keyof ClinicDetails> {
  const errors: FieldErrors<keyof ClinicDetails> = validateClinicForm(draft.details, { minimumToday: false });
  const changed = changedDateErrors(draft.details, { startDate: draft.savedStartDate, endDate: draft.savedEndDate });
  errors.startDate ??= changed.startDate;
  errors.endDate ??= changed.endDate;
  return errors;
}

/**
 * Edit Outreach Clinic Information (docs/screens.md §2, Decision 4): the chosen clinic's name, pincode, place and dates,
 * really saved through newcamp with the clinic's id (its staff stay as they are). Edits are kept in the
 * workflow store until saved.
 */
export default function EditClinicPage() {
  const navigate = useNavigate();
  const { t } = useCampsTranslation();
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const [draft, updateDraft] = useClinicStep(EDIT_CLINIC_STEP);
  const [errors, setErrors] = useState<FieldErrors<keyof ClinicDetails>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { finished, finish } = useFinishClinic();

  if (finished) return null;
  if (!draft || draft.id === null) {
    return (
      <PageFrame title={t('editInfo')} backTo={PATHS.findClinic}>
        <Alert type="info" showIcon title={t('choose')} />
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => navigate(PATHS.findClinic)}>
          {t('first.editExisting')}
        </Button>
      </PageFrame>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    setSubmitError(null);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      const clinicId = await saveClinic(toNewCampRequest(draft, hospitalId));
      finish(EDIT_CLINIC_STEP, clinicId, true);
    } catch (error) {
      setSubmitError(clinicSubmitError(error));
      setSaving(false);
    }
  };

  return (
    <PageFrame title={t('editInfo')} backTo={PATHS.findClinic}>
      <form onSubmit={save} noValidate aria-label={t('editInfo')} style={{ maxWidth: 560, margin: '0 auto' }}>
        <FormError message={campsMessage(submitError ?? firstError(errors) ?? '')} />
        <ClinicDetailsForm
          value={draft.details}
          onChange={(details) => updateDraft({ details })}
          errors={errors}
          loaders={geographyLoaders}
          clinicId="readonly"
          startLabel={t('campStart')}
          endLabel={t('campEnd')}
          disabled={saving}
        />
        {draft.plannedEnrolment !== undefined && (
          <Form layout="vertical" component={false}>
            <PlannedEnrolmentField
              value={draft.plannedEnrolment}
              onChange={(plannedEnrolment) => updateDraft({ plannedEnrolment })}
              disabled={saving}
            />
          </Form>
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          {t('save')}
        </Button>
      </form>
    </PageFrame>
  );
}
