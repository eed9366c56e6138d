import { SuccessPage } from '@screening/shared/ui';
import { CLINIC_SAVED_ACTIONS } from './clinic-created.page';
import { useSavedClinicId } from '../saved-clinic-id';

/** /success-messageEdit (SPEC §2): the ID comes as navigation state `clickId`. */
export default function ClinicUpdatedPage() {
  const clinicId = useSavedClinicId('clickId');
  return (
    <SuccessPage
      title="New Outreach Clinic has been Updated Successfully!"
      lines={[`Outreach Clinic ID: ${clinicId}`]}
      actions={CLINIC_SAVED_ACTIONS}
    />
  );
}
