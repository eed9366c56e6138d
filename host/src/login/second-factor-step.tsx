/**
 * The sign-in's second-factor step, after the password was accepted: the code of her authenticator app (or a
 * recovery code), or, where her role requires a second factor she has not set up, its set-up
 * (second-factor-enrolment.tsx). Plain elements: this is on the login path (no antd, no router).
 */
import { useRef, useState, type FormEvent } from 'react';
import { translateMessage } from '@screening/shared';
import { AuthScreen } from '../auth-screen/auth-screen';
import { useHostTranslation } from '../i18n';
import { checkCode, CodeField, StepActions } from './code-field';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import type { SecondFactorStep } from './second-factor-outcome';

const failureText = (failure: unknown) => (failure instanceof Error && failure.message ? failure.message : '');

interface CodeFormProps {
  retry: (code: string) => Promise<unknown>;
  onSignedIn: () => void;
  onCancel: () => void;
}

function CodeForm({ retry, onSignedIn, onCancel }: CodeFormProps) {
  const { t } = useHostTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const focusField = () => field.current?.querySelector('input')?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkCode(code, recovery);
    if ('problem' in checked) {
      setError(t(`login.secondFactor.${checked.problem}`));
      focusField();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await retry(checked.value);
      onSignedIn();
    } catch (failure) {
      setError(translateMessage(failureText(failure)) || t('login.secondFactor.failed'));
      setCode('');
      setBusy(false);
      setTimeout(focusField);
    }
  };

  const switchKind = () => {
    setRecovery((r) => !r);
    setCode('');
    setError(null);
    setTimeout(focusField);
  };

  return (
    <form className="auth-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">{t('login.secondFactor.heading')}</h2>
      <p className="auth-message auth-message--info">
        {t(recovery ? 'login.secondFactor.recoveryIntro' : 'login.secondFactor.codeIntro')}
      </p>
      {error && (
        <p className="auth-message auth-message--error" role="alert">
          {error}
        </p>
      )}
      <div ref={field}>
        <CodeField
          key={String(recovery)}
          id="second-factor-code"
          label={t(recovery ? 'login.secondFactor.recoveryCode' : 'login.secondFactor.code')}
          value={code}
          onChange={setCode}
          recovery={recovery}
          disabled={busy}
        />
      </div>
      <button type="button" className="login-link" onClick={switchKind} disabled={busy}>
        {t(recovery ? 'login.secondFactor.useApp' : 'login.secondFactor.useRecovery')}
      </button>
      <StepActions
        submit={t(busy ? 'login.secondFactor.verifying' : 'login.secondFactor.verify')}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}

export interface SecondFactorScreenProps {
  email: string;
  step: SecondFactorStep;
  onSignedIn: () => void;
  /** Back to the login form. */
  onCancel: () => void;
}

export function SecondFactorScreen({ email, step, onSignedIn, onCancel }: SecondFactorScreenProps) {
  const { t } = useHostTranslation();
  return (
    <AuthScreen title={t('login.appName')}>
      {step.kind === 'code' ? (
        <CodeForm retry={step.retry} onSignedIn={onSignedIn} onCancel={onCancel} />
      ) : (
        <SecondFactorEnrolment email={email} password={step.password} onSignedIn={onSignedIn} onCancel={onCancel} />
      )}
    </AuthScreen>
  );
}
