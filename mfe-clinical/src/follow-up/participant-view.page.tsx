import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  canCreate,
  canEdit,
  currentLanguage,
  errorMessage,
  httpStatus,
  MENU_KEYS,
  useAuthStore,
  type FollowUp,
  type MenuEntry,
  type ParticipantTest,
  type ParticipantView,
  type TFunction,
  type TimelineEntry,
} from '@screening/shared';
import {
  Alert,
  Button,
  FormOutlined,
  genderLabel,
  Loader,
  LoadFailed,
  PageFrame,
  Panel,
  PrinterOutlined,
  ResultCard,
  shownDay,
  Tag,
  useNotice,
  type TagColor,
} from '@screening/shared/ui';
import { stageLabel, type ExaminationKind } from '../examination';
import { useClinicalTranslation } from '../i18n';
import { beginExamination, mayOpenExamination } from '../open-examination';
import { PARTICIPANT_PARAM, PATHS } from '../paths';
import { CallDialog } from './call-dialog';
import { FollowUpCard } from './follow-up-card';
import { participantViewQuery, type RecordResult } from './follow-up.api';
import { MoveDialog } from './move-dialog';
import { SlipDialog } from './slip-dialog';

type Dialog = { kind: 'call' | 'update' | 'slip'; followUp: FollowUp } | null;

const STATE_COLOR: Record<ParticipantTest['state'], TagColor> = {
  DUE: 'default',
  SAVED: 'blue',
  FINISHED: 'green',
  REFERRED: 'red',
};

