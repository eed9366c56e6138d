/**
 * Which participant and test a form page works on. The workflow store says (set by a worklist or the
 * examination selector, kept across a reload); when it holds another kind or disease of test, the
 * participant's pending tests are read again and the matching one is stored.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { stageDisease, useWorkflowStore, type Participant, type StageDisease } from '@screening/shared';
import { pendingTestsQuery } from '../candidates.api';
import { EXAMINATION_STEP, stageOptions, type ExaminationKind, type ExaminationStep } from '../examination';

export interface Examination {
  participant: Participant;
  stage: string;
  diseaseTestId: number;
  candidateTestId: number | null;
}

export type ExaminationState =
  | { status: 'resolving' }
  | { status: 'no-participant' }
  | { status: 'no-test' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; examination: Examination };

export function useExamination(kind: ExaminationKind, disease: StageDisease | null = null): ExaminationState {
  const participant = useWorkflowStore((s) => s.participant);
  const stage = useWorkflowStore((s) => s.selectedStage);
  const diseaseTestId = useWorkflowStore((s) => s.diseaseTestId);
  const candidateTestId = useWorkflowStore((s) => s.candidateTestId);
  const step = useWorkflowStore((s) => s.steps[EXAMINATION_STEP] as ExaminationStep | undefined);

  const stored =
    participant !== null &&
    stage !== null &&
    diseaseTestId !== null &&
    step?.kind === kind &&
    step.candidateId === participant.id &&
    step.diseaseTestId === diseaseTestId &&
    (disease === null || stageDisease(stage) === disease);

  const lookup = useQuery({
    ...pendingTestsQuery(kind, participant),
    enabled: !stored && participant !== null,
  });
  // Only a list read now decides (a cached one may predate the last save).
  const tests = lookup.isFetchedAfterMount ? lookup.data : undefined;
  const option = tests && stageOptions(kind, tests).find((o) => disease === null || stageDisease(o.label) === disease);

  useEffect(() => {
    if (stored || participant === null || !option) return;
    const workflow = useWorkflowStore.getState();
    workflow.setStage(option.label, option.test.diseaseTestId, option.test.candidateTestId);
    workflow.setStep(EXAMINATION_STEP, {
      kind,
      candidateId: participant.id,
      diseaseTestId: option.test.diseaseTestId,
    });
  }, [stored, participant, option, kind]);

  if (participant === null) return { status: 'no-participant' };
  if (stored) return { status: 'ready', examination: { participant, stage, diseaseTestId, candidateTestId } };
  if (lookup.isError && !lookup.isFetching) return { status: 'failed', retry: () => void lookup.refetch() };
  if (tests && !option) return { status: 'no-test' };
  return { status: 'resolving' };
}
