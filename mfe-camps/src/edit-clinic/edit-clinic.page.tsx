import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  changedDateCodes,
  clinicFormCodes,
  useAuthStore,
  type ClinicDetails,
  type ClinicDraft,
  type NewCampRequest,
} from '@screening/shared';
import { Alert, Button, Form, FormError, PageFrame, useRuleForm } from '@screening/shared/ui';
import { useFinishClinic } from '../saved-clinic-id';
import { EDIT_CLINIC_STEP, toNewCampRequest, useClinicStep } from '../clinic/clinic-draft';
import { clinicSubmitError, saveClinic, geographyLoaders } from '../clinic/clinic.api';
import { CLINIC_FIELD_IDS, ClinicDetailsForm } from '../clinic/clinic-details-form';
import { PlannedEnrolmentField } from '../clinic/planned-enrolment-field';
import { campsMessage, useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

/** The edit form's fields: the clinic's details, and its planned enrolment when the server keeps one. */
type EditValues = ClinicDetails & Pick<ClinicDraft, 'plannedEnrolment'>;

/** A clinic may have started already: its saved dates stand, a changed date may not lie in the past. */
function editCodes(savedStartDate: string | null | undefined, savedEndDate: string | null | undefined) {
  return (values: ClinicDetails) => {
    const codes = clinicFormCodes(values, { minimumToday: false });
    const changed = changedDateCodes(values, { startDate: savedStartDate, endDate: savedEndDate });
    codes.startDate ??= changed.startDate;
    codes.endDate ??= changed.endDate;
    return codes;
  };
}

const splitValues = ({ plannedEnrolment, ...details }: EditValues): Partial<ClinicDraft> =>
  plannedEnrolment === undefined ? { details } : { details, plannedEnrolment };

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
  const [initialValues] = useState<EditValues | null>(() =>
    draft
      ? { ...draft.details, ...(draft.plannedEnrolment !== undefined && { plannedEnrolment: draft.plannedEnrolment }) }
      : null,
  );
  const savedStart = draft?.savedStartDate;
  const savedEnd = draft?.savedEndDate;
  const codes = useMemo(() => editCodes(savedStart, savedEnd), [savedStart, savedEnd]);
  const keep = useCallback(
    (_changed: Partial<EditValues>, values: EditValues) => updateDraft(splitValues(values)),
    [updateDraft],
  );
  const { formProps, summary, setValues } = useRuleForm<EditValues>({ fieldIds: CLINIC_FIELD_IDS, onValuesChange: keep });
  const { finished, finish } = useFinishClinic();
  const save = useMutation({
    mutationFn: (request: NewCampRequest) => saveClinic(request),
    onSuccess: (clinicId) => finish(EDIT_CLINIC_STEP, clinicId, true),
  });

  if (finished) return null;
  if (!draft || draft.id === null || !initialValues) {
    return (
      <PageFrame title={t('editInfo')} backTo={PATHS.findClinic}>
        <Alert type="info" showIcon title={t('choose')} />
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => navigate(PATHS.findClinic)}>
          {t('first.editExisting')}
        </Button>
      </PageFrame>
    );
  }

  const submit = (values: EditValues) => {
    if (!save.isPending) save.mutate(toNewCampRequest({ ...draft, ...splitValues(values) }, hospitalId));
  };

  return (
    <PageFrame title={t('editInfo')} backTo={PATHS.findClinic}>
      <Form<EditValues>
        {...formProps}
        initialValues={initialValues}
        onFinish={submit}
        onFinishFailed={(failure) => {
          save.reset();
          formProps.onFinishFailed?.(failure);
        }}
        layout="vertical"
        noValidate
        aria-label={t('editInfo')}
        style={{ maxWidth: 560, margin: '0 auto' }}
      >
        <FormError message={summary ?? (save.error && campsMessage(clinicSubmitError(save.error)))} />
        <ClinicDetailsForm
          codes={codes}
          setValues={setValues}
          loaders={geographyLoaders}
          clinicId="readonly"
          startLabel={t('campStart')}
          endLabel={t('campEnd')}
          disabled={save.isPending}
        />
        {draft.plannedEnrolment !== undefined && <PlannedEnrolmentField disabled={save.isPending} />}
        <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </PageFrame>
  );
}
