/**
 * The referral slip she carries to the hospital: who she is (her name as typed, Tamil too), her Registration ID as
 * text and as a QR code (scanning it opens her view), her clinic, the day and reason of the referral, the hospital to
 * go to and the day to go by. Printed on A5 or on a 58/80 mm receipt printer (print CSS: `@page` of the paper chosen;
 * the browser's "Save as PDF" is the PDF). Its labels are in English and Tamil together, whatever the screen's
 * language: the hospital's desk and she may read different ones.
 */
import { createPortal } from 'react-dom';
import type { FollowUp, ParticipantView } from '@screening/shared';
import { QrCode, shownDay } from '@screening/shared/ui';
import type { FollowUpDisease } from '@screening/domain/follow-up';
import { useReasonTexts } from './reason-texts';
import './referral-slip.css';

export const SLIP_PAPERS = ['A5', '80mm', '58mm'] as const;
export type SlipPaper = (typeof SLIP_PAPERS)[number];

/** The page each paper prints on: A5 upright; a receipt roll's width, as long as a slip needs. */
const PAGE_RULE: Record<SlipPaper, string> = {
  A5: '@page { size: A5 portrait; margin: 12mm; }',
  '80mm': '@page { size: 80mm 200mm; margin: 3mm; }',
  '58mm': '@page { size: 58mm 200mm; margin: 2mm; }',
};

/** [English, Tamil]: the slip speaks both. */
const LABELS = {
  title: ['Referral slip', 'பரிந்துரைச் சீட்டு'],
  name: ['Name', 'பெயர்'],
  registrationId: ['Registration ID', 'பதிவு எண்'],
  clinic: ['Outreach clinic', 'முகாம்'],
  referredOn: ['Referred on', 'பரிந்துரைத்த நாள்'],
  reason: ['Referred for', 'பரிந்துரைக் காரணம்'],
  goTo: ['Please go to', 'செல்ல வேண்டிய மருத்துவமனை'],
  goBy: ['Please go by', 'இந்த நாளுக்குள் செல்லவும்'],
  phone: ['Phone', 'தொலைபேசி'],
  bring: ['Bring this slip with you.', 'இந்தச் சீட்டைக் கொண்டு வாருங்கள்.'],
  qr: ['QR code of the Registration ID', 'பதிவு எண்ணின் QR குறியீடு'],
} as const;

const DISEASE: Record<FollowUpDisease, readonly [string, string]> = {
  breast: ['Breast', 'மார்பகம்'],
  oral: ['Oral', 'வாய்'],
  cervical: ['Cervical', 'கருப்பை வாய்'],
};

const both = ([en, ta]: readonly [string, string]) => `${en} / ${ta}`;

export interface ReferralSlipProps {
  participant: ParticipantView;
  followUp: FollowUp;
  paper: SlipPaper;
  /** The QR code is drawn (printing waits for it). */
  onReady?: () => void;
}

export function ReferralSlip({ participant, followUp, paper, onReady }: ReferralSlipProps) {
  const { referTo } = participant;
  // Each reason as recorded, and as the form words it in Tamil where it does.
  const tamil = useReasonTexts(true)(followUp, 'ta');
  const reasons = followUp.reasons.map((reason, i) => (tamil[i] === reason ? reason : both([reason, tamil[i]])));
  const rows: [readonly [string, string], React.ReactNode][] = [
    [LABELS.name, participant.name],
    [LABELS.registrationId, <span className="sc-slip__id">{participant.registrationId}</span>],
    [LABELS.clinic, participant.campName],
    [LABELS.referredOn, shownDay(followUp.referredOn)],
    [LABELS.reason, [both(DISEASE[followUp.disease]), reasons.join(', ')].filter((part) => part !== '').join(' – ')],
    [
      LABELS.goTo,
      <>
        <strong>{referTo.name}</strong>
        {referTo.address && <span className="sc-slip__line">{referTo.address}</span>}
        {referTo.phone && <span className="sc-slip__line">{`${both(LABELS.phone)}: ${referTo.phone}`}</span>}
      </>,
    ],
    [LABELS.goBy, <strong>{shownDay(followUp.dueDate)}</strong>],
  ];
  return (
    <article className={`sc-slip sc-slip--${paper}`} aria-label={both(LABELS.title)}>
      <header className="sc-slip__head">
        <div className="sc-slip__hospital">{referTo.name}</div>
        <h2 className="sc-slip__title">{both(LABELS.title)}</h2>
      </header>
      <div className="sc-slip__body">
        <dl className="sc-slip__fields">
          {rows.map(([label, value]) => (
            <div key={label[0]} className="sc-slip__row">
              <dt>{both(label)}</dt>
              <dd>{value ?? '-'}</dd>
            </div>
          ))}
        </dl>
        <div className="sc-slip__qr">
          <QrCode text={participant.registrationId} label={both(LABELS.qr)} size="100%" onReady={onReady} />
        </div>
      </div>
      <p className="sc-slip__bring">{both(LABELS.bring)}</p>
    </article>
  );
}

/**
 * What the printer gets: the slip alone on the chosen paper. It sits outside the application's root (a portal), and
 * the print style sheet hides everything else, so a page's dialogs and menus never reach the paper.
 */
export function PrintedSlip(props: ReferralSlipProps) {
  return createPortal(
    <div className="sc-slip-print" aria-hidden="true">
      <style>{PAGE_RULE[props.paper]}</style>
      <ReferralSlip {...props} />
    </div>,
    document.body,
  );
}
