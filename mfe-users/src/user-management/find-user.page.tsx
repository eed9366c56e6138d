import { useNavigate } from 'react-router-dom';
import { hasAll, MENU_KEYS, useAuthStore, type ListedUser } from '@screening/shared';
import { Button, EditOutlined, ResultCard, SearchPage } from '@screening/shared/ui';
import { useUsersTranslation } from '../i18n';
import { startEditing } from './edit-user.step';
import { searchUsers } from './users.api';
import { PATHS } from '../paths';

/** /edit-user-management: find a user by name or e-mail and open them in the user form (docs/screens.md §2). */
export default function FindUserPage() {
  const navigate = useNavigate();
  const { t } = useUsersTranslation();
  const canEditUsers = useAuthStore((s) => hasAll(s.menus, MENU_KEYS.outreachClinic));

  const edit = (user: ListedUser) => {
    startEditing(user);
    navigate(PATHS.saveUser);
  };

  return (
    <SearchPage<ListedUser>
      title={t('first.editExisting')}
      placeholder={t('search')}
      search={searchUsers}
      errorMessage={t('msg.fetchUsers')}
      // The SPEC shows nothing for an empty result; a blank page reads as broken.
      emptyText={t('noUser')}
      getKey={(user) => user.userId}
      backTo={PATHS.userManagement}
      renderItem={(user) => (
        <ResultCard
          ariaLabel={user.userName}
          fields={[
            { label: t('userName'), value: user.userName },
            { label: t('email'), value: user.email },
            { label: t('role'), value: user.roleName },
            { label: t('status'), value: t(user.isRecordDeleted ? 'inactive' : 'active') },
          ]}
          actions={
            <Button
              icon={<EditOutlined aria-hidden />}
              disabled={!canEditUsers}
              onClick={() => edit(user)}
              aria-label={t('editName', { name: user.userName })}
            >
              {t('edit')}
            </Button>
          }
        />
      )}
    />
  );
}
