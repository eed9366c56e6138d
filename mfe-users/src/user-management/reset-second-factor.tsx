/**
 * Edit User: whether a colleague has a second factor, and a user manager's reset of it (a lost phone). She then
 * signs in with her password alone, and sets up a new one at once if her role requires it.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, ConfirmDialog, FormError, shownDay } from '@screening/shared/ui';
import { usersMessage, useUsersTranslation } from '../i18n';
import { fetchSecondFactorStatus, resetSecondFactor, secondFactorKey } from '../second-factor.api';

export interface ResetSecondFactorProps {
  userId: number;
  /** The colleague's name, as the form shows it. */
  name: string;
}

export function ResetSecondFactor({ userId, name }: ResetSecondFactorProps) {
  const { t } = useUsersTranslation();
  const status = useQuery({ queryKey: secondFactorKey(userId), queryFn: () => fetchSecondFactorStatus(userId) });
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetSecondFactor(userId),
    onSuccess: () => status.refetch(),
    onSettled: () => setAsking(false),
  });
  const error = reset.error ? reset.error.message : null;

  // Nothing to say while it loads or when it cannot be read: the password reset beside it is what matters most.
  if (!status.data) return null;
  return (
    <section aria-label={t('secondFactor.section')} style={{ marginTop: 24 }}>
      <p>
        {status.data.enrolled ? t('secondFactor.userOn', { date: shownDay(status.data.enrolledAt) }) : t('secondFactor.userOff')}
      </p>
      <FormError message={error && usersMessage(error)} />
      {reset.isSuccess && (
        <Alert type="success" showIcon role="status" title={t('secondFactor.resetDone', { name })} style={{ marginBottom: 16 }} />
      )}
      {status.data.enrolled && (
        <Button onClick={() => setAsking(true)} disabled={reset.isPending}>
          {t('secondFactor.reset')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('secondFactor.reset')}
        message={t('secondFactor.resetAsk', { name })}
        onYes={() => reset.mutate()}
        onNo={() => setAsking(false)}
        busy={reset.isPending}
      />
    </section>
  );
}
