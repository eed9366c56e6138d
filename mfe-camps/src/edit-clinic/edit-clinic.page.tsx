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
import { Alert, Button, FormError, PageFrame } from '@screening/shared/ui';
import { useFinishClinic } from '../saved-clinic-id';
import { EDIT_CLINIC_STEP, toNewCampRequest, useClinicStep } from '../clinic/clinic-draft';
import { clinicSubmitError, saveClinic, geographyLoaders } from '../clinic/clinic.api';
import { ClinicDetailsForm } from '../clinic/clinic-details-form';

/** A clinic may have started already: its saved dates stand, a changed date may not lie in the past. */
function validate(draft: ClinicDraft): FieldErrors<keyof ClinicDetails> {
  const errors: FieldErrors<keyof ClinicDetails> = validateClinicForm(draft.details, { minimumToday: false });
  const changed = changedDateErrors(draft.details, { startDate: draft.savedStartDate, endDate: draft.savedEndDate });
  errors.startDate ??= changed.startDate;
  errors.endDate ??= changed.endDate;
  return errors;
}

/**
 * Edit Outreach Clinic Information (SPEC §2, Decision 4): the chosen clinic's name, pincode, place and dates,
 * really saved through newcamp with the clinic's id (its staff stay as they are). Edits are kept in the
 * workflow store until saved.
 */
export default function EditClinicPage() {
  const navigate = useNavigate();
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const [draft, updateDraft] = useClinicStep(EDIT_CLINIC_STEP);
  const [errors, setErrors] = useState<FieldErrors<keyof ClinicDetails>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { finished, finish } = useFinishClinic();

  if (finished) return null;
  if (!draft || draft.id === null) {
    return (
      <PageFrame title="Edit Outreach Clinic Information" backTo="/outreach-clinic-info">
        <Alert type="info" showIcon title="Choose an Outreach Clinic to edit on Edit Existing Outreach Clinic." />
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => navigate('/outreach-clinic-info')}>
          Edit Existing Outreach Clinic
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
    <PageFrame title="Edit Outreach Clinic Information" backTo="/outreach-clinic-info">
      <form onSubmit={save} noValidate aria-label="Edit Outreach Clinic Information" style={{ maxWidth: 560, margin: '0 auto' }}>
        <FormError message={submitError ?? firstError(errors)} />
        <ClinicDetailsForm
          value={draft.details}
          onChange={(details) => updateDraft({ details })}
          errors={errors}
          loaders={geographyLoaders}
          clinicId="readonly"
          startLabel="Camp Start Date"
          endLabel="Camp End Date"
          disabled={saving}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          Save Changes
        </Button>
      </form>
    </PageFrame>
  );
}
