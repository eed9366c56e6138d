/**
 * New Screening Enrollment (docs/screens.md §2, §4, §5 "Enrolment"): a new participant in the chosen clinic, or a saved one
 * (edit from Modify Patient Information, or back from the next step) whose street ID is then locked. A new
 * participant is first checked for possible duplicates; the worker opens one of them or enrols her as new.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  hasErrors,
  PREFILL_TYPE,
  useAuthStore,
  useWorkflowStore,
  validateEnrolment,
  type PossibleDuplicate,
} from '@screening/shared';
import { Button, Form, FormError, PageFrame } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { ENROLMENT_STEP, PATHS, TAGGED_STEP, type EnrolmentStep } from '../../paths';
import { findPossibleDuplicates, participantOf, registrationIdOf, saveCandidate, tagCandidate } from '../wizard/candidates.api';
import { draftKey } from '../wizard/steps';
import { submitError } from '../wizard/submit-error';
import { LoadState, NothingToWorkOn } from '../wizard/step-frame';
import { usePrefilledDraft } from '../wizard/use-prefilled-draft';
import '../wizard/wizard.css';
import { EnrolmentFields, type EnrolmentErrors } from './enrolment-fields';
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
  const form = draft.value;
  const [errors, setErrors] = useState<EnrolmentErrors>({});
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [tagging, setTagging] = useState(false);
  const [tagError, setTagError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<PossibleDuplicate[] | 'failed' | null>(null);

  const target: Target = {
    candidateId,
    registrationId: step?.registrationId ?? form.registrationId,
    campId: locked
      ? (form.campId ?? useWorkflowStore.getState().participant?.campId ?? clinic?.campId ?? null)
      : (clinic?.campId ?? null),
    hospitalId,
  };

  const change = <K extends keyof EnrolmentForm>(field: K, value: EnrolmentForm[K]) => {
    draft.change((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setFormError(null);
  };

  const enrol = async () => {
    const found = validateEnrolment(form, { mode: 'enrol', editing: locked });
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    setFormError(null);
    if (!locked && target.campId !== null) {
      // A check that cannot answer must not stop the enrolment: the worker is told and may go on.
      const possible = await findPossibleDuplicates({
        campId: target.campId,
        name: form.name.trim(),
        mobileNo: form.mobileNo,
        age: Number(form.age),
      }).catch(() => 'failed' as const);
      if (possible === 'failed' || possible.length > 0) {
        setDuplicates(possible);
        setSaving(false);
        return;
      }
    }
    await create();
  };

  /** Enroll itself: a new participant, or the saved one updated. */
  const create = async () => {
    setSaving(true);
    setFormError(null);
    try {
      const request = enrolRequest(form, target);
      const participant = participantOf(await saveCandidate(request), request);
      const store = useWorkflowStore.getState();
      store.setParticipant(participant);
      store.setStep(ENROLMENT_STEP, {
        candidateId: participant.id,
        registrationId: participant.registrationId,
        edit: step?.edit ?? false,
      });
      draft.discard();
      navigate(PATHS.eligibility);
    } catch (failure) {
      setFormError(submitError(failure, ENROL_FAILED));
      setSaving(false);
    }
  };

  const enrolAsNew = () => {
    setDuplicates(null);
    void create();
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
    const found = validateEnrolment(form, { mode: 'save', editing: locked });
    setErrors(found);
    if (hasErrors(found)) return;
    setTagError(null);
    setTagging(true);
  };

  const tag = async (reason: string) => {
    setSaving(true);
    setTagError(null);
    try {
      const answer = await tagCandidate(tagRequest(form, target, reason));
      const store = useWorkflowStore.getState();
      store.setStep(TAGGED_STEP, {
        registrationId: registrationIdOf(answer) ?? target.registrationId ?? '',
        name: answer?.name ?? (form.name.trim() || null),
      });
      store.setStep(ENROLMENT_STEP, null);
      store.setParticipant(null);
      draft.discard();
      navigate(PATHS.tagged);
    } catch (failure) {
      setTagError(submitError(failure, TAG_FAILED));
      setSaving(false);
    }
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
        <Form layout="vertical" className="pt-form" disabled={saving} onFinish={() => void enrol()}>
          <FormError message={translated(formError)} />
          <EnrolmentFields form={form} errors={errors} locked={locked} saving={saving} onChange={change} />
          <div className="pt-actions">
            <Button size="large" onClick={openTag} disabled={saving}>
              {t('enrol.save')}
            </Button>
            <Button size="large" type="primary" htmlType="submit" loading={saving && !tagging}>
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
        busy={saving}
        error={tagError}
        onClose={() => setTagging(false)}
        onSave={(reason) => void tag(reason)}
      />
    </PageFrame>
  );
}
