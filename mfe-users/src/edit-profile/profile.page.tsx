import { PageFrame } from '@screening/shared/ui';
import { ProfileForm } from './profile-form';
import { SecondFactorSection } from './second-factor.section';
import { useProfileForm } from './use-profile-form';
import { useUsersTranslation } from '../i18n';
import { PATHS } from '../paths';

/** /ProfileScreen: the signed-in user's own profile (docs/screens.md §2 "Profile"). */
export default function ProfilePage() {
  const { t } = useUsersTranslation();
  const form = useProfileForm({ passwordRequired: false });
  return (
    <PageFrame title={t('profile')} backTo={PATHS.home}>
      <ProfileForm form={form} variant="profile" />
      <SecondFactorSection />
    </PageFrame>
  );
}
