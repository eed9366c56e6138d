/**
 * The frame and fields of the signed-out screens (login, reset password). Plain elements, no antd and no router:
 * the login screen is all the first visit loads (see login-path.test.ts).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { PoweredByFooter } from '@screening/shared/core';
import { useHostTranslation } from '../i18n';
import { LanguageSwitch } from '../language/language-switch';
import './auth-screen.css';

export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-screen">
      <header className="auth-header">
        <h1>{title}</h1>
        <LanguageSwitch />
      </header>
      <main className="auth-main">{children}</main>
      <PoweredByFooter className="auth-footer" />
    </div>
  );
}

/** A labelled field: `children` is its input (and whatever goes with it). */
export function AuthField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface EmailFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'readOnly' | 'disabled'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** 'Email ID': the account's address, typed on a tablet keyboard without corrections. */
export function EmailField({ id, value, onChange, ...rest }: EmailFieldProps) {
  const { t } = useHostTranslation();
  return (
    <AuthField id={id} label={t('login.email')}>
      <input
        id={id}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </AuthField>
  );
}
