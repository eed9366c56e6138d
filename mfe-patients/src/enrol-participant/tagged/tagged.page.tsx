import { useNavigate } from 'react-router-dom';
import { useWorkflowStore } from '@screening/shared';
import { SuccessPage } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { ENROLMENT_STEP, PATHS, TAGGED_STEP, type TaggedStep } from '../../paths';

export const TAGGED_TITLE = 'Patient has been Tagged Successfully!';

/** After Save with a reason: the tagged participant's registration ID (SPEC 'Success pages'). */
export default function TaggedPage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const tagged = useWorkflowStore((s) => s.steps[TAGGED_STEP] as TaggedStep | undefined);
  const hasClinic = useWorkflowStore((s) => s.clinic !== null);
  const leave = (to: string) => {
    const store = useWorkflowStore.getState();
    store.setStep(TAGGED_STEP, null);
    store.setStep(ENROLMENT_STEP, null);
    navigate(to);
  };
  return (
    <SuccessPage
      title={translated(TAGGED_TITLE)}
      lines={tagged?.registrationId ? [t('done.registrationId', { id: tagged.registrationId })] : []}
      actions={[
        { label: t('done.next'), primary: true, onClick: () => leave(hasClinic ? PATHS.enrolment : PATHS.findClinic) },
        { label: t('done.home'), onClick: () => leave(PATHS.home) },
      ]}
    />
  );
}
