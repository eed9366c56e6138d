import { useNavigate } from 'react-router-dom';
import { hasAll, MENU_KEYS, useAuthStore, type ListedUser } from '@screening/shared';
import { Button, EditOutlined, ResultCard, SearchPage } from '@screening/shared/ui';
import { startEditing } from './edit-user.step';
import { searchUsers, USERS_FETCH_FAILED } from './users.api';

/** /edit-user-management: find a user by name or e-mail and open them in the user form (SPEC §2). */
export default function FindUserPage() {
  const navigate = useNavigate();
  const canEditUsers = useAuthStore((s) => hasAll(s.menus, MENU_KEYS.outreachClinic));

  const edit = (user: ListedUser) => {
    startEditing(user);
    navigate('/create-new-user');
  };

  return (
    <SearchPage<ListedUser>
      title="Edit Existing User"
      placeholder="Search by name or email"
      search={searchUsers}
      errorMessage={USERS_FETCH_FAILED}
      // The SPEC shows nothing for an empty result; a blank page reads as broken.
      emptyText="No user found"
      getKey={(user) => user.userId}
      backTo="/userManagement"
      renderItem={(user) => (
        <ResultCard
          ariaLabel={user.userName}
          fields={[
            { label: 'User Name', value: user.userName },
            { label: 'Email', value: user.email },
            { label: 'Role', value: user.roleName },
            { label: 'Status', value: user.isRecordDeleted ? 'Inactive' : 'Active' },
          ]}
          actions={
            <Button
              icon={<EditOutlined aria-hidden />}
              disabled={!canEditUsers}
              onClick={() => edit(user)}
              aria-label={`Edit ${user.userName}`}
            >
              Edit
            </Button>
          }
        />
      )}
    />
  );
}
