/**
 * On the Sync page: whether this device holds what a day without a network needs, so staff know before they leave
 * for the village (or that this browser keeps nothing for offline use: the site is not served over HTTPS). Read
 * again every few seconds until it is ready (the service worker and the warm-up keep things in the background), and
 * when the network comes or goes.
 */
import { useEffect, useState } from 'react';
import { useAuthStore, useSyncStatus } from '@screening/shared';
import { Tag } from '@screening/shared/ui';
import { useHostTranslation } from '../i18n';
import { isReady, offlineReadiness, type Readiness } from '../offline/readiness';
import { areaOf } from '../remotes/areas';
import { currentSite } from '../remotes/remote-registry';

const CHECK_EVERY_MS = 3_000;

export function OfflineReadiness() {
  const { t } = useHostTranslation();
  const menus = useAuthStore((s) => s.menus);
  const online = useSyncStatus((s) => s.online);
  // Undefined until first read; null where this browser keeps nothing for offline use.
  const [readiness, setReadiness] = useState<Readiness | null>();
  const ready = readiness != null && isReady(readiness);
  const unsupported = readiness === null;

  useEffect(() => {
    if (ready || unsupported) return undefined;
    let live = true;
    const check = () =>
      void offlineReadiness(menus, currentSite())
        .then((found) => live && setReadiness(found))
        .catch(() => undefined);
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [menus, online, ready, unsupported]);

  if (readiness === undefined) return null;
  const summary = unsupported
    ? t('sync.readiness.unsupported')
    : ready
      ? t('sync.readiness.ready')
      : online
        ? t('sync.readiness.gettingReady')
        : t('sync.readiness.notReadyOffline');
  return (
    <section className="sync-page__readiness" aria-labelledby="sync-readiness-title">
      <h2 id="sync-readiness-title">{t('sync.readiness.title')}</h2>
      <p role="status">{summary}</p>
      {readiness && (
        <ul>
          {readiness.areas.map((area) => (
            <li key={area.remote}>
              {areaOf(area.remote).title}:{' '}
              {area.kept ? (
                <Tag color="green">{t('sync.readiness.kept')}</Tag>
              ) : (
                <Tag color="orange">{t('sync.readiness.notKept')}</Tag>
              )}
            </li>
          ))}
          <li>{t('sync.readiness.reads', { kept: readiness.reads.kept, needed: readiness.reads.needed })}</li>
        </ul>
      )}
    </section>
  );
}
