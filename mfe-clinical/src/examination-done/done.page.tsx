import { useWorkflowStore } from '@screening/shared';
import { SuccessPage } from '@screening/shared/ui';
import { OUTCOME_STEP, type ExaminationKind, type OutcomeStep } from '../examination';
import { PATHS } from '../paths';

const PAGES: Record<ExaminationKind, { title: string; saved: string; again: string; search: string }> = {
  screening: {
    title: 'Screening has been Completed successfully!',
    saved: 'Screening saved. It stays open until it is finished.',
    again: 'Begin Screening',
    search: PATHS.screeningSearch,
  },
  clinical: {
    title: 'Clinical Evaluation has been Completed successfully!',
    saved: 'Clinical Evaluation saved. It stays open until it is finished.',
    again: 'Begin Clinical Evaluation',
    search: PATHS.clinicalSearch,
  },
};

/**
 * The page after Save or Finish (SPEC "Success pages"). The SPEC's completion text follows Finish only: a Save
 * said to be "Completed" let a doctor believe an evaluation was closed while it was still open.
 */
export function DonePage({ kind }: { kind: ExaminationKind }) {
  const stored = useWorkflowStore((s) => s.steps[OUTCOME_STEP] as OutcomeStep | undefined);
  const outcome = stored?.kind === kind ? stored : undefined;
  const page = PAGES[kind];
  const saved = outcome?.completed === 0;
  // Begun from Referral to Hospital, the next participant is found there too.
  const search = outcome?.worklist === 'referral' ? PATHS.referralSearch : page.search;
  return (
    <SuccessPage
      title={saved ? page.saved : page.title}
      status={saved ? 'info' : 'success'}
      lines={outcome ? [`${outcome.participant}: ${outcome.stage} ${saved ? 'saved' : 'finished'}.`] : []}
      actions={[
        { label: page.again, to: search, primary: true },
        { label: 'Back To Home', to: PATHS.home },
      ]}
    />
  );
}
