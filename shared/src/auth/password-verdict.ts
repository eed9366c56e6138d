/**
 * The password policy's verdict as a new password is typed (the same rule the server applies, from
 * @screening/domain): its estimator is loaded when the form opens, and the verdict follows each keystroke.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadPasswordPolicy, passwordPolicyLoaded, passwordVerdict } from '@screening/domain/validation/password-policy';

export type LivePasswordVerdict =
  | { status: 'empty' }
  /** The estimator has not arrived yet: the simple rules passed, strength is not known. */
  | { status: 'checking' }
  | { status: 'refused'; message: string; score: number | null }
  | { status: 'accepted'; score: number };

/** `password` null: the form sets no password now, and the estimator is not fetched. */
export function usePasswordVerdict(password: string | null, email?: string): LivePasswordVerdict {
  const [loaded, setLoaded] = useState(passwordPolicyLoaded);
  const wanted = password !== null;
  useEffect(() => {
    if (loaded || !wanted) return;
    let current = true;
    // A failed load (offline) leaves the verdict at 'checking'; the server still judges the password.
    loadPasswordPolicy().then(
      () => {
        if (current) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded, wanted]);
  return useMemo(() => {
    if (!password) return { status: 'empty' };
    const { error, score } = passwordVerdict(password, email);
    if (error) return { status: 'refused', message: error, score };
    return loaded && score !== null ? { status: 'accepted', score } : { status: 'checking' };
  }, [password, email, loaded]);
}
