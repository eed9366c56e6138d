/**
 * Edit User: a user manager gives a colleague a temporary password (issue 12). The password is shown here once
 * and lives only in this component's state: never in a store, in browser storage or in a notice that outlives it.
 */
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, ConfirmDialog, CopyOutlined, FormError, LockOutlined, Space } from '@screening/shared/ui';
import { usersMessage, useUsersTranslation } from '../i18n';
import { resetUserPassword } from './users.api';

export interface ResetUserPasswordProps {
  userId: number;
  /** The colleague's name, as the form shows it. */
  name: string;
}

/** Copies through the Clipboard API where the page may use it (https, localhost), else through the selection. */
async function copyText(text: string, shown: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): fall back to the selection below.
  }
  if (!shown) return false;
  window.getSelection()?.selectAllChildren(shown);
  return typeof document.execCommand === 'function' && document.execCommand('copy');
}

export function ResetUserPassword({ userId, name }: ResetUserPasswordProps) {
  const { t } = useUsersTranslation();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState(false);
  const passwordRef = useRef<HTMLElement>(null);
  // resetUserPassword words each failure (errorMessage of the API client); the password lives in this state only.
  const reset = useMutation({
    mutationFn: () => resetUserPassword(userId),
    onMutate: () => setCopied(false),
    onSettled: () => setAsking(false),
  });
  const temporaryPassword = reset.data ?? null;
  const error = reset.error ? reset.error.message : null;

  const copy = async () => {
    if (temporaryPassword) setCopied(await copyText(temporaryPassword, passwordRef.current));
  };

  return (
    <section aria-label={t('reset.section')} style={{ marginTop: 24 }}>
      <FormError message={error && usersMessage(error)} />
      <Button icon={<LockOutlined aria-hidden />} onClick={() => setAsking(true)} disabled={reset.isPending}>
        {t('reset.button')}
      </Button>
      {temporaryPassword && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title={t('reset.give', { name })}
          description={
            <Space style={{ marginTop: 8 }}>
              <span>{t('reset.temporary')}</span>
              <code ref={passwordRef} style={{ fontSize: 18, userSelect: 'all' }}>
                {temporaryPassword}
              </code>
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
                {t(copied ? 'reset.copied' : 'reset.copy')}
              </Button>
            </Space>
          }
        />
      )}
      <ConfirmDialog
        open={asking}
        title={t('reset.button')}
        message={t('reset.ask', { name })}
        onYes={() => reset.mutate()}
        onNo={() => setAsking(false)}
        busy={reset.isPending}
      />
    </section>
  );
}
