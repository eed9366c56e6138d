/**
 * A refused enrolment or tag of the device's outbox, reopened on New Screening Enrollment (the Sync page opens it
 * with `?seq=`): her values as she saved them on the device (the street ID as typed: 81 reads 081), the server's
 * reason in her terms at the field it names, and her current clinics to choose from when the clinic was refused.
 * Send puts the corrected write back in its place in the queue, with its key, and syncs: the steps saved after it
 * for this participant name her by the same provisional id and follow it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  loadOutboxSync,
  refusalSentence,
  tagReasonCode,
  useAuthStore,
  type Camp,
  type Candidate,
  type QueuedWrite,
  type Refusal,
} from '@screening/shared';
import {
  Alert,
  Button,
  codeRule,
  Form,
  FormError,
  Loader,
  PageFrame,
  Select,
  StatusPanel,
  useRuleForm,
  type FormProps,
} from '@screening/shared/ui';
import { searchClinics } from '../../clinics.api';
import { usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { ENROLMENT_FIELD_IDS, EnrolmentFormFields, enrolmentRules, type EnrolmentCheck } from '../enrolment/enrolment-fields';
import { enrolRequest, formOf, tagRequest, type EnrolmentForm, type Target } from '../enrolment/enrolment-form';
import { TagReasonSelect } from '../enrolment/tag-dialog';
import { Field, FormField, describedBy, fieldError } from '../wizard/field';
import '../wizard/wizard.css';

const CORRECTED_HERE = new Set<QueuedWrite['step']>(['enrolment', 'tag']);
const FORM_FIELDS = new Set<string>(['name', 'mobileNo', 'gender', 'age', 'address', 'streetId', 'reason']);

type CorrectionValues = EnrolmentForm & { reason: string };
const CORRECTION_FIELD_IDS = { ...ENROLMENT_FIELD_IDS, reason: 'tag-reason' };
const REASON_RULES = [codeRule(tagReasonCode)];

type Body = Partial<Candidate> & { reason?: unknown };

/** An id of the body (a number, or its text); a participant's may be provisional (negative). */
const idOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id !== 0 ? id : null;
};

type RefusedWrite = QueuedWrite & { refusal: Refusal };
const correctedHere = (write: QueuedWrite): write is RefusedWrite => write.refusal !== null && CORRECTED_HERE.has(write.step);

/** The refusal at the field it names, the field called as the form labels it (the server names it `mobileNo`). */
function refusalAt(refusal: Refusal, label: string): string {
  const field = refusal.field ?? '';
  const params = refusal.params ?? {};
  if (!field || params.field !== field) return refusalSentence(refusal.code, params, refusal.message);
  return refusalSentence(refusal.code, { ...params, field: label }, refusal.message.split(field).join(label));
}

/** The write to correct: its seq in the address, still refused and one this form corrects; null when it is not. */
function useRefusedWrite(seq: number): RefusedWrite | null | undefined {
  const [write, setWrite] = useState<RefusedWrite | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadOutboxSync()
      .then((sync) => sync.queuedWrites())
      .then((writes) => writes.filter(correctedHere).find((row) => row.seq === seq) ?? null)
      .catch(() => null)
      .then((found) => current && setWrite(found));
    return () => {
      current = false;
    };
  }, [seq]);
  return write;
}

export default function CorrectQueuedPage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const write = useRefusedWrite(Number(params.get('seq')));
  const title = t('title.enrolment');
  if (write === undefined)
    return (
      <PageFrame title={title} backTo={PATHS.sync}>
        <Loader overlay={false} text={t('step.loading')} />
      </PageFrame>
    );
  if (write === null)
    return (
      <PageFrame title={title} backTo={PATHS.sync}>
        <StatusPanel
          status="info"
          title={t('correct.none')}
          extra={
            <Button type="primary" onClick={() => navigate(PATHS.sync)}>
              {t('correct.toSync')}
            </Button>
          }
        />
      </PageFrame>
    );
  return <CorrectionForm write={write} />;
}

