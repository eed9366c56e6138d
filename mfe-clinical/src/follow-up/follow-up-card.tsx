import { Link } from 'react-router-dom';
import { currentLanguage, DEFAULT_LANGUAGE, type FollowUp, type FollowUpEvent, type TFunction } from '@screening/shared';
import { Button, EditOutlined, PhoneOutlined, ResultCard, shownDay, Tag } from '@screening/shared/ui';
import { ALLOWED_FROM, daysBetween, isOpenFollowUp } from '@screening/domain/follow-up';
import { useClinicalTranslation } from '../i18n';
import { PARTICIPANT_PARAM, PATHS } from '../paths';
import { today } from './days';
import { movesAllowed } from './move-dialog';
import { useReasonTexts } from './reason-texts';

export interface FollowUpCardProps {
  followUp: FollowUp;
  /** Without CREATE or EDIT on the follow-up menu she is listed, but nothing can be recorded. */
  canRecord: boolean;
  /** A call or move of hers is kept on this device, not yet on the server. */
  kept: boolean;
  onCall: (followUp: FollowUp) => void;
  onUpdate: (followUp: FollowUp) => void;
  /** A link to her view (not on her view itself). */
  linkToView?: boolean;
}

/** When an event was recorded, as '21 Mar' in India (where the calls are made). */
const shortDay = (instant: string): string =>
  new Intl.DateTimeFormat(`${currentLanguage()}-IN`, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(
    Date.parse(instant),
  );

/** The newest event: 'Not reached · 21 Mar · by Kavitha Ramesh'. */
function eventLine(t: TFunction, event: FollowUpEvent): string {
  const what = event.kind === 'call' && event.outcome ? t(`fu.called.${event.outcome}`) : t(`fu.event.${event.kind}`);
  return [what, shortDay(event.at), event.by ? t('fu.event.by', { name: event.by }) : null].filter(Boolean).join(' · ');
}

/** Overdue in red; otherwise how far off the due date is (the server counts the days overdue on India's day). */
function DueLine({ followUp }: { followUp: FollowUp }) {
  const { t } = useClinicalTranslation();
  const day = shownDay(followUp.dueDate);
  if (followUp.daysOverdue > 0)
    return (
      <>
        {day} · <span className="sc-text-danger">{t('fu.overdue', { count: followUp.daysOverdue })}</span>
      </>
    );
  const ahead = daysBetween(today(), followUp.dueDate);
  return (
    <>
      {day} · {ahead > 0 ? t('fu.dueIn', { count: ahead }) : t('fu.dueToday')}
    </>
  );
}

/** The state, with what settled it: the hospital and day of her visit, the finding, why she was lost. */
function stateText(t: TFunction, followUp: FollowUp): string {
  const state = t(`fu.state.${followUp.state}`);
  const detail =
    followUp.state === 'ATTENDED' && followUp.hospital
      ? t('fu.visited', { hospital: followUp.hospital, day: shownDay(followUp.attendedDate) ?? '' })
      : followUp.state === 'CLOSED' && followUp.finding
        ? t(`fu.finding.${followUp.finding}`)
        : followUp.state === 'LOST' && followUp.lostReason
          ? t(`fu.lostReason.${followUp.lostReason}`)
          : null;
  return detail ? t('fu.stateWith', { state, detail }) : state;
}

/**
 * One referred participant to follow up: who she is and her number (a tap calls her), the test and why she was
 * referred, when she is due, where her follow-up stands and its newest event; Record call and Update as her state
 * allows.
 */
export function FollowUpCard({ followUp, canRecord, kept, onCall, onUpdate, linkToView = false }: FollowUpCardProps) {
  const { t } = useClinicalTranslation();
  const language = currentLanguage();
  const reasonsIn = useReasonTexts(language !== DEFAULT_LANGUAGE);
  const name = followUp.name ?? '';
  const newest = followUp.events[0];
  const open = isOpenFollowUp(followUp.state);
  return (
    <ResultCard
      ariaLabel={`${name} ${followUp.registrationId}`.trim()}
      fields={[
        {
          label: t('card.name', { ns: 'shared' }),
          value: linkToView ? (
            <Link to={`${PATHS.participant}?${PARTICIPANT_PARAM}=${followUp.candidateId}`} title={t('pv.open')}>
              {name}
            </Link>
          ) : (
            name
          ),
        },
        {
          label: t('card.registrationId', { ns: 'shared' }),
          value: <span className="sc-result-card__id">{followUp.registrationId}</span>,
        },
        {
          label: t('first.card.mobile'),
          value: followUp.mobileNo && <a href={`tel:${followUp.mobileNo.replace(/[^\d+]/g, '')}`}>{followUp.mobileNo}</a>,
        },
        { label: t('card.outreachClinic', { ns: 'shared' }), value: followUp.campName },
        {
          label: t('fu.card.test'),
          value: (
            <>
              {t(`fu.disease.${followUp.disease}`)}{' '}
              <Tag color={followUp.urgency === 'URGENT' ? 'red' : 'default'}>{t(`fu.urgency.${followUp.urgency}`)}</Tag>
            </>
          ),
        },
        { label: t('fu.card.reasons'), value: reasonsIn(followUp, language).join(', ') },
        { label: t('fu.card.referredOn'), value: shownDay(followUp.referredOn) },
        ...(open ? [{ label: t('fu.card.due'), value: <DueLine followUp={followUp} /> }] : []),
        {
          label: t('fu.card.state'),
          value: (
            <>
              {stateText(t, followUp)} {kept && <Tag color="orange">{t('fu.kept')}</Tag>}
            </>
          ),
        },
        ...(open ? [{ label: t('fu.card.calls'), value: String(followUp.unansweredCalls) }] : []),
        { label: t('fu.card.last'), value: newest ? eventLine(t, newest) : null },
      ]}
      actions={
        (ALLOWED_FROM.call.includes(followUp.state) || movesAllowed(followUp.state).length > 0) && (
          // Two buttons in Tamil are wider than a phone's card: the second goes under the first.
          <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
            {ALLOWED_FROM.call.includes(followUp.state) && (
              <Button type="primary" icon={<PhoneOutlined aria-hidden />} disabled={!canRecord} onClick={() => onCall(followUp)}>
                {t('fu.recordCall')}
              </Button>
            )}
            {movesAllowed(followUp.state).length > 0 && (
              <Button icon={<EditOutlined aria-hidden />} disabled={!canRecord} onClick={() => onUpdate(followUp)}>
                {t('fu.update')}
              </Button>
            )}
          </div>
        )
      }
    />
  );
}
