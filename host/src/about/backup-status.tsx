/**
 * "Backups" in About this site, for those who manage users (the server's GET /api/ops/status needs EDIT on User Data
 * Management; nobody else sees the section or calls it): the API release, the last backup, when the next one is due,
 * and the last failure in plain sight, so a silently failing nightly backup is noticed by the people who can act.
 */
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { call, errorMessage, hasPrivilege, routes, useAuthStore, type OpsStatus, type TFunction } from '@screening/shared';
import { DAY_FORMAT, LoadFailed } from '@screening/shared/ui';
import { useHostTranslation } from '../i18n';

/** The grant the server checks for the status route. */
export const canReadOpsStatus = (menus: Parameters<typeof hasPrivilege>[0]) => hasPrivilege(menus, '/management', 'EDIT');

const when = (iso: string) => dayjs(iso).format(`${DAY_FORMAT} HH:mm`);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

function nextDueText({ backups }: OpsStatus, t: TFunction): string {
  if (!backups.scheduled) return t('backups.notScheduled');
  if (backups.running) return t('backups.running');
  return backups.nextDueAt ? t('backups.every', { at: when(backups.nextDueAt), every: backups.every }) : '—';
}

function Loaded({ status }: { status: OpsStatus }) {
  const { t } = useHostTranslation();
  const { lastBackup, lastFailure, lastFailed } = status.backups;
  return (
    <>
      {lastFailed && lastFailure && (
        <p role="alert" className="about-site__failure">
          {t('backups.lastFailed', { message: lastFailure.message, at: when(lastFailure.at) })}
        </p>
      )}
      <dl className="about-site__facts">
        <dt>{t('backups.lastBackup')}</dt>
        <dd>
          {lastBackup ? `${when(lastBackup.at)} · ${lastBackup.file} · ${formatBytes(lastBackup.bytes)}` : t('backups.none')}
        </dd>
        <dt>{t('backups.nextDue')}</dt>
        <dd>{nextDueText(status, t)}</dd>
        <dt>{t('backups.api')}</dt>
        <dd>
          {status.release} · {t('backups.schema', { migrations: status.schema.migrations })}
          {status.schema.current ? '' : t('backups.notThisRelease')} ·{' '}
          {status.database.engine === 'embedded' ? t('backups.embedded') : t('backups.postgres')}
        </dd>
      </dl>
    </>
  );
}

/** Read again each time the dialog opens; renders nothing for a user who may not read it. */
export function BackupStatus({ open }: { open: boolean }) {
  const { t } = useHostTranslation();
  const allowed = useAuthStore((s) => canReadOpsStatus(s.menus));
  const status = useQuery({
    queryKey: ['host', 'ops-status'],
    queryFn: async () => (await call(routes.opsStatus)).data,
    enabled: open && allowed,
    // A backup may have run since the dialog was last open: what was read before shows until the new answer comes.
    staleTime: 0,
  });

  if (!allowed) return null;
  return (
    <section aria-labelledby="about-site-backups" className="about-site__section">
      <h3 id="about-site-backups">{t('backups.heading')}</h3>
      {status.isPending && <p>{t('backups.loading')}</p>}
      {status.isError && (
        <LoadFailed
          message={errorMessage(status.error, { fallback: t('backups.loadFailed') })}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      )}
      {status.isSuccess && <Loaded status={status.data} />}
    </section>
  );
}
