import { useCallback, useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  canEdit,
  MENU_KEYS,
  useAuthStore,
  useWorkflowStore,
  type Gender,
  type ListedUser,
  type UserPayload,
} from '@screening/shared';
import { FormError, Loader, LoadFailed, PageFrame, useNotice, useRuleForm } from '@screening/shared/ui';
import { CREATE_USER_DRAFT, stopEditing, useEditingUser } from './edit-user.step';
import { EMPTY_USER_FORM, USER_FIELD_IDS, UserForm, type UserFormState } from './user-form';
import { fetchEmployee, fetchRoles, saveUser, USER_SAVE_MESSAGES, type RoleOption } from './users.api';
import { ResetSecondFactor } from './reset-second-factor';
import { ResetUserPassword } from './reset-user-password';
import { usersMessage, useUsersTranslation } from '../i18n';
import { PATHS } from '../paths';

interface EditSource {
  values: UserFormState;
  keycloakUserId: string | null;
  /** The role as listed, in case the role master no longer offers it. */
  role: RoleOption | null;
}

/** What the form shows of a user, whether read from the employee record or taken from the list. */
interface UserRecord {
  name: string | null;
  roleId: number | null;
  roleName: string | null;
  email: string | null;
  phoneNo: string | null;
  gender: string | null;
  isRecordDeleted: boolean;
  keycloakUserId: string | null;
}

function editSource(user: UserRecord): EditSource {
  return {
    values: {
      name: user.name ?? '',
      roleId: user.roleId,
      email: user.email ?? '',
      phoneNo: user.phoneNo ?? '',
      gender: user.gender ? (user.gender.toUpperCase() as Gender) : '',
      password: '',
      active: !user.isRecordDeleted,
    },
    keycloakUserId: user.keycloakUserId,
    role: user.roleId && user.roleName ? { id: user.roleId, name: user.roleName, assignable: false } : null,
  };
}

/** The user to edit: read through GET hospitalemployee/{userId}; if that fails, the listed user (Decision 4). */
async function loadEditSource(user: ListedUser): Promise<EditSource> {
  try {
    const found = await fetchEmployee(user.userId);
    return editSource({ ...found, roleId: found.employeeRoleMasterId ?? user.roleId, roleName: found.role ?? user.roleName });
  } catch {
    return editSource({ ...user, name: user.userName });
  }
}

/** /create-new-user: Create New User, or Edit User when a listed user was chosen for editing (docs/screens.md §2, §5, §8). */
export default function SaveUserPage() {
  const navigate = useNavigate();
  const { t } = useUsersTranslation();
  const location = useLocation();
  const notify = useNotice();
  const editingUser = useEditingUser();
  const editing = editingUser !== null;
  const token = useAuthStore((s) => s.token);
  const hospitalId = useAuthStore((s) => s.hospitalId);
  const ownUserId = useAuthStore((s) => s.userId);
  // The server's rule: EDIT on a user-management menu, and never one's own password (that is the profile's).
  const mayResetPassword = useAuthStore(
    (s) => canEdit(s.menus, MENU_KEYS.management) || canEdit(s.menus, MENU_KEYS.outreachClinic),
  );
  const editingId = editingUser?.userId ?? null;
  const loaded = useQuery({
    // The chosen user's id (not the object's identity) decides what is read.
    queryKey: ['users', 'user-form', editingId],
    queryFn: () => Promise.all([fetchRoles(), editingUser ? loadEditSource(editingUser) : Promise.resolve(null)]),
  });
  const ready = useMemo(() => {
    if (!loaded.data) return null;
    const [roles, source] = loaded.data;
    if (source) {
      const listedRole = source.role;
      const known = listedRole === null || roles.some((role) => role.id === listedRole.id);
      return { roles: known ? roles : [...roles, listedRole], values: source.values, keycloakUserId: source.keycloakUserId };
    }
    // Create mode resumes the unsaved values of this session (the password is never kept).
    const draft = useWorkflowStore.getState().drafts[CREATE_USER_DRAFT] as Partial<UserFormState> | undefined;
    return { roles, values: { ...EMPTY_USER_FORM, ...draft, password: '', active: true }, keycloakUserId: null };
  }, [loaded.data]);
  const keycloakUserId = ready?.keycloakUserId ?? null;

  const goBack = useCallback(() => {
    // The initial entry of a session has the key 'default': there is no page of ours to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(editing ? PATHS.findUser : PATHS.userManagement);
  }, [editing, location.key, navigate]);

  // Create mode keeps what was typed in the workflow store (never the password), so a reload or a lost
  // connection does not lose it; the values a user was loaded with are not a draft.
  const keepDraft = useCallback(
    (_changed: Partial<UserFormState>, values: UserFormState) => {
      if (editing) return;
      const { password: _password, active: _active, ...draft } = values;
      useWorkflowStore.getState().saveDraft(CREATE_USER_DRAFT, draft);
    },
    [editing],
  );
  const { formProps } = useRuleForm<UserFormState>({ fieldIds: USER_FIELD_IDS, onValuesChange: keepDraft });

  const save = useMutation({
    mutationFn: (payload: UserPayload) => {
      if (!token) throw new Error(USER_SAVE_MESSAGES.noToken);
      return saveUser(payload);
    },
    onSuccess: () => {
      notify(t(editing ? 'msg.updated' : 'msg.created'));
      if (!editing) useWorkflowStore.getState().clearDraft(CREATE_USER_DRAFT);
      goBack();
      if (editing) stopEditing();
    },
  });

  const submit = (values: UserFormState) => {
    if (save.isPending || !ready) return;
    save.mutate({
      id: editingUser ? editingUser.userId : null,
      email: values.email.trim(),
      employeeRoleMasterId: values.roleId as number,
      gender: values.gender as Gender,
      hospitalId: hospitalId === null ? [] : [hospitalId],
      name: values.name.trim(),
      password: editing ? '' : values.password,
      phoneNo: values.phoneNo,
      role: ready.roles.find((role) => role.id === values.roleId)?.name ?? '',
      ...(editing ? { keycloakUserId, isRecordDeleted: !values.active } : {}),
    });
  };
  // saveUser words each failure (errorMessage of the API client, a 409 naming its field).
  const saveError = save.error ? save.error.message || USER_SAVE_MESSAGES.networkOrServer : null;
  const name = ready?.values.name || editingUser?.userName || editingUser?.email || '';

  return (
    <PageFrame title={t(editing ? 'editUser' : 'first.create')} onBack={goBack}>
      <div className="sc-form-panel">
        {loaded.isPending && <Loader text={t('loading')} />}
        {!ready && loaded.isError && <LoadFailed onRetry={() => void loaded.refetch()} retrying={loaded.isFetching} />}
        {ready && (
          <UserForm
            formProps={formProps}
            initialValues={ready.values}
            // A new user gets only a role below the caller's; an edited user's role is shown, not changed.
            roles={editing ? ready.roles : ready.roles.filter((role) => role.assignable)}
            editing={editing}
            saving={save.isPending}
            onSubmit={submit}
            footer={<FormError message={saveError && usersMessage(saveError)} />}
          />
        )}
        {ready && editingUser && mayResetPassword && editingUser.userId !== ownUserId && (
          <>
            <ResetUserPassword userId={editingUser.userId} name={name} />
            <ResetSecondFactor userId={editingUser.userId} name={name} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
