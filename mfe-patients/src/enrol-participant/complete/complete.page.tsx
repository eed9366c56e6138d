import { useNavigate } from 'react-router-dom';
import { useWorkflowStore } from '@screening/shared';
import { SuccessPage } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { ENROLMENT_STEP, PATHS } from '../../paths';

export const COMPLETE_TITLE = 'Registration has been Completed successfully!';

/** The end of the enrolment flow; leaving it ends the participant in progress. */
export default function CompletePage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const participant = useWorkflowStore((s) => s.participant);
  const hasClinic = useWorkflowStore((s) => s.clinic !== null);
  const leave = (to: string) => {
    const store = useWorkflowStore.getState();
    // Unsaved values of steps the participant skipped belong to nobody now.
    if (participant) for (const key of Object.keys(store.drafts)) if (key.endsWith(`:${participant.id}`)) store.clearDraft(key);
    store.setParticipant(null);
    store.setStep(ENROLMENT_STEP, null);
    navigate(to);
  };
  return (
    <SuccessPage
      title={translated(COMPLETE_TITLE)}
      lines={participant ? [`${participant.name} · ${t('done.registrationId', { id: participant.registrationId })}`] : []}
      actions={[
        { label: t('done.next'), primary: true, onClick: () => leave(hasClinic ? PATHS.enrolment : PATHS.findClinic) },
        { label: t('done.home'), onClick: () => leave(PATHS.home) },
      ]}
    />
  );
}
