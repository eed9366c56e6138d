/**
 * '/reset-password' (SPEC §2): submitting only tells the user to sign in again; it makes no call.
 * Opened from the e-mailed link ('/reset-password?token=…', issue 12), it confirms the pending new password
 * instead: one button, so a mail scanner that prefetches the link cannot confirm it.
 * Plain elements like the login screen (no antd).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { confirmReset, errorMessage, httpStatus, LOGIN_MESSAGES, PoweredByFooter } from '@screening/shared';
import './reset-password.css';

export default function ResetPasswordPage() {
  const location = useLocation();
  // Read once: the token leaves the address bar (and the history) right after.
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  return (
    <div className="reset-screen">
      <header className="reset-header">
        <h1>Cancer Institute (WIA)</h1>
      </header>
      <main className="reset-main">{token ? <ConfirmReset token={token} /> : <ResetForm />}</main>
      <PoweredByFooter className="reset-footer" />
    </div>
  );
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
    <section className="reset-card" aria-labelledby="reset-confirm-heading">
      <h2 id="reset-confirm-heading" className="reset-title">
        Confirm your new password
      </h2>
      {outcome && (
        <p
          className={`reset-message${outcome.kind === 'confirmed' ? '' : ' reset-message--error'}`}
          role={outcome.kind === 'confirmed' ? 'status' : 'alert'}
        >
          {outcome.message}
        </p>
      )}
      {!spent && (
        <button type="button" className="reset-button" onClick={() => void confirm()} disabled={busy}>
          Confirm new password
        </button>
      )}
      {outcome && (
        <Link to="/" className="reset-link">
          Go to sign in
        </Link>
      )}
    </section>
  );
}

function ResetForm() {
  const [email, setEmail] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <form className="reset-card" onSubmit={onSubmit} noValidate aria-label="Reset Password">
      {submitted && (
        <p className="reset-message" role="status">
          {LOGIN_MESSAGES.resetPageNotice}
        </p>
      )}
      <div className="reset-field">
        <label htmlFor="reset-email">Email ID</label>
        <input
          id="reset-email"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="reset-field">
        <label htmlFor="reset-new-password">New Password</label>
        <input
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="reset-button">
        Reset Password
      </button>
    </form>
  );
}
