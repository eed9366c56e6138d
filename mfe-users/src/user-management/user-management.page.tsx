import { useNavigate } from 'react-router-dom';
import { canEdit, hasAll, MENU_KEYS, useAuthStore } from '@screening/shared';
import { Button, PageFrame, Space } from '@screening/shared/ui';
import { useUsersTranslation } from '../i18n';
import { stopEditing } from './edit-user.step';
import { PATHS } from '../paths';

/**
 * User Management landing: gated by the '/Outrich Clinic' permission, as docs/screens.md §2 says. Follow-up settings
 * (the hospital's follow-up rule) by the grant the server checks for its write: EDIT on the user-management menu.
 */
export default function UserManagementPage() {
  const navigate = useNavigate();
  const { t } = useUsersTranslation();
  const allowed = useAuthStore((s) => hasAll(s.menus, MENU_KEYS.outreachClinic));
  const mayChangeFollowUp = useAuthStore((s) => canEdit(s.menus, MENU_KEYS.management));
  const createUser = () => {
    stopEditing(); // a user chosen earlier for editing must not turn this into Edit User
    navigate(PATHS.saveUser);
  };
  return (
    <PageFrame title={t('first.title')} backTo={PATHS.home}>
      <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 420, margin: '24px auto', display: 'flex' }}>
        <Button type="primary" size="large" block disabled={!allowed} onClick={createUser}>
          {t('first.create')}
        </Button>
        <Button size="large" block disabled={!allowed} onClick={() => navigate(PATHS.findUser)}>
          {t('first.editExisting')}
        </Button>
        <Button size="large" block disabled={!mayChangeFollowUp} onClick={() => navigate(PATHS.followUpSettings)}>
          {t('first.followUpSettings')}
        </Button>
      </Space>
    </PageFrame>
  );
}
