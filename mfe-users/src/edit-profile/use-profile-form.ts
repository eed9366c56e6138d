import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  hasErrors,
  useAuthStore,
  useWorkflowStore,
  validateProfileForm,
  type Employee,
  type FieldErrors,
  type Gender,
  type ProfileFormValues,
} from '@screening/shared';
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
  values: ProfileValues;
  errors: FieldErrors<ProfileField>;
  saving: boolean;
  saveError: string | null;
  saved: boolean;
  change: <K extends ProfileField>(field: K, value: ProfileValues[K]) => void;
  /** Validates and saves; returns the validation errors found (empty when the form was valid). */
  submit: () => Promise<FieldErrors<ProfileField>>;
  retry: () => void;
  /** A Retry is under way. */
  retrying: boolean;
}

const EMPTY: ProfileValues = { name: '', gender: '', phoneNo: '', password: '', currentPassword: '' };
const NO_PASSWORDS = { password: '', currentPassword: '' };

/**
 * Loads the signed-in user's record, keeps unsaved edits as a draft, validates with the shared profile rules and
 * saves through POST /curable/hospitalemployee. After a save the header's name follows the new display name; the
 * login (e-mail) and token are left alone, so the session keeps working.
 */
export function useProfileForm({ passwordRequired }: { passwordRequired: boolean }): ProfileFormController {
  const userId = useAuthStore((s) => s.userId);
  const email = useAuthStore((s) => s.email);
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
  // The form starts from the record as read, with this session's unsaved edits over it (never a password).
  const initial = useMemo<ProfileValues>(() => {
    if (!employee) return EMPTY;
    const draft = useWorkflowStore.getState().drafts[PROFILE_DRAFT] as Partial<ProfileValues> | undefined;
    const loaded = {
      name: employee.name ?? '',
      gender: employee.gender ? (employee.gender.toUpperCase() as Gender) : ('' as const),
      phoneNo: employee.phoneNo ?? '',
    };
    return { ...loaded, ...draft, ...NO_PASSWORDS };
  }, [employee]);
  const [edited, setEdited] = useState<ProfileValues | null>(null);
  const values = edited ?? initial;
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // What was typed is kept in the workflow store (never the password) until it is saved.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) return;
    const { password: _password, currentPassword: _current, ...draft } = values;
    useWorkflowStore.getState().saveDraft(PROFILE_DRAFT, draft);
  }, [touched, values]);

  const change = useCallback(
    <K extends ProfileField>(field: K, value: ProfileValues[K]) => {
      setEdited((previous) => ({ ...(previous ?? initial), [field]: value }));
      setTouched(true);
      setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
      setSaved(false);
    },
    [initial],
  );

  const submit = useCallback(async (): Promise<FieldErrors<ProfileField>> => {
    if (saving || load.status !== 'ready') return {};
    const found = validateProfileForm(values, { passwordRequired, email: email ?? undefined });
    setErrors(found);
    setSaved(false);
    if (hasErrors(found)) return found;
    const name = values.name.trim();
    setSaving(true);
    setSaveError(null);
    try {
      await updateProfile({
        id: load.employee.id,
        gender: values.gender as Gender,
        name,
        phoneNo: values.phoneNo,
        yearsExp: load.employee.yearsExp ?? 0,
        password: values.password,
        // Sent only with a new password: the server checks it as a sign-in.
        ...(values.password ? { currentPassword: values.currentPassword } : {}),
        keycloakUserId: load.employee.keycloakUserId,
      });
      useAuthStore.getState().updateUser({ userName: name });
      setTouched(false);
      useWorkflowStore.getState().clearDraft(PROFILE_DRAFT);
      setEdited({ ...values, name, ...NO_PASSWORDS });
      setSaved(true);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : PROFILE_MESSAGES.updateFailed);
    } finally {
      setSaving(false);
    }
    return found;
  }, [email, load, passwordRequired, saving, values]);

  const retry = useCallback(() => void profile.refetch(), [profile]);
  return { load, values, errors, saving, saveError, saved, change, submit, retry, retrying: profile.isFetching };
}
