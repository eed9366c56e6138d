/**
 * Which participant and test a form page works on. The workflow store says (set by a worklist or the
 * examination selector, kept across a reload); when it holds another kind or disease of test, the
 * participant's pending tests are read again and the matching one is stored.
 */
import { useCallback, useEffect, useState } from 'react';
import { stageDisease, useWorkflowStore, type Participant, type StageDisease } from '@screening/shared';
import { pendingTests } from '../candidates.api';
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
  const [lookup, setLookup] = useState<'idle' | 'running' | 'none' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);

  const stored =
    participant !== null &&
    stage !== null &&
    diseaseTestId !== null &&
    step?.kind === kind &&
    step.candidateId === participant.id &&
    step.diseaseTestId === diseaseTestId &&
    (disease === null || stageDisease(stage) === disease);

  useEffect(() => {
    if (stored || participant === null) return undefined;
    let cancelled = false;
    setLookup('running');
    pendingTests(kind, participant).then(
      (tests) => {
        if (cancelled) return;
        const option = stageOptions(kind, tests).find((o) => disease === null || stageDisease(o.label) === disease);
        if (!option) {
          setLookup('none');
          return;
        }
        const workflow = useWorkflowStore.getState();
        workflow.setStage(option.label, option.test.diseaseTestId, option.test.candidateTestId);
        workflow.setStep<ExaminationStep>(EXAMINATION_STEP, { kind, candidateId: participant.id, diseaseTestId: option.test.diseaseTestId });
        setLookup('idle');
      },
      () => !cancelled && setLookup('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [stored, participant, kind, disease, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (participant === null) return { status: 'no-participant' };
  if (stored) return { status: 'ready', examination: { participant, stage, diseaseTestId, candidateTestId } };
  if (lookup === 'none') return { status: 'no-test' };
  if (lookup === 'failed') return { status: 'failed', retry };
  return { status: 'resolving' };
}
