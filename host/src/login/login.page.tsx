/**
 * '/' — sign in, ask for a forgotten password's reset link (docs/screens.md §2 'Sign-in and reset', §8; the link's page sets
 * the new password), or replace a temporary password set by a user manager before signing in (issue 12), typing it
 * again with the new one.
 * On the first-visit path: only the light core of @screening/shared, plain elements and plain CSS (no antd, and
 * no router: the first visit shows this page before the router is loaded; see bootstrap.tsx and login.route.tsx).
 */
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import {
  LOGIN_MESSAGES,
  PasswordChangeRequiredError,
  SESSION_EXPIRED,
  translateMessage,
  useAuthStore,
  usePasswordVerdict,
} from '@screening/shared/core';
import { AuthScreen, EmailField } from '../auth-screen/auth-screen';
import { PasswordField } from '../auth-screen/password-field';
import { NewPasswordFields } from '../auth-screen/password-verdict';
import { secondFactorStepFor, type SecondFactorStep } from './second-factor-outcome';
import { useHostTranslation } from '../i18n';
import './login.css';

type Mode = 'login' | 'forgot' | 'change';

/**
 * The session flows and the API client come with the rest of the shared core, fetched while she types (bootstrap.tsx):
 * a submit waits for them only if she was quicker. Not fetched at all, the server cannot be reached either.
 */
const sessionFlows = () =>
  import('@screening/shared').catch(() => {
    throw new Error(LOGIN_MESSAGES.unreachable);
  });
/** The second-factor step is fetched as the password is sent, for the accounts that have one. */
const loadSecondFactorStep = () => import('./second-factor-step');
const SecondFactorScreen = lazy(() => loadSecondFactorStep().then((step) => ({ default: step.SecondFactorScreen })));

const failureMessage = (failure: unknown) =>
  failure instanceof Error && failure.message ? failure.message : LOGIN_MESSAGES.failed;

export interface LoginPageProps {
  /** Called once the session is stored (token, user, menus). */
  onSignedIn: () => void;
  /** Shown instead of the form when a session already exists. */
  signedIn?: ReactNode;
}

