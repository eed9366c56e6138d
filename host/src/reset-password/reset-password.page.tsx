/**
 * '/reset-password' (SPEC §2): submitting only tells the user to sign in again; it makes no call.
 * Opened from the e-mailed link ('/reset-password?token=…', issue 12), it confirms the pending new password
 * instead: one button, so a mail scanner that prefetches the link cannot confirm it.
 * The login screen's frame and fields (no antd).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { confirmReset, errorMessage, httpStatus, LOGIN_MESSAGES, translateMessage } from '@screening/shared';
import { AuthField, AuthScreen, EmailField } from '../auth-screen/auth-screen';
import { useHostTranslation } from '../i18n';
import './reset-password.css';

export default function ResetPasswordPage() {
  const { t } = useHostTranslation();
  const location = useLocation();
  // Read once: the token leaves the address bar (and the history) right after.
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  return <AuthScreen title={t('login.reset.title')}>{token ? <ConfirmReset token={token} /> : <ResetForm />}</AuthScreen>;
}

type Outcome = { kind: 'confirmed' | 'refused' | 'failed'; message: string };

/**
 * Replaces the address (no new history entry) with one without the token, keeping the router's history state.
 * The router is not told: it only reads the address on Back and Forward, and the token has been read already.
 */
function dropTokenFromAddress(): void {
  const { hash, pathname, search } = window.location;
  const [route, query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  if (!params.has('token')) return;
  params.delete('token');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${pathname}${search}${route}${rest ? `?${rest}` : ''}`);
}

function ConfirmReset({ token }: { token: string }) {
  const { t } = useHostTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(dropTokenFromAddress, []);

  const confirm = async () => {
    setBusy(true);
    try {
      setOutcome({ kind: 'confirmed', message: await confirmReset(token) });
    } catch (error) {
      setOutcome(
        httpStatus(error) === 400
          ? { kind: 'refused', message: errorMessage(error, { fallback: LOGIN_MESSAGES.resetLinkInvalid, explained: [400] }) }
          : { kind: 'failed', message: LOGIN_MESSAGES.resetError },
      );
    } finally {
      setBusy(false);
    }
  };

  // A refused link is spent: only signing in (or a new reset) is left. A failed call can be tried again.
  const spent = outcome !== null && outcome.kind !== 'failed';
  return (
    <section className="auth-card" aria-labelledby="reset-confirm-heading">
      <h2 id="reset-confirm-heading">{t('login.reset.confirmHeading')}</h2>
      {outcome && (
        <p
          className={`auth-message auth-message--${outcome.kind === 'confirmed' ? 'info' : 'error'}`}
          role={outcome.kind === 'confirmed' ? 'status' : 'alert'}
        >
          {translateMessage(outcome.message)}
        </p>
      )}
      {!spent && (
        <button type="button" className="auth-button auth-button--primary" onClick={() => void confirm()} disabled={busy}>
          {t('login.reset.confirm')}
        </button>
      )}
      {outcome && (
        <Link to="/" className="reset-link">
          {t('login.reset.goToSignIn')}
        </Link>
      )}
    </section>
  );
}

function ResetForm() {
  const { t } = useHostTranslation();
  const [email, setEmail] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <form className="auth-card" onSubmit={onSubmit} noValidate aria-label={t('login.resetPassword')}>
      {submitted && (
        <p className="auth-message auth-message--info" role="status">
          {translateMessage(LOGIN_MESSAGES.resetPageNotice)}
        </p>
      )}
      <EmailField id="reset-email" value={email} onChange={setEmail} />
      <AuthField id="reset-new-password" label={t('login.newPassword')}>
        <input
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </AuthField>
      <button type="submit" className="auth-button auth-button--primary">
        {t('login.resetPassword')}
      </button>
      <Link to="/" className="reset-link">
        {t('login.reset.backToLogin')}
      </Link>
    </form>
  );
}
