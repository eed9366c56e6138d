/**
 * The Sync page: every write this device keeps for the signed-in user, in the order it will be sent (participant,
 * step, when it was saved), and each one the server refused with the server's message. A refused write is never
 * dropped on its own: the person corrects it and sends it again, or discards it explicitly (the server audits that).
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  loadOutboxSync,
  normaliseStageLabel,
  refusalSentence,
  translateMessage,
  useSyncStatus,
  type QueuedWrite,
  type Refusal,
} from '@screening/shared';
import { Button, ConfirmDialog, FormError, Input, Modal, PageFrame, Panel, ResultCard, Tag } from '@screening/shared/ui';
import { CORRECT_QUEUED_PATH, HOME_PATH } from '../app/paths';
import { useHostTranslation } from '../i18n';
import { OfflineReadiness } from './offline-readiness';
import './sync.css';

type Editable = Record<string, string | number | boolean | null>;

/** The fields a person can correct: the write's own values (nested answers are corrected on their form). */
function editableFields(data: unknown): Editable {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value)),
  ) as Editable;
}

/** A typed value back in the type the write had (a number stays a number when it still reads as one). */
function corrected(before: unknown, typed: string): unknown {
  if (typeof before === 'number' && typed.trim() !== '' && Number.isFinite(Number(typed))) return Number(typed);
  if (typeof before === 'boolean') return typed === 'true';
  if (before === null && typed === '') return null;
  return typed;
}

/** When a write was kept, as the suite writes a day (dd/mm/yyyy) and a 24-hour time, on the device's clock. */
const SAVED_AT = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const savedAt = (iso: string) => SAVED_AT.format(new Date(iso)).replace(',', '');

/**
 * The patients area's page that reopens a refused enrolment or tag on the form she filled in, with her values and a
 * chooser of her current clinics (the other steps are corrected here, field by field).
 */
const CORRECTED_ON_FORM: Partial<Record<QueuedWrite['step'], string>> = {
  enrolment: CORRECT_QUEUED_PATH,
  tag: CORRECT_QUEUED_PATH,
};

