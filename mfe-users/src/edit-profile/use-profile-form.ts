import { useCallback, useEffect, useState } from 'react';
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
}
export type ProfileField = keyof ProfileFormValues;

/** Unsaved profile values of this session, shared by /ProfileScreen and /account-info (never the password). */
const PROFILE_DRAFT = 'users.profile';

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
}

const EMPTY: ProfileValues = { name: '', gender: '', phoneNo: '', password: '' };

/**
 * Loads the signed-in user's record, keeps unsaved edits as a draft, validates with the shared profile rules and
 * saves through POST /curable/hospitalemployee. After a save the header's name follows the new display name; the
 * login (e-mail) and token are left alone, so the session keeps working.
 */
export function useProfileForm({ passwordRequired }: { passwordRequired: boolean }): ProfileFormController {
  const userId = useAuthStore((s) => s.userId);
  const email = useAuthStore((s) => s.email);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<ProfileValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    if (userId === null) {
      setLoad({ status: 'failed' });
      return;
    }
    fetchProfile(userId).then(
      (employee) => {
        if (cancelled) return;
        const draft = useWorkflowStore.getState().drafts[PROFILE_DRAFT] as Partial<ProfileValues> | undefined;
        const loaded: ProfileValues = {
          name: employee.name ?? '',
          gender: employee.gender ? (employee.gender.toUpperCase() as Gender) : '',
          phoneNo: employee.phoneNo ?? '',
          password: '',
        };
        setValues({ ...loaded, ...draft, password: '' });
        setLoad({ status: 'ready', employee });
      },
      () => {
        if (!cancelled) setLoad({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userId, attempt]);

  // What was typed is kept in the workflow store (never the password) until it is saved.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) return;
    const { password: _password, ...draft } = values;
    useWorkflowStore.getState().saveDraft(PROFILE_DRAFT, draft);
  }, [touched, values]);

  const change = useCallback(<K extends ProfileField>(field: K, value: ProfileValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched(true);
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    setSaved(false);
  }, []);

  const submit = useCallback(async (): Promise<FieldErrors<ProfileField>> => {
    if (saving || load.status !== 'ready') return {};
    const found = validateProfileForm(values, { passwordRequired, email: email ?? undefined });
    setErrors(found);
    setSaved(false);
    if (hasErrors(found)) return found;
    const { employee } = load;
    const name = values.name.trim();
    setSaving(true);
    setSaveError(null);
    try {
      await updateProfile({
        id: employee.id,
        gender: values.gender as Gender,
        name,
        phoneNo: values.phoneNo,
        yearsExp: employee.yearsExp ?? 0,
        password: values.password,
        keycloakUserId: employee.keycloakUserId,
      });
      useAuthStore.getState().updateUser({ userName: name });
      setTouched(false);
      useWorkflowStore.getState().clearDraft(PROFILE_DRAFT);
      setValues((previous) => ({ ...previous, name, password: '' }));
      setSaved(true);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : PROFILE_MESSAGES.updateFailed);
    } finally {
      setSaving(false);
    }
    return found;
  }, [email, load, passwordRequired, saving, values]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, values, errors, saving, saveError, saved, change, submit, retry };
}
