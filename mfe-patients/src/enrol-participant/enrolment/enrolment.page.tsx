/**
 * New Screening Enrollment (docs/screens.md §2, §4, §5 "Enrolment"): a new participant in the chosen clinic, or a saved one
 * (edit from Modify Patient Information, or back from the next step) whose street ID is then locked. A new
 * participant is first checked for possible duplicates; the worker opens one of them or enrols her as new.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { PREFILL_TYPE, useAuthStore, useWorkflowStore, type CandidateRequest, type PossibleDuplicate } from '@screening/shared';
import { Button, Form, FormError, PageFrame, useRuleForm } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { ENROLMENT_STEP, PATHS, TAGGED_STEP, type EnrolmentStep } from '../../paths';
import { findPossibleDuplicates, participantOf, registrationIdOf, saveCandidate, tagCandidate } from '../wizard/candidates.api';
import { draftKey } from '../wizard/steps';
import { submitError } from '../wizard/submit-error';
import { LoadState, NothingToWorkOn } from '../wizard/step-frame';
import { usePrefilledDraft } from '../wizard/use-prefilled-draft';
import '../wizard/wizard.css';
import { ENROLMENT_FIELD_IDS, EnrolmentFormFields, enrolmentRules, type EnrolmentCheck } from './enrolment-fields';
import { EMPTY_ENROLMENT, enrolRequest, formOf, tagRequest, type EnrolmentForm, type Target } from './enrolment-form';
import { PossibleDuplicatesDialog } from './possible-duplicates';
import { TagDialog } from './tag-dialog';

export const ENROL_FAILED = 'Failed to enroll. Please try again.';
export const TAG_FAILED = 'Failed to save candidate. Please try again.';
export const NO_CLINIC = 'Choose an outreach clinic before registering a participant.';

/** The saved participant the form works on: navigation state from Modify Patient, else the store. */
function useEnrolmentStep(): EnrolmentStep | null {
  const location = useLocation();
  const stored = useWorkflowStore((s) => s.steps[ENROLMENT_STEP] as EnrolmentStep | undefined);
  const fromRoute = useMemo<EnrolmentStep | null>(() => {
    const state = location.state as { candidateId?: unknown; edit?: unknown; registrationId?: unknown } | null;
    return state && Number.isInteger(Number(state.candidateId)) && state.candidateId !== null && state.candidateId !== undefined
      ? {
          candidateId: Number(state.candidateId),
          edit: state.edit === true,
          registrationId: typeof state.registrationId === 'string' ? state.registrationId : null,
        }
      : null;
  }, [location.state]);
  useEffect(() => {
    // Kept in the store so a reload edits the same participant.
    if (fromRoute && fromRoute.candidateId !== stored?.candidateId)
      useWorkflowStore.getState().setStep(ENROLMENT_STEP, fromRoute);
  }, [fromRoute, stored?.candidateId]);
  return fromRoute ?? stored ?? null;
}

export default function EnrolmentPage() {
  // Each arrival here starts a fresh form over its own draft: a possible duplicate opened from this very page too.
  return <EnrolmentScreen key={useLocation().key} />;
}