/** When something happened, as '21/03/2026, 10:05' in India. */
const shownInstant = (instant: string): string =>
  new Intl.DateTimeFormat(`${currentLanguage()}-IN`, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(Date.parse(instant));

/** A test as staff name it: 'Breast screening'. */
function testName(t: TFunction, test: Pick<ParticipantTest, 'disease' | 'kind' | 'name'>): string {
  if (test.disease === null) return test.name ?? t(`pv.kind.${test.kind}`);
  return t(`pv.test.${test.kind}`, { disease: t(`pv.disease.${test.disease}`) });
}

function timelineText(t: TFunction, entry: TimelineEntry): string {
  const what = entry.what === 'CALL' && entry.outcome ? t(`fu.called.${entry.outcome}`) : t(`pv.what.${entry.what}`);
  return entry.disease ? t('pv.whatOf', { what, test: t(`pv.disease.${entry.disease}`) }) : what;
}

function About({ view }: { view: ParticipantView }) {
  const { t } = useClinicalTranslation();
  return (
    <ResultCard
      ariaLabel={t('pv.about')}
      fields={[
        {
          label: t('card.registrationId', { ns: 'shared' }),
          value: <span className="sc-result-card__id">{view.registrationId}</span>,
        },
        { label: t('first.card.age'), value: view.age },
        { label: t('gender.label', { ns: 'shared' }), value: genderLabel(view.gender) },
        {
          label: t('first.card.mobile'),
          value: view.mobileNo && <a href={`tel:${view.mobileNo.replace(/[^\d+]/g, '')}`}>{view.mobileNo}</a>,
        },
        { label: t('pv.address'), value: view.address },
        { label: t('card.outreachClinic', { ns: 'shared' }), value: view.campName },
        { label: t('pv.registeredOn'), value: shownDay(view.registeredAt) },
      ]}
    />
  );
}

const EXAMINATION: Record<ParticipantTest['kind'], ExaminationKind> = { SCREENING: 'screening', CLINICAL: 'clinical' };

/**
 * A test not finished yet, whose form her menus open: its worklist would offer it too (a screening not, once her
 * medical details took her out of screening).
 */
const opens = (menus: readonly MenuEntry[] | null, view: ParticipantView, test: ParticipantTest): boolean =>
  (test.state === 'DUE' || test.state === 'SAVED') &&
  !(test.kind === 'SCREENING' && view.excludedFromScreening) &&
  mayOpenExamination(menus, EXAMINATION[test.kind]);

function Tests({ view }: { view: ParticipantView }) {
  const { t } = useClinicalTranslation();
  const navigate = useNavigate();
  const menus = useAuthStore((s) => s.menus);
  const { tests } = view;
  // Her test's form, opened as her worklist card's Next opens it.
  const open = (test: ParticipantTest) => {
    const participant = {
      id: view.id,
      name: view.name ?? '',
      registrationId: view.registrationId,
      age: view.age,
      gender: view.gender,
      campId: view.campId,
    };
    const kind = EXAMINATION[test.kind];
    const { candidateTestId, diseaseTestMasterId: diseaseTestId } = test;
    navigate(
      beginExamination(
        participant,
        kind,
        { stage: stageLabel(kind, test.name ?? ''), diseaseTestId, candidateTestId },
        'participant',
      ),
    );
  };
  if (tests.length === 0) return <p>{t('pv.noTests')}</p>;
  return (
    <>
      {view.excludedFromScreening && <p>{t('pv.excluded')}</p>}
      <ul aria-label={t('pv.tests')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tests.map((test) => (
          <li
            key={test.candidateTestId}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '4px 0' }}
          >
            <span style={{ fontWeight: 500 }}>{testName(t, test)}</span>
            <Tag color={STATE_COLOR[test.state]}>{t(`pv.state.${test.state}`)}</Tag>
            {test.date && <span>{shownDay(test.date)}</span>}
            {opens(menus, view, test) && (
              <Button
                size="small"
                icon={<FormOutlined aria-hidden />}
                aria-label={t('pv.form.openOf', { test: testName(t, test) })}
                onClick={() => open(test)}
              >
                {t('pv.form.open')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function Calls({ followUp }: { followUp: FollowUp }) {
  const { t } = useClinicalTranslation();
  return (
    <ol aria-label={t('pv.calls', { test: t(`pv.disease.${followUp.disease}`) })} style={{ margin: '8px 0 0', paddingLeft: 20 }}>
      {followUp.events.map((event) => (
        <li key={`${event.at}-${event.kind}`} style={{ padding: '2px 0' }}>
          {[
            event.kind === 'call' && event.outcome ? t(`fu.called.${event.outcome}`) : t(`fu.event.${event.kind}`),
            event.date ? shownDay(event.date) : null,
            shownInstant(event.at),
            event.by ? t('fu.event.by', { name: event.by }) : null,
            event.note,
          ]
            .filter(Boolean)
            .join(' · ')}
        </li>
      ))}
    </ol>
  );
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useClinicalTranslation();
  if (entries.length === 0) return <p>{t('pv.noTimeline')}</p>;
  return (
    <ol aria-label={t('pv.timeline')} style={{ margin: 0, paddingLeft: 20 }}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} style={{ padding: '2px 0' }}>
          <time dateTime={entry.at}>{shownInstant(entry.at)}</time> · {timelineText(t, entry)}
          {entry.by && ` · ${t('fu.event.by', { name: entry.by })}`}
        </li>
      ))}
    </ol>
  );
}

/**
 * /Participant?id=…: one participant's view, opened from a follow-up card or by scanning her slip. Who she is, each
 * test's state, her referrals' follow-ups with every call (Record call, Update, Print slip from here), and who did
 * what and when. Another clinic's participant is "not found", as for any record.
 */
export default function ParticipantViewPage() {
  const { t } = useClinicalTranslation();
  const notify = useNotice();
  const [params] = useSearchParams();
  const raw = params.get(PARTICIPANT_PARAM) ?? '';
  const candidateId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const canRecord = useAuthStore((s) => canCreate(s.menus, MENU_KEYS.followUp) || canEdit(s.menus, MENU_KEYS.followUp));
  const view = useQuery({ ...participantViewQuery(candidateId ?? 0), enabled: candidateId !== null });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const data = view.data;

  const saved = (followUp: FollowUp, result: RecordResult) => {
    setDialog(null);
    setKept((ids) => (result.queued ? new Set(ids).add(followUp.id) : new Set([...ids].filter((id) => id !== followUp.id))));
    notify(result.queued ? t('fu.queued') : t('fu.saved', { name: followUp.name ?? followUp.registrationId }));
  };

  const notFound = candidateId === null || httpStatus(view.error) === 404;
  return (
    <PageFrame title={data?.name || t('pv.title')} backTo={PATHS.followUp}>
      {notFound && <Alert type="warning" showIcon role="alert" title={t('pv.notFound')} />}
      {!notFound && view.isError && (
        <LoadFailed
          message={errorMessage(view.error, { fallback: t('pv.failed') })}
          onRetry={() => void view.refetch()}
          retrying={view.isFetching}
        />
      )}
      {!notFound && view.isPending && <Loader overlay={false} text={t('pv.loading')} />}
      {data && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <About view={data} />
          <Panel title={t('pv.tests')} aria-label={t('pv.tests')}>
            <Tests view={data} />
          </Panel>
          <section aria-labelledby="pv-follow-up">
            <h2 id="pv-follow-up" className="sc-section-title">
              {t('pv.followUp')}
            </h2>
            {data.followUps.length === 0 && <p>{t('pv.noFollowUp')}</p>}
            <ul className="sc-results" style={{ gridTemplateColumns: '1fr' }}>
              {data.followUps.map((followUp) => (
                <li key={followUp.id}>
                  <FollowUpCard
                    followUp={followUp}
                    canRecord={canRecord}
                    kept={kept.has(followUp.id)}
                    onCall={(chosen) => setDialog({ kind: 'call', followUp: chosen })}
                    onUpdate={(chosen) => setDialog({ kind: 'update', followUp: chosen })}
                  />
                  <Calls followUp={followUp} />
                  <Button
                    icon={<PrinterOutlined aria-hidden />}
                    style={{ marginTop: 8 }}
                    onClick={() => setDialog({ kind: 'slip', followUp })}
                  >
                    {t('pv.slip.open', { test: t(`pv.disease.${followUp.disease}`) })}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          <Panel title={t('pv.timeline')} aria-label={t('pv.timeline')}>
            <Timeline entries={data.timeline} />
          </Panel>
        </div>
      )}
      {dialog?.kind === 'call' && (
        <CallDialog followUp={dialog.followUp} onClose={() => setDialog(null)} onSaved={(r) => saved(dialog.followUp, r)} />
      )}
      {dialog?.kind === 'update' && (
        <MoveDialog followUp={dialog.followUp} onClose={() => setDialog(null)} onSaved={(r) => saved(dialog.followUp, r)} />
      )}
      {dialog?.kind === 'slip' && data && (
        <SlipDialog participant={data} followUp={dialog.followUp} onClose={() => setDialog(null)} />
      )}
    </PageFrame>
  );
}