function CorrectionForm({ write }: { write: RefusedWrite }) {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const signedInHospital = useAuthStore((s) => s.hospitalId);
  const { refusal } = write;
  const body = (write.data ?? {}) as Body;
  const tagging = write.step === 'tag';
  const candidateId = idOf(body.id);
  // A saved participant keeps her clinic and her street ID, as on the form she knows.
  const locked = candidateId !== null;
  const clinicRefused = refusal.code === 'CLINIC_NOT_FOUND';
  const label = (field: string) =>
    ({
      name: t('card.name', { ns: 'shared' }),
      mobileNo: t('field.mobile'),
      gender: t('gender.label', { ns: 'shared' }),
      age: t('first.age'),
      address: t('field.address'),
      streetId: t('field.streetId'),
      reason: t('tag.reason'),
      campId: t('card.outreachClinic', { ns: 'shared' }),
    })[field] ?? field;
  const refusedAt = (field: string) => (refusal.field === field ? refusalAt(refusal, label(field)) : null);

  const [initialValues] = useState<CorrectionValues>(() => ({
    ...formOf(body as Candidate),
    reason: typeof body.reason === 'string' ? body.reason : '',
  }));
  // A correction is checked by the rules of the write it corrects.
  const check = useRef<EnrolmentCheck>(tagging ? 'save' : 'enrol');
  const rules = useMemo(() => enrolmentRules(check, locked), [locked]);
  const { form, formProps } = useRuleForm<CorrectionValues>({ fieldIds: CORRECTION_FIELD_IDS });

  // On opening, the server's reason stands at the field it names (until that field changes or the form is sent
  // again), and what she typed elsewhere shows its while-typing errors, as the form did when she typed it.
  const refusedField = refusal.field && FORM_FIELDS.has(refusal.field) ? refusal.field : null;
  const refusedMessage = refusedField && refusedAt(refusedField);
  useEffect(() => {
    const filled = (['mobileNo', 'age', 'streetId'] as const).filter(
      (field) => field !== refusedField && form.getFieldValue(field) !== '',
    );
    if (filled.length > 0) {
      const mode = check.current;
      check.current = null;
      void form
        .validateFields(filled)
        .catch(() => undefined)
        .finally(() => (check.current = mode));
    }
    if (refusedField) {
      const id = CORRECTION_FIELD_IDS[refusedField as keyof typeof CORRECTION_FIELD_IDS];
      // antd types a field's errors as strings; it shows any node, as the rules' own refusals are.
      form.setFields([{ name: refusedField as keyof CorrectionValues, errors: [fieldError(id, refusedMessage) as never] }]);
    }
    // Once, as the form opens: the refusal does not change while it is corrected.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
  const [campId, setCampId] = useState<number | null>(clinicRefused ? null : idOf(body.campId));
  // Why the clinic was refused is said above the form once; the chooser says what to do.
  const [clinicError, setClinicError] = useState<string | null>(() =>
    clinicRefused ? t('correct.chooseClinic') : refusedAt('campId'),
  );
  const resend = useMutation({
    mutationFn: async (corrected: unknown) => (await loadOutboxSync()).resendWrite(write.seq as number, corrected),
    onSuccess: () => navigate(PATHS.sync, { replace: true }),
  });
  const saving = resend.isPending;
  const failure = resend.isError ? t('msg.submitFailed') : null;

  const clinics = useQuery({ queryKey: ['patients', 'clinics', ''], queryFn: () => searchClinics(''), enabled: !locked });
  const listed = (id: number | null) => id !== null && (clinics.data ?? []).some((clinic) => clinic.campId === id);
  // A clinic she no longer has is not offered as hers (it would show as a bare number).
  const chosen = campId !== null && (!clinics.data || listed(campId)) ? campId : null;

  const clinicProblem = () => (!locked && chosen === null ? t('correct.chooseClinic') : null);

  const send = () => {
    const problem = clinicProblem();
    setClinicError(problem);
    if (problem) return;
    const target: Target = {
      candidateId,
      registrationId: typeof body.registraionId === 'string' ? body.registraionId : null,
      campId: locked ? idOf(body.campId) : chosen,
      hospitalId: idOf(body.hospitalId) ?? signedInHospital,
    };
    const { reason, ...values } = form.getFieldsValue(true) as CorrectionValues;
    const corrected = tagging ? tagRequest(values, target, reason) : enrolRequest(values, target);
    resend.mutate({ ...body, ...corrected });
  };
  const refused: FormProps<CorrectionValues>['onFinishFailed'] = (failure) => {
    formProps.onFinishFailed?.(failure);
    setClinicError(clinicProblem());
  };

  const why = clinicRefused
    ? t('correct.clinicGone')
    : refusal.code === 'PARTICIPANT_NOT_FOUND'
      ? t('correct.participantGone')
      : null;

  return (
    <PageFrame title={t('title.enrolment')} backTo={PATHS.sync}>
      <Alert type="warning" showIcon title={why ?? t('correct.refused')} description={why ? t('correct.refused') : undefined} />
      <Form<CorrectionValues>
        {...formProps}
        layout="vertical"
        className="pt-form"
        initialValues={initialValues}
        disabled={saving}
        onValuesChange={(changes, values) => {
          formProps.onValuesChange?.(changes, values);
          if (resend.isError) resend.reset();
        }}
        onFinish={send}
        onFinishFailed={refused}
      >
        <FormError message={failure} />
        {locked ? (
          <section className="pt-participant" aria-label={t('enrol.participant')}>
            <span>
              {t('enrol.id')} <strong>{body.registraionId ?? '-'}</strong>
            </span>
          </section>
        ) : (
          <Field id="correct-clinic" label={label('campId')} required error={clinicError}>
            <Select<number>
              id="correct-clinic"
              value={chosen ?? undefined}
              placeholder={t('first.search')}
              loading={clinics.isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={(clinics.data ?? []).map((clinic: Camp) => ({
                value: clinic.campId,
                label: `${clinic.campName} (${clinic.campIdPrefix})`,
              }))}
              notFoundContent={clinics.isError ? t('first.failed') : t('correct.noClinics')}
              onChange={(id) => {
                setCampId(id);
                setClinicError(null);
                if (resend.isError) resend.reset();
              }}
              status={clinicError ? 'error' : undefined}
              {...describedBy('correct-clinic', clinicError)}
            />
          </Field>
        )}
        <EnrolmentFormFields rules={rules} locked={locked} saving={saving} />
        {tagging && (
          <FormField
            id="tag-reason"
            name="reason"
            label={label('reason')}
            required
            rules={REASON_RULES}
            // No reason yet ('') shows the placeholder.
            getValueProps={(reason: string) => ({ value: reason || undefined })}
          >
            {(a11y) => <TagReasonSelect {...a11y} />}
          </FormField>
        )}
        <div className="pt-actions">
          <Button size="large" onClick={() => navigate(PATHS.sync)} disabled={saving}>
            {t('common.cancel', { ns: 'shared' })}
          </Button>
          <Button size="large" type="primary" htmlType="submit" loading={saving}>
            {t('correct.send')}
          </Button>
        </div>
      </Form>
    </PageFrame>
  );
}