function EnrolmentScreen() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const clinic = useWorkflowStore((s) => s.clinic);
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const step = useEnrolmentStep();
  const candidateId = step?.candidateId ?? null;
  const locked = candidateId !== null;
  const { draft, load } = usePrefilledDraft(
    draftKey(PATHS.enrolment, candidateId ?? `new-${clinic?.campId ?? 'none'}`),
    EMPTY_ENROLMENT,
    {
      candidateId,
      type: PREFILL_TYPE.enrolment,
      toForm: formOf,
      required: true,
    },
  );
  // The form's values as the draft keeps them: every change is kept in the workflow store.
  const form = draft.value;
  // Whose rules a whole check applies: Enroll's (the submit, Enter too) unless Save is checking.
  const check = useRef<EnrolmentCheck>('enrol');
  const rules = useMemo(() => enrolmentRules(check, locked), [locked]);
  const { form: fields, formProps } = useRuleForm<EnrolmentForm>({ fieldIds: ENROLMENT_FIELD_IDS });
  const [tagging, setTagging] = useState(false);
  const [duplicates, setDuplicates] = useState<PossibleDuplicate[] | 'failed' | null>(null);

  const target: Target = {
    candidateId,
    registrationId: step?.registrationId ?? form.registrationId,
    campId: locked
      ? (form.campId ?? useWorkflowStore.getState().participant?.campId ?? clinic?.campId ?? null)
      : (clinic?.campId ?? null),
    hospitalId,
  };

  /** Enroll itself: a new participant, or the saved one updated. */
  const create = useMutation({
    mutationFn: async (request: CandidateRequest) => participantOf(await saveCandidate(request), request),
    onSuccess: (participant) => {
      const store = useWorkflowStore.getState();
      store.setParticipant(participant);
      store.setStep(ENROLMENT_STEP, {
        candidateId: participant.id,
        registrationId: participant.registrationId,
        edit: step?.edit ?? false,
      });
      draft.discard();
      navigate(PATHS.eligibility);
    },
  });

  // A check that cannot answer must not stop the enrolment: the worker is told and may go on.
  const checkDuplicates = useMutation({
    mutationFn: (query: Parameters<typeof findPossibleDuplicates>[0]) =>
      findPossibleDuplicates(query).catch(() => 'failed' as const),
    onSuccess: (possible) => {
      if (possible === 'failed' || possible.length > 0) setDuplicates(possible);
      else create.mutate(enrolRequest(form, target));
    },
  });

  const tag = useMutation({
    mutationFn: (reason: string) => tagCandidate(tagRequest(form, target, reason)),
    onSuccess: (answer) => {
      const store = useWorkflowStore.getState();
      store.setStep(TAGGED_STEP, {
        registrationId: registrationIdOf(answer) ?? target.registrationId ?? '',
        name: answer?.name ?? (form.name.trim() || null),
      });
      store.setStep(ENROLMENT_STEP, null);
      store.setParticipant(null);
      draft.discard();
      navigate(PATHS.tagged);
    },
  });

  const saving = checkDuplicates.isPending || create.isPending || tag.isPending;
  const formError = create.error ? submitError(create.error, ENROL_FAILED) : null;
  const tagError = tag.error ? submitError(tag.error, TAG_FAILED) : null;

  const changed = (changes: Partial<EnrolmentForm>, values: EnrolmentForm) => {
    formProps.onValuesChange?.(changes, values);
    draft.change((previous) => ({ ...previous, ...changes }));
    if (create.isError) create.reset();
  };

  // What was typed before (the draft) or saved shows its while-typing errors at once, as the page always did.
  const shown = !load.loading && !load.error;
  useEffect(() => {
    if (!shown) return;
    const filled = (['mobileNo', 'age', 'streetId'] as const).filter((field) => fields.getFieldValue(field) !== '');
    if (filled.length === 0) return;
    check.current = null;
    void fields
      .validateFields(filled)
      .catch(() => undefined)
      .finally(() => (check.current = 'enrol'));
  }, [fields, shown]);

  /** Enroll, once antd's check of Enroll's rules has passed. */
  const enrol = () => {
    create.reset();
    if (!locked && target.campId !== null) {
      checkDuplicates.mutate({ campId: target.campId, name: form.name.trim(), mobileNo: form.mobileNo, age: Number(form.age) });
      return;
    }
    create.mutate(enrolRequest(form, target));
  };

  const enrolAsNew = () => {
    setDuplicates(null);
    create.mutate(enrolRequest(form, target));
  };

  /** One of the possible duplicates: her own record, as Modify Patient Information opens it; the typed draft stays. */
  const openExisting = (duplicate: PossibleDuplicate) => {
    const existing: EnrolmentStep = { candidateId: duplicate.id, edit: false, registrationId: duplicate.registrationId };
    const store = useWorkflowStore.getState();
    store.setParticipant(null);
    store.setStep(ENROLMENT_STEP, existing);
    setDuplicates(null);
    navigate(PATHS.enrolment, { state: existing });
  };

  const openTag = () => {
    check.current = 'save';
    fields
      .validateFields()
      .then(
        () => {
          tag.reset();
          setTagging(true);
        },
        (failure: Parameters<NonNullable<typeof formProps.onFinishFailed>>[0]) => formProps.onFinishFailed?.(failure),
      )
      .finally(() => (check.current = 'enrol'));
  };

  const backTo = step?.edit ? PATHS.modifyPatient : PATHS.findClinic;
  if (!locked && !clinic) return <NothingToWorkOn title={t('title.enrolment')} message={NO_CLINIC} />;

  return (
    <PageFrame title={t(step?.edit ? 'title.editEnrolment' : 'title.enrolment')} backTo={backTo}>
      <section className="pt-participant" aria-label={t(locked ? 'enrol.participant' : 'enrol.clinic')}>
        {locked ? (
          <span>
            {t('enrol.id')} <strong>{target.registrationId ?? '-'}</strong>
          </span>
        ) : (
          <span>
            {t('enrol.clinicLabel')}{' '}
            <strong>
              {clinic?.campName} ({clinic?.campIdPrefix})
            </strong>
          </span>
        )}
      </section>
      <LoadState {...load}>
        {/* A real form: Enter in a field enrols, as the primary button would. */}
        <Form<EnrolmentForm>
          {...formProps}
          layout="vertical"
          className="pt-form"
          initialValues={form}
          disabled={saving}
          onValuesChange={changed}
          onFinish={enrol}
        >
          <FormError message={translated(formError)} />
          <EnrolmentFormFields rules={rules} locked={locked} saving={saving} />
          <div className="pt-actions">
            <Button size="large" onClick={openTag} disabled={saving}>
              {t('enrol.save')}
            </Button>
            <Button size="large" type="primary" htmlType="submit" loading={checkDuplicates.isPending || create.isPending}>
              {t('enrol.enroll')}
            </Button>
          </div>
        </Form>
      </LoadState>
      <PossibleDuplicatesDialog
        found={duplicates}
        busy={saving}
        onOpen={openExisting}
        onEnrolAsNew={enrolAsNew}
        onClose={() => setDuplicates(null)}
      />
      <TagDialog
        open={tagging}
        busy={tag.isPending}
        error={tagError}
        onClose={() => setTagging(false)}
        onSave={(reason) => tag.mutate(reason)}
      />
    </PageFrame>
  );
}
