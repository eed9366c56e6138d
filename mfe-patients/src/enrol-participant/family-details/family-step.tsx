/**
 * The two family steps (docs/screens.md §2, §5 "Family personal"/"Family medical"): repeatable member cards from the served
 * definition, prefilled from the saved members, saved as one group per member (docs/api.md §7.1).
 */
import {
  familyMemberCodes,
  hasAnyAnswer,
  HISTORY_TYPE,
  prefillMembers,
  serialiseGroups,
  useAuthStore,
  type DiseaseTestMaster,
  type FamilyKind,
  type FormMember,
  type MetricGroup,
  type Participant,
  type PrefillType,
} from '@screening/shared';
import { FormError, MetricRepeatGroups } from '@screening/shared/ui';
import { translated } from '../../i18n';
import { StepActions } from '../wizard/step-actions';
import { LoadState, StepFrame } from '../wizard/step-frame';
import { draftKey, type Move, type StepPath } from '../wizard/steps';
import { fetchStageDefinition } from '../wizard/metrics.api';
import { submitError } from '../wizard/submit-error';
import { useDraft } from '../wizard/use-draft';
import { useStepRead } from '../wizard/use-step-read';
import { useStepSubmit } from '../wizard/use-step-submit';
import { fetchPrefill, saveHistory } from '../wizard/wizard.api';

export const FAMILY_SAVE_FAILED = 'Failed to submit data. Please try again.';

export interface FamilyStepConfig {
  step: StepPath;
  kind: FamilyKind;
  stage: 'FAMILY_PERSONAL' | 'FAMILY_MEDICAL';
  prefillType: PrefillType;
  /** Which key of the served definition holds the member params. */
  definitionKey: 'familyMetrics' | 'testMetrics';
  /** Which key of the saved history (and of the save request) holds the member groups. */
  historyKey: 'familyMetrics' | 'familyMedicalMetrics';
  loadError: string;
  note?: string;
  moves: readonly Move[];
  /** Finish on the last step ends the flow without skipping anything, so it does not ask. */
  confirmFinish: boolean;
}

interface Loaded {
  definition: DiseaseTestMaster;
  group: MetricGroup;
  /** Members saved before: saving an emptied list then deletes them. */
  savedMembers: FormMember[];
}

const EMPTY_MEMBERS: FormMember[] = [{ id: null, answers: {} }];

function FamilyStep({ config, participant }: { config: FamilyStepConfig; participant: Participant }) {
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const read = useStepRead<Loaded>({
    queryKey: ['patients', 'family', config.stage, participant.id],
    queryFn: async () => {
      const definition = await fetchStageDefinition(config.stage);
      const group = definition[config.definitionKey];
      if (!group || !Array.isArray(group.params)) throw new Error('No member definition');
      // A failed prefill leaves the cards empty (docs/screens.md §8).
      const saved = await fetchPrefill<Partial<Record<FamilyStepConfig['historyKey'], MetricGroup[] | null>>>(
        participant.id,
        config.prefillType,
      ).catch(() => null);
      return { definition, group, savedMembers: prefillMembers(group, saved?.[config.historyKey]) };
    },
    errorOf: () => config.loadError,
  });
  const loaded = read.data;
  const draft = useDraft<FormMember[]>(
    draftKey(config.step, participant.id),
    EMPTY_MEMBERS,
    loaded && (loaded.savedMembers.length > 0 ? loaded.savedMembers : EMPTY_MEMBERS),
  );
  const members = draft.value;

  /** Cards left blank are not members. */
  const entered = members.filter((member) => hasAnyAnswer(member.answers));

  const flow = useStepSubmit({
    step: config.step,
    validate: () =>
      entered.some((member) => Object.keys(familyMemberCodes(config.kind, member.answers)).length > 0) ? 'MEDICAL_SUMMARY' : null,
    isEmpty: () => entered.length === 0 && !loaded?.savedMembers.length,
    save: async () => {
      if (!loaded) return;
      await saveHistory({
        candidateId: participant.id,
        type: HISTORY_TYPE.registration,
        stage: config.stage,
        diseaseTestMasterId: loaded.definition.id,
        hospitalId,
        gender: participant.gender,
        [config.historyKey]: serialiseGroups(loaded.group, entered),
      });
    },
    errorMessage: (failure) => submitError(failure, FAMILY_SAVE_FAILED),
    onSaved: draft.discard,
  });

  return (
    <LoadState {...read.load}>
      {loaded && (
        <MetricRepeatGroups
          definition={loaded.group}
          members={members}
          kind={config.kind}
          note={config.note && translated(config.note)}
          disabled={flow.isPending}
          onChange={(next) => {
            draft.change(next);
            flow.clearError();
          }}
        />
      )}
      <FormError message={flow.error} />
      <StepActions
        moves={config.moves}
        onMove={flow.submit}
        canFinish={flow.check}
        confirmFinish={config.confirmFinish}
        busy={flow.isPending}
      />
    </LoadState>
  );
}

/** A family step's page: the step frame around the member cards of the participant in progress. */
export function FamilyStepPage({ title, config }: { title: string; config: FamilyStepConfig }) {
  return <StepFrame title={title}>{(participant) => <FamilyStep config={config} participant={participant} />}</StepFrame>;
}
