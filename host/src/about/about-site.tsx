/**
 * "About this site": what each area is pinned to, and whether it loaded (hospital IT asks staff to read this out);
 * for user managers also the backups.
 */
import { useSyncExternalStore } from 'react';
import type { TFunction } from '@screening/shared';
import { Modal, Tag } from '@screening/shared/ui';
import { useHostTranslation } from '../i18n';
import { areaOf } from '../remotes/areas';
import './about-site.css';
import { BackupStatus } from './backup-status';
import { currentSite, onRemoteStatus, remoteStatuses, type RemoteState } from '../remotes/remote-registry';

function statusText(state: RemoteState | undefined, t: TFunction): { text: string; color: string } {
  if (!state || state.status === 'pinned') return { text: t('about.notOpened'), color: 'default' };
  if (state.status === 'loaded')
    return {
      text: state.runningVersion ? t('about.loadedRunning', { version: state.runningVersion }) : t('about.loaded'),
      color: 'green',
    };
  switch (state.kind) {
    case 'integrity':
      return { text: t('about.failedVerification'), color: 'red' };
    case 'incompatible':
      return { text: t('about.incompatible'), color: 'red' };
    case 'crashed':
      return { text: t('about.crashed'), color: 'red' };
    default:
      return { text: t('about.unavailable'), color: 'orange' };
  }
}

interface Row {
  key: string;
  area: string;
  version: string;
  status: RemoteState | undefined;
}

export function AboutSiteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useHostTranslation();
  const statuses = useSyncExternalStore(onRemoteStatus, remoteStatuses);
  const site = currentSite();
  const rows: Row[] = Object.entries(site.manifest.remotes).map(([remote, pinned]) => ({
    key: remote,
    area: areaOf(remote).title,
    version: pinned.version,
    status: statuses[remote],
  }));
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={onClose}
      title={t('about.title')}
      okText={t('about.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>
        {t('about.site')} <strong>{site.manifest.site}</strong> ·{' '}
        {t('about.versions', { shell: __APP_VERSION__, shared: __SHARED_VERSION__ })}
      </p>
      <table className="about-site__areas" aria-label={t('about.areas')}>
        <thead>
          <tr>
            <th scope="col">{t('about.area')}</th>
            <th scope="col">{t('about.pinnedVersion')}</th>
            <th scope="col">{t('about.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { text, color } = statusText(row.status, t);
            return (
              <tr key={row.key}>
                <td>{row.area}</td>
                <td>{row.version}</td>
                <td>
                  <Tag color={color}>{text}</Tag>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <BackupStatus open={open} />
    </Modal>
  );
}
