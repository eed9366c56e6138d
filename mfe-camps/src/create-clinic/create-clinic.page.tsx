import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clinicFormCodes, useAuthStore, type ClinicDetails } from '@screening/shared';
import { Button, Form, FormError, PageFrame, useRuleForm } from '@screening/shared/ui';
import { isDuplicateClinic } from './create-clinic.api';
import { NEW_CLINIC_STEP, newClinicDraft, useClinicStep } from '../clinic/clinic-draft';
import { geographyLoaders } from '../clinic/clinic.api';
import { CLINIC_FIELD_IDS, ClinicDetailsForm } from '../clinic/clinic-details-form';
import { useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

const creationCodes = (values: ClinicDetails) => clinicFormCodes(values);

/**
 * Outreach Clinic Creation (docs/screens.md §2): what is typed is kept in the workflow store at once, so a reload or a
 * return from a later step finds it again. Next checks the fields and warns when the clinic ID is taken.
 */
export default function CreateClinicPage() {
  const navigate = useNavigate();
  const { t } = useCampsTranslation();
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const [draft, updateDraft] = useClinicStep(NEW_CLINIC_STEP);
  // The clinic in progress is where the form starts; from then on the form holds it and keeps it in the store.
  const [initialValues] = useState(() => draft?.details ?? newClinicDraft().details);
  const keep = useCallback((_changed: Partial<ClinicDetails>, details: ClinicDetails) => updateDraft({ details }), [updateDraft]);
  const { formProps, summary, markFields, setValues } = useRuleForm<ClinicDetails>({
    fieldIds: CLINIC_FIELD_IDS,
    onValuesChange: keep,
  });
  // A courtesy, asked on Next: the server refuses a duplicate on saving anyway, so a failed check lets her go on.
  const duplicateCheck = useMutation({
    mutationFn: (clinicId: string) => (hospitalId === null ? Promise.resolve(false) : isDuplicateClinic(hospitalId, clinicId)),
  });

  const next = async ({ campIdPrefix }: ClinicDetails) => {
    const taken = await duplicateCheck.mutateAsync(campIdPrefix).catch(() => false);
    if (taken) markFields([{ name: 'campIdPrefix', message: t('msg.duplicate', { id: campIdPrefix }) }]);
    else navigate(PATHS.resourcePlanning);
  };

  return (
    <PageFrame title={t('creation')} backTo={PATHS.outreachClinic}>
      <Form<ClinicDetails>
        {...formProps}
        initialValues={initialValues}
        onFinish={next}
        layout="vertical"
        noValidate
        aria-label={t('creation')}
        style={{ maxWidth: 560, margin: '0 auto' }}
      >
        <FormError message={summary} />
        <ClinicDetailsForm codes={creationCodes} setValues={setValues} loaders={geographyLoaders} clinicId="suggested" />
        <Button type="primary" htmlType="submit" size="large" block loading={duplicateCheck.isPending}>
          {t('next')}
        </Button>
      </Form>
    </PageFrame>
  );
}
