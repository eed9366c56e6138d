import { PageFrame } from '@screening/shared/ui';
import { ProfileForm } from './profile-form';
import { useProfileForm } from './use-profile-form';
import { useUsersTranslation } from '../i18n';
import { PATHS } from '../paths';

/** /account-info: the Account Information form, saved through the same profile call (Decision 5). */
export default function AccountInfoPage() {
  const { t } = useUsersTranslation();
  const form = useProfileForm({ passwordRequired: true });
  return (
    <PageFrame title={t('account')} backTo={PATHS.home}>
      <ProfileForm form={form} variant="account" />
    </PageFrame>
  );
}
