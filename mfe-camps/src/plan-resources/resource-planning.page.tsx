import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  firstError,
  hasErrors,
  httpStatus,
  RESOURCE_COUNT_DIGITS,
  sanitiseResourceCount,
  useAuthStore,
  useWorkflowStore,
  validateClinicForm,
  validateResourceCounts,
  type ResourceCountKey,
} from '@screening/shared';
import { Button, DigitsInput, Form, FormError, PageFrame, Space } from '@screening/shared/ui';
import { useFinishClinic } from '../saved-clinic-id';
import { ALLOCATION_STEP, NEW_CLINIC_STEP, toNewCampRequest, useClinicStep } from '../clinic/clinic-draft';
import { clinicSubmitError, saveClinic } from '../clinic/clinic.api';
import { PlannedEnrolmentField } from '../clinic/planned-enrolment-field';
import { campsMessage, useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

/** The five counts, in the order of the form (their labels are the catalogue's `count.<key>`). */
const COUNTS: ResourceCountKey[] = ['noProgramcordinators', 'noCampcordinators', 'noSocialworkers', 'noNurses', 'noDoctors'];

function CountField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error && campsMessage(error)}>
      <DigitsInput
        id={id}
        value={value}
        placeholder="0"
        sanitise={(typed) => sanitiseResourceCount(typed).slice(0, RESOURCE_COUNT_DIGITS)}
        onChange={onChange}
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
  const [countErrors, setCountErrors] = useState<Partial<Record<ResourceCountKey, string>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [detailsRefused, setDetailsRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  const { finished, finish } = useFinishClinic();

  if (finished) return null;
  // The details come first: without valid ones there is nothing to plan (e.g. once the clinic is saved).
  if (!draft || hasErrors(validateClinicForm(draft.details))) return <Navigate to={PATHS.createClinic} replace />;

  const countsValid = () => {
    const errors = validateResourceCounts(draft.counts);
    setCountErrors(errors);
    return !hasErrors(errors);
  };

  const allocate = () => {
    if (!countsValid()) return;
    useWorkflowStore.getState().setStep(ALLOCATION_STEP, 'create');
    navigate(PATHS.resourceAllocation);
  };

  const submit = async () => {
    if (!countsValid()) return;
    setSaving(true);
    setSubmitError(null);
    try {
      const clinicId = await saveClinic(toNewCampRequest(draft, hospitalId, []));
      finish(NEW_CLINIC_STEP, clinicId, false);
    } catch (error) {
      setSubmitError(clinicSubmitError(error));
      // A refused clinic ID or detail is fixed on the creation screen.
      setDetailsRefused(httpStatus(error) === 409 || httpStatus(error) === 400);
      setSaving(false);
    }
  };

  return (
    <PageFrame title={t('planning')} backTo={PATHS.createClinic}>
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <p>
          {t('card.outreachClinic', { ns: 'shared' })}: <strong>{draft.details.name}</strong> ({draft.details.campIdPrefix})
        </p>
        <FormError message={campsMessage(submitError ?? firstError(countErrors) ?? '')} />
        {detailsRefused && (
          <Button style={{ marginBottom: 16 }} onClick={() => navigate(PATHS.createClinic)}>
            {t('changeDetails')}
          </Button>
        )}
        <Form layout="vertical" component={false}>
          {COUNTS.map((key) => (
            <CountField
              key={key}
              label={t(`count.${key}`)}
              value={draft.counts[key]}
              error={countErrors[key]}
              onChange={(value) => updateDraft({ counts: { ...draft.counts, [key]: value } })}
            />
          ))}
          <PlannedEnrolmentField
            value={draft.plannedEnrolment ?? ''}
            onChange={(plannedEnrolment) => updateDraft({ plannedEnrolment })}
          />
        </Form>
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button size="large" onClick={allocate} disabled={saving}>
            {t('allocate')}
          </Button>
          <Button type="primary" size="large" onClick={submit} loading={saving}>
            {t('submit')}
          </Button>
        </Space>
      </div>
    </PageFrame>
  );
}
