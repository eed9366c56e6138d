import { translateMessage, type LivePasswordVerdict } from '@screening/shared/core';
import { useHostTranslation } from '../i18n';
import { PasswordField } from './password-field';

/**
 * The password policy's verdict under a new password, as she types: a four-step strength bar and what the policy
 * says. Always rendered, so that screen readers hear each change (a polite live region). Plain elements: this is on
 * the login path.
 */
export function PasswordVerdictLine({ id, verdict }: { id: string; verdict: LivePasswordVerdict }) {
  const { t } = useHostTranslation();
  const score = verdict.status === 'accepted' || verdict.status === 'refused' ? verdict.score : null;
  const text =
    verdict.status === 'refused'
      ? translateMessage(verdict.message)
      : verdict.status === 'accepted'
        ? t('password.strong', { ns: 'shared' })
        : verdict.status === 'checking'
          ? t('password.checking', { ns: 'shared' })
          : '';
  return (
    <div className={`password-verdict password-verdict--${verdict.status}`}>
      {score !== null && (
        <div className="password-verdict__bar" aria-hidden="true" title={t('password.strength', { ns: 'shared', score })}>
          {[1, 2, 3, 4].map((step) => (
            <span key={step} className={step <= score ? 'password-verdict__step--on' : undefined} />
          ))}
        </div>
      )}
      <p id={id} aria-live="polite">
        {text}
      </p>
    </div>
  );
}

export interface NewPasswordFieldsProps {
  /** Ids are `<id>`, `<id>-verdict` and `<id>-confirmation`. */
  id: string;
  password: string;
  onPassword: (value: string) => void;
  confirmation: string;
  onConfirmation: (value: string) => void;
  verdict: LivePasswordVerdict;
  disabled?: boolean;
}

/** A new password, the policy's verdict on it as she types, and the same password again. */
export function NewPasswordFields({
  id,
  password,
  onPassword,
  confirmation,
  onConfirmation,
  verdict,
  disabled,
}: NewPasswordFieldsProps) {
  const { t } = useHostTranslation();
  return (
    <>
      <PasswordField
        id={id}
        label={t('login.newPassword')}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
        disabled={disabled}
        describedBy={`${id}-verdict`}
      />
      <PasswordVerdictLine id={`${id}-verdict`} verdict={verdict} />
      <PasswordField
        id={`${id}-confirmation`}
        label={t('login.confirmNewPassword')}
        value={confirmation}
        onChange={onConfirmation}
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
