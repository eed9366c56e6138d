/**
 * The profile's second factor: any user may set one up (an authenticator app, confirmed by her password and its
 * first code; ten recovery codes shown once) and turn it off again with her password and a code, unless her role
 * requires one.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  RecoveryCodeList,
  SecondFactorSetupGuide,
  useAuthStore,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from '@screening/shared';
import { Alert, Button, Form, FormError, Input, Loader, LoadFailed, PasswordInput, shownDay, Space } from '@screening/shared/ui';
import { usersMessage, useUsersTranslation } from '../i18n';
import {
  disableSecondFactor,
  enrolSecondFactor,
  fetchSecondFactorStatus,
  secondFactorKey,
  setUpSecondFactor,
} from '../second-factor.api';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: SecondFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'off' };

const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

export function SecondFactorSection() {
  const { t } = useUsersTranslation();
  const userId = useAuthStore((s) => s.userId) ?? 0;
  const status = useQuery({ queryKey: secondFactorKey(userId), queryFn: () => fetchSecondFactorStatus(userId) });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Each form starts at its first field: the app's code after scanning, the password to turn it off.
    if (step.kind === 'setup') document.getElementById('second-factor-code')?.focus();
    if (step.kind === 'off') document.getElementById('second-factor-password')?.focus();
    if (step.kind === 'codes') heading.current?.focus();
  }, [step.kind]);

  const goTo = (next: Step) => {
    setStep(next);
    setPassword('');
    setCode('');
    setError(null);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => goTo({ kind: 'setup', setup: await setUpSecondFactor() }));
  const confirm = () => run(async () => goTo({ kind: 'codes', codes: await enrolSecondFactor(password, code.trim()) }));
  const turnOff = () =>
    run(async () => {
      await disableSecondFactor(password, code.trim());
      goTo({ kind: 'idle' });
      setDone(t('secondFactor.turnedOff'));
      await status.refetch();
    });
  const kept = async () => {
    goTo({ kind: 'idle' });
    setDone(t('secondFactor.turnedOn'));
    await status.refetch();
  };

  const passwordItem = (
    <Form.Item label={t('secondFactor.password')} htmlFor="second-factor-password" required>
      <PasswordInput
        id="second-factor-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={busy}
      />
    </Form.Item>
  );
  const codeItem = (label: string, recovery: boolean) => (
    <Form.Item label={label} htmlFor="second-factor-code" required>
      <Input
        id="second-factor-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={16}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={busy}
      />
    </Form.Item>
  );
  const actions = (submit: string) => (
    <Space>
      <Button type="primary" htmlType="submit" loading={busy}>
        {submit}
      </Button>
      <Button onClick={() => goTo({ kind: 'idle' })} disabled={busy}>
        {t('common.cancel', { ns: 'shared' })}
      </Button>
    </Space>
  );

  let body: ReactNode;
  if (status.isPending) body = <Loader text={t('loading')} />;
  else if (status.isError) body = <LoadFailed onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  else if (step.kind === 'codes') {
    body = (
      <>
        <h3 ref={heading} tabIndex={-1}>
          {t('secondFactor.recoveryHeading', { ns: 'shared' })}
        </h3>
        <RecoveryCodeList codes={step.codes} />
        <Button type="primary" onClick={() => void kept()}>
          {t('secondFactor.kept')}
        </Button>
      </>
    );
  } else if (step.kind === 'setup') {
    body = (
      <Form layout="vertical" onFinish={() => void confirm()}>
        <SecondFactorSetupGuide setup={step.setup} />
        {codeItem(t('secondFactor.firstCode', { ns: 'shared' }), false)}
        {passwordItem}
        <FormError message={error && usersMessage(error)} />
        {actions(t('secondFactor.confirm'))}
      </Form>
    );
  } else if (step.kind === 'off') {
    body = (
      <Form layout="vertical" onFinish={() => void turnOff()}>
        {passwordItem}
        {codeItem(t('secondFactor.codeOrRecovery'), true)}
        <FormError message={error && usersMessage(error)} />
        {actions(t('secondFactor.turnOffConfirm'))}
      </Form>
    );
  } else {
    body = (
      <StatusText status={status.data}>
        <FormError message={error && usersMessage(error)} />
        {!status.data.enrolled && (
          <Button type="primary" onClick={() => void start()} loading={busy}>
            {t('secondFactor.setUp')}
          </Button>
        )}
        {status.data.enrolled && !status.data.required && (
          <Button onClick={() => goTo({ kind: 'off' })}>{t('secondFactor.turnOff')}</Button>
        )}
      </StatusText>
    );
  }

  return (
    <section className="sc-form-panel" aria-labelledby="second-factor-heading" style={{ marginTop: 24 }}>
      <h2 id="second-factor-heading">{t('secondFactor.section')}</h2>
      {done && <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 16 }} />}
      {body}
    </section>
  );
}

function StatusText({ status, children }: { status: SecondFactorStatus; children: ReactNode }) {
  const { t } = useUsersTranslation();
  return (
    <>
      <p>
        {status.enrolled
          ? t('secondFactor.on', { date: shownDay(status.enrolledAt), count: status.recoveryCodesLeft })
          : t('secondFactor.off')}
      </p>
      <p>{t(status.required ? 'secondFactor.required' : 'secondFactor.intro')}</p>
      {children}
    </>
  );
}
