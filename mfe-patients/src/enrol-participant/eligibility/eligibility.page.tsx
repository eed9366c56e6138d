/** Disease Specific Details (SPEC §2, §5 "Eligibility"): the eligibility questions of the participant's gender, all required. */
import { useCallback, useState } from 'react';
import {
  eligibilityError,
  hasAnyAnswer,
  prefillAnswers,
  serialiseGroup,
  useAuthStore,
  validateEligibility,
  withoutError,
  type Answers,
  type DiseaseTestMaster,
  type MetricGroup,
  type Participant,
} from '@screening/shared';
import { FormError, MetricForm } from '@screening/shared/ui';
import { PATHS } from '../../paths';
import { fetchEligibilityDefinition, loadFailed } from '../wizard/metrics.api';
import { StepActions } from '../wizard/step-actions';
import { LoadState, StepFrame } from '../wizard/step-frame';
import { draftKey } from '../wizard/steps';
import { submitError } from '../wizard/submit-error';
import { useDraft } from '../wizard/use-draft';
import { useLoad } from '../wizard/use-load';
import { useStepSubmit } from '../wizard/use-step-submit';
import { fetchPrefill, saveHistory } from '../wizard/wizard.api';

export const ELIGIBILITY_SAVE_FAILED = 'Failed to submit data. Please try again.';

export default function EligibilityPage() {
  return <StepFrame title="Disease Specific Details">{(participant) => <EligibilityForm participant={participant} />}</StepFrame>;
}

function EligibilityForm({ participant }: { participant: Participant }) {
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const draft = useDraft<Answers>(draftKey(PATHS.eligibility, participant.id), {});
  const fillAnswers = draft.fill;
  const answers = draft.value;
  const [definition, setDefinition] = useState<DiseaseTestMaster | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const group: MetricGroup = definition?.eligibilityMetrics ?? { params: [] };

  const load = useLoad(
    useCallback(async () => {
      if (!participant.gender) throw new Error('The participant has no gender');
      const served = await fetchEligibilityDefinition(participant.gender);
      // Saved answers are a convenience: a failed prefill leaves the form empty (SPEC §8).
      const saved = await fetchPrefill<{ eligibilityMetrics?: MetricGroup | null }>(participant.id, 1).catch(() => null);
      fillAnswers(prefillAnswers(served.eligibilityMetrics?.params ?? [], saved?.eligibilityMetrics?.params));
      setDefinition(served);
    }, [participant.id, participant.gender, fillAnswers]),
    loadFailed,
  );

  const flow = useStepSubmit({
    step: PATHS.eligibility,
    validate: () => {
      setErrors(validateEligibility(group.params, answers));
      return eligibilityError(group.params, answers);
    },
    isEmpty: () => !hasAnyAnswer(answers),
    save: () =>
      saveHistory({
        candidateId: participant.id,
        type: 1,
        stage: 'ELIGIBILE',
        diseaseTestMasterId: definition?.id ?? null,
        hospitalId,
        gender: participant.gender,
        eligibilityMetrics: serialiseGroup(group, answers),
      }),
    errorMessage: (failure) => submitError(failure, ELIGIBILITY_SAVE_FAILED),
    onSaved: draft.discard,
  });

  return (
    <LoadState {...load}>
      <MetricForm
        params={group.params}
        answers={answers}
        allRequired
        errors={errors}
        disabled={flow.saving}
        idPrefix="eligibility"
        onChange={(next, changed) => {
          draft.change(next);
          setErrors((previous) => withoutError(previous, changed));
          flow.setError(null);
        }}
      />
      <FormError message={flow.error} />
      <StepActions moves={['prev', 'finish', 'next']} onMove={flow.submit} canFinish={flow.check} busy={flow.saving} />
    </LoadState>
  );
}
