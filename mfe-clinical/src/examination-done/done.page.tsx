import { useWorkflowStore } from '@screening/shared';
import { SuccessPage } from '@screening/shared/ui';
import { OUTCOME_STEP, type ExaminationKind, type OutcomeStep } from '../examination';
import { translated, useClinicalTranslation } from '../i18n';
import { PARTICIPANT_PARAM, PATHS } from '../paths';

const SEARCH: Record<ExaminationKind, string> = { screening: PATHS.screeningSearch, clinical: PATHS.clinicalSearch };

/**
 * The page after Save or Finish (SPEC "Success pages"). The SPEC's completion text follows Finish only: a Save
 * said to be "Completed" let a doctor believe an evaluation was closed while it was still open.
 */
export function DonePage({ kind }: { kind: ExaminationKind }) {
  const { t } = useClinicalTranslation();
  const stored = useWorkflowStore((s) => s.steps[OUTCOME_STEP] as OutcomeStep | undefined);
  const outcome = stored?.kind === kind ? stored : undefined;
  const saved = outcome?.completed === 0;
  // Begun from Referral to Hospital, the next participant is found there too.
  const search = outcome?.worklist === 'referral' ? PATHS.referralSearch : SEARCH[kind];
  const herView = outcome?.candidateId ? `${PATHS.participant}?${PARTICIPANT_PARAM}=${outcome.candidateId}` : null;
  // Begun from her view, it leads back there first (her slip is printed there too).
  const back = outcome?.fromView && herView ? herView : null;
  return (
    <SuccessPage
      title={t(saved ? `done.${kind}Saved` : `done.${kind}`)}
      status={saved ? 'info' : 'success'}
      lines={
        outcome
          ? [t(saved ? 'done.saved' : 'done.finished', { participant: outcome.participant, stage: translated(outcome.stage) })]
          : []
      }
      actions={[
        ...(back
          ? [{ label: t(outcome?.referred ? 'done.backToViewReferred' : 'done.backToView'), to: back, primary: true }]
          : outcome?.referred && herView
            ? [{ label: t('done.referred'), to: herView }]
            : []),
        { label: t(`done.${kind}Again`), to: search, primary: !back },
        { label: t('done.home'), to: PATHS.home },
      ]}
    />
  );
}
