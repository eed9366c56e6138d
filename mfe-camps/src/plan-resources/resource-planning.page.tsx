import { useCallback, useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  clinicFormCodes,
  hasErrors,
  httpStatus,
  RESOURCE_COUNT_DIGITS,
  resourceCountCodes,
  sanitiseResourceCount,
  useAuthStore,
  useWorkflowStore,
  type ClinicDraft,
  type NewCampRequest,
  type ResourceCountKey,
  type ResourceCounts,
} from '@screening/shared';
import { Button, codeRule, DigitsInput, Form, FormError, PageFrame, Space, useRuleForm } from '@screening/shared/ui';
import { useFinishClinic } from '../saved-clinic-id';
import { ALLOCATION_STEP, NEW_CLINIC_STEP, toNewCampRequest, useClinicStep } from '../clinic/clinic-draft';
import { clinicSubmitError, saveClinic } from '../clinic/clinic.api';
import { PlannedEnrolmentField } from '../clinic/planned-enrolment-field';
import { campsMessage, useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

/** The five counts, in the order of the form (their labels are the catalogue's `count.<key>`). */
const COUNTS: ResourceCountKey[] = ['noProgramcordinators', 'noCampcordinators', 'noSocialworkers', 'noNurses', 'noDoctors'];
const COUNT_FIELD_IDS = Object.fromEntries(COUNTS.map((key) => [key, `count-${key}`])) as Record<ResourceCountKey, string>;

/** The form's fields: the counts, and the participants the clinic plans to enrol. */
type PlanValues = ResourceCounts & Pick<ClinicDraft, 'plannedEnrolment'>;

const splitValues = ({ plannedEnrolment, ...counts }: PlanValues): Partial<ClinicDraft> => ({
  counts,
  plannedEnrolment: plannedEnrolment ?? '',
});

function CountField({ field, label }: { field: ResourceCountKey; label: string }) {
  return (
    <Form.Item
      name={field}
      label={label}
      htmlFor={COUNT_FIELD_IDS[field]}
      rules={[codeRule<PlanValues>((_value, values) => resourceCountCodes(values)[field] ?? null)]}
    >
      <DigitsInput
        id={COUNT_FIELD_IDS[field]}
        placeholder="0"
        sanitise={(typed) => sanitiseResourceCount(typed).slice(0, RESOURCE_COUNT_DIGITS)}
      />
    </Form.Item>
  );
}

/**
 * Resource Planning (docs/screens.md §2): how many of each role the clinic needs, and how many participants it plans
 * to enrol. 'Allocate Resources' goes on to choose
 * the people; Submit creates the clinic with these numbers and no staff yet.
 */
export default function ResourcePlanningPage() {
  const navigate = useNavigate();
  const { t } = useCampsTranslation();
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const [draft, updateDraft] = useClinicStep(NEW_CLINIC_STEP);
  const [initialValues] = useState<PlanValues | null>(() =>
    draft ? { ...draft.counts, plannedEnrolment: draft.plannedEnrolment ?? '' } : null,
  );
  const keep = useCallback(
    (_changed: Partial<PlanValues>, values: PlanValues) => updateDraft(splitValues(values)),
    [updateDraft],
  );
  const { form, formProps, summary } = useRuleForm<PlanValues>({ fieldIds: COUNT_FIELD_IDS, onValuesChange: keep });
  const formId = useId();
  const { finished, finish } = useFinishClinic();
  const save = useMutation({
    mutationFn: (request: NewCampRequest) => saveClinic(request),
    onSuccess: (clinicId) => finish(NEW_CLINIC_STEP, clinicId, false),
  });

  if (finished) return null;
  // The details come first: without valid ones there is nothing to plan (e.g. once the clinic is saved).
  if (!draft || !initialValues || hasErrors(clinicFormCodes(draft.details))) return <Navigate to={PATHS.createClinic} replace />;

  const allocate = () =>
    form.validateFields().then(
      () => {
        useWorkflowStore.getState().setStep(ALLOCATION_STEP, 'create');
        navigate(PATHS.resourceAllocation);
      },
      (failure) => formProps.onFinishFailed?.(failure),
    );
  const submit = (values: PlanValues) => {
    if (!save.isPending) save.mutate(toNewCampRequest({ ...draft, ...splitValues(values) }, hospitalId, []));
  };
  // A refused clinic ID or detail is fixed on the creation screen.
  const detailsRefused = httpStatus(save.error) === 409 || httpStatus(save.error) === 400;

  return (
    <PageFrame title={t('planning')} backTo={PATHS.createClinic}>
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <p>
          {t('card.outreachClinic', { ns: 'shared' })}: <strong>{draft.details.name}</strong> ({draft.details.campIdPrefix})
        </p>
        <FormError message={summary ?? (save.error && campsMessage(clinicSubmitError(save.error)))} />
        {detailsRefused && (
          <Button style={{ marginBottom: 16 }} onClick={() => navigate(PATHS.createClinic)}>
            {t('changeDetails')}
          </Button>
        )}
        <Form<PlanValues>
          {...formProps}
          id={formId}
          initialValues={initialValues}
          onFinish={submit}
          layout="vertical"
          noValidate
          aria-label={t('planning')}
        >
          {COUNTS.map((key) => (
            <CountField key={key} field={key} label={t(`count.${key}`)} />
          ))}
          <PlannedEnrolmentField />
        </Form>
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button size="large" onClick={() => void allocate()} disabled={save.isPending}>
            {t('allocate')}
          </Button>
          <Button type="primary" size="large" htmlType="submit" form={formId} loading={save.isPending}>
            {t('submit')}
          </Button>
        </Space>
      </div>
    </PageFrame>
  );
}
