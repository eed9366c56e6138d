import { useState } from 'react';
import { AuthField } from './auth-screen';
import { useHostTranslation } from '../i18n';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  /** The id of what describes the field (a new password's verdict). */
  describedBy?: string;
}

/** A password input with a show/hide toggle. Plain elements: this is on the login path (no antd). */
export function PasswordField({ id, label, value, onChange, autoComplete, disabled, describedBy }: PasswordFieldProps) {
  const { t } = useHostTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <AuthField id={id} label={label}>
      <div className="auth-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="none"
        />
        <button
          type="button"
          className="auth-password__toggle"
          aria-label={visible ? t('common.hidePassword', { ns: 'shared' }) : t('common.showPassword', { ns: 'shared' })}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </AuthField>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
