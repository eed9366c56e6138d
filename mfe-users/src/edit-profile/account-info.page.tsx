import { PageFrame } from '@screening/shared/ui';
import { ProfileForm } from './profile-form';
import { useProfileForm } from './use-profile-form';

/** /account-info: the Account Information form, saved through the same profile call (Decision 5). */
export default function AccountInfoPage() {
  const form = useProfileForm({ passwordRequired: true });
  return (
    <PageFrame title="Account Information" backTo="/responsive-cancer-institute">
      <ProfileForm form={form} variant="account" />
    </PageFrame>
  );
}
