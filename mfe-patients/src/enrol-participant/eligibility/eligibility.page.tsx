/** Disease Specific Details (docs/screens.md §2, §5 "Eligibility"): the eligibility questions of the participant's gender, all required. */
import { useState } from 'react';
import {
  eligibilityCode,
  eligibilityCodes,
  hasAnyAnswer,
  HISTORY_TYPE,
  PREFILL_TYPE,
  prefillAnswers,
  serialiseGroup,
  useAuthStore,
  withoutError,
  type Answers,
  type MetricGroup,
  type Participant,
  type RuleCode,
} from '@screening/shared';
import { FormError, MetricForm } from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { fetchEligibilityDefinition, loadFailed } from '../wizard/metrics.api';
import { StepActions } from '../wizard/step-actions';
import { LoadState, StepFrame } from '../wizard/step-frame';
import { draftKey } from '../wizard/steps';
import { submitError } from '../wizard/submit-error';
import { useDraft } from '../wizard/use-draft';
import { useStepRead } from '../wizard/use-step-read';
import { useStepSubmit } from '../wizard/use-step-submit';
import { fetchPrefill, saveHistory } from '../wizard/wizard.api';

export const ELIGIBILITY_SAVE_FAILED = 'Failed to submit data. Please try again.';

export default function EligibilityPage() {
  const { t } = usePatientsTranslation();
  return <StepFrame title={t('title.eligibility')}>{(participant) => <EligibilityForm participant={participant} />}</StepFrame>;
}

function EligibilityForm({ participant }: { participant: Participant }) {
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const read = useStepRead({
    queryKey: ['patients', 'eligibility', participant.id, participant.gender],
    queryFn: async () => {
      if (!participant.gender) throw new Error('The participant has no gender');
      const definition = await fetchEligibilityDefinition(participant.gender);
      // Saved answers are a convenience: a failed prefill leaves the form empty (docs/screens.md §8).
      const saved = await fetchPrefill<{ eligibilityMetrics?: MetricGroup | null }>(
        participant.id,
        PREFILL_TYPE.eligibility,
      ).catch(() => null);
      return { definition, saved };
    },
    errorOf: loadFailed,
  });
  const definition = read.data?.definition;
  const group: MetricGroup = definition?.eligibilityMetrics ?? { params: [] };
  const draft = useDraft<Answers>(
    draftKey(PATHS.eligibility, participant.id),
    {},
    read.data && prefillAnswers(group.params, read.data.saved?.eligibilityMetrics?.params),
  );
  const answers = draft.value;
  // The unanswered questions of the last Next or Finish, by code: MetricForm words them in the current language.
  const [refused, setRefused] = useState<Record<string, RuleCode>>({});

  const flow = useStepSubmit({
    step: PATHS.eligibility,
    validate: () => {
      setRefused(eligibilityCodes(group.params, answers));
      return eligibilityCode(group.params, answers);
    },
    isEmpty: () => !hasAnyAnswer(answers),
    save: () =>
      saveHistory({
        candidateId: participant.id,
        type: HISTORY_TYPE.registration,
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
    <LoadState {...read.load}>
      <MetricForm
        params={group.params}
        answers={answers}
        allRequired
        errors={refused}
        disabled={flow.isPending}
        idPrefix="eligibility"
        onChange={(next, changed) => {
          draft.change(next);
          setRefused((previous) => withoutError(previous, changed));
          flow.clearError();
        }}
      />
      <FormError message={flow.error} />
      <StepActions moves={['prev', 'finish', 'next']} onMove={flow.submit} canFinish={flow.check} busy={flow.isPending} />
    </LoadState>
  );
}
