/**
 * Edit User: a user manager gives a colleague a temporary password (issue 12). The password is shown here once
 * and lives only in this component's state: never in a store, in browser storage or in a notice that outlives it.
 */
import { useRef, useState } from 'react';
import { Alert, Button, ConfirmDialog, CopyOutlined, FormError, LockOutlined, Space } from '@screening/shared/ui';
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
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const passwordRef = useRef<HTMLElement>(null);

  const reset = async () => {
    setBusy(true);
    setError(null);
    setTemporaryPassword(null);
    setCopied(false);
    try {
      setTemporaryPassword(await resetUserPassword(userId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const copy = async () => {
    if (temporaryPassword) setCopied(await copyText(temporaryPassword, passwordRef.current));
  };

  return (
    <section aria-label="Password reset" style={{ marginTop: 24 }}>
      <FormError message={error} />
      <Button icon={<LockOutlined aria-hidden />} onClick={() => setAsking(true)} disabled={busy}>
        Reset Password
      </Button>
      {temporaryPassword && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title={`Give this temporary password to ${name} in person. It works once: they must choose a new password at the next sign-in.`}
          description={
            <Space style={{ marginTop: 8 }}>
              <span>Temporary password:</span>
              <code ref={passwordRef} style={{ fontSize: 18, userSelect: 'all' }}>
                {temporaryPassword}
              </code>
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </Space>
          }
        />
      )}
      <ConfirmDialog
        open={asking}
        title="Reset Password"
        message={`Give ${name} a temporary password? Their current sessions end, and they must choose a new password at their next sign-in.`}
        onYes={() => void reset()}
        onNo={() => setAsking(false)}
        busy={busy}
      />
    </section>
  );
}
