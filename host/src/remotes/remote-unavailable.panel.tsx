import { Button, StatusPanel } from '@screening/shared/ui';
import { areaOf } from './areas';
import type { RemoteFailure } from './remote-registry';
import { useHostTranslation } from '../i18n';

export function RemoteUnavailablePanel({ remote, kind, onRetry }: { remote: string; kind: RemoteFailure; onRetry: () => void }) {
  const { t } = useHostTranslation();
  const area = areaOf(remote);
  const title =
    kind === 'integrity'
      ? t('remote.failedVerification', { area: area.title })
      : kind === 'incompatible'
        ? t('remote.cannotRun', { area: area.title })
        : area.unavailable;
  return (
    <div data-testid="remote-unavailable" data-remote={remote} data-kind={kind}>
      <StatusPanel
        status={kind === 'integrity' || kind === 'incompatible' ? 'error' : 'warning'}
        title={title}
        subTitle={t(`remote.detail.${kind}`)}
        extra={
          <Button type="primary" onClick={onRetry} autoFocus>
            {t('common.retry', { ns: 'shared' })}
          </Button>
        }
      />
    </div>
  );
}

export function NoAccessPanel() {
  const { t } = useHostTranslation();
  return <StatusPanel status="forbidden" title={t('remote.noAccess')} subTitle={t('remote.noAccessDetail')} />;
}
