import { PageFrame } from '@screening/shared/ui';
import { ProfileForm } from './profile-form';
import { useProfileForm } from './use-profile-form';

/** /ProfileScreen: the signed-in user's own profile (SPEC §2 "Profile"). */
export default function ProfilePage() {
  const form = useProfileForm({ passwordRequired: false });
  return (
    <PageFrame title="Profile" backTo="/responsive-cancer-institute">
      <ProfileForm form={form} variant="profile" />
    </PageFrame>
  );
}
