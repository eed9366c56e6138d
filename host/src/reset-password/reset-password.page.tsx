/**
 * '/reset-password' (docs/screens.md §2): submitting only tells the user to sign in again; it makes no call.
 * Opened from the e-mailed link ('/reset-password?email=…&token=…', issue 34), it is where the link's holder chooses
 * the new password: typed twice, judged by the password policy as she types, set by one button (so a mail scanner
 * that opens the link changes nothing). The login screen's frame and fields (no antd).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  confirmReset,
  errorMessage,
  httpStatus,
  LOGIN_MESSAGES,
  refusedField,
  translateMessage,
  USER_PASSWORD_MESSAGE,
  usePasswordVerdict,
} from '@screening/shared';
import { LOGIN_PATH } from '../app/paths';
import { AuthField, AuthScreen, EmailField } from '../auth-screen/auth-screen';
import { NewPasswordFields } from '../auth-screen/password-verdict';
import { useHostTranslation } from '../i18n';
import './reset-password.css';

export default function ResetPasswordPage() {
  const { t } = useHostTranslation();
  const location = useLocation();
  // Read once: the link's token and e-mail leave the address bar (and the history) right after.
  const [link] = useState(() => {
    const params = new URLSearchParams(location.search);
    return { token: params.get('token') ?? '', email: params.get('email') ?? '' };
  });
  return (
    <AuthScreen title={t('login.reset.title')}>
      {link.token ? <ChooseNewPassword token={link.token} email={link.email} /> : <ResetForm />}
    </AuthScreen>
  );
}

type Outcome = { kind: 'set' | 'spent' | 'refused' | 'failed'; message: string };

/**
 * Replaces the address (no new history entry) with one without the link's token and e-mail, keeping the router's
 * history state. The router is not told: it only reads the address on Back and Forward, and both have been read.
 */
function dropLinkFromAddress(): void {
  const { hash, pathname, search } = window.location;
  const [route, query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  if (!params.has('token') && !params.has('email')) return;
  params.delete('token');
  params.delete('email');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${pathname}${search}${route}${rest ? `?${rest}` : ''}`);
}

function ChooseNewPassword({ token, email }: { token: string; email: string }) {
  const { t } = useHostTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const verdict = usePasswordVerdict(password, email);

  useEffect(dropLinkFromAddress, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused =
      verdict.status === 'refused'
        ? verdict.message
        : verdict.status === 'empty'
          ? USER_PASSWORD_MESSAGE
          : password === confirmation
            ? null
            : LOGIN_MESSAGES.passwordsDiffer;
    if (refused) {
      setOutcome({ kind: 'refused', message: refused });
      return;
    }
    setBusy(true);
    try {
      setOutcome({ kind: 'set', message: await confirmReset(token, password) });
      setPassword('');
      setConfirmation('');
    } catch (error) {
      setOutcome(
        httpStatus(error) === 400
          ? {
              // A password the policy refuses leaves the link usable; an unknown, used or expired link is spent.
              kind: refusedField(error) === 'newPassword' ? 'refused' : 'spent',
              message: errorMessage(error, { fallback: LOGIN_MESSAGES.resetLinkInvalid, explained: [400] }),
            }
          : { kind: 'failed', message: LOGIN_MESSAGES.resetError },
      );
    } finally {
      setBusy(false);
    }
  };

  const done = outcome?.kind === 'set' || outcome?.kind === 'spent';
  return (
    <form className="auth-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reset-choose-heading">
      <h2 id="reset-choose-heading">{t('login.reset.chooseHeading')}</h2>
      {email && <p className="reset-account">{t('login.reset.forAccount', { email })}</p>}
      {outcome && (
        <p
          className={`auth-message auth-message--${outcome.kind === 'set' ? 'success' : 'error'}`}
          role={outcome.kind === 'set' ? 'status' : 'alert'}
        >
          {translateMessage(outcome.message)}
        </p>
      )}
      {!done && (
        <>
          {/* For password managers: the account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields
            id="reset-new-password"
            password={password}
            onPassword={setPassword}
            confirmation={confirmation}
            onConfirmation={setConfirmation}
            verdict={verdict}
            disabled={busy}
          />
          <button type="submit" className="auth-button auth-button--primary" disabled={busy}>
            {t('login.reset.save')}
          </button>
        </>
      )}
      {done && (
        <Link to={LOGIN_PATH} className="reset-link">
          {t('login.reset.goToSignIn')}
        </Link>
      )}
    </form>
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
      <Link to={LOGIN_PATH} className="reset-link">
        {t('login.reset.backToLogin')}
      </Link>
    </form>
  );
}