export default function SyncPage() {
  const { t } = useHostTranslation();
  const navigate = useNavigate();
  const { online, reachable, waiting, syncing } = useSyncStatus();
  const [writes, setWrites] = useState<QueuedWrite[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ write: QueuedWrite; values: Record<string, string> } | null>(null);
  const [discarding, setDiscarding] = useState<QueuedWrite | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    const sync = await loadOutboxSync();
    const queued = await sync.queuedWrites();
    setWrites(queued);
    // The header counts what the page lists.
    if (queued.length !== useSyncStatus.getState().waiting) await useSyncStatus.getState().refresh();
  }, []);
  // The list follows every change of the queue: a sync run, a write queued on another page.
  useEffect(() => {
    void reload();
  }, [reload, waiting, syncing]);

  const act = async (action: (sync: Awaited<ReturnType<typeof loadOutboxSync>>) => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action(await loadOutboxSync());
      await reload();
      return true;
    } catch {
      setFailure(t('sync.actionFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const participantOf = (write: QueuedWrite) => write.participantName ?? t('sync.participantUnnamed');
  // A screening or clinical record names its test; the other steps' wire names (ELIGIBILE, FAMILY_PERSONAL) say no more
  // than the step does.
  const testOf = (write: QueuedWrite) =>
    write.step === 'test' && write.detail ? translateMessage(normaliseStageLabel(write.detail), 'clinical') : null;
  const stepOf = (write: QueuedWrite) => [t(`sync.steps.${write.step}`), testOf(write)].filter(Boolean).join(' – ');

  // A clinic refused for a write kept on the device is, almost always, one she was taken off the staff of.
  const reasonOf = (refusal: Refusal) =>
    refusal.code === 'CLINIC_NOT_FOUND'
      ? t('sync.clinicGone')
      : refusalSentence(refusal.code, refusal.params, translateMessage(refusal.message));

  const correct = (write: QueuedWrite) => {
    const form = CORRECTED_ON_FORM[write.step];
    if (form) navigate(`${form}?seq=${write.seq}`);
    else openEditor(write);
  };

  const openEditor = (write: QueuedWrite) =>
    setEditing({
      write,
      values: Object.fromEntries(
        Object.entries(editableFields(write.data)).map(([key, value]) => [key, value === null ? '' : String(value)]),
      ),
    });

  const sendCorrected = async () => {
    if (!editing) return;
    const { write, values } = editing;
    const data = { ...(write.data as Record<string, unknown>) };
    for (const [key, typed] of Object.entries(values)) data[key] = corrected(data[key], typed);
    if (await act((sync) => sync.resendWrite(write.seq as number, data))) setEditing(null);
  };

  return (
    <PageFrame
      title={t('sync.title')}
      backTo={HOME_PATH}
      actions={
        <Button
          type="primary"
          disabled={!online || busy || writes?.length === 0}
          loading={syncing}
          onClick={() => void act((sync) => sync.syncOutbox())}
        >
          {t('sync.sendNow')}
        </Button>
      }
    >
      <p className="sync-page__summary" role="status">
        {!online
          ? t('sync.offlineExplained')
          : !reachable
            ? t('sync.unreachableExplained')
            : writes?.length
              ? t('sync.waiting', { count: writes.length })
              : t('sync.allSaved')}
      </p>
      <FormError message={failure} />
      <OfflineReadiness />
      {writes === null && <p>{t('loading')}</p>}
      {writes?.map((write) => (
        <ResultCard
          key={write.seq}
          ariaLabel={`${participantOf(write)}: ${stepOf(write)}`}
          fields={[
            { label: t('sync.participant'), value: participantOf(write) },
            { label: t('sync.step'), value: stepOf(write) },
            { label: t('sync.savedAt'), value: savedAt(write.queuedAt) },
            {
              label: t('sync.status'),
              value: write.refusal ? (
                <>
                  <Tag color="red">{t('sync.refused')}</Tag> {reasonOf(write.refusal)}
                </>
              ) : (
                <Tag color="orange">{t('sync.waitingOne')}</Tag>
              ),
            },
          ]}
          actions={
            write.refusal && (
              <>
                <Button onClick={() => correct(write)} disabled={busy}>
                  {t('sync.correct')}
                </Button>
                <Button danger onClick={() => setDiscarding(write)} disabled={busy}>
                  {t('sync.discard')}
                </Button>
              </>
            )
          }
        />
      ))}

      <Modal
        open={editing !== null}
        title={editing ? `${participantOf(editing.write)}: ${stepOf(editing.write)}` : ''}
        onCancel={() => setEditing(null)}
        okText={t('sync.sendCorrected')}
        cancelText={t('common.cancel', { ns: 'shared' })}
        onOk={() => void sendCorrected()}
        confirmLoading={busy}
        destroyOnHidden
      >
        {editing?.write.refusal && <FormError message={reasonOf(editing.write.refusal)} />}
        <Panel>
          {editing &&
            Object.entries(editing.values).map(([key, value]) => (
              <label key={key} className="sync-page__field">
                <span>{key}</span>
                <Input
                  value={value}
                  onChange={(event) => setEditing({ ...editing, values: { ...editing.values, [key]: event.target.value } })}
                />
              </label>
            ))}
        </Panel>
      </Modal>

      <ConfirmDialog
        open={discarding !== null}
        title={t('sync.discardTitle')}
        message={t(discarding?.provisionalId !== null ? 'sync.discardEnrolment' : 'sync.discardOne')}
        yesLabel={t('sync.discard')}
        busy={busy}
        onNo={() => setDiscarding(null)}
        onYes={() => {
          const write = discarding;
          if (write) void act((sync) => sync.discardWrite(write.seq as number)).then((done) => done && setDiscarding(null));
        }}
      />
    </PageFrame>
  );
}
