import { useWorkflowStore } from '@screening/shared';
import { SuccessPage } from '@screening/shared/ui';
import { OUTCOME_STEP, type ExaminationKind, type OutcomeStep } from '../examination';
import { PATHS } from '../paths';

const PAGES: Record<ExaminationKind, { title: string; again: string; search: string }> = {
  screening: { title: 'Screening has been Completed successfully!', again: 'Begin Screening', search: PATHS.screeningSearch },
  clinical: {
    title: 'Clinical Evaluation has been Completed successfully!',
    again: 'Begin Clinical Evaluation',
    search: PATHS.clinicalSearch,
  },
};

/** What was recorded, so a Save is not mistaken for a Finish. */
function outcomeLine(outcome: OutcomeStep | undefined, kind: ExaminationKind): string[] {
  if (!outcome || outcome.kind !== kind) return [];
  const what = outcome.completed === 1 ? 'finished' : 'saved; it stays open until it is finished';
  return [`${outcome.participant}: ${outcome.stage} ${what}.`];
}

/** The success pages after Save or Finish (SPEC "Success pages"). */
export function DonePage({ kind }: { kind: ExaminationKind }) {
  const outcome = useWorkflowStore((s) => s.steps[OUTCOME_STEP] as OutcomeStep | undefined);
  const page = PAGES[kind];
  return (
    <SuccessPage
      title={page.title}
      lines={outcomeLine(outcome, kind)}
      actions={[
        { label: page.again, to: page.search, primary: true },
        { label: 'Back To Home', to: PATHS.home },
      ]}
    />
  );
}
