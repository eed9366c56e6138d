/**
 * The header's word on the device's outbox: Offline (no network) or Server unreachable (a network, but no answer),
 * how many writes wait to sync, or All saved. Opens the Sync page.
 */
import { Link } from 'react-router-dom';
import { useSyncStatus } from '@screening/shared';
import { useHostTranslation } from '../i18n';
import { SYNC_PATH } from './sync-path';

export function SyncIndicator() {
  const { t } = useHostTranslation();
  const { online, reachable, waiting, refused } = useSyncStatus();
  const cut = !online ? 'offline' : !reachable ? 'unreachable' : null;
  const state = cut ?? (waiting > 0 ? 'waiting' : 'saved');
  const text = cut
    ? waiting > 0
      ? t(`sync.${cut}Waiting`, { count: waiting })
      : t(`sync.${cut}`)
    : waiting > 0
      ? t('sync.waiting', { count: waiting })
      : t('sync.allSaved');
  return (
    <Link
      to={SYNC_PATH}
      className={`shell-sync shell-sync--${state}${refused > 0 ? ' shell-sync--refused' : ''}`}
      aria-live="polite"
      title={refused > 0 ? t('sync.refusedCount', { count: refused }) : undefined}
    >
      {text}
    </Link>
  );
}
