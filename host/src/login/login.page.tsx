/**
 * '/' — sign in, or reset a forgotten password (SPEC §2 'Sign-in and reset', §8).
 * On the first-visit path: only the light core of @screening/shared, plain elements and login.css (no antd, and
 * no router: the first visit shows this page before the router is loaded; see bootstrap.tsx and login.route.tsx).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage, httpStatus, LOGIN_MESSAGES, PoweredByFooter, resetPassword, signIn, useAuthStore } from '@screening/shared';
import { PasswordField } from './password-field';
import './login.css';

type Mode = 'login' | 'forgot';

/** The reset endpoint's own message for a rate limit (429) or a bad request (400) helps more than a generic one. */
function resetErrorMessage(error: unknown): string {
  const status = httpStatus(error);
  return status === 429 || status === 400 ? apiErrorMessage(error, LOGIN_MESSAGES.resetError) : LOGIN_MESSAGES.resetError;
}

export interface LoginPageProps {
  /** Called once the session is stored (token, user, menus). */
  onSignedIn: () => void;
  /** Shown instead of the form when a session already exists. */
  signedIn?: ReactNode;
}

export default function LoginPage({ onSignedIn, signedIn = null }: LoginPageProps) {
  const token = useAuthStore((s) => s.token);
  const notice = useAuthStore((s) => s.notice);
  const clearNotice = useAuthStore((s) => s.clearNotice);

  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  if (token && !busy) return <>{signedIn}</>;

  const switchMode = (next: Mode) => {
    setMode(next);
    setPassword('');
    setError(null);
  };

  const submitLogin = async () => {
    clearNotice();
    setSuccess(null);
    setError(null);
    setBusy(true);
    try {
      await signIn(email, password);
      setPassword('');
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : LOGIN_MESSAGES.failed);
      setBusy(false);
    }
  };

  const submitReset = async () => {
    setSuccess(null);
    setError(null);
    setBusy(true);
    try {
      if (await resetPassword(email, password)) {
        switchMode('login');
        setSuccess(LOGIN_MESSAGES.resetOk);
      } else {
        setError(LOGIN_MESSAGES.resetFailed);
      }
    } catch (failure) {
      setError(resetErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void (mode === 'login' ? submitLogin() : submitReset());
  };

  const cancelForgot = () => switchMode('login');

  const forgot = mode === 'forgot';
  return (
    <div className="login-screen">
      <header className="login-header">
        <h1>Screening App</h1>
      </header>
      <main className="login-main">
        <form className="login-card" onSubmit={onSubmit} noValidate aria-labelledby="login-mode-heading">
          <h2 id="login-mode-heading">{forgot ? 'Forgot Password' : 'Login'}</h2>

          {notice && !forgot && (
            <p className="login-message login-message--notice" role="status">
              {notice}
            </p>
          )}
          {success && (
            <p className="login-message login-message--success" role="status">
              {success}
            </p>
          )}
          {error && (
            <p className="login-message login-message--error" role="alert">
              {error}
            </p>
          )}

          <div className="login-field">
            <label htmlFor="login-email">Email ID</label>
            <input
              id="login-email"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={busy}
            />
          </div>

          <PasswordField
            key={mode}
            id="login-password"
            label={forgot ? 'New Password' : 'Password'}
            value={password}
            onChange={setPassword}
            autoComplete={forgot ? 'new-password' : 'current-password'}
            disabled={busy}
          />

          {forgot ? (
            <div className="login-actions">
              <button type="submit" className="login-button login-button--primary" disabled={busy}>
                Reset Password
              </button>
              <button type="button" className="login-button" onClick={cancelForgot} disabled={busy}>
                Cancel
              </button>
            </div>
          ) : (
            <>
              <button type="button" className="login-link" onClick={() => switchMode('forgot')} disabled={busy}>
                Forgot Password
              </button>
              <div className="login-actions">
                <button type="submit" className="login-button login-button--primary" disabled={busy}>
                  {busy ? 'Signing in…' : 'Sign In'}
                </button>
              </div>
            </>
          )}
        </form>
      </main>
      <PoweredByFooter className="login-footer" />
    </div>
  );
}
