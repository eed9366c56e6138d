import { SuccessPage } from '@screening/shared/ui';
import { useSavedClinicId } from '../saved-clinic-id';

export const CLINIC_SAVED_ACTIONS = [
  { label: 'Create New Outreach Clinic', to: '/create-outreach-clinic', primary: true },
  { label: 'Back To Home', to: '/responsive-cancer-institute' },
];

/** /success-message (SPEC §2). */
export default function ClinicCreatedPage() {
  const clinicId = useSavedClinicId('clinicId');
  return (
    <SuccessPage
      title="New Outreach Clinic has been Created Successfully!"
      lines={[`Outreach Clinic ID: ${clinicId}`]}
      actions={CLINIC_SAVED_ACTIONS}
    />
  );
}
