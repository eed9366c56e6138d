/**
 * What the second-factor step and the set-up at sign-in share: the one-time code's field, its check before it is
 * sent, and the form's two buttons. Plain elements (the login path).
 */
import { readSecondFactorCode } from '@screening/shared';
import { AuthField } from '../auth-screen/auth-screen';
import { useHostTranslation } from '../i18n';

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A recovery code has letters: no numeric keyboard for it. */
  recovery?: boolean;
  disabled?: boolean;
}

/** A one-time code: the phone offers the code it received, and a numeric keyboard for an app's 6 digits. */
export function CodeField({ id, label, value, onChange, recovery = false, disabled }: CodeFieldProps) {
  return (
    <AuthField id={id} label={label}>
      <input
        id={id}
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 16 : 9}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </AuthField>
  );
}

/**
 * A typed code as it is sent (spaces and hyphens dropped), or what is wrong with it: a malformed code is not sent,
 * as it would count as a failed sign-in. The problem is a key of the host's `login.secondFactor` texts.
 */
export function checkCode(typed: string, recovery: boolean): { value: string } | { problem: 'codeDigits' | 'recoveryFormat' } {
  const code = readSecondFactorCode(typed);
  if (recovery) return code?.kind === 'recovery' ? { value: code.value } : { problem: 'recoveryFormat' };
  return code?.kind === 'totp' ? { value: code.value } : { problem: 'codeDigits' };
}

/** The form's submit button and Cancel (back to the login form). */
export function StepActions({
  submit,
  busy,
  ready = true,
  onCancel,
}: {
  submit: string;
  busy: boolean;
  ready?: boolean;
  onCancel: () => void;
}) {
  const { t } = useHostTranslation();
  return (
    <div className="login-actions">
      <button type="submit" className="auth-button auth-button--primary" disabled={busy || !ready}>
        {submit}
      </button>
      <button type="button" className="auth-button" onClick={onCancel} disabled={busy}>
        {t('login.cancel')}
      </button>
    </div>
  );
}
