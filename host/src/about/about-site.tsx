/**
 * "About this site": what each area is pinned to, and whether it loaded (hospital IT asks staff to read this out);
 * for user managers also the backups.
 */
import { useSyncExternalStore } from 'react';
import { Modal, Tag } from '@screening/shared/ui';
import { areaOf } from '../remotes/areas';
import './about-site.css';
import { BackupStatus } from './backup-status';
import { currentSite, onRemoteStatus, remoteStatuses, type RemoteState } from '../remotes/remote-registry';

function statusText(state: RemoteState | undefined): { text: string; color: string } {
  if (!state || state.status === 'pinned') return { text: 'Not opened yet', color: 'default' };
  if (state.status === 'loaded')
    return { text: `Loaded${state.runningVersion ? ` (running ${state.runningVersion})` : ''}`, color: 'green' };
  switch (state.kind) {
    case 'integrity':
      return { text: 'Failed verification', color: 'red' };
    case 'incompatible':
      return { text: 'Incompatible with this suite', color: 'red' };
    case 'crashed':
      return { text: 'Failed to start', color: 'red' };
    default:
      return { text: 'Unavailable', color: 'orange' };
  }
}

interface Row {
  key: string;
  area: string;
  version: string;
  status: RemoteState | undefined;
}

export function AboutSiteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      title="About this site"
      okText="Close"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>
        Site <strong>{site.manifest.site}</strong> · shell {__APP_VERSION__} · shared {__SHARED_VERSION__}
      </p>
      {site.error && <p role="alert">{site.error}</p>}
      <table className="about-site__areas" aria-label="Areas of this site">
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Pinned version</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { text, color } = statusText(row.status);
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
