import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canCreate, canEdit, MENU_KEYS, useAuthStore, type FollowUp } from '@screening/shared';
import {
  Alert,
  Button,
  Loader,
  LoadFailed,
  PageFrame,
  QrcodeOutlined,
  Radio,
  SearchBox,
  Select,
  useNotice,
} from '@screening/shared/ui';
import { FOLLOW_UP_WINDOWS, type FollowUpWindow } from '@screening/domain/follow-up';
import { useClinicalTranslation } from '../i18n';
import { PATHS } from '../paths';
import { CallDialog } from './call-dialog';
import { FollowUpCard } from './follow-up-card';
import {
  followUpClinicsQuery,
  followUpCountsQuery,
  followUpListQuery,
  FOLLOW_UP_PAGE_SIZE,
  type RecordResult,
} from './follow-up.api';
import { MoveDialog } from './move-dialog';
import { ScanSlipDialog } from './scan-slip-dialog';

type Dialog = { kind: 'call' | 'update'; followUp: FollowUp } | { kind: 'scan' } | null;

/**
 * /FollowUp: the referred, to be called until they reach the hospital and their result is known. It opens on those
 * due now (overdue or due within the week), most overdue first as the server orders them; other windows, one of the
 * user's clinics, a search and pages narrow it. CREATE or EDIT on the follow-up menu records calls and moves.
 */
export default function FollowUpListPage() {
  const { t } = useClinicalTranslation();
  const notify = useNotice();
  const canRecord = useAuthStore((s) => canCreate(s.menus, MENU_KEYS.followUp) || canEdit(s.menus, MENU_KEYS.followUp));
  const [shown, setShown] = useState<FollowUpWindow>('DUE_SOON');
  const [search, setSearch] = useState('');
  const [campId, setCampId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Those whose call or move this device kept (offline) to send later: their card says so.
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const list = useQuery(followUpListQuery({ window: shown, campId, search, page }));
  const clinics = useQuery(followUpClinicsQuery());
  const counts = useQuery(followUpCountsQuery());
  const data = list.data;
  const pages = data ? Math.ceil(data.total / FOLLOW_UP_PAGE_SIZE) : 0;

  const saved = (followUp: FollowUp, result: RecordResult) => {
    setDialog(null);
    if (result.queued) {
      setKept((ids) => new Set(ids).add(followUp.id));
      notify(t('fu.queued'));
    } else {
      setKept((ids) => new Set([...ids].filter((id) => id !== followUp.id)));
      notify(t('fu.saved', { name: followUp.name ?? followUp.registrationId }));
    }
  };

  return (
    <PageFrame
      title={t('fu.title')}
      backTo={PATHS.home}
      actions={
        <Button icon={<QrcodeOutlined aria-hidden />} onClick={() => setDialog({ kind: 'scan' })}>
          {t('pv.scan.button')}
        </Button>
      }
    >
      {counts.data && (
        <p role="status" style={{ margin: '0 0 12px' }}>
          {t('fu.counts', { overdue: counts.data.overdue, dueThisWeek: counts.data.dueThisWeek })}
        </p>
      )}
      <div style={{ marginBottom: 12 }}>
        <Radio.Group
          name="follow-up-window"
          aria-label={t('fu.windows')}
          optionType="button"
          buttonStyle="solid"
          value={shown}
          onChange={(event) => {
            setShown(event.target.value as FollowUpWindow);
            setPage(0);
          }}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        >
          {FOLLOW_UP_WINDOWS.map((value) => (
            <Radio.Button key={value} value={value}>
              {t(`fu.window.${value}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <label htmlFor="follow-up-clinic">{t('card.outreachClinic', { ns: 'shared' })}</label>
        <Select
          id="follow-up-clinic"
          value={campId ?? 0}
          loading={clinics.isPending}
          options={[
            { value: 0, label: t('fu.allClinics') },
            ...(Array.isArray(clinics.data) ? clinics.data : []).map((clinic) => ({
              value: clinic.campId,
              label: clinic.campName,
            })),
          ]}
          onChange={(value: number) => {
            setCampId(value === 0 ? null : value);
            setPage(0);
          }}
          style={{ minWidth: 220, maxWidth: '100%' }}
        />
      </div>
      <SearchBox
        placeholder={t('first.search')}
        onSearch={(text) => {
          setSearch(text);
          setPage(0);
        }}
        loading={list.isFetching && search !== ''}
      />
      {list.isError && <LoadFailed message={t('fu.failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.isPending && <Loader overlay={false} text={t('fu.loading')} />}
      {data && data.items.length === 0 && (
        <Alert type="info" showIcon role="status" title={search ? t('first.empty') : t(`fu.empty.${shown}`)} />
      )}
      {data && data.items.length > 0 && (
        <ul className="sc-results" aria-label={t('fu.title')} aria-busy={list.isFetching}>
          {data.items.map((followUp) => (
            <li key={followUp.id}>
              <FollowUpCard
                followUp={followUp}
                canRecord={canRecord}
                kept={kept.has(followUp.id)}
                linkToView
                onCall={(chosen) => setDialog({ kind: 'call', followUp: chosen })}
                onUpdate={(chosen) => setDialog({ kind: 'update', followUp: chosen })}
              />
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label={t('fu.pages')} className="sc-more">
          <Button onClick={() => setPage(page - 1)} disabled={page === 0}>
            {t('fu.previous')}
          </Button>
          <span aria-live="polite">{t('fu.page', { page: page + 1, pages })}</span>
          <Button onClick={() => setPage(page + 1)} disabled={page + 1 >= pages}>
            {t('fu.next')}
          </Button>
        </nav>
      )}
      {dialog?.kind === 'call' && (
        <CallDialog
          followUp={dialog.followUp}
          onClose={() => setDialog(null)}
          onSaved={(result) => saved(dialog.followUp, result)}
        />
      )}
      {dialog?.kind === 'scan' && <ScanSlipDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'update' && (
        <MoveDialog
          followUp={dialog.followUp}
          onClose={() => setDialog(null)}
          onSaved={(result) => saved(dialog.followUp, result)}
        />
      )}
    </PageFrame>
  );
}
