/**
 * '/reset-password' (SPEC §2): submitting only tells the user to sign in again; it makes no call.
 * Plain elements like the login screen (no antd).
 */
import { useState, type FormEvent } from 'react';
import { LOGIN_MESSAGES, PoweredByFooter } from '@screening/shared';
import './reset-password.css';

export default function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <div className="reset-screen">
      <header className="reset-header">
        <h1>Cancer Institute (WIA)</h1>
      </header>
      <main className="reset-main">
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
      </main>
      <PoweredByFooter className="reset-footer" />
    </div>
  );
}
