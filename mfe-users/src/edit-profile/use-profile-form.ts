import { useCallback, useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  useAuthStore,
  useWorkflowStore,
  type Employee,
  type Gender,
  type ProfileFormValues,
  type ProfileUpdateRequest,
} from '@screening/shared';
import { useRuleForm, type FormInstance, type FormProps } from '@screening/shared/ui';
import { fetchProfile, PROFILE_MESSAGES, updateProfile } from './profile.api';

export interface ProfileValues {
  name: string;
  gender: Gender | '';
  phoneNo: string;
  /** A new password; '' keeps the current one (unless the form requires one). */
  password: string;
  /** The current password, needed with a new one. */
  currentPassword: string;
}
export type ProfileField = keyof ProfileFormValues;

/** Input ids, in the form's order: a label names its field and the first error takes the focus. */
export const PROFILE_FIELD_IDS: Record<ProfileField, string> = {
  name: 'profile-name',
  gender: 'profile-gender',
  phoneNo: 'profile-mobile',
  password: 'profile-password',
  currentPassword: 'profile-current-password',
};

/** Unsaved profile values of this session, shared by /ProfileScreen and /account-info (never a password). */
const PROFILE_DRAFT = 'users.profile';

declare module '@screening/shared' {
  interface WorkflowDrafts {
    [PROFILE_DRAFT]: Partial<ProfileValues>;
  }
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; employee: Employee };

export interface ProfileFormController {
  load: Load;
  /** What the form starts from: the record as read, with this session's unsaved edits over it. */
  initialValues: ProfileValues;
  form: FormInstance<ProfileValues>;
  formProps: FormProps<ProfileValues>;
  /** The new password must be set (Account Information). */
  passwordRequired: boolean;
  saving: boolean;
  saveError: string | null;
  saved: boolean;
  /** Saves values the form's rules accepted. */
  submit: (values: ProfileValues) => void;
  retry: () => void;
  /** A Retry is under way. */
  retrying: boolean;
}

const EMPTY: ProfileValues = { name: '', gender: '', phoneNo: '', password: '', currentPassword: '' };
const NO_PASSWORDS = { password: '', currentPassword: '' };

/**
 * Loads the signed-in user's record, keeps unsaved edits as a draft and saves through `routes.saveProfile`. After a save the header's name follows the new display name; the login (e-mail) and
 * token are left alone, so the session keeps working.
 */
export function useProfileForm({ passwordRequired }: { passwordRequired: boolean }): ProfileFormController {
  const userId = useAuthStore((s) => s.userId);
  const profile = useQuery({
    queryKey: ['users', 'profile', userId],
    queryFn: () => fetchProfile(userId as number),
    enabled: userId !== null,
  });
  const employee = profile.data ?? null;
  const load = useMemo<Load>(
    () =>
      employee
        ? { status: 'ready', employee }
        : userId === null || profile.isError
          ? { status: 'failed' }
          : { status: 'loading' },
    [employee, userId, profile.isError],
  );
  const initialValues = useMemo<ProfileValues>(() => {
    if (!employee) return EMPTY;
    const draft = useWorkflowStore.getState().drafts[PROFILE_DRAFT] as Partial<ProfileValues> | undefined;
    const loaded = {
      name: employee.name ?? '',
      gender: employee.gender ? (employee.gender.toUpperCase() as Gender) : ('' as const),
      phoneNo: employee.phoneNo ?? '',
    };
    return { ...loaded, ...draft, ...NO_PASSWORDS };
  }, [employee]);

  const save = useMutation({ mutationFn: (request: ProfileUpdateRequest) => updateProfile(request) });
  const { reset } = save;
  // What was typed is kept in the workflow store (never the password) until it is saved; a change hides "saved".
  const keepDraft = useCallback(
    (_changed: Partial<ProfileValues>, values: ProfileValues) => {
      reset();
      const { password: _password, currentPassword: _current, ...draft } = values;
      useWorkflowStore.getState().saveDraft(PROFILE_DRAFT, draft);
    },
    [reset],
  );
  const { form, formProps } = useRuleForm<ProfileValues>({ fieldIds: PROFILE_FIELD_IDS, onValuesChange: keepDraft });

  const submit = (values: ProfileValues) => {
    if (save.isPending || load.status !== 'ready') return;
    const name = values.name.trim();
    save.mutate(
      {
        id: load.employee.id,
        gender: values.gender as Gender,
        name,
        phoneNo: values.phoneNo,
        yearsExp: load.employee.yearsExp ?? 0,
        password: values.password,
        // Sent only with a new password: the server checks it as a sign-in.
        ...(values.password ? { currentPassword: values.currentPassword } : {}),
        keycloakUserId: load.employee.keycloakUserId,
      },
      {
        onSuccess: () => {
          useAuthStore.getState().updateUser({ userName: name });
          useWorkflowStore.getState().clearDraft(PROFILE_DRAFT);
          form.setFieldsValue({ name, ...NO_PASSWORDS });
        },
      },
    );
  };

  const retry = useCallback(() => void profile.refetch(), [profile]);
  return {
    load,
    initialValues,
    form,
    formProps,
    passwordRequired,
    saving: save.isPending,
    // updateProfile words each failure (errorMessage of the API client).
    saveError: save.error ? save.error.message || PROFILE_MESSAGES.updateFailed : null,
    saved: save.isSuccess,
    submit,
    retry,
    retrying: profile.isFetching,
  };
}