export default function LoginPage({ onSignedIn, signedIn = null }: LoginPageProps) {
  const { t } = useHostTranslation();
  const token = useAuthStore((s) => s.token);
  const notice = useAuthStore((s) => s.notice);
  const clearNotice = useAuthStore((s) => s.clearNotice);

  const [mode, setMode] = useState<Mode>('login');
  // After a session that ended on its own, her e-mail is offered again: she signs in as herself to get her work back.
  const [email, setEmail] = useState(() => useAuthStore.getState().resumeEmail ?? '');
  const [password, setPassword] = useState('');
  // Change mode: the temporary password, typed again (the form keeps no password from the sign-in).
  const [currentPassword, setCurrentPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);
  // The policy's estimator is fetched only in change mode, never for the login screen itself.
  const verdict = usePasswordVerdict(mode === 'change' ? password : null, email);

  if (token && !busy && !secondFactor) return <>{signedIn}</>;

  const switchMode = (next: Mode) => {
    setMode(next);
    setPassword('');
    setConfirmation('');
    setCurrentPassword('');
    setError(null);
  };

  const submitLogin = async () => {
    clearNotice();
    setSuccess(null);
    // An empty field is said at once, not sent to be refused as a wrong password.
    const missing = !email.trim() ? 'login-email' : !password ? 'login-password' : null;
    if (missing) {
      setError(missing === 'login-email' ? LOGIN_MESSAGES.emailRequired : LOGIN_MESSAGES.passwordRequired);
      document.getElementById(missing)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    void loadSecondFactorStep().catch(() => undefined);
    try {
      const { signIn } = await sessionFlows();
      await signIn(email, password);
      setPassword('');
      onSignedIn();
    } catch (failure) {
      const step = secondFactorStepFor(failure, password, (code) =>
        sessionFlows().then(({ signIn }) => signIn(email, password, code)),
      );
      if (failure instanceof PasswordChangeRequiredError) {
        switchMode('change');
      } else if (step) {
        setSecondFactor(step);
      } else {
        setError(failureMessage(failure));
      }
      setBusy(false);
    }
  };

  const submitReset = async () => {
    setSuccess(null);
    setError(null);
    setBusy(true);
    try {
      const { errorMessage, resetPassword } = await sessionFlows();
      try {
        if (await resetPassword(email)) {
          switchMode('login');
          setSuccess(LOGIN_MESSAGES.resetRequested);
        } else {
          setError(LOGIN_MESSAGES.resetFailed);
        }
      } catch (failure) {
        // The reset endpoint's own message for a rate limit (429) or a bad request (400) helps more than a generic one.
        setError(errorMessage(failure, { fallback: LOGIN_MESSAGES.resetError, explained: [400, 429] }));
      }
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const submitChange = async () => {
    const refused =
      (currentPassword ? null : LOGIN_MESSAGES.currentPasswordMissing) ??
      (verdict.status === 'refused' ? verdict.message : null) ??
      (password === confirmation ? null : LOGIN_MESSAGES.passwordsDiffer);
    setError(refused);
    if (refused) return;
    setBusy(true);
    void loadSecondFactorStep().catch(() => undefined);
    try {
      const { changePassword } = await sessionFlows();
      await changePassword(email, currentPassword, password);
      setCurrentPassword('');
      setPassword('');
      setConfirmation('');
      onSignedIn();
    } catch (failure) {
      const step = secondFactorStepFor(failure, password, (code) =>
        sessionFlows().then(({ changePassword }) => changePassword(email, currentPassword, password, code)),
      );
      if (step) setSecondFactor(step);
      else setError(failureMessage(failure));
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void (mode === 'login' ? submitLogin() : mode === 'forgot' ? submitReset() : submitChange());
  };

  const backToLogin = () => switchMode('login');

  if (secondFactor) {
    const cancel = () => {
      setSecondFactor(null);
      backToLogin();
    };
    return (
      <Suspense fallback={null}>
        <SecondFactorScreen email={email} step={secondFactor} onSignedIn={onSignedIn} onCancel={cancel} />
      </Suspense>
    );
  }

  const forgot = mode === 'forgot';
  const change = mode === 'change';
  return (
    <AuthScreen title={t('login.appName')}>
      <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby="login-mode-heading">
        <h2 id="login-mode-heading">{t(`login.heading.${mode}`)}</h2>

        {notice && mode === 'login' && (
          <p className="auth-message auth-message--notice" role="status">
            {translateMessage(notice)}
            {notice === SESSION_EXPIRED && <> {t('login.workKept')}</>}
          </p>
        )}
        {change && (
          <p className="auth-message auth-message--notice" role="status">
            {translateMessage(LOGIN_MESSAGES.passwordChangeRequired)}
          </p>
        )}
        {success && (
          <p className="auth-message auth-message--success" role="status">
            {translateMessage(success)}
          </p>
        )}
        {error && (
          <p className="auth-message auth-message--error" role="alert">
            {translateMessage(error)}
          </p>
        )}

        {forgot && <p className="login-hint">{t('login.forgotHint')}</p>}
        <EmailField
          id="login-email"
          value={email}
          onChange={setEmail}
          // The account whose password is being changed is the one that just signed in.
          readOnly={change}
          disabled={busy}
        />

        {!forgot && (
          // At a forced change: the temporary password, typed again.
          <PasswordField
            key={mode}
            id={change ? 'login-current-password' : 'login-password'}
            label={change ? t('login.temporaryPassword') : t('login.password')}
            value={change ? currentPassword : password}
            onChange={change ? setCurrentPassword : setPassword}
            autoComplete="current-password"
            disabled={busy}
          />
        )}
        {change && (
          <NewPasswordFields
            id="login-new-password"
            password={password}
            onPassword={setPassword}
            confirmation={confirmation}
            onConfirmation={setConfirmation}
            verdict={verdict}
            disabled={busy}
          />
        )}

        {forgot || change ? (
          <div className="login-actions">
            <button type="submit" className="auth-button auth-button--primary" disabled={busy}>
              {forgot ? t('login.resetPassword') : t('login.changePassword')}
            </button>
            <button type="button" className="auth-button" onClick={backToLogin} disabled={busy}>
              {t('login.cancel')}
            </button>
          </div>
        ) : (
          <>
            <button type="button" className="login-link" onClick={() => switchMode('forgot')} disabled={busy}>
              {t('login.forgotPassword')}
            </button>
            <div className="login-actions">
              <button type="submit" className="auth-button auth-button--primary" disabled={busy}>
                {busy ? t('login.signingIn') : t('login.signIn')}
              </button>
            </div>
          </>
        )}
      </form>
    </AuthScreen>
  );
}
