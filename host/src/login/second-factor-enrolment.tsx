/**
 * The set-up of a second factor her role requires, right after her password was accepted and before any session:
 * the QR code (and the key as text, for an app that cannot scan), the app's first code, then the ten recovery codes,
 * shown this once; she is signed in when she says she has kept them.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  enrolSecondFactorAtSignIn,
  RecoveryCodeList,
  SecondFactorSetupGuide,
  setUpSecondFactorAtSignIn,
  translateMessage,
  type AuthorizeResponse,
  type SecondFactorSetup,
} from '@screening/shared';
import { useHostTranslation } from '../i18n';
import { checkCode, CodeField, StepActions } from './code-field';

export interface SecondFactorEnrolmentProps {
  email: string;
  /** The password just accepted: each call proves her again, as a sign-in does. */
  password: string;
  onSignedIn: () => void;
  onCancel: () => void;
}

const failureText = (failure: unknown) => translateMessage(failure instanceof Error ? failure.message : String(failure));

export function SecondFactorEnrolment({ email, password, onSignedIn, onCancel }: SecondFactorEnrolmentProps) {
  const { t } = useHostTranslation();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState<{ recoveryCodes: string[]; signIn: () => Promise<AuthorizeResponse> } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    setUpSecondFactorAtSignIn(email, password).then(
      (started) => current && setSetup(started),
      (failure: unknown) => current && setError(failureText(failure)),
    );
    return () => {
      current = false;
    };
  }, [email, password]);

  // The recovery codes replace the form: the screen reader and the keyboard start at their heading.
  useEffect(() => {
    if (enrolled) heading.current?.focus();
  }, [enrolled]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !setup) return;
    const checked = checkCode(code, false);
    if ('problem' in checked) {
      setError(t(`login.secondFactor.${checked.problem}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setEnrolled(await enrolSecondFactorAtSignIn(email, password, checked.value));
    } catch (failure) {
      setError(failureText(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    if (!enrolled || busy) return;
    setBusy(true);
    try {
      await enrolled.signIn();
      onSignedIn();
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  const alert = error && (
    <p className="auth-message auth-message--error" role="alert">
      {error}
    </p>
  );

  if (enrolled) {
    return (
      <section className="auth-card second-factor" aria-labelledby="second-factor-recovery-heading">
        <h2 id="second-factor-recovery-heading" ref={heading} tabIndex={-1}>
          {t('secondFactor.recoveryHeading', { ns: 'shared' })}
        </h2>
        {alert}
        <RecoveryCodeList codes={enrolled.recoveryCodes} />
        <div className="login-actions">
          <button type="button" className="auth-button auth-button--primary" onClick={() => void finish()} disabled={busy}>
            {t('login.secondFactor.continue')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="auth-card second-factor"
      onSubmit={(event) => void confirm(event)}
      noValidate
      aria-labelledby="second-factor-enrol-heading"
    >
      <h2 id="second-factor-enrol-heading">{t('login.secondFactor.enrolHeading')}</h2>
      <p className="auth-message auth-message--notice" role="status">
        {t('login.secondFactor.enrolIntro')}
      </p>
      {alert}
      {setup ? <SecondFactorSetupGuide setup={setup} /> : !error && <p role="status">{t('login.secondFactor.preparing')}</p>}
      <CodeField
        id="second-factor-first-code"
        label={t('secondFactor.firstCode', { ns: 'shared' })}
        value={code}
        onChange={setCode}
        disabled={busy || !setup}
      />
      <StepActions submit={t('login.secondFactor.confirm')} busy={busy} ready={setup !== null} onCancel={onCancel} />
    </form>
  );
}
