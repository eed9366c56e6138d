import { useNavigate } from 'react-router-dom';
import { useWorkflowStore } from '@screening/shared';
import { SuccessPage } from '@screening/shared/ui';
import { ENROLMENT_STEP, PATHS } from '../../paths';

export const COMPLETE_TITLE = 'Registration has been Completed successfully!';

/** The end of the enrolment flow; leaving it ends the participant in progress. */
export default function CompletePage() {
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
      title={COMPLETE_TITLE}
      lines={participant ? [`${participant.name} · Registration ID: ${participant.registrationId}`] : []}
      actions={[
        { label: 'Begin Next Enrollment', primary: true, onClick: () => leave(hasClinic ? PATHS.enrolment : PATHS.findClinic) },
        { label: 'Back To Home', onClick: () => leave(PATHS.home) },
      ]}
    />
  );
}
